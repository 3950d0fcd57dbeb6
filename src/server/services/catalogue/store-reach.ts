// The stores a staff member reaches (decision 0346): every store for a shop-wide role, a
// store-bound member's own ones (domain/staff/staff.ts reachesStore). The catalogue owns stores, so
// every capability whose console calls name a store asks here.
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import { reachesStore, type StaffScope } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import { BEYOND_REACH } from '../audit/audited-write.ts';

/** The stores the staff member reaches (every store for an admin), in the shop's order. */
export async function storesOf(ctx: ShopContext, scope: StaffScope): Promise<StaffStoreView[]> {
  let query = ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'is_active'])
    .orderBy('sort_order')
    .orderBy('id');
  if (isStoreBound(scope.role)) {
    if (scope.store_ids.length === 0) return [];
    query = query.where('id', 'in', [...scope.store_ids]);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, is_open: row.is_active === 1 }));
}

/** Whether the store exists and the staff member reaches it; a store they do not reach is "no such store". */
export async function mayReachStore(ctx: ShopContext, member: StaffScope, storeId: number): Promise<boolean> {
  if (!reachesStore(member, storeId)) return false;
  const store = await ctx.db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  return store !== undefined;
}

/** A store missing or beyond the member's reach: the audited write's refusal of a change to a store beyond it. */
export const NO_SUCH_STORE = BEYOND_REACH;
