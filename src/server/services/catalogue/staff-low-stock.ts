// Low stock in the console (decision 0327): the variants whose stock is at or below their threshold
// (domain/catalogue/low-stock.ts isLowStock, asked of the database), counted for the console's
// header and filtered on the stock screen. Asked of the stock itself on each read, never kept as a
// flag, so an order taking stock or a staff edit shows at the next read and nothing can drift.
import type { ShopContext } from '../../context.ts';

/** The variants of the stores that are low: live, with a threshold, keeping a count, at or below it. */
function lowVariants(ctx: ShopContext, storeIds: readonly number[]) {
  return ctx.db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .where('items.store_id', 'in', [...storeIds, -1])
    .where('items.archived_at', 'is', null)
    .where('item_variants.archived_at', 'is', null)
    .where('item_variants.is_infinite', '=', 0)
    .where('item_variants.low_stock_at', 'is not', null)
    .where((eb) => eb('item_variants.stock', '<=', eb.ref('item_variants.low_stock_at')));
}

/** The ids of the items with a low variant, as a subquery (the stock screen's Low stock filter). */
export function lowStockItemIds(ctx: ShopContext, storeIds: readonly number[]) {
  return lowVariants(ctx, storeIds).select('items.id').distinct();
}

/** How many variants of the stores are low (the console's header). */
export async function lowStockCount(ctx: ShopContext, storeIds: readonly number[]): Promise<number> {
  if (storeIds.length === 0) return 0;
  const row = await lowVariants(ctx, storeIds)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
