// §4 Order lifecycle: the one state machine every actor moves an order through
// (decision 0120). A delivery order goes placed → accepted →
// preparing → ready_for_pickup → partner_assigned → on_the_way (picked up by the
// partner) → delivered; a self-pickup order skips the partner and ends at collected
// (picked up by the customer). Branches: the customer cancels while it is placed; the
// store rejects it before it is being prepared. Each step names who may take it; the
// operator's command (`npm run order:advance`) may take every forward step until the
// store's and the partners' screens exist. A store that delivers with its own riders sends a ready
// order out with one (ready_for_pickup → on_the_way, no partner assigned), and the rider delivers
// it (decision 0314). An order paid online (decision 0252)
// starts awaiting_payment and becomes placed only on a verified payment
// (or the customer's switch to cash); until then no store or partner sees it.
import type { FulfilmentMode } from '../types.ts';

/**
 * In the order a delivery order passes them (an order paid online starts awaiting_payment), then
 * the four ends, then payment_failed (off the path: an online payment that did not complete).
 */
export const ORDER_STATUSES = [
  /** Online payment: stock, coupon use and wallet part held until paid or the hold ends. */
  'awaiting_payment',
  'placed',
  'accepted',
  'preparing',
  /** Packed at the store, for the partner or the customer to pick up. */
  'ready_for_pickup',
  'partner_assigned',
  /** Picked up by the delivery partner. */
  'on_the_way',
  'delivered',
  /** Picked up by the customer at the store (self-pickup). */
  'collected',
  'cancelled',
  'rejected',
  /** The online payment failed or its hold ended: everything was given back; retry or pay by cash. */
  'payment_failed',
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = [
  'accept',
  'prepare',
  'mark_ready',
  'assign_partner',
  /** The counter hands a ready delivery order to one of the store's own riders (decision 0314). */
  'send_out',
  'pick_up',
  'deliver',
  'hand_over',
  'cancel',
  'reject',
  /** A verified payment (signature on return or a signed webhook). */
  'pay',
  /** The provider said the payment failed, or the hold ran out. */
  'fail_payment',
  /** The customer tries paying online again after a failure (the hold is taken anew). */
  'retry_payment',
  /** The customer pays on delivery instead. */
  'pay_by_cash',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * `operator`: staff running the advance command; `system`: the shop's own automation (dispatching a
 * partner); `rider`: a staff member of the store who carries its orders (decision 0314).
 */
export const ORDER_ACTORS = ['customer', 'store', 'partner', 'rider', 'system', 'operator'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderState {
  status: OrderStatusName;
  mode: FulfilmentMode;
}

interface OrderTransition {
  from: OrderStatusName;
  event: OrderEvent;
  to: OrderStatusName;
  by: readonly OrderActor[];
  modes: readonly FulfilmentMode[];
}

const BOTH: readonly FulfilmentMode[] = ['DELIVERY', 'SELFPICKUP'];
const DELIVERY: readonly FulfilmentMode[] = ['DELIVERY'];
const SELFPICKUP: readonly FulfilmentMode[] = ['SELFPICKUP'];
const STORE: readonly OrderActor[] = ['store', 'operator'];
const PARTNER: readonly OrderActor[] = ['partner', 'operator'];

const TRANSITIONS: readonly OrderTransition[] = [
  { from: 'placed', event: 'accept', to: 'accepted', by: STORE, modes: BOTH },
  { from: 'accepted', event: 'prepare', to: 'preparing', by: STORE, modes: BOTH },
  { from: 'preparing', event: 'mark_ready', to: 'ready_for_pickup', by: STORE, modes: BOTH },
  // A partner takes the job, or the shop dispatches one.
  {
    from: 'ready_for_pickup',
    event: 'assign_partner',
    to: 'partner_assigned',
    by: ['partner', 'system', 'operator'],
    modes: DELIVERY,
  },
  { from: 'partner_assigned', event: 'pick_up', to: 'on_the_way', by: PARTNER, modes: DELIVERY },
  { from: 'on_the_way', event: 'deliver', to: 'delivered', by: ['partner', 'rider', 'operator'], modes: DELIVERY },
  // The store's own rider takes the bag at the counter: on its way at once (decision 0314).
  { from: 'ready_for_pickup', event: 'send_out', to: 'on_the_way', by: ['store'], modes: DELIVERY },
  // The store hands a self-pickup order over at the counter.
  { from: 'ready_for_pickup', event: 'hand_over', to: 'collected', by: STORE, modes: SELFPICKUP },
  // Branches. The customer cancels until the store starts packing (decision 0117).
  { from: 'placed', event: 'cancel', to: 'cancelled', by: ['customer'], modes: BOTH },
  { from: 'accepted', event: 'cancel', to: 'cancelled', by: ['customer'], modes: BOTH },
  { from: 'placed', event: 'reject', to: 'rejected', by: ['store'], modes: BOTH },
  { from: 'accepted', event: 'reject', to: 'rejected', by: ['store'], modes: BOTH },
  // Online payment. Only the shop's own verification of a signal pays an order.
  { from: 'awaiting_payment', event: 'pay', to: 'placed', by: ['system'], modes: BOTH },
  { from: 'awaiting_payment', event: 'fail_payment', to: 'payment_failed', by: ['system'], modes: BOTH },
  { from: 'awaiting_payment', event: 'pay_by_cash', to: 'placed', by: ['customer'], modes: BOTH },
  { from: 'awaiting_payment', event: 'cancel', to: 'cancelled', by: ['customer'], modes: BOTH },
  // A payment that arrives after the hold ran out still places the order when its stock can be taken again.
  { from: 'payment_failed', event: 'pay', to: 'placed', by: ['system'], modes: BOTH },
  { from: 'payment_failed', event: 'retry_payment', to: 'awaiting_payment', by: ['customer'], modes: BOTH },
  { from: 'payment_failed', event: 'pay_by_cash', to: 'placed', by: ['customer'], modes: BOTH },
  // Left alone for PAYMENT_RETRY_WINDOW_MS, the shop calls it off (nothing is held any more).
  { from: 'payment_failed', event: 'cancel', to: 'cancelled', by: ['customer', 'system'], modes: BOTH },
];

/** Where the branches end: the one big button never takes an order there, and nothing it took is kept. */
export const CALLED_OFF: readonly OrderStatusName[] = ['cancelled', 'rejected'];

export type TransitionResult =
  | { ok: true; status: OrderStatusName }
  /** The actor may take this step, but not from the order's current status (an API answers 409). */
  | { ok: false; reason: 'not_allowed_now'; status: OrderStatusName }
  /** The step is never this actor's to take on such an order (an API answers 403). */
  | { ok: false; reason: 'not_your_step'; status: OrderStatusName };

function stepsOf(mode: FulfilmentMode): OrderTransition[] {
  return TRANSITIONS.filter((step) => step.modes.includes(mode));
}

/** The status `event` by `actor` moves the order to, or why it may not. */
export function transition(order: OrderState, event: OrderEvent, actor: OrderActor): TransitionResult {
  const steps = stepsOf(order.mode).filter((step) => step.event === event);
  const step = steps.find((candidate) => candidate.from === order.status);
  if (step?.by.includes(actor)) return { ok: true, status: step.to };
  const actorsStep = step === undefined && steps.some((candidate) => candidate.by.includes(actor));
  return { ok: false, reason: actorsStep ? 'not_allowed_now' : 'not_your_step', status: order.status };
}

/** What the actor's one big button does now: the next forward step that is theirs, or null. */
export function nextStepFor(
  order: OrderState,
  actor: OrderActor,
): { event: OrderEvent; status: OrderStatusName } | null {
  const step = stepsOf(order.mode).find(
    (candidate) => candidate.from === order.status && !CALLED_OFF.includes(candidate.to),
  );
  return step?.by.includes(actor) ? { event: step.event, status: step.to } : null;
}

/** The statuses an order of this mode passes when nothing goes wrong, placed first. */
export function orderPath(mode: FulfilmentMode): OrderStatusName[] {
  const path: OrderStatusName[] = ['placed'];
  for (let next = nextStepFor({ status: 'placed', mode }, 'operator'); next; ) {
    path.push(next.status);
    next = nextStepFor({ status: next.status, mode }, 'operator');
  }
  return path;
}

/** Still moving: some step leaves the status (delivered, collected, cancelled and rejected are ends). */
export function isRunning(status: OrderStatusName): boolean {
  return TRANSITIONS.some((step) => step.from === status);
}

export const RUNNING_STATUSES: readonly OrderStatusName[] = ORDER_STATUSES.filter(isRunning);

/**
 * Whether the customer has an update of this order still to be told (the running order's "Get updates"
 * prompt): a running order, but not a self-pickup ready at the counter, whose last step the customer
 * takes there in person.
 */
export function hasUpdatesToCome(order: OrderState): boolean {
  return isRunning(order.status) && !(order.mode === 'SELFPICKUP' && order.status === 'ready_for_pickup');
}

/** Not paid yet (decision 0256): the customer's alone; no store sees or steps it, no partner is offered it. */
export const UNPAID_STATUSES: readonly OrderStatusName[] = ['awaiting_payment', 'payment_failed'];

export function isUnpaid(status: OrderStatusName): boolean {
  return UNPAID_STATUSES.includes(status);
}

/** What a store's queue shows as running: the running statuses of orders that were placed. */
export const STORE_RUNNING_STATUSES: readonly OrderStatusName[] = RUNNING_STATUSES.filter(
  (status) => !isUnpaid(status),
);

/** Ended with the customer holding the order: delivered, or collected at the store. It can be rated. */
export function isFulfilled(status: OrderStatusName): boolean {
  return status === 'delivered' || status === 'collected';
}
