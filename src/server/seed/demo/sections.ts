// Featured sections (§2 "Item listings and sections") and their items.
//
// Vocabulary of `sections.type` and `sections.style` used by the demo shop:
// type (the section kind, §2 and the /dynamic-featured-sections/{slug} route):
//   'main'                        dynamic featured section on the home page
//   'category'                    a category showcase (with a promo banner image)
//   'deal_of_the_day'             deal tiles; style picks the layout (below)
//   'deal_of_the_day_1'           the second deal layout (style null)
//   'deal_of_the_day_singleItem'  two-column grid of item variants (style null)
//   'frequently_bought'           frequently bought items; store_id null = global, else that store's
//   null                          the default layout
// style for type 'deal_of_the_day':
//   'default' default tiles | 'new1' cards 115 wide | 'new2' cards 150 wide |
//   'new3' 300x115 row cards | 'style8' tall card with bg_image, then the items
// style for the other types (dynamic featured sections 'style_1' … 'style_8'):
//   'style_1' wide cards over bg_image             'style_2' scroller under a promo banner (image)
//   'style_3' category with promo banner (image)   'style_4' explore grid, cards 115 wide (3 columns)
//   'style_5' two-column grid                      'style_6' tabbed parent: child sections are the tabs
//   'style_7' 300x115 row cards                    'style_8' tall bg_image card, then a scroller
// A parent section holds no items; its children (parent_id set) each carry a
// title, an image (the tab icon) and items. show_search 1 adds the in-section search.
import type { Insertable } from 'kysely';
import type { SectionItemsTable, SectionsTable } from '../../db/schema.ts';
import type { CategorySlug, StoreCode } from './catalog-types.ts';
import type { BuiltItem, Catalog } from './items.ts';
import { storeByCode } from './stores.ts';

type SectionRow = Required<Insertable<SectionsTable>>;

interface Selector {
  stores?: readonly StoreCode[];
  categories?: readonly CategorySlug[];
  /** Only items with a sale price below the regular price on their default variant. */
  deals?: boolean;
  recommended?: boolean;
  vegOnly?: boolean;
  limit: number;
}

interface SectionDef {
  id: number;
  slug: string;
  type: string | null;
  style: string | null;
  title: string;
  subtitle?: string;
  image?: string;
  bgImage?: string;
  bgColor?: string;
  titleColor?: string;
  itemColor?: string;
  parent?: number;
  store?: StoreCode;
  search?: boolean;
  active?: boolean;
  /** Explicit item slugs first, then what the selector adds. */
  items?: readonly string[];
  select?: Selector;
}

const SECTION_DEFS: readonly SectionDef[] = [
  {
    id: 1,
    slug: 'fresh-this-morning',
    type: 'main',
    style: 'style_1',
    title: 'Fresh this morning',
    subtitle: 'Picked at dawn on farms around Pune',
    bgImage: '/images/sections/fresh-morning-bg.webp',
    bgColor: '#eaf6ec',
    select: {
      stores: ['kothrud', 'baner', 'hadapsar', 'mulshi'],
      categories: ['vegetables', 'fruits', 'leafy-greens'],
      limit: 14,
    },
  },
  {
    id: 2,
    slug: 'dairy-and-breakfast',
    type: 'main',
    style: 'style_2',
    title: 'Dairy & breakfast',
    subtitle: 'A2 milk, paneer, eggs and fresh bread',
    image: '/images/sections/dairy-breakfast.webp',
    select: { stores: ['aundh', 'kothrud'], categories: ['dairy-eggs', 'bakery'], limit: 12 },
  },
  {
    id: 3,
    slug: 'leafy-greens',
    type: 'category',
    style: 'style_3',
    title: 'Leafy greens',
    subtitle: 'Methi, palak, shepu and more, tied in bunches',
    image: '/images/sections/leafy-greens.webp',
    search: true,
    select: { categories: ['leafy-greens'], limit: 16 },
  },
  {
    id: 4,
    slug: 'pantry-staples',
    type: 'main',
    style: 'style_4',
    title: 'Pantry staples',
    subtitle: 'Rice, atta, dal and masalas',
    search: true,
    select: { categories: ['staples-grains', 'pulses', 'spices', 'oils-ghee'], limit: 18 },
  },
  {
    id: 5,
    slug: 'deals-of-the-day',
    type: 'deal_of_the_day',
    style: 'new1',
    title: 'Deals of the day',
    subtitle: 'Fresh prices, today only',
    titleColor: '#b3261e',
    search: true,
    select: { deals: true, limit: 16 },
  },
  {
    id: 6,
    slug: 'best-prices-today',
    type: 'deal_of_the_day',
    style: 'default',
    title: "Today's best prices",
    select: { deals: true, categories: ['vegetables', 'fruits', 'leafy-greens'], limit: 10 },
  },
  {
    id: 7,
    slug: 'staples-savings',
    type: 'deal_of_the_day',
    style: 'new2',
    title: 'Big savings on staples',
    select: { deals: true, categories: ['staples-grains', 'pulses', 'oils-ghee', 'spices'], limit: 10 },
  },
  {
    id: 8,
    slug: 'meat-fish-offers',
    type: 'deal_of_the_day',
    style: 'new3',
    title: 'Meat & fish offers',
    subtitle: 'Cleaned and cut to order',
    select: { deals: true, categories: ['meat-fish'], limit: 6 },
  },
  {
    id: 9,
    slug: 'alphonso-season',
    type: 'deal_of_the_day',
    style: 'style8',
    title: 'Alphonso season',
    subtitle: 'Ratnagiri and Devgad, straight from the orchards',
    bgImage: '/images/sections/mango-orchard-bg.webp',
    bgColor: '#fff1d0',
    items: [
      'limited-alphonso-mango-box',
      'alphonso-mango-kothrud',
      'alphonso-mango-baner',
      'alphonso-mango-kp',
      'alphonso-pulp-kothrud',
      'alphonso-mango-preorder-kothrud',
    ],
  },
  {
    id: 10,
    slug: 'lightning-deals',
    type: 'deal_of_the_day_1',
    style: null,
    title: 'Lightning deals',
    subtitle: 'While stocks last',
    select: { deals: true, stores: ['kothrud', 'aundh', 'lonavala', 'kp'], limit: 12 },
  },
  {
    id: 11,
    slug: 'deals-by-the-kilo',
    type: 'deal_of_the_day_singleItem',
    style: null,
    title: 'Deals by the kilo',
    subtitle: 'Pick the pack size you need',
    select: { deals: true, stores: ['kothrud', 'baner', 'hadapsar'], limit: 8 },
  },
  {
    // Ends with an inactive item (watermelon-kothrud): the screen lists active items only (§2).
    id: 12,
    slug: 'frequently-bought',
    type: 'frequently_bought',
    style: null,
    title: 'Frequently bought',
    subtitle: 'What Pune orders every week',
    items: [
      'onion-kothrud',
      'tomato-kothrud',
      'a2-cow-milk-aundh',
      'coriander-baner',
      'potato-hadapsar',
      'farm-eggs-aundh',
      'malai-paneer-kothrud',
      'ladi-pav-aundh',
      'toor-dal-kothrud',
      'chicken-curry-cut-viman',
      'banana-yelakki-baner',
      'watermelon-kothrud',
    ],
  },
  {
    id: 13,
    slug: 'frequently-bought-kothrud',
    type: 'frequently_bought',
    style: null,
    title: 'Often bought at Kothrud',
    store: 'kothrud',
    items: [
      'onion-kothrud',
      'tomato-kothrud',
      'potato-kothrud',
      'coriander-kothrud',
      'a2-cow-milk-kothrud',
      'ladi-pav-kothrud',
      'malai-paneer-kothrud',
      'lemon-kothrud',
    ],
  },
  {
    id: 14,
    slug: 'frequently-bought-aundh',
    type: 'frequently_bought',
    style: null,
    title: 'Often bought at Aundh',
    store: 'aundh',
    items: [
      'a2-cow-milk-aundh',
      'fresh-curd-aundh',
      'farm-eggs-aundh',
      'sourdough-loaf-aundh',
      'ladi-pav-aundh',
      'malai-paneer-aundh',
    ],
  },
  {
    id: 15,
    slug: 'shop-by-need',
    type: 'main',
    style: 'style_6',
    title: 'Shop by need',
    subtitle: 'Pick a tab',
    bgColor: '#f4f8f1',
    itemColor: '#ffffff',
  },
  {
    id: 16,
    slug: 'daily-essentials',
    type: null,
    style: null,
    title: 'Daily essentials',
    parent: 15,
    image: '/images/sections/tab-daily-essentials.webp',
    items: [
      'onion-kothrud',
      'potato-kothrud',
      'tomato-kothrud',
      'a2-cow-milk-kothrud',
      'whole-wheat-atta-kothrud',
      'toor-dal-kothrud',
      'sugar-kothrud',
      'farm-eggs-kothrud',
    ],
  },
  {
    id: 17,
    slug: 'healthy-and-organic',
    type: null,
    style: null,
    title: 'Healthy & organic',
    parent: 15,
    image: '/images/sections/tab-healthy.webp',
    select: { stores: ['kp', 'mulshi'], vegOnly: true, limit: 10 },
  },
  {
    id: 18,
    slug: 'sunday-special',
    type: null,
    style: null,
    title: 'Sunday special',
    parent: 15,
    image: '/images/sections/tab-sunday.webp',
    select: { categories: ['meat-fish'], limit: 8 },
  },
  {
    id: 19,
    slug: 'mango-mania',
    type: null,
    style: null,
    title: 'Mango mania',
    parent: 15,
    image: '/images/sections/tab-mango.webp',
    items: [
      'alphonso-mango-kothrud',
      'limited-alphonso-mango-box',
      'alphonso-mango-preorder-kothrud',
      'kesar-mango-preorder-kothrud',
      'alphonso-pulp-kothrud',
      'aam-panna-lonavala',
    ],
  },
  {
    id: 20,
    slug: 'recommended',
    type: null,
    style: null,
    title: 'Recommended for you',
    subtitle: 'Customer favourites this week',
    select: { recommended: true, limit: 12 },
  },
  {
    id: 21,
    slug: 'kothrud-favourites',
    type: 'main',
    style: 'style_5',
    title: 'Kothrud favourites',
    store: 'kothrud',
    subtitle: 'Only at FarmCart Kothrud',
    select: { stores: ['kothrud'], limit: 10 },
  },
  {
    id: 22,
    slug: 'exotic-corner',
    type: 'category',
    style: 'style_7',
    title: 'Exotic corner',
    subtitle: 'Avocados, berries and polyhouse greens',
    select: { categories: ['exotic'], limit: 10 },
  },
  {
    id: 23,
    slug: 'festive-sweets',
    type: 'main',
    style: 'style_8',
    title: 'Festive sweets',
    subtitle: 'Modak, laddoo and shrikhand',
    bgImage: '/images/sections/festive-bg.webp',
    bgColor: '#fff0e0',
    select: { categories: ['sweets'], limit: 8 },
  },
  {
    id: 24,
    slug: 'monsoon-specials',
    type: 'main',
    style: 'style_2',
    title: 'Monsoon specials',
    active: false,
    image: '/images/sections/dairy-breakfast.webp',
    items: ['sweet-corn-baner', 'ginger-kothrud', 'assam-tea-baner'],
  },
];

function hasDeal(item: BuiltItem): boolean {
  const main = item.variants.find((variant) => variant.is_default === 1);
  return main !== undefined && main.sale_price_paise < main.regular_price_paise;
}

function selectItems(catalog: Catalog, selector: Selector, taken: ReadonlySet<number>): BuiltItem[] {
  return catalog.items
    .filter((item) => item.row.is_free_item === 0 && item.row.is_active === 1 && !taken.has(item.row.id))
    .filter((item) => !selector.stores || selector.stores.includes(item.store))
    .filter((item) => !selector.categories || selector.categories.includes(item.category))
    .filter((item) => !selector.deals || hasDeal(item))
    .filter((item) => !selector.recommended || item.row.is_recommended === 1)
    .filter((item) => !selector.vegOnly || item.row.is_veg === 1)
    .slice(0, selector.limit);
}

export function sectionRows(catalog: Catalog): {
  sections: SectionRow[];
  sectionItems: Required<Insertable<SectionItemsTable>>[];
} {
  const sections: SectionRow[] = [];
  const sectionItems: Required<Insertable<SectionItemsTable>>[] = [];
  SECTION_DEFS.forEach((def, index) => {
    sections.push({
      id: def.id,
      slug: def.slug,
      type: def.type,
      style: def.style,
      title: def.title,
      subtitle: def.subtitle ?? null,
      image: def.image ?? null,
      bg_image: def.bgImage ?? null,
      bg_color: def.bgColor ?? null,
      title_color: def.titleColor ?? null,
      item_color: def.itemColor ?? null,
      parent_id: def.parent ?? null,
      store_id: def.store ? storeByCode(def.store).id : null,
      show_search: def.search ? 1 : 0,
      is_active: def.active === false ? 0 : 1,
      sort_order: index + 1,
    });
    const ids: number[] = (def.items ?? []).map((slug) => catalog.item(slug).row.id);
    if (def.select) ids.push(...selectItems(catalog, def.select, new Set(ids)).map((item) => item.row.id));
    for (const [position, itemId] of ids.entries()) {
      sectionItems.push({ section_id: def.id, item_id: itemId, sort_order: position + 1 });
    }
  });
  return { sections, sectionItems };
}
