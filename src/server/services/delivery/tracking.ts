// Live position and tracking (decision 0243): the
// partner's phone sends the positions it measured (a batch after being offline); positions
// that cannot be real (outside the planet, vaguer than 2 km, from the future, too fast since
// the last one) are refused; the rest are kept for each job the partner is delivering and
// announced to the customer's running-order page (events.ts), which reads the partner, the
// latest position, the distance and the ETA here. Positions are kept only while a job is
// active and deleted a day after its delivery (housekeeping.ts).
import type { DeliveryTrackingView, OrderTrackingAnswer, PositionsAnswer } from '../../../domain/api/delivery.ts';
import { ok, type Result } from '../../../domain/api/errors.ts';
import { straightLineKm } from '../../../domain/orders/delivery.ts';
import {
  etaMinutes,
  type Fix,
  fixProblem,
  type FixProblem,
  POSITION_INTERVAL_MS,
  type VehicleType,
} from '../../../domain/staff/delivery-partners.ts';
import type { ShopContext } from '../../context.ts';
import { eventTopics, publishEvent } from '../../events.ts';
import { getOrder, type HeldBy } from '../orders/orders.ts';
import { settleDueShortLines } from '../orders/substitutions.ts';

/**
 * Fixes closer together than this are thinned out (the phone is asked for one every 5 s; a little
 * slack), all but the newest of a call, which takes the place of the one kept before it (decision 0292).
 */
const THINNING_MS = POSITION_INTERVAL_MS - 1_000;

export interface SentFix {
  latitude: number;
  longitude: number;
  accuracy?: number | null | undefined;
  at: number;
}

/**
 * Keeps the partner's plausible positions: for every job being delivered, and as the partner's
 * own last position (offers near them). Answers how many were kept and how many refused or thinned.
 */
export async function recordPositions(
  ctx: ShopContext,
  partnerId: number,
  sent: readonly SentFix[],
): Promise<Result<PositionsAnswer>> {
  const nowMs = ctx.now().getTime();
  const received = ctx.now().toISOString();
  const [jobs, partner, last] = await Promise.all([
    ctx.db
      .selectFrom('order_deliveries')
      .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
      .select(['orders.id', 'orders.unique_order_id'])
      .where('order_deliveries.partner_id', '=', partnerId)
      .where('order_deliveries.delivered_at', 'is', null)
      .where('orders.status', 'in', ['partner_assigned', 'on_the_way'])
      .execute(),
    ctx.db
      .selectFrom('delivery_partners')
      .select(['is_online', 'latitude', 'longitude', 'position_at'])
      .where('id', '=', partnerId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('partner_positions')
      .select(['latitude', 'longitude', 'at'])
      .where('partner_id', '=', partnerId)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  let previous: Fix | null = last
    ? { lat: last.latitude, lng: last.longitude, at: Date.parse(last.at) }
    : partner?.latitude != null && partner.longitude != null && partner.position_at
      ? { lat: partner.latitude, lng: partner.longitude, at: Date.parse(partner.position_at) }
      : null;
  // Thinned against the last fix kept for a job (not the position of going online, which is no fix of a ride).
  let lastKeptAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
  const kept: Fix[] = [];
  const problems = new Map<FixProblem, number>();
  // The newest plausible fix when thinning passed it over: it is where the partner is now, so it is
  // never dropped but takes the place of the fix kept just before it (else after two quick moves the
  // customer's page shows the first until the next fix, over a minute when the rider then waits).
  let thinnedNewest: Fix | null = null;
  for (const fix of [...sent].sort((a, b) => a.at - b.at)) {
    const candidate: Fix = { lat: fix.latitude, lng: fix.longitude, at: fix.at, accuracy: fix.accuracy ?? null };
    const problem = fixProblem(candidate, previous, nowMs);
    if (problem !== null) {
      problems.set(problem, (problems.get(problem) ?? 0) + 1);
      continue;
    }
    previous = candidate;
    if (candidate.at - lastKeptAt < THINNING_MS) {
      thinnedNewest = candidate;
      continue;
    }
    thinnedNewest = null;
    kept.push(candidate);
    lastKeptAt = candidate.at;
  }
  // In place of a fix of this call, or of the one stored last (sent by the call before).
  let replacesStored: Fix | null = null;
  if (thinnedNewest !== null) {
    if (kept.length > 0) kept[kept.length - 1] = thinnedNewest;
    else replacesStored = thinnedNewest;
  }
  if (problems.size > 0) {
    // Logged, not audited: a phone with a bad fix sends one every few seconds.
    const counts = [...problems].map(([problem, count]) => `${count} ${problem}`).join(', ');
    console.warn(`[farmcart:partners] partner ${partnerId}: positions refused (${counts})`);
  }
  const newest = kept.at(-1) ?? replacesStored;
  const stored = replacesStored ? [...kept, replacesStored] : kept;
  if (newest && (jobs.length > 0 || partner?.is_online === 1)) {
    if (jobs.length > 0) {
      if (replacesStored && last) {
        await ctx.db
          .deleteFrom('partner_positions')
          .where('partner_id', '=', partnerId)
          .where(
            'order_id',
            'in',
            jobs.map((job) => job.id),
          )
          .where('at', '=', last.at)
          .execute();
      }
      await ctx.db
        .insertInto('partner_positions')
        .values(
          jobs.flatMap((job) =>
            stored.map((fix) => ({
              order_id: job.id,
              partner_id: partnerId,
              latitude: fix.lat,
              longitude: fix.lng,
              accuracy_m: fix.accuracy ?? null,
              at: new Date(fix.at).toISOString(),
              received_at: received,
            })),
          ),
        )
        .execute();
    }
    await ctx.db
      .updateTable('delivery_partners')
      .set({ latitude: newest.lat, longitude: newest.lng, position_at: new Date(newest.at).toISOString() })
      .where('id', '=', partnerId)
      .execute();
    for (const job of jobs)
      void publishEvent(ctx.db, eventTopics.order(job.unique_order_id), {
        unique_order_id: job.unique_order_id,
        moved: true,
      });
  }
  const accepted = jobs.length > 0 || partner?.is_online === 1 ? stored.length : 0;
  return ok({ accepted, refused: sent.length - accepted });
}

/** The customer's running order with its delivery: partner, position, distance, ETA and code. */
export async function orderTracking(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
  held: HeldBy = null,
): Promise<Result<OrderTrackingAnswer>> {
  // A short line whose time to answer passed is settled by its preference before it is shown (decision 0285).
  const own = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('unique_order_id', '=', uniqueOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (own) await settleDueShortLines(ctx, own.id);
  const found = await getOrder(ctx, userId, uniqueOrderId, held);
  if (!found.ok) return found;
  const { order } = found.value;
  const delivering = order.status === 'partner_assigned' || order.status === 'on_the_way';
  if (!delivering || !order.address) return ok({ order, delivery: null });
  const job = await ctx.db
    .selectFrom('order_deliveries')
    .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
    .innerJoin('delivery_partners', 'delivery_partners.id', 'order_deliveries.partner_id')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select([
      'orders.id as order_id',
      'order_deliveries.code',
      'delivery_partners.name',
      'delivery_partners.phone as partner_phone',
      'delivery_partners.vehicle_type',
      'delivery_partners.vehicle_number',
      'stores.name as store_name',
      'stores.phone as store_phone',
      'stores.latitude as store_lat',
      'stores.longitude as store_lng',
    ])
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  if (!job) return ok({ order, delivery: await ownRiderDelivery(ctx, uniqueOrderId, order) });
  const position = await ctx.db
    .selectFrom('partner_positions')
    .select(['latitude', 'longitude', 'at'])
    .where('order_id', '=', job.order_id)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const customer = { lat: order.address.latitude, lng: order.address.longitude };
  const store = { lat: job.store_lat, lng: job.store_lng };
  let distanceKm: number | null = null;
  let eta: number | null = null;
  let progress: number | null = null;
  if (position) {
    const here = { lat: position.latitude, lng: position.longitude };
    const legs =
      order.status === 'on_the_way'
        ? { toStoreKm: null, toCustomerKm: straightLineKm(here, customer) }
        : { toStoreKm: straightLineKm(here, store), toCustomerKm: straightLineKm(store, customer) };
    distanceKm = Math.round(((legs.toStoreKm ?? 0) + legs.toCustomerKm) * 10) / 10;
    eta = etaMinutes(legs);
    const ride = straightLineKm(store, customer);
    progress =
      order.status === 'on_the_way' && ride > 0
        ? Math.round(Math.min(1, Math.max(0, 1 - legs.toCustomerKm / ride)) * 100) / 100
        : 0;
  }
  const delivery: DeliveryTrackingView = {
    partner: {
      name: job.name,
      phone: job.partner_phone,
      vehicle_type: job.vehicle_type as VehicleType,
      vehicle_number: job.vehicle_number,
    },
    carrier: 'partner',
    store: { name: job.store_name, phone: job.store_phone, latitude: store.lat, longitude: store.lng },
    home: { latitude: customer.lat, longitude: customer.lng },
    position: position ? { latitude: position.latitude, longitude: position.longitude, at: position.at } : null,
    distance_km: distanceKm,
    eta_minutes: eta,
    progress,
    delivery_code: job.code,
  };
  return ok({ order, delivery });
}

/**
 * An order the store's own rider carries (decision 0314): the rider's name and the code to give
 * them. Their position is not shared (the console sends none), so no map, distance or ETA.
 */
async function ownRiderDelivery(
  ctx: ShopContext,
  uniqueOrderId: string,
  order: { address: { latitude: number; longitude: number } | null },
): Promise<DeliveryTrackingView | null> {
  const run = await ctx.db
    .selectFrom('order_rider_runs')
    .innerJoin('orders', 'orders.id', 'order_rider_runs.order_id')
    .innerJoin('staff', 'staff.id', 'order_rider_runs.rider_id')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select([
      'order_rider_runs.code',
      'staff.name',
      'stores.name as store_name',
      'stores.phone as store_phone',
      'stores.latitude as store_lat',
      'stores.longitude as store_lng',
    ])
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  if (!run || !order.address) return null;
  return {
    partner: { name: run.name, phone: '', vehicle_type: null, vehicle_number: '' },
    carrier: 'store_rider',
    store: { name: run.store_name, phone: run.store_phone, latitude: run.store_lat, longitude: run.store_lng },
    home: { latitude: order.address.latitude, longitude: order.address.longitude },
    position: null,
    distance_km: null,
    eta_minutes: null,
    progress: null,
    delivery_code: run.code,
  };
}
