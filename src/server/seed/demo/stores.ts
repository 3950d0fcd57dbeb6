// Stores and their categories, and the item categories of the demo shop (the units are essentials):
// a farm-fresh grocer around Pune with real neighbourhood coordinates.
//
// Kinds of store the screens need (docs/architecture.md "Database"):
// - delivery only (baner, viman), self-pickup only (mulshi farm), both (kothrud, kp, aundh, lonavala, shivaji);
// - closed: shivaji (is_active 0);
// - small area: hadapsar (3 km radius, so Kothrud, Baner and Aundh are outside it);
// - outside the city: lonavala (about 55 km from central Pune, 12 km radius);
// - minimum orders ₹0 / ₹99 / ₹199 / ₹299, FIXED and DYNAMIC delivery charges.
import { DEFAULT_PRINTER_PORT } from '../../../domain/printing/printer.ts';
import type { Insertable } from 'kysely';
import type { CategoriesTable, StoreCategoriesTable, StoresTable } from '../../db/schema.ts';
import { paise, type CategorySlug, type StoreCode } from './catalog-types.ts';
import { DEFAULT_DELIVERED_BY, DEFAULT_PARTNER_OFFER_AFTER_MINUTES } from '../../../domain/staff/own-riders.ts';

type Row<T> = Required<Insertable<T>>;

interface StoreDef {
  id: number;
  code: StoreCode;
  slug: string;
  name: string;
  description: string;
  address: string;
  lat: number;
  lng: number;
  minutes: number;
  radiusKm: number;
  active?: boolean;
  delivery: boolean;
  pickup: boolean;
  /** Minimum order in rupees. */
  minOrder: number;
  /** Free delivery from this cart value in rupees (absent: no free delivery). */
  freeFrom?: number;
  /** FIXED charge in rupees, or DYNAMIC: base charge up to baseKm, then perKm rupees per extra km. */
  charge: { type: 'FIXED'; rupees: number } | { type: 'DYNAMIC'; rupees: number; baseKm: number; perKm: number };
  rating: number;
  /** Item prices in this store relative to the catalogue's list price. */
  priceFactor: number;
  categories: string[];
}

export const STORE_DEFS: readonly StoreDef[] = [
  {
    id: 1,
    code: 'kothrud',
    slug: 'farmcart-kothrud',
    name: 'FarmCart Kothrud',
    description:
      'Our flagship store on Paud Road: vegetables from Mulshi and Maval farms every morning, dairy, staples and the first Alphonso boxes of the season.',
    address: 'Shop 4, Sai Plaza, Paud Road, Kothrud, Pune 411038',
    lat: 18.5074,
    lng: 73.8077,
    minutes: 25,
    radiusKm: 10,
    delivery: true,
    pickup: true,
    minOrder: 99,
    freeFrom: 499,
    charge: { type: 'FIXED', rupees: 25 },
    rating: 4.6,
    priceFactor: 1,
    categories: ['fruits-veg', 'dairy', 'staples-spices'],
  },
  {
    id: 2,
    code: 'baner',
    slug: 'baner-green-basket',
    name: 'Baner Green Basket',
    description: 'Fresh fruit, greens and pantry staples for Baner, Balewadi and Aundh, with distance-based delivery.',
    address: '12 Baner Road, near Balewadi Phata, Baner, Pune 411045',
    lat: 18.559,
    lng: 73.7868,
    minutes: 30,
    radiusKm: 9,
    delivery: true,
    pickup: false,
    minOrder: 199,
    freeFrom: 599,
    charge: { type: 'DYNAMIC', rupees: 20, baseKm: 3, perKm: 6 },
    rating: 4.4,
    priceFactor: 1.04,
    categories: ['fruits-veg', 'staples-spices'],
  },
  {
    id: 3,
    code: 'kp',
    slug: 'koregaon-park-organics',
    name: 'Koregaon Park Organics',
    description:
      'Certified organic produce, exotic vegetables and cold-pressed oils from small farms in the Pune district.',
    address: 'Lane 6, North Main Road, Koregaon Park, Pune 411001',
    lat: 18.5362,
    lng: 73.894,
    minutes: 35,
    radiusKm: 8,
    delivery: true,
    pickup: true,
    minOrder: 299,
    freeFrom: 999,
    charge: { type: 'FIXED', rupees: 40 },
    rating: 4.7,
    priceFactor: 1.15,
    categories: ['organic', 'fruits-veg'],
  },
  {
    id: 4,
    code: 'aundh',
    slug: 'aundh-dairy-bakehouse',
    name: 'Aundh Dairy & Bakehouse',
    description: 'A2 milk from Gir cows, fresh paneer and curd, and sourdough baked before sunrise.',
    address: 'DP Road, near Aundh Chest Hospital, Aundh, Pune 411007',
    lat: 18.558,
    lng: 73.8075,
    minutes: 20,
    radiusKm: 7,
    delivery: true,
    pickup: true,
    minOrder: 0,
    charge: { type: 'FIXED', rupees: 15 },
    rating: 4.5,
    priceFactor: 1,
    categories: ['dairy', 'bakery'],
  },
  {
    id: 5,
    code: 'viman',
    slug: 'viman-nagar-fresh-catch',
    name: 'Viman Nagar Fresh Catch',
    description: 'Fresh chicken, mutton and Konkan fish, cleaned and cut to order.',
    address: 'Datta Mandir Chowk, Viman Nagar, Pune 411014',
    lat: 18.5679,
    lng: 73.9143,
    minutes: 40,
    radiusKm: 9,
    delivery: true,
    pickup: false,
    minOrder: 199,
    freeFrom: 799,
    charge: { type: 'DYNAMIC', rupees: 30, baseKm: 4, perKm: 8 },
    rating: 4.3,
    priceFactor: 1.02,
    categories: ['meat-fish'],
  },
  {
    id: 6,
    code: 'hadapsar',
    slug: 'hadapsar-mandi-express',
    name: 'Hadapsar Mandi Express',
    description: 'Mandi prices on everyday vegetables and staples, delivered only within 3 km of Hadapsar.',
    address: 'Solapur Road, near Gadital, Hadapsar, Pune 411028',
    lat: 18.5089,
    lng: 73.926,
    minutes: 15,
    radiusKm: 3,
    delivery: true,
    pickup: false,
    minOrder: 99,
    charge: { type: 'FIXED', rupees: 20 },
    rating: 4.1,
    priceFactor: 0.95,
    categories: ['fruits-veg', 'staples-spices'],
  },
  {
    id: 7,
    code: 'shivaji',
    slug: 'shivajinagar-spice-market',
    name: 'Shivajinagar Spice Market',
    description: 'Whole and ground spices, masalas and pulses. Closed for renovation.',
    address: 'Jangli Maharaj Road, Shivajinagar, Pune 411005',
    lat: 18.5308,
    lng: 73.8475,
    minutes: 30,
    radiusKm: 8,
    active: false,
    delivery: true,
    pickup: true,
    minOrder: 0,
    freeFrom: 399,
    charge: { type: 'FIXED', rupees: 20 },
    rating: 4.2,
    priceFactor: 0.98,
    categories: ['staples-spices'],
  },
  {
    id: 8,
    code: 'lonavala',
    slug: 'lonavala-chikki-farm-store',
    name: 'Lonavala Chikki & Farm Store',
    description: 'Chikki, fudge and hill-farm produce from Lonavala; delivers around Lonavala and Khandala only.',
    address: 'Old Mumbai–Pune Highway, near Lonavala market, Lonavala 410401',
    lat: 18.7546,
    lng: 73.4062,
    minutes: 45,
    radiusKm: 12,
    delivery: true,
    pickup: true,
    minOrder: 299,
    charge: { type: 'DYNAMIC', rupees: 40, baseKm: 5, perKm: 10 },
    rating: 4.5,
    priceFactor: 1.08,
    categories: ['fruits-veg'],
  },
  {
    id: 9,
    code: 'mulshi',
    slug: 'mulshi-valley-farm',
    name: 'Mulshi Valley Farm',
    description:
      'Our own farm near Mulshi lake: pick up farm-gate produce, rice and jaggery, and book a weekend farm visit.',
    address: 'Village Mulshi, Tamhini Road, Mulshi, Pune 412108',
    lat: 18.522,
    lng: 73.515,
    minutes: 60,
    radiusKm: 40,
    delivery: false,
    pickup: true,
    minOrder: 0,
    charge: { type: 'FIXED', rupees: 0 },
    rating: 4.8,
    priceFactor: 0.9,
    categories: ['fruits-veg', 'organic'],
  },
];

export const STORE_CATEGORIES: Row<StoreCategoriesTable>[] = [
  {
    id: 1,
    slug: 'fruits-veg',
    name: 'Fruits & Veg Farms',
    image: '/images/store-categories/fruits-veg.webp',
    sort_order: 1,
  },
  { id: 2, slug: 'dairy', name: 'Dairy', image: '/images/store-categories/dairy.webp', sort_order: 2 },
  { id: 3, slug: 'bakery', name: 'Bakery', image: '/images/store-categories/bakery.webp', sort_order: 3 },
  { id: 4, slug: 'organic', name: 'Organic', image: '/images/store-categories/organic.webp', sort_order: 4 },
  { id: 5, slug: 'meat-fish', name: 'Meat & Fish', image: '/images/store-categories/meat-fish.webp', sort_order: 5 },
  {
    id: 6,
    slug: 'staples-spices',
    name: 'Staples & Spices',
    image: '/images/store-categories/staples-spices.webp',
    sort_order: 6,
  },
];

export function storeRows(): Row<StoresTable>[] {
  return STORE_DEFS.map((store, index) => ({
    id: store.id,
    slug: store.slug,
    name: store.name,
    description: store.description,
    image: `/images/stores/${store.slug}.webp`,
    address: store.address,
    latitude: store.lat,
    longitude: store.lng,
    // The counters' mobiles of the demo shop: 98220 100NN by the store's id.
    phone: `+9198220100${String(store.id).padStart(2, '0')}`,
    delivery_time: store.minutes,
    delivery_radius_km: store.radiusKm,
    is_active: store.active === false ? 0 : 1,
    is_paused: 0,
    is_delivery: store.delivery ? 1 : 0,
    is_selfpickup: store.pickup ? 1 : 0,
    min_order_paise: paise(store.minOrder),
    is_free_delivery: store.freeFrom === undefined ? 0 : 1,
    free_delivery_min_cart_paise: paise(store.freeFrom ?? 0),
    delivery_charges_paise: paise(store.charge.rupees),
    delivery_charge_type: store.charge.type,
    base_delivery_distance_km: store.charge.type === 'DYNAMIC' ? store.charge.baseKm : 0,
    extra_delivery_charge_per_km_paise: store.charge.type === 'DYNAMIC' ? paise(store.charge.perKm) : 0,
    delivered_by: DEFAULT_DELIVERED_BY,
    partner_offer_after_minutes: DEFAULT_PARTNER_OFFER_AFTER_MINUTES,
    // No series prefix: the demo stores issue no GST documents (decision 0332).
    legal_name: null,
    gstin: null,
    tax_state_code: null,
    invoice_prefix: null,
    credit_prefix: null,
    // Receipts print from the browser; no network printer is set (decision 0333).
    receipt_paper_mm: 80,
    printer_host: null,
    printer_port: DEFAULT_PRINTER_PORT,
    auto_print: 0,
    rating: store.rating,
    sort_order: index + 1,
  }));
}

export function storeCategoryLinkRows(): { store_id: number; store_category_id: number }[] {
  return STORE_DEFS.flatMap((store) =>
    store.categories.map((slug) => {
      const category = STORE_CATEGORIES.find((row) => row.slug === slug);
      if (!category) throw new Error(`Unknown store category ${slug}`);
      return { store_id: store.id, store_category_id: category.id };
    }),
  );
}

export function storeByCode(code: StoreCode): StoreDef {
  const store = STORE_DEFS.find((row) => row.code === code);
  if (!store) throw new Error(`Unknown store ${code}`);
  return store;
}

const CATEGORY_DEFS: readonly [CategorySlug, string][] = [
  ['fruits', 'Fruits'],
  ['vegetables', 'Vegetables'],
  ['leafy-greens', 'Leafy Greens'],
  ['exotic', 'Exotic'],
  ['dairy-eggs', 'Dairy & Eggs'],
  ['bakery', 'Bakery'],
  ['staples-grains', 'Staples & Grains'],
  ['pulses', 'Pulses'],
  ['spices', 'Spices & Masalas'],
  ['oils-ghee', 'Oils & Ghee'],
  ['snacks', 'Snacks'],
  ['beverages', 'Beverages'],
  ['meat-fish', 'Meat & Fish'],
  ['sweets', 'Sweets'],
  ['ready-to-cook', 'Ready to Cook'],
  // Kept inactive: a category with no items that must not show anywhere.
  ['frozen', 'Frozen'],
];

export const CATEGORIES: Row<CategoriesTable>[] = CATEGORY_DEFS.map(([slug, name], index) => ({
  id: index + 1,
  slug,
  name,
  image: `/images/categories/${slug}.webp`,
  is_active: slug === 'frozen' ? 0 : 1,
  sort_order: index + 1,
  archived_at: null,
  active_before_archive: null,
}));

export function categoryId(slug: CategorySlug): number {
  const category = CATEGORIES.find((row) => row.slug === slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  return category.id;
}
