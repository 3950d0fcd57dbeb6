// A bulk price change (decision 0319): the sizes of the items a member selects all move by one
// percentage or one amount, their offer and member price with them, so an offer stays an offer
// and a size without one (its stored sale price is its price, domain/catalogue/prices.ts) stays
// without. Amounts are integer paise (decision 0032). Rounding: a percentage's result is rounded
// to the whole paisa, half a paisa up, in integers (no floating-point drift: ₹45.45 raised 10 %
// is 4999.5 paise, kept as 5000, ₹50.00). An amount is added as it is. A result of ₹0 or less,
// or above the most a price may be, is refused: nothing is changed. Pure.
import { type Said, sentenceOf } from '../api/errors.ts';
import { PRICE_MAX_PAISE } from './catalogue-rules.ts';

/** A percentage from −90 % (a tenth of the price is left) to +500 %, in hundredths of a percent. */
const BULK_PERCENT_MIN = -90;
const BULK_PERCENT_MAX = 500;
/** The most an amount may move a price, either way: ₹1,00,000. */
const BULK_AMOUNT_MAX_PAISE = 10_000_000;
/** The most items one change takes: a screenful of the console's list, several times over. */
export const BULK_ITEMS_MAX = 200;

/** Why a bulk price change is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const BULK_PRICE_WORDS = {
  saidRuleBulkPercent: 'give a percentage from −90 to 500, with at most 2 decimals, not 0',
  saidRuleBulkAmount: 'give an amount in rupees, with at most 2 decimals, not 0 (− lowers the prices)',
  saidRuleBulkChooseItems: 'choose at least one item',
  saidRuleBulkNotAboveZero: '{size} would cost {amount}: a price must stay above ₹0',
  saidRuleBulkTooLarge: '{size} would cost more than a price may',
  saidBulkPricesRefused: 'Nothing was changed: the new prices need a change.',
  saidBulkPricesChangedMeanwhile:
    'Some of these prices changed since the preview: nothing was changed. Preview again, then apply.',
} as const;

const rule = (key: keyof typeof BULK_PRICE_WORDS, params?: Readonly<Record<string, string | number>>): Said =>
  sentenceOf(BULK_PRICE_WORDS, key, params);

/** One change for every selected size: a percentage (+10, −5.5) or an amount in paise (+500, −250). */
export type BulkChange = { kind: 'percent'; percent: number } | { kind: 'amount'; amount_paise: number };

/** Whether the change itself can be made (the field `change`), before any price is looked at. */
export function bulkChangeRefusal(change: BulkChange): Said | null {
  if (change.kind === 'percent') {
    const hundredths = change.percent * 100;
    const whole = Number.isFinite(hundredths) && Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
    return whole && change.percent !== 0 && change.percent >= BULK_PERCENT_MIN && change.percent <= BULK_PERCENT_MAX
      ? null
      : rule('saidRuleBulkPercent');
  }
  return Number.isInteger(change.amount_paise) &&
    change.amount_paise !== 0 &&
    Math.abs(change.amount_paise) <= BULK_AMOUNT_MAX_PAISE
    ? null
    : rule('saidRuleBulkAmount');
}

/** One price after the change, in paise (may be 0 or less: priceChangeRefusal says so). */
export function changedPaise(paise: number, change: BulkChange): number {
  if (change.kind === 'amount') return paise + change.amount_paise;
  // paise × (10000 + hundredths) / 10000, rounded half up, all in integers.
  const numerator = paise * (10_000 + Math.round(change.percent * 100));
  return Math.floor((2 * numerator + 10_000) / 20_000);
}

/** A size's stored prices: its price, what customers pay (its offer, or its price), its member price. */
export interface SizePrices {
  regular_price_paise: number;
  sale_price_paise: number;
  member_price_paise: number | null;
}

/** A size's prices after the change. */
export function changedSize(size: SizePrices, change: BulkChange): SizePrices {
  return {
    regular_price_paise: changedPaise(size.regular_price_paise, change),
    sale_price_paise: changedPaise(size.sale_price_paise, change),
    member_price_paise: size.member_price_paise === null ? null : changedPaise(size.member_price_paise, change),
  };
}

/** Why a size's new prices cannot be kept (`size`: its name as the member reads it), or null. */
export function changedSizeRefusal(after: SizePrices, size: string): Said | null {
  const prices = [after.regular_price_paise, after.sale_price_paise, after.member_price_paise].filter(
    (paise): paise is number => paise !== null,
  );
  const lowest = Math.min(...prices);
  if (lowest <= 0)
    return rule('saidRuleBulkNotAboveZero', {
      size,
      amount: `${lowest < 0 ? '−' : ''}₹${(Math.abs(lowest) / 100).toFixed(2)}`,
    });
  if (Math.max(...prices) > PRICE_MAX_PAISE) return rule('saidRuleBulkTooLarge', { size });
  return null;
}

/** The line for an empty selection (the field `item_ids`). */
export const BULK_NO_ITEMS = rule('saidRuleBulkChooseItems');
