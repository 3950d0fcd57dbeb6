// §9 Tips come from settings as comma lists: amounts (tips, in rupees) and percentages (tips_percentage).
import { percentOfMinorInRupees, toMinor } from '../money.ts';
import { parseDecimal } from '../numbers.ts';
import type { Settings } from '../settings.ts';

/**
 * '10, 20,,abc,-5,0,30' → [10, 20, 30]. Blanks, non-numbers and negatives are dropped, and so is 0:
 * a zero tip is the same as no tip, which the cart offers with its own remove-tip action.
 */
export function parseTipList(raw: string | null | undefined): number[] {
  if (raw === null || raw === undefined) return [];
  return raw
    .split(',')
    .map((part) => parseDecimal(part))
    .filter((value): value is number => value !== null && value > 0);
}

/** Tip amounts offered, in paise; empty when showTipsAmount is off. */
export function tipAmountOptions(settings: Pick<Settings, 'tips' | 'showTipsAmount'>): number[] {
  return settings.showTipsAmount ? parseTipList(settings.tips).map((rupees) => toMinor(rupees)) : [];
}

/** Tip percentages offered; empty when showTipsPercentage is off. */
export function tipPercentOptions(settings: Pick<Settings, 'tips_percentage' | 'showTipsPercentage'>): number[] {
  return settings.showTipsPercentage ? parseTipList(settings.tips_percentage) : [];
}

/** A percentage tip is taken of the item subtotal (before coupon and delivery), in whole rupees (half up). */
export function tipFromPercent(subtotalMinor: number, percent: number): number {
  return percentOfMinorInRupees(subtotalMinor, percent);
}
