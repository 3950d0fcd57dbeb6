// Moving an order along (§4 Order lifecycle; decision 0120):
// every status change goes through the domain's state machine (domain/orders/order-flow.ts)
// and is written here with its timeline row. Until the store's and the partners'
// screens exist, operators take the next step with `npm run order:advance`.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  nextStepFor,
  type OrderActor,
  type OrderEvent,
  type OrderStatusName,
  type TransitionResult,
  transition,
} from '../../../domain/orders/order-flow.ts';
import { orderStepNotice } from '../../../domain/notifications/notifications.ts';
import { orderMessageKindOf } from '../../../domain/notifications/order-messages.ts';
import type { ShopContext } from '../../context.ts';
import { eventTopics, publishEvent } from '../../events.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { recordOrderLegs } from './order-legs.ts';
import { orderChanging } from '../reports/summaries.ts';
import { issueOrderDocument } from '../tax/issue.ts';
import { said, type SaidKey } from '../../said.ts';
import { enqueueOrderUpdate } from '../notifications/order-messages.ts';

export interface AdvancedOrder {
  unique_order_id: string;
  from: OrderStatusName;
  status: OrderStatusName;
}

/** How a refusal names a status ('ready_for_pickup': 'ready for pickup'), said within it. */
const STATUS_WORDS = {
  awaiting_payment: 'saidStatusAwaitingPayment',
  placed: 'saidStatusPlaced',
  accepted: 'saidStatusAccepted',
  preparing: 'saidStatusPreparing',
  ready_for_pickup: 'saidStatusReadyForPickup',
  partner_assigned: 'saidStatusPartnerAssigned',
  on_the_way: 'saidStatusOnTheWay',
  delivered: 'saidStatusDelivered',
  collected: 'saidStatusCollected',
  cancelled: 'saidStatusCancelled',
  rejected: 'saidStatusRejected',
  payment_failed: 'saidStatusPaymentFailed',
} as const satisfies Record<OrderStatusName, SaidKey>;

/** How a refusal names a step ('accept': 'accepted'), said within it. */
const STEP_WORDS = {
  accept: 'saidStepAccept',
  prepare: 'saidStepPrepare',
  mark_ready: 'saidStepMarkReady',
  assign_partner: 'saidStepAssignPartner',
  send_out: 'saidStepSendOut',
  pick_up: 'saidStepPickUp',
  deliver: 'saidStepDeliver',
  hand_over: 'saidStepHandOver',
  cancel: 'saidStepCancel',
  reject: 'saidStepReject',
  pay: 'saidStepPay',
  fail_payment: 'saidStepFailPayment',
  retry_payment: 'saidStepRetryPayment',
  pay_by_cash: 'saidStepPayByCash',
} as const satisfies Record<OrderEvent, SaidKey>;

/** An order's status as a refusal names it, said within it ('ready for pickup'). */
export const statusSaid = (status: OrderStatusName) => said(STATUS_WORDS[status]);
const stepSaid = (event: OrderEvent) => said(STEP_WORDS[event]);

/**
 * A refused step as the API answers it: out of turn is 409 naming the current status (in the
 * message and `fields.status`); a step that is never the actor's is 403.
 */
export function refusedStep(
  uniqueOrderId: string,
  event: OrderEvent,
  refusal: Extract<TransitionResult, { ok: false }>,
): ReturnType<typeof fail> {
  const fields = { status: said('saidValue', { value: refusal.status }) };
  const step = stepSaid(event);
  if (refusal.reason === 'not_your_step')
    return fail('forbidden', said('saidStepNotYours', { id: uniqueOrderId, step }), fields);
  return fail(
    'conflict',
    said('saidStepOutOfTurn', { id: uniqueOrderId, status: statusSaid(refusal.status), step }),
    fields,
  );
}

/**
 * Writes a status change at `at` (ISO time): the order's status, its row in the running-order
 * timeline, and the customer's alert for the step (domain/notifications/notifications.ts), all in the caller's
 * transaction.
 */
export async function recordStatus(
  tx: ShopContext,
  order: { id: number; status: OrderStatusName; at: string },
  extra: Pick<Partial<OrderRow>, 'cancelled_at' | 'cancel_reason'> = {},
): Promise<void> {
  const { id, status, at } = order;
  // A step may place the order or call it off: the reports' sums move with it (decision 0298).
  await orderChanging(tx.db, id);
  // Read once, before the change: the status it moves from (a payment that came through after all)
  // and what the customer's alert names.
  const before = await tx.db
    .selectFrom('orders')
    .select([
      'status',
      'user_id',
      'unique_order_id',
      'mode',
      'cancel_reason',
      'slot_day',
      'slot_start_minute',
      'slot_end_minute',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await tx.db
    .updateTable('orders')
    .set({ ...extra, status, updated_at: at })
    .where('id', '=', id)
    .execute();
  await tx.db.insertInto('order_status_events').values({ order_id: id, status, at }).execute();
  const customer = { ...before, cancel_reason: 'cancel_reason' in extra ? extra.cancel_reason : before.cancel_reason };
  const notice = orderStepNotice(status, customer, before.status, tx.now());
  if (notice)
    await tx.db
      .insertInto('notifications')
      .values({ user_id: customer.user_id, ...notice, image: null, created_at: at })
      .execute();
  // The customer's message on the channel they chose, with the step, so a rolled-back step sends none (decision 0340).
  const kind = orderMessageKindOf(status);
  if (kind && kind !== orderMessageKindOf(before.status))
    await enqueueOrderUpdate(tx.db, {
      kind,
      order: { id, unique_order_id: before.unique_order_id, user_id: before.user_id },
    });
  await recordOrderLegs(tx, id);
  // The goods change hands: the store's GST document is issued with the step (decision 0332).
  if (status === 'delivered' || status === 'collected') await issueOrderDocument(tx, id, at);
}

/**
 * Tells every live screen, on every instance, that the order moved (after the step committed:
 * they re-read at once): its customer's running-order page and its partner (`order:<id>`), the
 * store's queue (`store-orders:<store>`), and the partners' offers when the order became ready
 * or stopped being on offer.
 */
export function announceOrderMoved(
  db: ShopContext['db'],
  order: { unique_order_id: string; store_id: number; status: OrderStatusName },
  from?: OrderStatusName,
): Promise<void> {
  const data = { unique_order_id: order.unique_order_id, status: order.status };
  const sent = [
    publishEvent(db, eventTopics.order(order.unique_order_id), data),
    publishEvent(db, eventTopics.storeOrders(order.store_id), data),
    // The step's alert (recordStatus) is pushed to the customer's phones (server/services/notifications/push-worker.ts).
    publishEvent(db, eventTopics.alerts, data),
  ];
  if (from === undefined || from === 'ready_for_pickup' || order.status === 'ready_for_pickup')
    sent.push(publishEvent(db, eventTopics.partnerOffers, data));
  return Promise.all(sent).then(() => undefined);
}

/** The order as a step sees it, locked for the step's transaction. */
export interface SteppedOrder {
  id: number;
  unique_order_id: string;
  user_id: number;
  store_id: number;
  status: OrderStatusName;
  mode: OrderRow['mode'];
  /** A later day the customer chose, or null (today). */
  delivery_date: string | null;
}

export interface StepOptions {
  /**
   * Whether this actor may touch this order at all (the staff member's stores, the partner's
   * assignment): an error answers the call and nothing changes. Runs after the order is locked.
   */
  mayAct?(tx: ShopContext, order: SteppedOrder): Promise<Result<void>>;
  /** Why (a store's rejection): written with the status, so the customer's alert can say it. */
  reason?: string;
  /** What else the step writes in the same transaction (a partner on the order, a refund), after the status. */
  also?(tx: ShopContext, order: SteppedOrder, moved: { status: OrderStatusName; at: string }): Promise<void>;
}

/**
 * Takes `event` on the order as `actor`, through the state machine, in one write transaction
 * with the order row locked: two actors stepping the same order at once take turns, and the
 * second sees the status the first left (409 when its step no longer applies). An unknown
 * order, or one `mayAct` refuses, answers 404 the same way, so an actor learns nothing of
 * orders that are not theirs.
 */
export async function takeStep(
  ctx: ShopContext,
  uniqueOrderId: string,
  event: OrderEvent,
  actor: OrderActor,
  options: StepOptions = {},
): Promise<Result<AdvancedOrder>> {
  let storeId = 0;
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<AdvancedOrder>> => {
    const order = await lockOrder(tx, uniqueOrderId);
    if (!order) return noSuchOrder(uniqueOrderId);
    storeId = order.store_id;
    if (options.mayAct) {
      const allowed = await options.mayAct(tx, order);
      if (!allowed.ok) return allowed;
    }
    const moved = transition(order, event, actor);
    if (!moved.ok) return refusedStep(uniqueOrderId, event, moved);
    const at = tx.now().toISOString();
    const why = options.reason === undefined ? {} : { cancel_reason: options.reason };
    await recordStatus(tx, { id: order.id, status: moved.status, at }, why);
    if (options.also) {
      await options.also(tx, order, { status: moved.status, at });
      // What it wrote (a partner's delivery times) is among the order's legs too.
      await recordOrderLegs(tx, order.id);
    }
    return ok({ unique_order_id: uniqueOrderId, from: order.status, status: moved.status });
  });
  if (result.ok) {
    ctx.outbox.wake();
    void announceOrderMoved(ctx.db, { ...result.value, store_id: storeId }, result.value.from);
  }
  return result;
}

function lockOrder(tx: ShopContext, uniqueOrderId: string): Promise<SteppedOrder | undefined> {
  const query = tx.db
    .selectFrom('orders')
    .select(['id', 'unique_order_id', 'user_id', 'store_id', 'status', 'mode', 'delivery_date'])
    .where('unique_order_id', '=', uniqueOrderId);
  return forUpdate(tx, query).executeTakeFirst();
}

function noSuchOrder(uniqueOrderId: string): ReturnType<typeof fail> {
  return fail('not_found', said('saidNoOrderNamed', { id: uniqueOrderId }), {
    unique_order_id: said('saidFieldNoSuchOrder'),
  });
}

/** The operator's command: takes the next step of any customer's order (no ownership check). */
export async function advanceOrder(ctx: ShopContext, uniqueOrderId: string): Promise<Result<AdvancedOrder>> {
  let storeId = 0;
  const result = await inWriteTransaction(ctx, async (tx): Promise<Result<AdvancedOrder>> => {
    const order = await lockOrder(tx, uniqueOrderId);
    if (!order) return noSuchOrder(uniqueOrderId);
    storeId = order.store_id;
    const step = nextStepFor(order, 'operator');
    if (step === null)
      return fail('conflict', said('saidNoNextStep', { id: uniqueOrderId, status: statusSaid(order.status) }), {
        status: said('saidValue', { value: order.status }),
      });
    const moved = transition(order, step.event, 'operator');
    if (!moved.ok) return refusedStep(uniqueOrderId, step.event, moved);
    await recordStatus(tx, { id: order.id, status: moved.status, at: tx.now().toISOString() });
    return ok({ unique_order_id: uniqueOrderId, from: order.status, status: moved.status });
  });
  // The command exits right after: it waits until the other instances were told.
  if (result.ok) ctx.outbox.wake();
  if (result.ok) await announceOrderMoved(ctx.db, { ...result.value, store_id: storeId }, result.value.from);
  return result;
}
