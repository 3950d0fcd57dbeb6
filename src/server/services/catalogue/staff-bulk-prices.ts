// A bulk price change in the console (decision 0319): the live sizes of the items a member chose
// move by one percentage or one amount (domain/catalogue/bulk-prices.ts), first as a preview of
// every size's prices before and after, then, when the member applies it, in one write
// transaction that changes nothing unless every new price is above ₹0 and every price is still
// the one previewed. An item of a store the member does not reach is "not found". Each size's
// change is one audit row; each item's version is raised, so a form opened before is refused
// rather than saving the old prices back (decision 0271).
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type {
  BulkPriceApplyAnswer,
  BulkPricePreviewAnswer,
  BulkPriceRow,
} from '../../../domain/api/staff/bulk-prices.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  BULK_NO_ITEMS,
  type BulkChange,
  bulkChangeRefusal,
  changedSize,
  changedSizeRefusal,
  type SizePrices,
} from '../../../domain/catalogue/bulk-prices.ts';
import { offerPaiseOf } from '../../../domain/catalogue/prices.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { said } from '../../said.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';

const NO_SUCH_ITEM = fail('not_found', said('saidNoSuchItem'), { item_ids: said('saidFieldNoSuchItem') });

export interface BulkPriceInput {
  item_ids: number[];
  change: BulkChange;
}

interface SelectedSize extends SizePrices {
  item_id: number;
  variant_id: number;
  item_name: string;
  size_name: string;
  store_id: number;
  store_name: string;
}

interface Planned {
  sizes: SelectedSize[];
  after: SizePrices[];
}

/** The live sizes of the chosen items, in the list's order; null when an item is not the member's to change. */
async function selectedSizes(
  db: Kysely<Database>,
  member: StaffMember,
  itemIds: readonly number[],
): Promise<SelectedSize[] | null> {
  const ids = [...new Set(itemIds)];
  const items = await db
    .selectFrom('items')
    .select(['id', 'store_id'])
    .where('id', 'in', ids)
    .where('archived_at', 'is', null)
    .execute();
  if (items.length !== ids.length || items.some((item) => !reachesStore(member, item.store_id))) return null;
  return db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .select([
      'items.id as item_id',
      'item_variants.id as variant_id',
      'items.name as item_name',
      'item_variants.name as size_name',
      'items.store_id',
      'stores.name as store_name',
      'item_variants.regular_price_paise',
      'item_variants.sale_price_paise',
      'item_variants.member_price_paise',
    ])
    .where('items.id', 'in', ids)
    .where('item_variants.archived_at', 'is', null)
    .orderBy('items.name')
    .orderBy('items.id')
    .orderBy('item_variants.sort_order')
    .orderBy('item_variants.id')
    .execute();
}

/** The sizes and their new prices, or the refusal of the change, the selection or a new price. */
async function plan(db: Kysely<Database>, member: StaffMember, input: BulkPriceInput): Promise<Result<Planned>> {
  if (input.item_ids.length === 0) return fail('validation_failed', BULK_NO_ITEMS, { item_ids: BULK_NO_ITEMS });
  const changeRefusal = bulkChangeRefusal(input.change);
  if (changeRefusal) return fail('validation_failed', changeRefusal, { change: changeRefusal });
  const sizes = await selectedSizes(db, member, input.item_ids);
  if (!sizes) return NO_SUCH_ITEM;
  const after = sizes.map((size) => changedSize(size, input.change));
  for (const [index, size] of sizes.entries()) {
    const refusal = changedSizeRefusal(after[index] ?? size, `${size.item_name} ${size.size_name}`);
    if (refusal) return fail('validation_failed', said('saidBulkPricesRefused'), { change: refusal });
  }
  return ok({ sizes, after });
}

/** A digest of the prices the preview read: the apply goes ahead only on the same prices. */
function pricesSeen(sizes: readonly SelectedSize[]): string {
  const prices = sizes.map((size) => [
    size.variant_id,
    size.regular_price_paise,
    size.sale_price_paise,
    size.member_price_paise,
  ]);
  return createHash('sha256').update(JSON.stringify(prices)).digest('hex');
}

export async function previewBulkPrices(
  ctx: ShopContext,
  member: StaffMember,
  input: BulkPriceInput,
): Promise<Result<BulkPricePreviewAnswer>> {
  const planned = await plan(ctx.db, member, input);
  if (!planned.ok) return planned;
  const { sizes, after } = planned.value;
  const rows = sizes.map((size, index): BulkPriceRow => {
    const next = after[index] ?? size;
    return {
      item_id: size.item_id,
      variant_id: size.variant_id,
      item_name: size.item_name,
      size_name: size.size_name,
      store_name: size.store_name,
      price_before: size.regular_price_paise,
      price_after: next.regular_price_paise,
      offer_before: offerPaiseOf(size.regular_price_paise, size.sale_price_paise),
      offer_after: offerPaiseOf(next.regular_price_paise, next.sale_price_paise),
      member_before: size.member_price_paise,
      member_after: next.member_price_paise,
    };
  });
  return ok({ rows, prices_seen: pricesSeen(sizes) });
}

export async function applyBulkPrices(
  ctx: ShopContext,
  member: StaffMember,
  input: BulkPriceInput & { prices_seen: string },
): Promise<Result<BulkPriceApplyAnswer>> {
  let stores: number[] = [];
  // Within the items' stores: the zone pages of other stores stay (decision 0275).
  return auditedWrite(
    ctx,
    member,
    async (tx, audit): Promise<Result<BulkPriceApplyAnswer>> => {
      // The items are locked first (one order, by id), so a form's save waits or is refused by version.
      const ids = [...new Set(input.item_ids)].sort((a, b) => a - b);
      if (ids.length > 0) await forUpdate(tx, tx.db.selectFrom('items').select('id').where('id', 'in', ids)).execute();
      const planned = await plan(tx.db, member, input);
      if (!planned.ok) return planned;
      const { sizes, after } = planned.value;
      if (pricesSeen(sizes) !== input.prices_seen)
        return fail('conflict', said('saidBulkPricesChangedMeanwhile'), {
          prices_seen: said('saidBulkPricesChangedMeanwhile'),
        });
      const summaryOf =
        input.change.kind === 'percent'
          ? `${input.change.percent > 0 ? '+' : ''}${input.change.percent} %`
          : `${input.change.amount_paise > 0 ? '+' : '−'}₹${(Math.abs(input.change.amount_paise) / 100).toFixed(2)}`;
      for (const [index, size] of sizes.entries()) {
        const next = after[index] ?? size;
        await tx.db.updateTable('item_variants').set(next).where('id', '=', size.variant_id).execute();
        const before: SizePrices = {
          regular_price_paise: size.regular_price_paise,
          sale_price_paise: size.sale_price_paise,
          member_price_paise: size.member_price_paise,
        };
        await audit.record({
          kind: 'variant',
          action: 'bulk-price',
          entityId: size.variant_id,
          storeId: size.store_id,
          summary: `Price of ${size.item_name} ${size.size_name} ${summaryOf}: ₹${(size.regular_price_paise / 100).toFixed(2)} → ₹${(next.regular_price_paise / 100).toFixed(2)}`,
          before,
          after: next,
        });
      }
      await tx.db.updateTable('items').set({ version: sql<number>`version + 1` }).where('id', 'in', ids).execute();
      stores = [...new Set(sizes.map((size) => size.store_id))];
      return ok({ changed: sizes.length });
    },
    { announce: () => ({ stores }) },
  );
}
