// Requests and answers of the console's bulk price change (decision 0319): the items chosen, one
// change (a percentage or an amount), a preview of every size's prices before and after, and an
// apply that changes them only as previewed. Amounts in paise; the rule is
// domain/catalogue/bulk-prices.ts.
import { z } from 'zod';
import { BULK_ITEMS_MAX } from '../../catalogue/bulk-prices.ts';
import { id } from '../fields.ts';
import { staffRequest } from './catalogue.ts';

const change = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), percent: z.number().min(-1000).max(1000) }),
  z.strictObject({ kind: z.literal('amount'), amount_paise: z.number().int().min(-1_000_000_000).max(1_000_000_000) }),
]);

const bulkFields = {
  item_ids: z.array(id).max(BULK_ITEMS_MAX),
  change,
};

export const staffBulkPricePreviewRequest = staffRequest(bulkFields);
export const staffBulkPriceApplyRequest = staffRequest({
  ...bulkFields,
  /** The preview's `prices_seen`: the apply is refused (409) when a price changed since. */
  prices_seen: z.string().regex(/^[0-9a-f]{64}$/, 'the preview’s prices_seen'),
});

/** One size, its prices before and after (paise; an offer null when the size has none). */
export interface BulkPriceRow {
  item_id: number;
  variant_id: number;
  item_name: string;
  size_name: string;
  store_name: string;
  price_before: number;
  price_after: number;
  offer_before: number | null;
  offer_after: number | null;
  member_before: number | null;
  member_after: number | null;
}

export interface BulkPricePreviewAnswer {
  rows: BulkPriceRow[];
  /** What the apply sends back, so that it changes only the prices previewed. */
  prices_seen: string;
}

export interface BulkPriceApplyAnswer {
  /** Sizes whose prices changed. */
  changed: number;
}
