// §3 Combo (id, name, slug, background, price, old_price, is_active) and §3 Item `is_combo` with
// its `items` (each with item_variant): a combo is bought as ONE cart line that holds its parts.
// The price rule lives here once, for the cart island and for the server (decision 0193):
// a combo costs its own price, never more than its parts would cost
// bought one by one today; the saving shown is against the combo's old price (§3 old_price), or
// against its parts at today's prices when those cost less (a saving the customer really makes).
// Its stock is its parts' stock (§5): a line of n combos takes n × each part's quantity.
import { isVariantInStock, type AvailabilityStatus } from './availability.ts';
import { addMinor, multiplyMinor, toMinor } from '../money.ts';
import type { ItemView } from '../api/catalog.ts';
import type { ComboComponent, Flag, Item, Variant } from '../types.ts';
import { storedVariant } from './stored-variant.ts';

/** §3 Item `is_combo`: 1 marks a cart line that is a combo (its id is the combo's, not an item's). */
const COMBO_FLAG = 1;

/** A part of a combo with what pricing and stock read of it. */
export type ComboPart = Pick<ComboComponent, 'id' | 'name' | 'item_variant' | 'quantity'>;

/** What the price rule reads of a combo (rupees, as §3 carries them). */
export interface ComboPriceInput {
  price: number;
  old_price: number;
  items?: readonly ComboPart[] | undefined;
}

export interface ComboPrice {
  /** What one combo costs (paise): its price, capped at its parts' worth. */
  unitMinor: number;
  /** The parts bought one by one at today's prices (paise); null when a part has no price. */
  partsMinor: number | null;
  /**
   * The old price struck through (paise): §3 old_price, or the parts at today's prices when they
   * cost less; never below what is charged.
   */
  oldMinor: number;
  /** old − unit, never negative. */
  savingMinor: number;
}

export function isComboLine(line: { is_combo?: Flag | undefined }): boolean {
  return line.is_combo === COMBO_FLAG;
}

/** How many of a part one combo holds (§3 gives no quantity; ours defaults to 1). */
export function partQuantity(part: Pick<ComboPart, 'quantity'>): number {
  return part.quantity ?? 1;
}

/** The parts at today's variant prices, one combo's worth (paise); null when a part has no variant. */
function comboPartsMinor(parts: readonly ComboPart[]): number | null {
  if (parts.some((part) => part.item_variant === null)) return null;
  return addMinor(...parts.map((part) => multiplyMinor(toMinor(part.item_variant?.price ?? 0), partQuantity(part))));
}

/**
 * §3 Combo price: one combo costs the combo's price, but never more than its parts bought one by
 * one (a part on sale can make the parts cheaper than the bundle; the customer then pays the parts'
 * sum). The old price is the combo's old_price, but never more than the parts bought one by one
 * today: "Save ₹126" over parts that cost ₹948 today, for a ₹917 box, promised a saving the customer
 * does not make. The saving is what the old price is above the price paid, never
 * negative.
 */
export function comboPrice(combo: ComboPriceInput): ComboPrice {
  const own = toMinor(combo.price);
  const partsMinor = comboPartsMinor(combo.items ?? []);
  const unitMinor = partsMinor === null || (combo.items ?? []).length === 0 ? own : Math.min(own, partsMinor);
  const claimed = toMinor(combo.old_price);
  const oldMinor = Math.max(partsMinor === null ? claimed : Math.min(claimed, partsMinor), unitMinor);
  return { unitMinor, partsMinor, oldMinor, savingMinor: oldMinor - unitMinor };
}

/**
 * §4 Item availability of a combo: each part's chosen variant must be active and in stock; the first
 * part that is not decides (sold out before out of stock, as for an item). A combo without parts
 * cannot be bought.
 */
export function comboAvailability(combo: Pick<Item, 'is_active' | 'items'>): {
  status: AvailabilityStatus;
  part: ComboPart | null;
} {
  if (combo.is_active !== 1) return { status: 'unavailable', part: null };
  const parts = combo.items ?? [];
  if (parts.length === 0) return { status: 'unavailable', part: null };
  for (const part of parts) {
    const variant = part.item_variant;
    if (variant === null || variant.is_active !== 1) return { status: 'sold_out', part };
  }
  for (const part of parts) {
    const variant = part.item_variant as Variant;
    if (!isVariantInStock(variant)) return { status: 'out_of_stock', part };
  }
  return { status: 'available', part: null };
}

/** One variant's stock need: `quantity` units, taken by `name` (the item, for messages). */
export interface StockNeed {
  variant: Variant;
  quantity: number;
  name: string;
}

/**
 * §5 What a line takes from stock: an item line its variant × quantity; a combo line each part's
 * variant × part quantity × the line's quantity. Lines without a variant take nothing.
 */
export function stockNeeds(
  line: Pick<Item, 'is_combo' | 'items' | 'name'> & {
    quantity: number;
    selectedvariant: Variant | null;
  },
): StockNeed[] {
  if (isComboLine(line)) {
    return (line.items ?? []).flatMap((part) =>
      part.item_variant
        ? [{ variant: part.item_variant, quantity: partQuantity(part) * line.quantity, name: part.name }]
        : [],
    );
  }
  return line.selectedvariant ? [{ variant: line.selectedvariant, quantity: line.quantity, name: line.name }] : [];
}

/** A part of a combo as the database has it now (services/pricing/combo-lines.ts loadCombos). */
export interface ComboPartNow {
  itemId: number;
  variantId: number;
  quantity: number;
  item: ItemView | undefined;
  variant: Variant | undefined;
}

export interface ComboNow {
  id: number;
  slug: string;
  name: string;
  image: string;
  storeId: number;
  storeSlug: string;
  storeName: string;
  isActive: boolean;
  pricePaise: number;
  oldPricePaise: number;
  parts: ComboPartNow[];
}

/** What a combo shows as to be put in the cart: its fields as a §3 Item with is_combo and items. */
export interface ComboForCart {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  price: number;
  old_price: number;
  restaurant_id: number;
  restaurant_name?: string | undefined;
  items: readonly (ComboPart & { slug?: string | undefined; image?: string | null | undefined })[];
}

/**
 * §3 Item of a combo for the cart: is_combo 1, its parts in `items`, no variants of its own. The
 * parts keep only what pricing, stock and the cart's text need.
 */
export function comboCartItem(combo: ComboForCart): Item {
  return {
    id: combo.id,
    slug: combo.slug,
    name: combo.name,
    image: combo.image,
    price: combo.price,
    old_price: combo.old_price,
    is_active: 1,
    is_veg: null,
    is_free_item: 0,
    is_combo: COMBO_FLAG,
    is_pre_item: 0,
    pre_avail_date: null,
    has_variant: 0,
    variants: [],
    addon_categories: [],
    restaurant_id: combo.restaurant_id,
    ...(combo.restaurant_name === undefined ? {} : { restaurant_name: combo.restaurant_name }),
    items: combo.items.map((part) => ({
      id: part.id,
      name: part.name,
      quantity: partQuantity(part),
      item_variant: part.item_variant === null ? null : storedVariant(part.item_variant),
    })),
  };
}

/** The parts of a combo as one line of text: "Tomato 1 kg × 1 · Onion 2 kg × 1". */
export function comboContents(parts: readonly ComboPart[]): string {
  return parts
    .map((part) => `${part.name}${part.item_variant ? ` ${part.item_variant.name}` : ''} × ${partQuantity(part)}`)
    .join(' · ');
}
