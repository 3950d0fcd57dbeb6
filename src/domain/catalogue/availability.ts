// §4 Item availability and the §8 labels that go with it.
import { DEFAULT_VARIANT_FLAG, FREE_ITEM_FLAG } from '../constants.ts';
import type { Settings } from '../settings.ts';
import type { Item, Variant } from '../types.ts';

export type AvailabilityStatus = 'available' | 'unavailable' | 'sold_out' | 'out_of_stock';

/** §4/§8 Inactive variant label, written literally in the spec rather than taken from settings. */
export const SOLD_OUT_LABEL = 'Sold Out';
/** §8 Used when outOfStockText is empty. */
export const OUT_OF_STOCK_FALLBACK = 'Out of Stock';

/**
 * A variant that may be sold past zero (is_negative) or never runs out (is_infinite) is always in
 * stock; otherwise it needs stock above 0. §4 names only infinite, but §5 lets negative-allowed
 * variants be ordered beyond their stock, so showing them as out of stock would contradict it.
 */
export function isVariantInStock(variant: Pick<Variant, 'is_infinite' | 'is_negative' | 'stock'>): boolean {
  return variant.is_infinite === 1 || variant.is_negative === 1 || variant.stock > 0;
}

export function defaultVariant(item: Pick<Item, 'variants'>): Variant | undefined {
  return item.variants.find((variant) => variant.is_default === DEFAULT_VARIANT_FLAG);
}

/**
 * §4 Item availability, most serious reason first:
 * inactive item → unavailable; chosen variant inactive → sold out; chosen variant without stock →
 * out of stock; no variants → available; otherwise every active variant needs stock, which also
 * makes a default variant (is_default = 1) at 0 or less put the item out of stock. Inactive variants
 * show 'Sold Out' in the chooser and are skipped; an item whose variants are all inactive is sold out.
 */
export function itemAvailability(
  item: Pick<Item, 'is_active' | 'variants'>,
  chosenVariant: Variant | null = null,
): AvailabilityStatus {
  if (item.is_active !== 1) return 'unavailable';
  if (chosenVariant !== null) {
    if (chosenVariant.is_active !== 1) return 'sold_out';
    return isVariantInStock(chosenVariant) ? 'available' : 'out_of_stock';
  }
  if (item.variants.length === 0) return 'available';
  const active = item.variants.filter((variant) => variant.is_active === 1);
  if (active.length === 0) return 'sold_out';
  return active.every(isVariantInStock) ? 'available' : 'out_of_stock';
}

export function isOutOfStock(
  item: Pick<Item, 'is_active' | 'variants'>,
  chosenVariant: Variant | null = null,
): boolean {
  return itemAvailability(item, chosenVariant) === 'out_of_stock';
}

/**
 * §8 Text shown instead of the add controls; null when the item can be added. `texts` are the
 * settings' texts, or the customer's language's labels for them (and for 'Sold Out': soldOutText).
 */
export function availabilityLabel(
  status: AvailabilityStatus,
  texts: Pick<Settings, 'cartItemNotAvailable' | 'outOfStockText'> & { soldOutText?: string },
): string | null {
  switch (status) {
    case 'available':
      return null;
    case 'unavailable':
      return texts.cartItemNotAvailable;
    case 'sold_out':
      return texts.soldOutText ?? SOLD_OUT_LABEL;
    case 'out_of_stock':
      return texts.outOfStockText.trim() === '' ? OUT_OF_STOCK_FALLBACK : texts.outOfStockText;
  }
}

/** §2/§9 Items with is_free_item = 1 are hidden from listings. */
export function isShownInLists(item: Pick<Item, 'is_free_item'>): boolean {
  return item.is_free_item !== FREE_ITEM_FLAG;
}

/**
 * §4/§8 Why a cart line the last availability check took out is so, for the words the cart shows
 * (availabilityLabel): its variant inactive → sold out, its variant without stock → out of stock,
 * anything else (the item inactive, gone, not delivered here, a combo's part) → unavailable.
 */
export function unavailableLineStatus(line: {
  selectedvariant: Variant | null;
  is_combo?: number | undefined;
}): Exclude<AvailabilityStatus, 'available'> {
  const variant = line.selectedvariant;
  if (line.is_combo === 1 || variant === null) return 'unavailable';
  if (variant.is_active !== 1) return 'sold_out';
  return isVariantInStock(variant) ? 'unavailable' : 'out_of_stock';
}
