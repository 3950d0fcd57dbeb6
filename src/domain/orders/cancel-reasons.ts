// Why a customer cancels: a short list offered in the cancel dialog (optional), stored as the
// order's cancel_reason in English whatever the customer's language, so that the reports' count of
// cancellations by reason groups the same choice together. "Other" stores what the customer typed.

export const CANCEL_REASONS = ['mistake', 'change_items', 'too_slow', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The stored text of each listed reason (the reports group by it). */
const STORED: Readonly<Record<Exclude<CancelReason, 'other'>, string>> = {
  mistake: 'Ordered by mistake',
  change_items: 'Want to change items',
  too_slow: 'Delivery too slow',
};

/** The longest reason the cancel call takes (src/domain/api/orders.ts cancelOrderRequest). */
export const CANCEL_REASON_MAX = 200;

/**
 * What to store for the customer's choice: the listed reason's text; for "other", what was typed
 * (trimmed, at most CANCEL_REASON_MAX characters), or "Other" when nothing was; null when no reason was chosen.
 */
export function cancelReasonText(choice: CancelReason | null, typed = ''): string | null {
  if (choice === null) return null;
  if (choice !== 'other') return STORED[choice];
  const text = typed.replace(/\s+/g, ' ').trim().slice(0, CANCEL_REASON_MAX);
  return text === '' ? 'Other' : text;
}
