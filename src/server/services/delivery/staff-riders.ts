// A store's own riders (decision 0314): the counter sends a ready delivery order out with one of
// the store's riders (staff of the rider role linked to it), and the rider marks it delivered
// with the customer's code, checked as a partner's is (delivery/delivery-code.ts). Both steps go
// through the one state machine (order-status.ts takeStep), so the customer's alerts and the
// reports' legs follow as for a partner's delivery, and each is audited (who sent it out, who
// delivered it). A rider reaches only the orders they carry: any other answers 404.
import { randomInt } from 'node:crypto';
import type {
  OrderRidersView,
  RiderOrderAnswer,
  RiderOrdersAnswer,
  RiderOrderView,
} from '../../../domain/api/staff/riders.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { shopCalendarDate, shopDayStart } from '../../../domain/calendar.ts';
import { fromMinor } from '../../../domain/money.ts';
import { cashToCollect } from '../../../domain/orders/payments.ts';
import { packedCount } from '../../../domain/orders/packed-lines.ts';
import { DELIVERY_CODE_TRIES, deliveryCodeOf } from '../../../domain/staff/delivery-partners.ts';
import { deliveredByOf, ridersDeliver } from '../../../domain/staff/own-riders.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { said } from '../../said.ts';
import { auditIn } from '../audit/audited-write.ts';
import { checkDeliveryCode } from '../delivery/delivery-code.ts';
import { DELIVERY_CODE_SETTING } from '../delivery/jobs.ts';
import { takeStep } from '../orders/order-status.ts';
import { packedLinesOf } from '../orders/substitution-views.ts';
import { settingFlag } from '../shop/settings.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';

const NO_SUCH_ORDER = fail('not_found', said('saidNoSuchOrder'), { unique_order_id: said('saidFieldNoSuchOrder') });
const NO_SUCH_RIDER = fail('not_found', said('saidNoSuchRider'), { rider_id: said('saidFieldNoSuchRider') });

interface Rider {
  id: number;
  name: string;
}

/** The riders of each store: enabled staff of the rider role linked to it, by name. */
async function ridersOfStores(ctx: ShopContext, storeIds: readonly number[]): Promise<Map<number, Rider[]>> {
  if (storeIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('staff')
    .innerJoin('staff_stores', 'staff_stores.staff_id', 'staff.id')
    .select(['staff.id', 'staff.name', 'staff_stores.store_id'])
    .where('staff.role', '=', 'rider')
    .where('staff.is_disabled', '=', 0)
    .where('staff_stores.store_id', 'in', [...new Set(storeIds)])
    .orderBy('staff.name')
    .execute();
  const byStore = new Map<number, Rider[]>();
  for (const row of rows)
    byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), { id: row.id, name: row.name }]);
  return byStore;
}

/** The order cards' riders part: who may be chosen now, or who carries it (four queries whatever the count). */
export async function orderRidersViews(
  ctx: ShopContext,
  rows: readonly OrderRow[],
): Promise<Map<number, OrderRidersView>> {
  if (rows.length === 0) return new Map();
  const deliveries = rows.filter((row) => row.mode === 'DELIVERY');
  const storeIds = [...new Set(deliveries.map((row) => row.store_id))];
  const [stores, riders, runs] = await Promise.all([
    storeIds.length === 0
      ? Promise.resolve([])
      : ctx.db.selectFrom('stores').select(['id', 'delivered_by']).where('id', 'in', storeIds).execute(),
    ridersOfStores(ctx, storeIds),
    deliveries.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('order_rider_runs')
          .innerJoin('staff', 'staff.id', 'order_rider_runs.rider_id')
          .select(['order_rider_runs.order_id', 'staff.name'])
          .where(
            'order_rider_runs.order_id',
            'in',
            deliveries.map((row) => row.id),
          )
          .execute(),
  ]);
  const ridersDeliverAt = new Set(
    stores
      .filter((store) => ridersDeliver({ delivered_by: deliveredByOf(store.delivered_by) }))
      .map((store) => store.id),
  );
  const carrier = new Map(runs.map((run) => [run.order_id, run.name]));
  return new Map(
    rows.map((row) => {
      const sendable =
        row.mode === 'DELIVERY' && row.status === 'ready_for_pickup' && ridersDeliverAt.has(row.store_id);
      return [
        row.id,
        {
          can_send_out: sendable,
          riders: sendable ? (riders.get(row.store_id) ?? []) : [],
          carried_by: carrier.get(row.id) ?? null,
        },
      ];
    }),
  );
}

/**
 * Sends a ready delivery order out with a rider of its store: ready → on the way, a run row with
 * the customer's code when the shop asks for one, and the audit row naming the rider. An order
 * the member does not reach, or a rider not of its store, answers 404.
 */
export async function sendOut(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string; rider_id: number },
): Promise<Result<void>> {
  const withCode = await settingFlag(ctx, DELIVERY_CODE_SETTING, false);
  let riderName = '';
  const stepped = await takeStep(ctx, input.unique_order_id, 'send_out', 'store', {
    async mayAct(tx, order) {
      if (!reachesStore(member, order.store_id) || order.mode !== 'DELIVERY') return NO_SUCH_ORDER;
      const store = await tx.db
        .selectFrom('stores')
        .select('delivered_by')
        .where('id', '=', order.store_id)
        .executeTakeFirstOrThrow();
      if (!ridersDeliver({ delivered_by: deliveredByOf(store.delivered_by) }))
        return fail('conflict', said('saidStoreUsesPartners'), { rider_id: said('saidFieldPartnersOnly') });
      const rider = (await ridersOfStores(tx, [order.store_id]))
        .get(order.store_id)
        ?.find((one) => one.id === input.rider_id);
      if (!rider) return NO_SUCH_RIDER;
      riderName = rider.name;
      return ok(undefined);
    },
    async also(tx, order, moved) {
      const code = withCode ? deliveryCodeOf(randomInt(0, 10_000)) : null;
      await tx.db
        .insertInto('order_rider_runs')
        .values({
          order_id: order.id,
          store_id: order.store_id,
          rider_id: input.rider_id,
          sent_out_by: member.id,
          sent_out_at: moved.at,
          delivered_at: null,
          code,
        })
        .execute();
      await auditIn(tx, member).record({
        kind: 'order',
        action: 'send_out',
        entityId: order.id,
        storeId: order.store_id,
        summary: `${order.unique_order_id} sent out with ${riderName}`,
        before: { status: order.status },
        after: { status: moved.status, rider_id: input.rider_id, rider: riderName },
      });
    },
  });
  return stepped.ok ? ok(undefined) : stepped;
}

type RunRow = OrderRow & {
  rider_id: number;
  sent_out_at: string;
  run_delivered_at: string | null;
  code: string | null;
  code_attempts: number;
};

/** The runs of the rider's, of the stores they ride for now (one moved to another store reaches no old run). */
function runsQuery(ctx: ShopContext, member: StaffMember) {
  return ctx.db
    .selectFrom('order_rider_runs')
    .innerJoin('orders', 'orders.id', 'order_rider_runs.order_id')
    .selectAll('orders')
    .select([
      'order_rider_runs.rider_id',
      'order_rider_runs.sent_out_at',
      'order_rider_runs.delivered_at as run_delivered_at',
      'order_rider_runs.code',
      'order_rider_runs.code_attempts',
    ])
    .where('order_rider_runs.rider_id', '=', member.id)
    .where('order_rider_runs.store_id', 'in', member.store_ids.length > 0 ? [...member.store_ids] : [-1]);
}

async function riderViews(ctx: ShopContext, runs: readonly RunRow[]): Promise<RiderOrderView[]> {
  if (runs.length === 0) return [];
  const ids = runs.map((run) => run.id);
  const [stores, customers, items] = await Promise.all([
    ctx.db
      .selectFrom('stores')
      .select(['id', 'name', 'phone'])
      .where('id', 'in', [...new Set(runs.map((run) => run.store_id))])
      .execute(),
    ctx.db
      .selectFrom('users')
      .select(['id', 'name', 'phone'])
      .where('id', 'in', [...new Set(runs.map((run) => run.user_id))])
      .execute(),
    packedLinesOf(ctx.db, ids),
  ]);
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  return runs.map((run) => {
    const store = storeById.get(run.store_id);
    const customer = customerById.get(run.user_id);
    return {
      unique_order_id: run.unique_order_id,
      status: run.status,
      store: { name: store?.name ?? '', phone: store?.phone ?? '' },
      customer: { name: customer?.name ?? '', phone: customer?.phone ?? '' },
      address: [run.address_house, run.address_text].filter((part) => part !== null && part !== '').join(', '),
      position:
        run.address_lat !== null && run.address_lng !== null
          ? { latitude: run.address_lat, longitude: run.address_lng }
          : null,
      items: (items.get(run.id) ?? []).map(({ name, variant_name, quantity, instead_of }) => ({
        name,
        variant_name,
        quantity,
        instead_of,
      })),
      items_count: packedCount(items.get(run.id) ?? []),
      amount_to_collect: fromMinor(cashToCollect(run.payment_method, run.total_payable_paise)),
      needs_code: run.code !== null && run.run_delivered_at === null,
      code_tries_left: Math.max(0, DELIVERY_CODE_TRIES - run.code_attempts),
      sent_out_at: run.sent_out_at,
      delivered_at: run.run_delivered_at,
    };
  });
}

/** The rider's screen: the orders they carry, oldest first, and those they delivered today. */
export async function riderOrders(ctx: ShopContext, member: StaffMember): Promise<Result<RiderOrdersAnswer>> {
  const todayStart = shopDayStart(shopCalendarDate(ctx.now())).toISOString();
  const [carrying, delivered] = await Promise.all([
    runsQuery(ctx, member)
      .where('order_rider_runs.delivered_at', 'is', null)
      .where('orders.status', '=', 'on_the_way')
      .orderBy('order_rider_runs.sent_out_at')
      .execute(),
    runsQuery(ctx, member)
      .where('order_rider_runs.delivered_at', '>=', todayStart)
      .orderBy('order_rider_runs.delivered_at', 'desc')
      .execute(),
  ]);
  const [carryingViews, deliveredViews] = await Promise.all([riderViews(ctx, carrying), riderViews(ctx, delivered)]);
  return ok({ carrying: carryingViews, delivered_today: deliveredViews });
}

async function riderOrder(
  ctx: ShopContext,
  member: StaffMember,
  uniqueOrderId: string,
): Promise<Result<RiderOrderAnswer>> {
  const run = await runsQuery(ctx, member).where('orders.unique_order_id', '=', uniqueOrderId).executeTakeFirst();
  if (!run) return NO_SUCH_ORDER;
  const [view] = await riderViews(ctx, [run]);
  return view ? ok({ order: view }) : NO_SUCH_ORDER;
}

/** Delivered at the door by the rider who carries it, with the customer's code when the run has one. */
export async function riderDeliver(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string; code?: string | undefined },
): Promise<Result<RiderOrderAnswer>> {
  const run = await runsQuery(ctx, member)
    .where('orders.unique_order_id', '=', input.unique_order_id)
    .executeTakeFirst();
  if (!run) return NO_SUCH_ORDER;
  if (run.status === 'on_the_way') {
    const checked = await checkDeliveryCode({
      stored: run.code,
      attempts: run.code_attempts,
      typed: input.code,
      async claimTry() {
        const claimed = await ctx.db
          .updateTable('order_rider_runs')
          .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
          .where('order_id', '=', run.id)
          .where('code_attempts', '<', DELIVERY_CODE_TRIES)
          .where('delivered_at', 'is', null)
          .executeTakeFirst();
        return Number(claimed.numUpdatedRows) === 1;
      },
    });
    if (!checked.ok) return checked;
  }
  const stepped = await takeStep(ctx, input.unique_order_id, 'deliver', 'rider', {
    async mayAct(tx, order) {
      const own = await tx.db
        .selectFrom('order_rider_runs')
        .select('rider_id')
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      return own?.rider_id === member.id ? ok(undefined) : NO_SUCH_ORDER;
    },
    async also(tx, order, moved) {
      await tx.db
        .updateTable('order_rider_runs')
        .set({ delivered_at: moved.at })
        .where('order_id', '=', order.id)
        .execute();
      await auditIn(tx, member).record({
        kind: 'order',
        action: 'deliver',
        entityId: order.id,
        storeId: order.store_id,
        summary: `${order.unique_order_id} delivered by ${member.name}`,
        before: { status: order.status },
        after: { status: moved.status },
      });
    },
  });
  return stepped.ok ? riderOrder(ctx, member, input.unique_order_id) : stepped;
}
