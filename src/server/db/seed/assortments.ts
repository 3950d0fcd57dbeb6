// Which products each store sells, and the hand-placed special cases the screens
// and tests need (out of stock, sold out, inactive, negative stock). Item slugs are
// `${productKey}-${storeCode}` unless the product names its own slug.
import type { CategorySlug, StoreCode } from './catalog-types.ts';

export interface Assortment {
  store: StoreCode;
  products: readonly string[];
  /** Extra store-only deals: product key → percent off. */
  deals?: Readonly<Record<string, number>>;
  /** Stock is not counted for these categories in this store. */
  infiniteCategories?: readonly CategorySlug[];
}

export const ASSORTMENTS: readonly Assortment[] = [
  {
    store: 'kothrud',
    products: [
      'alphonso-mango', 'limited-alphonso-mango-box', 'alphonso-mango-preorder', 'kesar-mango-preorder', 'banana-yelakki',
      'shimla-apple', 'pomegranate-bhagwa', 'nashik-grapes', 'papaya', 'watermelon', 'nagpur-orange', 'chikoo',
      'tomato', 'onion', 'potato', 'carrot', 'cauliflower', 'brinjal-bharta', 'bhindi', 'green-capsicum', 'cucumber',
      'lemon', 'green-chillies', 'ginger', 'garlic', 'coriander', 'methi', 'palak', 'shepu', 'pudina', 'curry-leaves',
      'hass-avocado', 'broccoli', 'a2-cow-milk', 'fresh-curd', 'malai-paneer', 'farm-eggs', 'whole-wheat-bread', 'ladi-pav',
      'basmati-rice', 'indrayani-rice', 'whole-wheat-atta', 'thick-poha', 'organic-jaggery', 'sugar', 'toor-dal', 'moong-dal',
      'masoor-dal', 'turmeric-powder', 'goda-masala', 'cow-ghee', 'groundnut-oil', 'bakarwadi', 'kokum-sherbet',
      'alphonso-pulp', 'kesar-shrikhand', 'idli-dosa-batter', 'misal-kit', 'free-cloth-bag',
    ],
    deals: { onion: 10, 'basmati-rice': 12 },
    infiniteCategories: ['staples-grains'],
  },
  {
    store: 'baner',
    products: [
      'alphonso-mango', 'alphonso-mango-preorder', 'kesar-mango', 'banana-yelakki', 'shimla-apple', 'pomegranate-bhagwa',
      'nashik-grapes', 'mosambi', 'tender-coconut', 'tomato', 'onion', 'potato', 'carrot', 'bhindi', 'green-capsicum',
      'cucumber', 'lemon', 'green-chillies', 'ginger', 'sweet-corn', 'coriander', 'methi', 'palak', 'spring-onion',
      'button-mushroom', 'cherry-tomato', 'basmati-rice', 'whole-wheat-atta', 'jowar-flour', 'sabudana', 'toor-dal',
      'chana-dal', 'rajma', 'kabuli-chana', 'sunflower-oil', 'poha-chivda', 'assam-tea', 'free-cloth-bag',
    ],
    deals: { 'nashik-grapes': 15 },
  },
  {
    store: 'kp',
    products: [
      'alphonso-mango', 'alphonso-mango-preorder', 'hass-avocado', 'broccoli', 'mahabaleshwar-strawberry', 'button-mushroom',
      'cherry-tomato', 'kiwi', 'bell-peppers', 'shimla-apple', 'pomegranate-bhagwa', 'banana-yelakki', 'tomato', 'carrot',
      'cucumber', 'palak', 'pudina', 'spring-onion', 'a2-ghee', 'coconut-oil', 'groundnut-oil', 'organic-jaggery',
      'forest-honey', 'indrayani-rice', 'moong-dal', 'filter-coffee', 'sourdough-loaf', 'free-cloth-bag',
    ],
  },
  {
    store: 'aundh',
    products: [
      'a2-cow-milk', 'buffalo-milk', 'fresh-curd', 'malai-paneer', 'white-butter', 'cheese-slices', 'farm-eggs', 'masala-chaas',
      'sourdough-loaf', 'whole-wheat-bread', 'ladi-pav', 'nankhatai', 'toast-rusk', 'banana-walnut-cake', 'a2-ghee',
      'kesar-shrikhand', 'besan-laddoo', 'ukadiche-modak', 'assam-tea', 'filter-coffee', 'ready-chapati', 'idli-dosa-batter',
    ],
    deals: { 'a2-cow-milk': 5 },
    infiniteCategories: ['bakery'],
  },
  {
    store: 'viman',
    products: [
      'chicken-curry-cut', 'chicken-breast', 'mutton-curry-cut', 'rohu-fish', 'surmai', 'pomfret', 'prawns', 'farm-eggs',
      'onion', 'lemon', 'ginger-garlic-paste', 'kanda-lasun-masala', 'garam-masala', 'coriander', 'ladi-pav',
    ],
    deals: { surmai: 10 },
  },
  {
    store: 'hadapsar',
    products: [
      'tomato', 'onion', 'potato', 'carrot', 'cauliflower', 'brinjal-bharta', 'bhindi', 'cucumber', 'green-chillies',
      'coriander', 'methi', 'banana-yelakki', 'papaya', 'mosambi', 'fresh-curd', 'farm-eggs', 'whole-wheat-atta', 'toor-dal',
      'sugar', 'sunflower-oil', 'mutton-curry-cut', 'ready-chapati', 'mango-pickle',
    ],
    deals: { potato: 15, cauliflower: 20 },
  },
  {
    store: 'shivaji',
    products: [
      'turmeric-powder', 'kashmiri-chilli', 'goda-masala', 'garam-masala', 'kanda-lasun-masala', 'jeera', 'toor-dal',
      'moong-dal', 'masoor-dal', 'chana-dal', 'rajma', 'kabuli-chana', 'thick-poha', 'bakarwadi',
    ],
  },
  {
    store: 'lonavala',
    products: [
      'peanut-chikki', 'lonavala-fudge', 'mahabaleshwar-strawberry', 'tender-coconut', 'chikoo', 'kokum-sherbet', 'aam-panna',
      'banana-chips', 'poha-chivda', 'forest-honey', 'coriander', 'tomato', 'onion', 'misal-kit', 'besan-laddoo',
    ],
    deals: { 'lonavala-fudge': 10 },
  },
  {
    store: 'mulshi',
    products: [
      'indrayani-rice', 'indrayani-rice-preorder', 'organic-jaggery', 'forest-honey', 'a2-cow-milk', 'fresh-curd', 'coriander',
      'methi', 'palak', 'tomato', 'sweet-corn', 'farm-eggs', 'groundnut-oil',
    ],
    deals: { 'sweet-corn': 20 },
  },
];

/** Item-level special cases, by item slug. */
export const ITEM_OVERRIDES: Readonly<Record<string, { is_active?: 0 | 1; is_recommended?: 0 | 1 }>> = {
  // Inactive items: shown with the cartItemNotAvailable text, never sold.
  'watermelon-kothrud': { is_active: 0 },
  'mutton-curry-cut-hadapsar': { is_active: 0 },
  'kesar-mango-baner': { is_active: 0 },
  'cheese-slices-aundh': { is_active: 0 },
};

export interface VariantOverride {
  stock?: number;
  is_active?: 0 | 1;
  is_infinite?: 0 | 1;
  is_negative?: 0 | 1;
}

/** Variant-level special cases: `${itemSlug}#${variantIndex}`. */
export const VARIANT_OVERRIDES: Readonly<Record<string, VariantOverride>> = {
  // Concurrency tests: exactly 5 boxes.
  'limited-alphonso-mango-box#0': { stock: 5, is_infinite: 0, is_negative: 0 },
  // Out of stock: the default variant at 0 makes the whole item out of stock.
  'hass-avocado-kothrud#0': { stock: 0 },
  'mahabaleshwar-strawberry-kp#0': { stock: 0 },
  // Out of stock on a non-default variant only.
  'farm-eggs-hadapsar#1': { stock: 0 },
  'rohu-fish-viman#1': { stock: 0 },
  'shimla-apple-baner#1': { stock: 0 },
  // Sold Out (inactive variants).
  'onion-kothrud#2': { is_active: 0 },
  'a2-ghee-kp#1': { is_active: 0 },
  'basmati-rice-baner#1': { is_active: 0 },
  'assam-tea-aundh#1': { is_active: 0 },
  // Negative stock allowed (made to order / back-ordered).
  'sourdough-loaf-aundh#0': { stock: 3, is_infinite: 0, is_negative: 1 },
  'idli-dosa-batter-kothrud#0': { stock: 8, is_negative: 1 },
  'coriander-kothrud#0': { stock: 12, is_negative: 1 },
  'chicken-curry-cut-viman#1': { is_negative: 1 },
};
