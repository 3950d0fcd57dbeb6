// The console's coupons (decision 0272): an admin makes, edits and pauses any coupon; a manager
// only coupons all of whose stores they reach, and only for their stores (a coupon without stores
// is every store's, an admin's alone). A coupon they may not manage answers "not found", as a
// missing one does. Every change is audited in its own transaction. Customers' checks read the
// coupon fresh at every apply and order (services/pricing/coupons.ts); only its Marathi name and
// description are catalog_translations rows (entity 'coupon', decision 0334), whose cache a save clears.
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type { StaffCouponView, StaffCouponsAnswer } from '../../../domain/api/staff/coupons.ts';
import { CALLED_OFF } from '../../../domain/orders/order-flow.ts';
import { fromMinor } from '../../../domain/money.ts';
import {
  type CouponFields,
  couponFieldsOf,
  couponMarathiRefusals,
  couponRefusals,
  couponStoresRefusal,
  mayManageCoupon,
  normaliseCouponCode,
  type StoredCoupon,
  storedCoupon,
} from '../../../domain/staff/coupon-rules.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { CouponsTable } from '../../db/schema.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { storesOf } from '../catalogue/store-reach.ts';
import { marathiOf, setMarathi } from '../catalogue/staff-catalogue.ts';
import type { Selectable } from 'kysely';
import { said } from '../../said.ts';

const NO_SUCH_COUPON = fail('not_found', said('saidNoSuchCoupon'), { coupon_id: said('saidFieldNoSuchCoupon') });

type CouponRow = Selectable<CouponsTable>;

function storedOf(row: CouponRow): StoredCoupon {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: row.discount_type === 'PERCENTAGE' ? 'PERCENTAGE' : 'FIXED',
    discount: row.discount,
    max_discount_paise: row.max_discount_paise,
    min_subtotal_paise: row.min_subtotal_paise,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
  };
}

function stateOf(row: CouponRow, now: Date): StaffCouponView['state'] {
  const at = now.toISOString();
  if (row.is_active !== 1) return 'paused';
  if (row.expires_at !== null && at > row.expires_at) return 'ended';
  if (row.starts_at !== null && at < row.starts_at) return 'scheduled';
  if (row.max_uses !== null && row.used_count >= row.max_uses) return 'used_up';
  return 'active';
}

/** The coupons (all, or those with `ids`) with their stores and their use: orders that still stand. */
async function couponViews(ctx: ShopContext, ids?: readonly number[]): Promise<StaffCouponView[]> {
  if (ids?.length === 0) return [];
  let rows = ctx.db.selectFrom('coupons').selectAll().orderBy('id', 'desc');
  let links = ctx.db.selectFrom('coupon_stores').select(['coupon_id', 'store_id']).orderBy('store_id');
  let uses = ctx.db
    .selectFrom('coupon_redemptions')
    .innerJoin('orders', 'orders.id', 'coupon_redemptions.order_id')
    .select((eb) => [
      'coupon_redemptions.coupon_id',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('orders.discount_paise').as('discount_paise'),
    ])
    .where('orders.status', 'not in', CALLED_OFF)
    .groupBy('coupon_redemptions.coupon_id');
  if (ids) {
    rows = rows.where('id', 'in', [...ids]);
    links = links.where('coupon_id', 'in', [...ids]);
    uses = uses.where('coupon_redemptions.coupon_id', 'in', [...ids]);
  }
  const [couponRows, storeRows, useRows] = await Promise.all([rows.execute(), links.execute(), uses.execute()]);
  const marathi = await marathiOf(
    ctx.db,
    'coupon',
    couponRows.map((row) => row.id),
  );
  const now = ctx.now();
  return couponRows.map((row) => {
    const storeIds = storeRows.filter((link) => link.coupon_id === row.id).map((link) => link.store_id);
    const use = useRows.find((entry) => entry.coupon_id === row.id);
    return {
      id: row.id,
      ...couponFieldsOf(storedOf(row), storeIds),
      name_mr: marathi.get(`${row.id}:name`) ?? '',
      description_mr: marathi.get(`${row.id}:description`) ?? '',
      is_active: row.is_active === 1,
      used_count: row.used_count,
      orders: Number(use?.orders ?? 0),
      discount_given: fromMinor(Number(use?.discount_paise ?? 0)),
      state: stateOf(row, now),
    };
  });
}

/** The coupons the member may manage, and the stores they may give one. */
export async function staffCoupons(ctx: ShopContext, member: StaffMember): Promise<Result<StaffCouponsAnswer>> {
  const [coupons, stores] = await Promise.all([couponViews(ctx), storesOf(ctx, member)]);
  return ok({
    coupons: coupons.filter((coupon) => mayManageCoupon(member, coupon.store_ids)),
    stores,
    every_store: !isStoreBound(member.role),
  });
}

/** The coupon's view when the member may manage it, else null (answered as "not found"). */
async function managedCoupon(ctx: ShopContext, member: StaffMember, couponId: number): Promise<StaffCouponView | null> {
  const [coupon] = await couponViews(ctx, [couponId]);
  return coupon && mayManageCoupon(member, coupon.store_ids) ? coupon : null;
}

/** What the audit keeps of a coupon: its fields and whether it is on (not its use, which orders change). */
function auditedOf(coupon: StaffCouponView) {
  const { id: _id, used_count: _used, orders: _orders, discount_given: _given, state: _state, ...fields } = coupon;
  return fields;
}

const storeOfChange = (storeIds: readonly number[]) => (storeIds.length === 1 ? (storeIds[0] ?? null) : null);

export type CouponInput = CouponFields & { coupon_id?: number | undefined; name_mr?: string; description_mr?: string };

/** Makes a coupon (no coupon_id) or replaces an existing one's fields; refusals name their field. */
export async function saveCoupon(
  ctx: ShopContext,
  member: StaffMember,
  input: CouponInput,
): Promise<Result<{ coupon: StaffCouponView }>> {
  const { coupon_id: couponId, name_mr: nameMr = '', description_mr: descriptionMr = '', ...fields } = input;
  const marathi = { name_mr: nameMr.trim(), description_mr: descriptionMr.trim() };
  const storeIds = [...new Set(fields.store_ids)].sort((a, b) => a - b);
  for (const storeId of storeIds)
    if (!reachesStore(member, storeId))
      return fail('not_found', said('saidNoSuchStore'), {
        store_ids: said('saidFieldNotAmongYours', { store: storeId }),
      });
  const known = storeIds.length
    ? await ctx.db.selectFrom('stores').select('id').where('id', 'in', storeIds).execute()
    : [];
  const missing = storeIds.filter((storeId) => !known.some((store) => store.id === storeId));
  if (missing.length > 0)
    return fail('not_found', said('saidNoSuchStore'), {
      store_ids: said('saidFieldNoStoresNamed', { stores: missing.join(', ') }),
    });

  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const before = couponId === undefined ? null : await managedCoupon(tx, member, couponId);
      if (couponId !== undefined && !before) return NO_SUCH_COUPON;
      const refusals: Record<string, Said> = {
        ...couponRefusals(fields, before?.used_count ?? 0),
        ...couponMarathiRefusals(marathi),
      };
      const storesRefusal = couponStoresRefusal(member, storeIds);
      if (storesRefusal) refusals.store_ids = storesRefusal;
      const code = normaliseCouponCode(fields.code);
      if (!refusals.code) {
        const taken = await tx.db
          .selectFrom('coupons')
          .select('id')
          .where('code', '=', code)
          .$if(couponId !== undefined, (query) => query.where('id', '!=', couponId ?? 0))
          .executeTakeFirst();
        if (taken) refusals.code = said('saidFieldOtherCouponsCode', { code });
      }
      if (Object.keys(refusals).length > 0)
        return fail('validation_failed', said('saidSomeFieldsNeedChange'), refusals);

      const row = storedCoupon({ ...fields, store_ids: storeIds });
      let id: number;
      if (couponId === undefined) {
        const made = await tx.db.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow();
        id = made.id;
      } else {
        id = couponId;
        await tx.db.updateTable('coupons').set(row).where('id', '=', id).execute();
        await tx.db.deleteFrom('coupon_stores').where('coupon_id', '=', id).execute();
      }
      if (storeIds.length > 0)
        await tx.db
          .insertInto('coupon_stores')
          .values(storeIds.map((storeId) => ({ coupon_id: id, store_id: storeId })))
          .execute();
      await setMarathi(tx.db, 'coupon', id, 'name', marathi.name_mr);
      await setMarathi(tx.db, 'coupon', id, 'description', marathi.description_mr);
      const [after] = await couponViews(tx, [id]);
      if (!after) return NO_SUCH_COUPON;
      await audit.record({
        kind: 'coupon',
        action: before ? 'update' : 'create',
        entityId: id,
        storeId: storeOfChange(storeIds),
        summary: before ? `Coupon ${after.code} changed` : `Coupon ${after.code} made`,
        before: before ? auditedOf(before) : null,
        after: auditedOf(after),
      });
      return ok({ coupon: after });
    },
    { announce: () => 'all' },
  );
}

/** Pauses a coupon (customers can no longer use it) or lets it be used again. */
export async function setCouponActive(
  ctx: ShopContext,
  member: StaffMember,
  input: { coupon_id: number; is_active: boolean },
): Promise<Result<{ coupon: StaffCouponView }>> {
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = await managedCoupon(tx, member, input.coupon_id);
    if (!before) return NO_SUCH_COUPON;
    if (before.is_active === input.is_active) return ok({ coupon: before });
    await tx.db
      .updateTable('coupons')
      .set({ is_active: input.is_active ? 1 : 0 })
      .where('id', '=', input.coupon_id)
      .execute();
    const [after] = await couponViews(tx, [input.coupon_id]);
    if (!after) return NO_SUCH_COUPON;
    await audit.record({
      kind: 'coupon',
      action: input.is_active ? 'resume' : 'pause',
      entityId: after.id,
      storeId: storeOfChange(after.store_ids),
      summary: `Coupon ${after.code} ${input.is_active ? 'resumed' : 'paused'}`,
      before: { is_active: before.is_active },
      after: { is_active: after.is_active },
    });
    return ok({ coupon: after });
  });
}
