// Stock and availability from the staff console (decision 0183):
// search a store's items, mark an item or one variant out of stock or back
// (variants' is_active: the storefront shows 'Sold Out', §4 Item availability), change a
// variant's stock count, open or close the store. Every change goes through catalogChanged
// (cache.ts): this instance's catalog answers and zone pages are emptied, and on PostgreSQL
// every other instance's through LISTEN/NOTIFY (db/changes.ts), so the storefront shows it
// at once. A store, item or variant the staff member does not reach answers 404.
import type { StaffItemView, StaffStoreView } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { mayReachStore, NO_SUCH_STORE } from './store-reach.ts';
import { said } from '../../said.ts';
import { isLowStock, lowStockProblem } from '../../../domain/catalogue/low-stock.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { lowStockItemIds } from './staff-low-stock.ts';
import { refused } from './staff-catalogue.ts';

/** Items per page of the console's list. */
const ITEMS_PAGE = 30;

const NO_SUCH_ITEM = fail('not_found', said('saidNoSuchItem'), { item_id: said('saidFieldNoSuchItem') });
const NO_SUCH_VARIANT = fail('not_found', said('saidNoSuchVariant'), { variant_id: said('saidFieldNoSuchVariant') });

function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function itemViews(ctx: ShopContext, itemIds: readonly number[]): Promise<StaffItemView[]> {
  if (itemIds.length === 0) return [];
  const [items, variants] = await Promise.all([
    ctx.db
      .selectFrom('items')
      .innerJoin('categories', 'categories.id', 'items.category_id')
      .select(['items.id', 'items.name', 'items.image', 'items.is_active', 'categories.name as category'])
      .where('items.id', 'in', [...itemIds])
      .execute(),
    ctx.db
      .selectFrom('item_variants')
      .select(['id', 'item_id', 'name', 'is_active', 'stock', 'is_infinite', 'low_stock_at'])
      .where('item_id', 'in', [...itemIds])
      .where('archived_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const variantsOf = Map.groupBy(variants, (variant) => variant.item_id);
  const byId = new Map(items.map((item) => [item.id, item]));
  return itemIds.flatMap((itemId) => {
    const item = byId.get(itemId);
    if (!item) return [];
    return [
      {
        id: item.id,
        name: item.name,
        image: item.image,
        category: item.category,
        is_active: item.is_active === 1,
        variants: (variantsOf.get(item.id) ?? []).map((variant) => ({
          id: variant.id,
          name: variant.name,
          in_stock: variant.is_active === 1,
          stock: variant.stock,
          is_infinite: variant.is_infinite === 1,
          low_stock_at: variant.low_stock_at,
          low: isLowStock({ ...variant, is_infinite: variant.is_infinite === 1 }),
        })),
      },
    ];
  });
}

/** A page of the store's items (free items included: they are stock too), by name match, in id order. */
export async function staffItems(
  ctx: ShopContext,
  member: StaffMember,
  input: { store_id: number; query?: string | undefined; after?: number | undefined; low_stock?: boolean | undefined },
): Promise<Result<{ items: StaffItemView[]; next: number | null }>> {
  if (!(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  let query = ctx.db
    .selectFrom('items')
    .select('id')
    .where('store_id', '=', input.store_id)
    // Archived items (decision 0271) come back only through the catalogue's restore.
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(ITEMS_PAGE + 1);
  if (input.query) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(input.query ?? '')));
  if (input.after !== undefined) query = query.where('id', '>', input.after);
  if (input.low_stock) query = query.where('id', 'in', lowStockItemIds(ctx, [input.store_id]));
  const rows = await query.execute();
  const page = rows.slice(0, ITEMS_PAGE).map((row) => row.id);
  return ok({ items: await itemViews(ctx, page), next: rows.length > ITEMS_PAGE ? (page.at(-1) ?? null) : null });
}

/** The store of a live (not archived) item the member reaches, or null (no such item, or another store's). */
async function reachableItem(ctx: ShopContext, member: StaffMember, itemId: number): Promise<number | null> {
  const item = await ctx.db
    .selectFrom('items')
    .select('store_id')
    .where('id', '=', itemId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return item !== undefined && reachesStore(member, item.store_id) ? item.store_id : null;
}

/**
 * An item out of stock or back: every variant of it (the storefront then shows it 'Sold Out');
 * an item without variants is taken off the shelf or put back (is_active).
 */
export async function setItemInStock(
  ctx: ShopContext,
  member: StaffMember,
  input: { item_id: number; in_stock: boolean },
): Promise<Result<{ item: StaffItemView }>> {
  const storeId = await reachableItem(ctx, member, input.item_id);
  if (storeId === null) return NO_SUCH_ITEM;
  const flag = input.in_stock ? 1 : 0;
  const changed = await ctx.db
    .updateTable('item_variants')
    .set({ is_active: flag })
    .where('item_id', '=', input.item_id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0 || input.in_stock)
    await ctx.db.updateTable('items').set({ is_active: flag }).where('id', '=', input.item_id).execute();
  catalogChanged(ctx.db, { stores: [storeId] });
  const [item] = await itemViews(ctx, [input.item_id]);
  return item ? ok({ item }) : NO_SUCH_ITEM;
}

/** One variant out of stock or back, and/or its stock count. */
export async function setVariantStock(
  ctx: ShopContext,
  member: StaffMember,
  input: {
    variant_id: number;
    in_stock?: boolean | undefined;
    stock?: number | undefined;
    low_stock_at?: number | null | undefined;
  },
): Promise<Result<{ item: StaffItemView }>> {
  const variant = await ctx.db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .select([
      'item_variants.item_id',
      'items.store_id',
      'items.name as item_name',
      'item_variants.name',
      'item_variants.low_stock_at',
    ])
    .where('item_variants.id', '=', input.variant_id)
    .where('item_variants.archived_at', 'is', null)
    .where('items.archived_at', 'is', null)
    .executeTakeFirst();
  if (!variant || !reachesStore(member, variant.store_id)) return NO_SUCH_VARIANT;
  if (input.in_stock === undefined && input.stock === undefined && input.low_stock_at === undefined)
    return fail('validation_failed', said('saidSayInStock'), {
      in_stock: said('saidFieldInStockRequired'),
    });
  const threshold = input.low_stock_at;
  if (threshold !== undefined) {
    const problem = lowStockProblem(threshold);
    if (problem !== null) return refused([{ field: 'low_stock_at', reason: problem }]);
    if (threshold !== variant.low_stock_at)
      await auditedWrite(ctx, member, async (tx, audit) => {
        await tx.db
          .updateTable('item_variants')
          .set({ low_stock_at: threshold })
          .where('id', '=', input.variant_id)
          .execute();
        await audit.record({
          kind: 'variant',
          action: 'update',
          entityId: input.variant_id,
          storeId: variant.store_id,
          summary: `Low-stock alert of ${variant.item_name} ${variant.name} ${threshold === null ? 'removed' : `set to ${threshold}`}`,
          before: { low_stock_at: variant.low_stock_at },
          after: { low_stock_at: threshold },
        });
        return ok(null);
      });
  }
  if (input.in_stock !== undefined || input.stock !== undefined)
    await ctx.db
      .updateTable('item_variants')
      .set({
        ...(input.in_stock === undefined ? {} : { is_active: input.in_stock ? 1 : 0 }),
        ...(input.stock === undefined ? {} : { stock: input.stock }),
      })
      .where('id', '=', input.variant_id)
      .execute();
  // A variant back in stock puts its item back on the shelf too.
  if (input.in_stock === true)
    await ctx.db.updateTable('items').set({ is_active: 1 }).where('id', '=', variant.item_id).execute();
  catalogChanged(ctx.db, { stores: [variant.store_id] });
  const [item] = await itemViews(ctx, [variant.item_id]);
  return item ? ok({ item }) : NO_SUCH_VARIANT;
}

/** Opens or closes the store (§3 is_active: a closed store is listed last, without items). */
export async function setStoreOpen(
  ctx: ShopContext,
  member: StaffMember,
  input: { store_id: number; is_open: boolean },
): Promise<Result<{ store: StaffStoreView }>> {
  if (!(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  await ctx.db
    .updateTable('stores')
    .set({ is_active: input.is_open ? 1 : 0 })
    .where('id', '=', input.store_id)
    .execute();
  catalogChanged(ctx.db);
  const store = await ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'is_active'])
    .where('id', '=', input.store_id)
    .executeTakeFirstOrThrow();
  return ok({ store: { id: store.id, name: store.name, slug: store.slug, is_open: store.is_active === 1 } });
}
