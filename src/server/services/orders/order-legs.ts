// What the service, partner and customer reports read of an order, written in the transaction of
// each step that changes it (decision 0299): the order's legs in whole seconds (placed → accepted,
// accepted → ready, ready → on the way or collected, on the way → delivered, and the partner's
// assigned → picked up → delivered, or the store's own rider's sent out → delivered), whether it was later than its store promised, whether it
// was called off and its total, and the customer's first placed order. The row is made again from the order's own steps each time, so
// a step taken twice or out of turn cannot leave it wrong; migration 046 fills it the same way.
import { shopToday } from '../../../domain/calendar.ts';
import type { OrderStatusName } from '../../../domain/orders/order-flow.ts';
import { secondsBetween } from '../../../domain/reports/figures.ts';
import { CALLED_OFF_STATUSES } from '../../../domain/reports/reports.ts';
import type { ShopContext } from '../../context.ts';

const TIMED_STEPS: readonly OrderStatusName[] = [
  'placed',
  'accepted',
  'ready_for_pickup',
  'on_the_way',
  'collected',
  'delivered',
];

/** Writes the order's legs and its customer's first order, once it was placed; nothing before. */
export async function recordOrderLegs(tx: ShopContext, orderId: number): Promise<void> {
  const steps = await tx.db
    .selectFrom('order_status_events')
    .select(['status', (eb) => eb.fn.min('at').as('at')])
    .where('order_id', '=', orderId)
    .where('status', 'in', TIMED_STEPS)
    .groupBy('status')
    .execute();
  const first = new Map(steps.map((step) => [step.status, step.at as string]));
  const placedAt = first.get('placed');
  if (placedAt === undefined) return;
  const order = await tx.db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .leftJoin('order_deliveries', 'order_deliveries.order_id', 'orders.id')
    .leftJoin('order_rider_runs', 'order_rider_runs.order_id', 'orders.id')
    .select([
      'orders.user_id',
      'orders.store_id',
      'orders.mode',
      'orders.status',
      'orders.total_paise',
      'orders.created_at',
      'stores.delivery_time',
      'order_deliveries.partner_id',
      'order_deliveries.assigned_at',
      'order_deliveries.picked_up_at',
      'order_deliveries.delivered_at',
      'order_rider_runs.rider_id',
      'order_rider_runs.sent_out_at',
      'order_rider_runs.delivered_at as rider_delivered_at',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const delivery = order.mode === 'DELIVERY';
  const done = first.get(delivery ? 'delivered' : 'collected');
  const total = secondsBetween(placedAt, done);
  const shopDay = shopToday(new Date(order.created_at));
  const partnerDone = order.delivered_at || null;
  // A store's own rider carries what no partner took (decision 0314): their run is the carrier's legs.
  const rider = order.partner_id === null && order.rider_id !== null;
  const carrierDone = rider ? order.rider_delivered_at : partnerDone;
  const legs = {
    user_id: order.user_id,
    store_id: order.store_id,
    shop_day: shopDay,
    mode: order.mode,
    called_off: CALLED_OFF_STATUSES.includes(order.status) ? (1 as const) : (0 as const),
    total_paise: order.total_paise,
    accept_s: secondsBetween(placedAt, first.get('accepted')),
    pack_s: secondsBetween(first.get('accepted'), first.get('ready_for_pickup')),
    pickup_s: secondsBetween(first.get('ready_for_pickup'), first.get(delivery ? 'on_the_way' : 'collected')),
    deliver_s: delivery ? secondsBetween(first.get('on_the_way'), first.get('delivered')) : null,
    late: order.delivery_time > 0 && total !== null && total > order.delivery_time * 60 ? (1 as const) : (0 as const),
    partner_id: order.partner_id,
    rider_id: rider ? order.rider_id : null,
    partner_pickup_s: rider ? null : secondsBetween(order.assigned_at, order.picked_up_at),
    partner_deliver_s: rider
      ? secondsBetween(order.sent_out_at, carrierDone)
      : secondsBetween(order.picked_up_at, partnerDone),
    partner_delivered: carrierDone ? (1 as const) : (0 as const),
  };
  await tx.db
    .insertInto('order_legs')
    .values({ order_id: orderId, ...legs })
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet(legs))
    .execute();
  // The customer's first placed order: the earliest created (an online order placed once paid may
  // have been created before one placed since), the lower id on a tie.
  const firstOrder = {
    order_id: orderId,
    store_id: order.store_id,
    shop_day: shopDay,
    mode: order.mode,
    created_at: order.created_at,
  };
  await tx.db
    .insertInto('customer_first_orders')
    .values({ user_id: order.user_id, ...firstOrder })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet(firstOrder)
        .where((eb) =>
          eb.or([
            eb('customer_first_orders.created_at', '>', order.created_at),
            eb.and([
              eb('customer_first_orders.created_at', '=', order.created_at),
              eb('customer_first_orders.order_id', '>', orderId),
            ]),
          ]),
        ),
    )
    .execute();
}
