// §2 /recipe/{id}: which pack of an ingredient's product a recipe buys. An editor may say how much
// the recipe needs ('250 g' of atta for two cups); the basket then buys the cheapest packs that
// cover it (one 1 kg bag, not the 5 kg sack that is the product's default size). Without an amount,
// or when no size of the product is counted in that measure, it buys `quantity` packs of the
// default size (decision 0229).
import { UNIT_IDS_SCALED_BY_WEIGHT_FACTOR, WEIGHT_FACTOR } from '../constants.ts';
import { toMinor } from '../money.ts';
import type { Variant } from '../types.ts';

/** Unit id 4 counts pieces (a bunch, a dozen); the others are weights and volumes (constants.ts). */
const UNIT_ID_PIECES = 4;

/** At most this many packs of one ingredient (the recipe schema's own limit on `quantity`). */
export const MAX_RECIPE_PACKS = 10;

/**
 * An amount as editors write it: '250 g', '1 kg', '60 ml', '1 L', '4 pc'. Grams and millilitres
 * are one measure here: a kitchen's tablespoon of oil or of butter is bought by the pack either way.
 */
export const RECIPE_AMOUNT_PATTERN = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|l|pc)$/i;

interface Amount {
  /** In grams (or millilitres), or in pieces. */
  value: number;
  pieces: boolean;
}

export function recipeAmount(text: string): Amount | null {
  const match = RECIPE_AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (!(value > 0)) return null;
  if (unit === 'pc') return { value, pieces: true };
  return { value: unit === 'kg' || unit === 'l' ? value * WEIGHT_FACTOR : value, pieces: false };
}

function packAmount(variant: Pick<Variant, 'unit_id' | 'measurement'>): Amount | null {
  if (!(variant.measurement > 0)) return null;
  if (variant.unit_id === UNIT_ID_PIECES) return { value: variant.measurement, pieces: true };
  const factor = UNIT_IDS_SCALED_BY_WEIGHT_FACTOR.includes(variant.unit_id) ? WEIGHT_FACTOR : 1;
  return { value: variant.measurement * factor, pieces: false };
}

type PackVariant = Pick<Variant, 'id' | 'unit_id' | 'measurement' | 'sale_price'>;

/**
 * The variant and number of packs to buy for `needs` (recipeAmount's text): of the sizes counted
 * in the same measure, the packs that cover the amount for the least money (fewer packs, then the
 * smaller size, on a tie); when no number of packs up to MAX_RECIPE_PACKS covers it, the most the
 * largest size gives. `fallback` (the default size, the editor's `quantity`) when there is no
 * amount or no size in its measure.
 */
export function recipePacks<V extends PackVariant>(
  variants: readonly V[],
  needs: string | undefined,
  fallback: { variant: V; quantity: number },
): { variant: V; quantity: number } {
  const need = needs === undefined ? null : recipeAmount(needs);
  if (!need) return fallback;
  let best: { variant: V; quantity: number; covers: boolean; cost: number; size: number } | null = null;
  for (const variant of variants) {
    const size = packAmount(variant);
    if (!size || size.pieces !== need.pieces) continue;
    const quantity = Math.min(MAX_RECIPE_PACKS, Math.max(1, Math.ceil(need.value / size.value - 1e-9)));
    const covers = quantity * size.value >= need.value - 1e-9;
    const cost = toMinor(variant.sale_price) * quantity;
    const candidate = { variant, quantity, covers, cost, size: size.value };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best ? { variant: best.variant, quantity: best.quantity } : fallback;
}

function better(
  a: { quantity: number; covers: boolean; cost: number; size: number },
  b: { quantity: number; covers: boolean; cost: number; size: number },
): boolean {
  if (a.covers !== b.covers) return a.covers;
  // Neither covers: the one that brings the most.
  if (!a.covers) return a.quantity * a.size > b.quantity * b.size;
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.quantity !== b.quantity) return a.quantity < b.quantity;
  return a.size < b.size;
}
