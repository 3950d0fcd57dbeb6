// §5 Stock: a variant that is neither infinite nor negative-allowed cannot be in the cart more
// times than its stock. The client refuses the add; the server re-checks with fresh stock.
import { partQuantity, stockNeeds, type ComboPart } from './combo.ts';
import type { Settings } from '../settings.ts';
import type { CartLine, Variant } from '../types.ts';

export type StockLevel = Pick<Variant, 'stock' | 'is_infinite' | 'is_negative'>;

export type StockCheck =
  | { ok: true }
  | { ok: false; reason: 'stock_limit'; message: string; variantId: number; stock: number; inCart: number };

export interface StockShortage {
  variant_id: number;
  requested: number;
  available: number;
}

export type StockCheckAll = { ok: true } | { ok: false; reason: 'out_of_stock'; shortages: StockShortage[] };

export function isStockLimited(level: StockLevel): boolean {
  return level.is_infinite !== 1 && level.is_negative !== 1;
}

/**
 * §5 Counts every line of the variant (the same variant with different addons is separate lines),
 * and the variant inside combo lines (each combo takes its part's quantity).
 */
export function quantityInCart(lines: readonly CartLine[], variantId: number): number {
  return lines
    .flatMap(stockNeeds)
    .filter((need) => need.variant.id === variantId)
    .reduce((sum, need) => sum + need.quantity, 0);
}

/** §5/§8 Adding `quantity` more of the variant; refused with the configured inventory message. */
export function checkAddAgainstStock(
  lines: readonly CartLine[],
  variant: Variant | null,
  settings: Pick<Settings, 'inventoryMessage'>,
  quantity = 1,
): StockCheck {
  if (variant === null || !isStockLimited(variant)) return { ok: true };
  const inCart = quantityInCart(lines, variant.id);
  if (inCart + quantity <= variant.stock) return { ok: true };
  return {
    ok: false,
    reason: 'stock_limit',
    message: settings.inventoryMessage,
    variantId: variant.id,
    stock: variant.stock,
    inCart,
  };
}

/**
 * §5/§8 Adding `quantity` more combos: refused with the inventory message when any stock-limited
 * part would go past its stock, counting what the cart already holds of it (items and combos).
 */
export function checkComboAgainstStock(
  lines: readonly CartLine[],
  parts: readonly ComboPart[],
  settings: Pick<Settings, 'inventoryMessage'>,
  quantity = 1,
): StockCheck {
  for (const part of parts) {
    const variant = part.item_variant;
    if (variant === null || !isStockLimited(variant)) continue;
    const inCart = quantityInCart(lines, variant.id);
    if (inCart + partQuantity(part) * quantity > variant.stock) {
      return {
        ok: false,
        reason: 'stock_limit',
        message: settings.inventoryMessage,
        variantId: variant.id,
        stock: variant.stock,
        inCart,
      };
    }
  }
  return { ok: true };
}

/**
 * §5 Server-side check of a whole cart against stock read from the database. A variant the
 * database does not know counts as stock 0, so an unknown id can never be ordered.
 * Lines without a variant are not stock-tracked (§5 speaks of variants only); a combo line counts
 * its parts' variants.
 */
export function checkStock(lines: readonly CartLine[], stockByVariant: ReadonlyMap<number, StockLevel>): StockCheckAll {
  const requested = new Map<number, number>();
  for (const need of lines.flatMap(stockNeeds)) {
    requested.set(need.variant.id, (requested.get(need.variant.id) ?? 0) + need.quantity);
  }
  const shortages: StockShortage[] = [];
  for (const [variantId, quantity] of requested) {
    const level = stockByVariant.get(variantId);
    if (level !== undefined && !isStockLimited(level)) continue;
    const available = Math.max(0, level?.stock ?? 0);
    if (quantity > available) shortages.push({ variant_id: variantId, requested: quantity, available });
  }
  return shortages.length === 0 ? { ok: true } : { ok: false, reason: 'out_of_stock', shortages };
}
