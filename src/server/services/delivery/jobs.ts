// Delivery jobs (decision 0239): ready orders offered to
// online partners near their store, the first accept winning; the partner's active and
// completed jobs with their earnings; pick-up and delivery, with the customer's code when the
// shop asks for one. Every step goes through the order state machine (order-status.ts,
// takeStep: one locked write transaction). A partner reaches only offers and their own jobs:
// another partner's order answers 404, as a missing one does.
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  CompletedOrdersAnswer,
  EarningsView,
  JobAnswer,
  JobView,
  PartnerOrdersAnswer,
} from '../../../domain/api/delivery.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { shopCalendarDate, shopDayStart } from '../../../domain/calendar.ts';
import { straightLineKm } from '../../../domain/orders/delivery.ts';
import {
  DELIVERY_CODE_TRIES,
  deliveryCodeOf,
  earningsSummary,
  storeInReach,
  partnerEarningPaise,
} from '../../../domain/staff/delivery-partners.ts';
import { fromMinor } from '../../../domain/money.ts';
import { cashToCollect } from '../../../domain/orders/payments.ts';
import { nextStepFor } from '../../../domain/orders/order-flow.ts';
import { deliveredByOf, partnersMayBeOffered } from '../../../domain/staff/own-riders.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import type { Database, OrderDeliveriesTable } from '../../db/schema.ts';
import { publishEvent } from '../../events.ts';
import { approvedPartner, partnerTopic } from './partners.ts';
import { takeStep } from '../orders/order-status.ts';
import { packedLinesOf } from '../orders/substitution-views.ts';
import { packedCount } from '../../../domain/orders/packed-lines.ts';
import { checkDeliveryCode } from './delivery-code.ts';
import { settingFlag } from '../shop/settings.ts';
import { said } from '../../said.ts';

const NO_SUCH_JOB = said('saidNoSuchOrder');
const TAKEN_MESSAGE = said('saidJobTaken');
/** Offers looked at per call: the newest ready orders (a city has far fewer waiting at once). */
const OFFERS_SCAN_LIMIT = 200;
const COMPLETED_PAGE_SIZE = 20;
/** The setting that asks for the customer's 4 digits at the hand-over: the rider's, and the counter's (staff-orders.ts). */
export const DELIVERY_CODE_SETTING = 'enableDeliveryCode';

function noSuchJob(): Result<never> {
  return fail('not_found', NO_SUCH_JOB, { unique_order_id: said('saidFieldNoSuchOrder') });
}

type DeliveryRow = Selectable<OrderDeliveriesTable>;

interface PartnerPlace {
  id: number;
  position: LatLng | null;
}

/** The partner and where they are (the last position sent while online), or null when they may not work now. */
async function partnerPlace(ctx: ShopContext, partnerId: number): Promise<(PartnerPlace & { online: boolean }) | null> {
  const row = await ctx.db
    .selectFrom('delivery_partners')
    .select(['id', 'is_online', 'latitude', 'longitude'])
    .where('id', '=', partnerId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    online: row.is_online === 1,
    position: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
  };
}

/** Jobs as the partner sees them: a few queries whatever the count. */
async function jobViews(db: Kysely<Database>, orders: readonly OrderRow[], partner: PartnerPlace): Promise<JobView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [stores, items, deliveries, customers] = await Promise.all([
    db
      .selectFrom('stores')
      .select(['id', 'name', 'address', 'latitude', 'longitude'])
      .where('id', 'in', [...new Set(orders.map((order) => order.store_id))])
      .execute(),
    packedLinesOf(db, ids),
    db.selectFrom('order_deliveries').selectAll().where('order_id', 'in', ids).execute(),
    db
      .selectFrom('users')
      .select(['id', 'name', 'phone'])
      .where('id', 'in', [...new Set(orders.map((order) => order.user_id))])
      .execute(),
  ]);
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const deliveryByOrder = new Map(deliveries.map((delivery) => [delivery.order_id, delivery]));
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  return orders.map((order): JobView => {
    const store = storeById.get(order.store_id);
    const storePlace = {
      name: store?.name ?? '',
      address: store?.address ?? '',
      latitude: store?.latitude ?? 0,
      longitude: store?.longitude ?? 0,
    };
    const delivery = deliveryByOrder.get(order.id);
    const mine = delivery?.partner_id === partner.id;
    const customer = customerById.get(order.user_id);
    const lines = items.get(order.id) ?? [];
    const distanceKm = deliveryDistanceKm(order, storePlace);
    const next = mine || !delivery ? nextStepFor(order, 'partner') : null;
    return {
      unique_order_id: order.unique_order_id,
      status: order.status,
      mode: order.mode,
      store: storePlace,
      customer:
        mine && order.address_lat !== null && order.address_lng !== null
          ? {
              name: customer?.name ?? '',
              phone: customer?.phone ?? '',
              address: order.address_text ?? '',
              house: order.address_house,
              latitude: order.address_lat,
              longitude: order.address_lng,
            }
          : null,
      items: lines.map(({ name, variant_name, quantity, instead_of }) => ({
        name,
        variant_name,
        quantity,
        instead_of,
      })),
      items_count: packedCount(lines),
      slot:
        order.slot_day !== null && order.slot_start_minute !== null && order.slot_end_minute !== null
          ? { day: order.slot_day, start_minute: order.slot_start_minute, end_minute: order.slot_end_minute }
          : null,
      amount_to_collect: fromMinor(cashToCollect(order.payment_method, order.total_payable_paise)),
      distance_km: Math.round(distanceKm * 10) / 10,
      distance_to_store_km: partner.position
        ? Math.round(straightLineKm(partner.position, { lat: storePlace.latitude, lng: storePlace.longitude }) * 10) /
          10
        : null,
      earning: fromMinor(delivery?.earning_paise ?? partnerEarningPaise(distanceKm, order.tip_paise)),
      next_step:
        next?.event === 'assign_partner'
          ? 'accept'
          : next?.event === 'pick_up'
            ? 'pick_up'
            : next?.event === 'deliver'
              ? 'deliver'
              : null,
      needs_code: mine && delivery?.code !== null && delivery?.delivered_at === null,
      code_tries_left: Math.max(0, DELIVERY_CODE_TRIES - (delivery?.code_attempts ?? 0)),
      assigned_at: delivery?.assigned_at ?? null,
      picked_up_at: delivery?.picked_up_at ?? null,
      delivered_at: delivery?.delivered_at ?? null,
    };
  });
}

/** Store to customer: the distance measured when the order was placed, else the straight line. */
function deliveryDistanceKm(order: OrderRow, store: { latitude: number; longitude: number }): number {
  if (order.distance_km !== null) return order.distance_km;
  if (order.address_lat === null || order.address_lng === null) return 0;
  return straightLineKm(
    { lat: store.latitude, lng: store.longitude },
    { lat: order.address_lat, lng: order.address_lng },
  );
}

/** Ready delivery orders nobody took, whose store is within OFFER_RADIUS_KM of the partner. */
async function offersFor(ctx: ShopContext, partner: PartnerPlace): Promise<OrderRow[]> {
  const position = partner.position;
  if (!position) return [];
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .leftJoin('order_deliveries', 'order_deliveries.order_id', 'orders.id')
    .selectAll('orders')
    .select([
      'stores.latitude as store_lat',
      'stores.longitude as store_lng',
      'stores.delivered_by',
      'stores.partner_offer_after_minutes',
    ])
    .where('orders.status', '=', 'ready_for_pickup')
    .where('orders.mode', '=', 'DELIVERY')
    .where('order_deliveries.order_id', 'is', null)
    // A store delivering with its own riders only never offers its orders (decision 0314).
    .where('stores.delivered_by', '!=', 'own_riders')
    .orderBy('orders.id', 'desc')
    .limit(OFFERS_SCAN_LIMIT)
    .execute();
  const near = rows.filter((row) => storeInReach(position, [{ lat: row.store_lat, lng: row.store_lng }]) !== null);
  const readySince = await readyTimes(
    ctx,
    near.filter((row) => row.delivered_by === 'both').map((row) => row.id),
  );
  const now = ctx.now();
  return near
    .filter((row) =>
      partnersMayBeOffered(
        { delivered_by: deliveredByOf(row.delivered_by), partner_offer_after_minutes: row.partner_offer_after_minutes },
        readySince.get(row.id) ?? null,
        now,
      ),
    )
    .map(
      ({ store_lat: _lat, store_lng: _lng, delivered_by: _by, partner_offer_after_minutes: _after, ...order }) => order,
    );
}

/** When each order last became ready (later events overwrite earlier ones). */
async function readyTimes(ctx: ShopContext, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const events = await ctx.db
    .selectFrom('order_status_events')
    .select(['order_id', 'at'])
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'ready_for_pickup')
    .orderBy('id')
    .execute();
  return new Map(events.map((event) => [event.order_id, event.at]));
}

async function ordersOfPartner(
  ctx: ShopContext,
  partnerId: number,
  which: 'active' | 'delivered',
  since?: string,
): Promise<(OrderRow & Pick<DeliveryRow, 'delivered_at' | 'earning_paise'>)[]> {
  let query = ctx.db
    .selectFrom('order_deliveries')
    .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
    .selectAll('orders')
    .select(['order_deliveries.delivered_at', 'order_deliveries.earning_paise'])
    .where('order_deliveries.partner_id', '=', partnerId);
  query =
    which === 'active'
      ? query
          .where('order_deliveries.delivered_at', 'is', null)
          .where('orders.status', 'in', ['partner_assigned', 'on_the_way'])
      : query.where('order_deliveries.delivered_at', 'is not', null);
  if (since) query = query.where('order_deliveries.delivered_at', '>=', since);
  return query.orderBy('orders.id', 'desc').execute();
}

/** This week's deliveries (Monday first, the shop's calendar) and their earnings. */
async function earningsOf(ctx: ShopContext, partnerId: number): Promise<EarningsView> {
  const now = ctx.now();
  // Eight days back covers any week start; the rule below does the calendar.
  const since = new Date(now.getTime() - 8 * 86_400_000).toISOString();
  const jobs = await ordersOfPartner(ctx, partnerId, 'delivered', since);
  const summary = earningsSummary(
    jobs.map((job) => ({ delivered_at: job.delivered_at ?? '', earning_paise: job.earning_paise })),
    now,
  );
  return {
    today: fromMinor(summary.today_paise),
    today_count: summary.today_count,
    week: fromMinor(summary.week_paise),
    week_count: summary.week_count,
  };
}

/** /delivery: the partner's three tabs and earnings, in one answer (also what the live stream sends). */
export async function partnerOrders(ctx: ShopContext, partnerId: number): Promise<Result<PartnerOrdersAnswer>> {
  const account = await approvedPartner(ctx, partnerId);
  const place = await partnerPlace(ctx, partnerId);
  if (!account || !place) return fail('unauthorized', said('saidSignInFirst'));
  const [offers, active, earnings] = await Promise.all([
    place.online ? offersFor(ctx, place) : Promise.resolve([]),
    ordersOfPartner(ctx, partnerId, 'active'),
    earningsOf(ctx, partnerId),
  ]);
  const todayStart = shopDayStart(shopCalendarDate(ctx.now())).toISOString();
  const today = await ordersOfPartner(ctx, partnerId, 'delivered', todayStart);
  const [offerViews, activeViews, completedViews] = await Promise.all([
    jobViews(ctx.db, offers, place),
    jobViews(ctx.db, active, place),
    jobViews(ctx.db, today, place),
  ]);
  return ok({ partner: account, offers: offerViews, active: activeViews, completed: completedViews, earnings });
}

/** /delivery/completed-orders: every delivery of the partner's, newest first, a page at a time. */
export async function completedOrders(
  ctx: ShopContext,
  partnerId: number,
  page: number,
): Promise<Result<CompletedOrdersAnswer>> {
  const place = await partnerPlace(ctx, partnerId);
  if (!place) return fail('unauthorized', said('saidSignInFirst'));
  const rows = await ctx.db
    .selectFrom('order_deliveries')
    .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
    .selectAll('orders')
    .where('order_deliveries.partner_id', '=', partnerId)
    .where('order_deliveries.delivered_at', 'is not', null)
    .orderBy('order_deliveries.delivered_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(COMPLETED_PAGE_SIZE + 1)
    .offset((page - 1) * COMPLETED_PAGE_SIZE)
    .execute();
  const [orders, earnings] = await Promise.all([
    jobViews(ctx.db, rows.slice(0, COMPLETED_PAGE_SIZE), place),
    earningsOf(ctx, partnerId),
  ]);
  return ok({ orders, earnings, page, has_more: rows.length > COMPLETED_PAGE_SIZE });
}

/**
 * An order the partner may see: their own job (whatever its status), or one on offer (ready,
 * nobody took it). Anything else — another partner's, a self-pickup order, one not ready — is
 * undefined, which the calls answer 404.
 */
async function visibleOrder(ctx: ShopContext, partnerId: number, uniqueOrderId: string): Promise<OrderRow | undefined> {
  const row = await ctx.db
    .selectFrom('orders')
    .leftJoin('order_deliveries', 'order_deliveries.order_id', 'orders.id')
    .selectAll('orders')
    .select('order_deliveries.partner_id')
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .where('orders.mode', '=', 'DELIVERY')
    .executeTakeFirst();
  if (!row) return undefined;
  const { partner_id: holder, ...order } = row;
  if (holder === partnerId) return order;
  return holder === null && order.status === 'ready_for_pickup' ? order : undefined;
}

/** /delivery/orders/{id}: one job. */
export async function partnerJob(
  ctx: ShopContext,
  partnerId: number,
  uniqueOrderId: string,
): Promise<Result<JobAnswer>> {
  const place = await partnerPlace(ctx, partnerId);
  if (!place) return fail('unauthorized', said('saidSignInFirst'));
  const order = await visibleOrder(ctx, partnerId, uniqueOrderId);
  if (!order) return noSuchJob();
  const [job] = await jobViews(ctx.db, [order], place);
  return job ? ok({ job }) : noSuchJob();
}

function deliveryCodeRequired(ctx: ShopContext): Promise<boolean> {
  return settingFlag(ctx, DELIVERY_CODE_SETTING, false);
}

/**
 * Accept: the first partner wins. The step locks the order (takeStep), so of partners accepting
 * at once one moves it to partner_assigned and writes the delivery row; the others find it
 * assigned and get 409 "taken". Out of turn otherwise (not ready yet, or already one's own)
 * is the state machine's 409 naming the order's status.
 */
export async function acceptJob(
  ctx: ShopContext,
  partnerId: number,
  uniqueOrderId: string,
): Promise<Result<JobAnswer>> {
  const place = await partnerPlace(ctx, partnerId);
  if (!place) return fail('unauthorized', said('saidSignInFirst'));
  if (!place.online) return fail('conflict', said('saidGoOnlineFirst'), { online: said('saidFieldGoOnlineFirst') });
  const withCode = await deliveryCodeRequired(ctx);
  const stepped = await takeStep(ctx, uniqueOrderId, 'assign_partner', 'partner', {
    async mayAct(tx, order) {
      // A self-pickup order is no partner's: as unknown as a missing one.
      if (order.mode !== 'DELIVERY') return noSuchJob();
      // Nor is the order of a store out of the partner's reach, which was never offered to them.
      const store = await tx.db
        .selectFrom('stores')
        .select(['latitude', 'longitude', 'delivered_by', 'partner_offer_after_minutes'])
        .where('id', '=', order.store_id)
        .executeTakeFirstOrThrow();
      const position = place.position;
      if (!position || !storeInReach(position, [{ lat: store.latitude, lng: store.longitude }])) return noSuchJob();
      // Nor one the store keeps for its own riders, now or for a while yet (decision 0314).
      const readySince = (await readyTimes(tx, [order.id])).get(order.id) ?? null;
      const terms = {
        delivered_by: deliveredByOf(store.delivered_by),
        partner_offer_after_minutes: store.partner_offer_after_minutes,
      };
      return order.status !== 'ready_for_pickup' || partnersMayBeOffered(terms, readySince, tx.now())
        ? ok(undefined)
        : noSuchJob();
    },
    async also(tx, order, moved) {
      const row = await tx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      const store = await tx.db
        .selectFrom('stores')
        .select(['latitude', 'longitude'])
        .where('id', '=', order.store_id)
        .executeTakeFirstOrThrow();
      const distanceKm = deliveryDistanceKm(row, store);
      await tx.db
        .insertInto('order_deliveries')
        .values({
          order_id: order.id,
          partner_id: partnerId,
          assigned_at: moved.at,
          picked_up_at: null,
          delivered_at: null,
          distance_m: Math.round(distanceKm * 1000),
          earning_paise: partnerEarningPaise(distanceKm, row.tip_paise),
          code: withCode ? deliveryCodeOf(randomInt(0, 10_000)) : null,
        })
        .execute();
    },
  });
  if (!stepped.ok) {
    const status = stepped.error.fields?.status;
    // Out of turn because someone else took it first: "taken" (the order was on offer to all).
    if (stepped.error.code === 'conflict' && status && isTaken(status)) {
      const mine = await visibleOrder(ctx, partnerId, uniqueOrderId);
      if (!mine)
        return fail('conflict', TAKEN_MESSAGE, {
          status: said('saidValue', { value: status }),
          unique_order_id: said('saidFieldTaken'),
        });
    }
    return stepped;
  }
  return jobAfterStep(ctx, partnerId, uniqueOrderId);
}

/** The job as it is after the partner's step, which their own other screens (another tab) hear of. */
function jobAfterStep(ctx: ShopContext, partnerId: number, uniqueOrderId: string): Promise<Result<JobAnswer>> {
  void publishEvent(ctx.db, partnerTopic(partnerId), { unique_order_id: uniqueOrderId });
  return partnerJob(ctx, partnerId, uniqueOrderId);
}

/** Past the offer: a partner holds it (or the operator moved it on). */
function isTaken(status: string): boolean {
  return status === 'partner_assigned' || status === 'on_the_way' || status === 'delivered';
}

/** The partner's own job, for pick-up and delivery: another partner's or an offer is 404. */
function ownJobCheck(partnerId: number) {
  return async (tx: ShopContext, order: { id: number }): Promise<Result<void>> => {
    const delivery = await tx.db
      .selectFrom('order_deliveries')
      .select('partner_id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    return delivery?.partner_id === partnerId ? ok(undefined) : noSuchJob();
  };
}

/** Picked up at the store: the order is on its way. */
export async function pickUpJob(
  ctx: ShopContext,
  partnerId: number,
  uniqueOrderId: string,
): Promise<Result<JobAnswer>> {
  const stepped = await takeStep(ctx, uniqueOrderId, 'pick_up', 'partner', {
    mayAct: ownJobCheck(partnerId),
    async also(tx, order, moved) {
      await tx.db
        .updateTable('order_deliveries')
        .set({ picked_up_at: moved.at })
        .where('order_id', '=', order.id)
        .execute();
    },
  });
  return stepped.ok ? jobAfterStep(ctx, partnerId, uniqueOrderId) : stepped;
}

/** Delivered at the door, with the customer's 4 digits when the job has a code (delivery-code.ts). */
export async function deliverJob(
  ctx: ShopContext,
  partnerId: number,
  uniqueOrderId: string,
  code: string | undefined,
): Promise<Result<JobAnswer>> {
  const order = await visibleOrder(ctx, partnerId, uniqueOrderId);
  const delivery = order
    ? await ctx.db
        .selectFrom('order_deliveries')
        .select(['partner_id', 'code', 'code_attempts'])
        .where('order_id', '=', order.id)
        .executeTakeFirst()
    : undefined;
  if (!order || delivery?.partner_id !== partnerId) return noSuchJob();
  if (order.status === 'on_the_way') {
    const checked = await checkDeliveryCode({
      stored: delivery.code,
      attempts: delivery.code_attempts,
      typed: code,
      async claimTry() {
        const claimed = await ctx.db
          .updateTable('order_deliveries')
          .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
          .where('order_id', '=', order.id)
          .where('code_attempts', '<', DELIVERY_CODE_TRIES)
          .where('delivered_at', 'is', null)
          .executeTakeFirst();
        return Number(claimed.numUpdatedRows) === 1;
      },
    });
    if (!checked.ok) return checked;
  }
  const stepped = await takeStep(ctx, uniqueOrderId, 'deliver', 'partner', {
    mayAct: ownJobCheck(partnerId),
    async also(tx, moved, step) {
      await tx.db
        .updateTable('order_deliveries')
        .set({ delivered_at: step.at })
        .where('order_id', '=', moved.id)
        .execute();
    },
  });
  return stepped.ok ? jobAfterStep(ctx, partnerId, uniqueOrderId) : stepped;
}
