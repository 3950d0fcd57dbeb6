// Promo sliders of every style in §2 ("Banner slider styles") with their slides,
// and the home page's ordered components.
//
// position_id (1, 2, 3): 1 = top of the home page, 2 = beside the category grid,
// 3 = lower on the page. Slides link to real routes; styles 7 and 8 leave url null,
// so they fall back to /campaign/home (§2). model/model_id name the record a slide
// points at (slide data of §3).
import type { Insertable } from 'kysely';
import type { HomeComponentsTable, PromoSlidersTable, PromoSlidesTable } from '../../db/schema.ts';
import type { Catalog } from './items.ts';
import { CATEGORIES, STORE_DEFS } from './stores.ts';

type SliderRow = Required<Insertable<PromoSlidersTable>>;
type SlideRow = Required<Insertable<PromoSlidesTable>>;

interface SlideDef {
  name: string;
  /** File under /images/banners/ (without .webp). */
  image: string;
  alt: string;
  /** A route, or null (styles 7 and 8 only). */
  url: string | null;
}

interface SliderDef {
  id: number;
  name: string;
  style: string;
  position: 1 | 2 | 3;
  size?: number;
  showTitle?: boolean;
  indicators?: boolean;
  loop?: boolean;
  autoPlay?: boolean;
  bgColor?: string;
  color?: string;
  bgImage?: string;
  headerImage?: string;
  slides: readonly SlideDef[];
}

const SLIDER_DEFS: readonly SliderDef[] = [
  {
    id: 1,
    name: 'Home hero',
    style: 'style_1',
    position: 1,
    autoPlay: true,
    slides: [
      {
        name: 'Alphonso season',
        image: 'mango-season',
        alt: 'Ratnagiri Alphonso mangoes are here',
        url: '/campaign/mango',
      },
      {
        name: 'Fresh vegetables',
        image: 'fresh-vegetables',
        alt: 'Farm-fresh vegetables, picked this morning',
        url: '/category/vegetables',
      },
      {
        name: 'Free delivery in Kothrud',
        image: 'free-delivery-kothrud',
        alt: 'Free delivery above ₹499 at FarmCart Kothrud',
        url: '/stores/farmcart-kothrud',
      },
    ],
  },
  {
    id: 2,
    name: 'Mango banner',
    style: 'style_11',
    position: 1,
    indicators: false,
    loop: false,
    slides: [
      {
        name: 'Limited Devgad box',
        image: 'mango-gift-box',
        alt: 'Devgad Alphonso gift box, limited each morning',
        url: '/item/limited-alphonso-mango-box',
      },
    ],
  },
  {
    id: 3,
    // Three speciality stores, each shown only where it delivers (bannerStoresAt): named for what
    // it is, since in most areas one or two of them show, and the nearest stores are on /stores.
    name: 'Speciality stores',
    style: 'style_2',
    position: 2,
    showTitle: true,
    headerImage: '/images/banners/header-stores.webp',
    slides: [
      {
        name: 'Koregaon Park Organics',
        image: 'store-organics',
        alt: 'Certified organic produce in Koregaon Park',
        url: '/stores/koregaon-park-organics',
      },
      {
        name: 'Aundh Dairy & Bakehouse',
        image: 'store-bakehouse',
        alt: 'A2 milk and sourdough from Aundh',
        url: '/stores/aundh-dairy-bakehouse',
      },
      {
        name: 'Viman Nagar Fresh Catch',
        image: 'store-fresh-catch',
        alt: 'Fresh Konkan fish in Viman Nagar',
        url: '/stores/viman-nagar-fresh-catch',
      },
    ],
  },
  {
    id: 4,
    name: 'Pantry offers',
    style: 'style_3',
    position: 2,
    size: 2,
    slides: [
      {
        name: 'Dairy & eggs',
        image: 'offer-dairy',
        alt: 'Dairy and eggs, delivered chilled',
        url: '/category/dairy-eggs',
      },
      { name: 'Bakery', image: 'offer-bakery', alt: 'Sourdough and pav baked this morning', url: '/category/bakery' },
      { name: 'Spices', image: 'offer-spices', alt: 'Goda masala and Rajapuri haldi', url: '/category/spices' },
      { name: 'Pulses', image: 'offer-pulses', alt: 'Unpolished dals from Latur', url: '/category/pulses' },
    ],
  },
  {
    id: 5,
    name: 'Shop by category',
    style: 'style_4',
    position: 2,
    size: 3,
    indicators: false,
    slides: [
      { name: 'Fruits', image: 'tile-fruits', alt: 'Fruits', url: '/category/fruits' },
      { name: 'Leafy greens', image: 'tile-greens', alt: 'Leafy greens', url: '/category/leafy-greens' },
      { name: 'Exotic', image: 'tile-exotic', alt: 'Exotic vegetables and fruit', url: '/category/exotic' },
    ],
  },
  {
    id: 6,
    name: 'Weekend specials',
    style: 'style_6',
    position: 3,
    showTitle: true,
    bgColor: '#fff6e5',
    color: '#5b3a00',
    headerImage: '/images/banners/header-weekend.webp',
    slides: [
      {
        name: 'Sunday chicken',
        image: 'weekend-chicken',
        alt: 'Chicken curry cut, 10% off this weekend',
        url: '/item/chicken-curry-cut-viman',
      },
      {
        name: 'Lonavala chikki',
        image: 'weekend-chikki',
        alt: 'Chikki and fudge from Lonavala',
        url: '/stores/lonavala-chikki-farm-store',
      },
    ],
  },
  {
    id: 7,
    name: 'Farm stories',
    style: 'style_7',
    position: 3,
    slides: [
      { name: 'From our farm', image: 'farm-story', alt: 'Grown on our Mulshi farm', url: null },
      { name: 'Organic week', image: 'organic-week', alt: 'Organic week: greens without pesticides', url: null },
    ],
  },
  {
    id: 8,
    name: 'Campaign',
    style: 'style_8',
    position: 3,
    bgColor: '#1b7a3a',
    color: '#ffffff',
    bgImage: '/images/banners/campaign-bg.webp',
    slides: [
      { name: 'Farm to home', image: 'farm-to-home', alt: 'From farm to your home in 30 minutes', url: null },
      { name: 'Zero plastic', image: 'cloth-bag-promo', alt: 'A free cloth bag with your order', url: null },
    ],
  },
  {
    id: 9,
    name: 'Members and farm visits',
    style: 'style_9',
    position: 3,
    showTitle: true,
    bgColor: '#eef6ef',
    slides: [
      {
        name: 'Members mart',
        image: 'members-mart',
        alt: 'Members buy by weight at member prices',
        url: '/members-mart',
      },
      {
        name: 'Membership plans',
        image: 'membership-plans',
        alt: 'Plans from ₹499 a month for 10 kg',
        url: '/membership-plans',
      },
      { name: 'Farm visit', image: 'farm-visit', alt: 'Book a weekend visit to our Mulshi farm', url: '/farm-visit' },
    ],
  },
];

/** The path of a banner image. Membership banners live in their own folder. */
function bannerPath(name: string): string {
  return name.startsWith('member') ? `/images/membership/${name}.webp` : `/images/banners/${name}.webp`;
}

function slideModel(url: string | null, catalog: Catalog): { model: string | null; model_id: number | null } {
  if (url === null) return { model: 'campaign', model_id: null };
  const [, kind, slug] = url.split('/');
  if (kind === 'category')
    return { model: 'category', model_id: CATEGORIES.find((row) => row.slug === slug)?.id ?? null };
  if (kind === 'stores') return { model: 'store', model_id: STORE_DEFS.find((row) => row.slug === slug)?.id ?? null };
  if (kind === 'item' && slug) return { model: 'item', model_id: catalog.item(slug).row.id };
  if (kind === 'campaign') return { model: 'campaign', model_id: null };
  return { model: 'page', model_id: null };
}

export function sliderRows(catalog: Catalog): { sliders: SliderRow[]; slides: SlideRow[] } {
  const sliders: SliderRow[] = [];
  const slides: SlideRow[] = [];
  for (const def of SLIDER_DEFS) {
    if ((def.style === 'style_7' || def.style === 'style_8') !== def.slides.some((slide) => slide.url === null)) {
      throw new Error(`Slider ${def.name}: only styles 7 and 8 leave url null`);
    }
    sliders.push({
      id: def.id,
      name: def.name,
      style: def.style,
      position_id: def.position,
      size: def.size ?? 1,
      show_title: def.showTitle ? 1 : 0,
      show_indicators: def.indicators === false ? 0 : 1,
      infinite_loop: def.loop === false ? 0 : 1,
      auto_play: def.autoPlay ? 1 : 0,
      bg_color: def.bgColor ?? null,
      color: def.color ?? null,
      bg_image: def.bgImage ?? null,
      header_image: def.headerImage ?? null,
      is_active: 1,
    });
    def.slides.forEach((slide, index) => {
      slides.push({
        id: slides.length + 1,
        slider_id: def.id,
        name: slide.name,
        image: bannerPath(slide.image),
        url: slide.url,
        alt: slide.alt,
        ...slideModel(slide.url, catalog),
        sort_order: index + 1,
        starts_on: null,
        ends_on: null,
      });
    });
  }
  return { sliders, slides };
}

/**
 * The home page, top to bottom. The style_4 slider (id 5) is not a home component:
 * it is the optional promo slider of the category grid (position 2).
 */
const HOME: readonly (readonly ['section' | 'slider', number])[] = [
  ['slider', 1],
  ['section', 1],
  ['slider', 2],
  ['section', 5],
  ['section', 15],
  ['slider', 3],
  ['section', 3],
  ['slider', 4],
  ['section', 11],
  ['slider', 6],
  ['section', 12],
  ['slider', 7],
  ['slider', 8],
  ['slider', 9],
];

export function homeComponentRows(): Required<Insertable<HomeComponentsTable>>[] {
  return HOME.map(([kind, refId], index) => ({
    id: index + 1,
    page_slug: 'home',
    order_column: (index + 1) * 10,
    type: kind === 'section' ? 'DynamicFeaturedSection' : 'PromoSlider',
    section_id: kind === 'section' ? refId : null,
    slider_id: kind === 'slider' ? refId : null,
    is_active: 1,
    starts_on: null,
    ends_on: null,
  }));
}
