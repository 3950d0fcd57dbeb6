// Shapes of the demo shop's hand-written data tables, and the small helpers that
// keep those tables short. Prices in these tables are whole rupees; the builders
// convert them to paise (the database's unit).

/** Unit ids are fixed (§4 Members cart): 1 kg and 3 L count ×1000, 2 g as-is, 4 pieces. */
export const KG = 1;
export const G = 2;
export const L = 3;
export const PC = 4;
export type UnitId = typeof KG | typeof G | typeof L | typeof PC;

export type CategorySlug =
  | 'fruits'
  | 'vegetables'
  | 'leafy-greens'
  | 'exotic'
  | 'dairy-eggs'
  | 'bakery'
  | 'staples-grains'
  | 'pulses'
  | 'spices'
  | 'oils-ghee'
  | 'snacks'
  | 'beverages'
  | 'meat-fish'
  | 'sweets'
  | 'ready-to-cook'
  | 'frozen';

export type StoreCode = 'kothrud' | 'baner' | 'kp' | 'aundh' | 'viman' | 'hadapsar' | 'shivaji' | 'lonavala' | 'mulshi';

export type AddonCategoryKey =
  | 'cutting-style'
  | 'add-extras'
  | 'paneer-cut'
  | 'meat-cut'
  | 'fish-cleaning'
  | 'marinade'
  | 'gift-pack';

export interface VariantDef {
  name: string;
  unit: UnitId;
  measurement: number;
  /** Regular price in whole rupees. */
  price: number;
}

export interface Fact {
  name: string;
  value: string;
}

export interface ProductDef {
  /** The product's link_slug: the same product in several stores shares it. */
  key: string;
  name: string;
  category: CategorySlug;
  /** Illustration file name under /images/items/ (without .webp). */
  image: string;
  /** true veg, false non-veg (eggs, meat, fish), null not food. */
  veg: boolean | null;
  description: string;
  variants: readonly VariantDef[];
  /** Index of the default variant (exactly one per item); 0 when absent. */
  defaultIndex?: number;
  /** Percent off the regular price in every store that sells it (a deal). */
  deal?: number;
  /** Members pay about 10% below the sale price on weight-based variants (unit 1, 2, 3). */
  member?: boolean;
  /** Nutritional facts per 100 g (produce). */
  facts?: readonly Fact[];
  addons?: readonly AddonCategoryKey[];
  /** Stock is never counted (made to order, bags). */
  infinite?: boolean;
  /** Pre-order: available from this date (yyyy-mm-dd). */
  preAvailDate?: string;
  /** is_free_item = 1: added by the shop (e.g. with a coupon), hidden from lists. */
  free?: boolean;
  recommended?: boolean;
  bgImage?: string;
  /** Item slug when the product is sold by exactly one store (else `${key}-${storeCode}`). */
  slug?: string;
}

/** A variant shorthand: v('500 g', G, 500, 45). */
export function v(name: string, unit: UnitId, measurement: number, price: number): VariantDef {
  return { name, unit, measurement, price };
}

/** Nutritional facts per 100 g: energy, carbohydrates, protein, fat, fibre and one highlight. */
export function nf(
  kcal: number,
  carbs: number,
  protein: number,
  fat: number,
  fibre: number,
  extra?: [string, string],
): Fact[] {
  const facts: Fact[] = [
    { name: 'Energy', value: `${kcal} kcal` },
    { name: 'Carbohydrates', value: `${carbs} g` },
    { name: 'Protein', value: `${protein} g` },
    { name: 'Fat', value: `${fat} g` },
    { name: 'Dietary fibre', value: `${fibre} g` },
  ];
  if (extra) facts.push({ name: extra[0], value: extra[1] });
  return facts;
}

/** Whole rupees to paise. */
export function paise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** The image path the database stores for an item illustration. */
export function itemImage(name: string): string {
  return `/images/items/${name}.webp`;
}

/**
 * A small deterministic pseudo-random generator (mulberry32). The demo shop uses it
 * for stock levels only, always from the same seed, so every run yields the same rows.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
