import { describe, expect, it } from 'vitest';
import {
  hasUpdatesToCome,
  isFulfilled,
  isRunning,
  isUnpaid,
  nextStepFor,
  ORDER_ACTORS,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderEvent,
  type OrderStatusName,
  orderPath,
  RUNNING_STATUSES,
  STORE_RUNNING_STATUSES,
  type TransitionResult,
  transition,
} from '../../../../src/domain/orders/order-flow.ts';
import type { FulfilmentMode } from '../../../../src/domain/types.ts';

const MODES: readonly FulfilmentMode[] = ['DELIVERY', 'SELFPICKUP'];

/** §4 Order lifecycle, written out again by hand: from, event, to, who, which modes. */
const ALLOWED: readonly [OrderStatusName, OrderEvent, OrderStatusName, OrderActor[], FulfilmentMode[]][] = [
  ['placed', 'accept', 'accepted', ['store', 'operator'], ['DELIVERY', 'SELFPICKUP']],
  ['placed', 'cancel', 'cancelled', ['customer'], ['DELIVERY', 'SELFPICKUP']],
  ['accepted', 'cancel', 'cancelled', ['customer'], ['DELIVERY', 'SELFPICKUP']],
  ['placed', 'reject', 'rejected', ['store'], ['DELIVERY', 'SELFPICKUP']],
  ['accepted', 'prepare', 'preparing', ['store', 'operator'], ['DELIVERY', 'SELFPICKUP']],
  ['accepted', 'reject', 'rejected', ['store'], ['DELIVERY', 'SELFPICKUP']],
  ['preparing', 'mark_ready', 'ready_for_pickup', ['store', 'operator'], ['DELIVERY', 'SELFPICKUP']],
  ['ready_for_pickup', 'assign_partner', 'partner_assigned', ['partner', 'system', 'operator'], ['DELIVERY']],
  ['partner_assigned', 'pick_up', 'on_the_way', ['partner', 'operator'], ['DELIVERY']],
  ['on_the_way', 'deliver', 'delivered', ['partner', 'rider', 'operator'], ['DELIVERY']],
  // A store's own rider takes the bag at the counter (decision 0314).
  ['ready_for_pickup', 'send_out', 'on_the_way', ['store'], ['DELIVERY']],
  ['ready_for_pickup', 'hand_over', 'collected', ['store', 'operator'], ['SELFPICKUP']],
  // Online payment: only the shop's verification pays; the customer may switch to cash or cancel.
  ['awaiting_payment', 'pay', 'placed', ['system'], ['DELIVERY', 'SELFPICKUP']],
  ['awaiting_payment', 'fail_payment', 'payment_failed', ['system'], ['DELIVERY', 'SELFPICKUP']],
  ['awaiting_payment', 'pay_by_cash', 'placed', ['customer'], ['DELIVERY', 'SELFPICKUP']],
  ['awaiting_payment', 'cancel', 'cancelled', ['customer'], ['DELIVERY', 'SELFPICKUP']],
  ['payment_failed', 'pay', 'placed', ['system'], ['DELIVERY', 'SELFPICKUP']],
  ['payment_failed', 'retry_payment', 'awaiting_payment', ['customer'], ['DELIVERY', 'SELFPICKUP']],
  ['payment_failed', 'pay_by_cash', 'placed', ['customer'], ['DELIVERY', 'SELFPICKUP']],
  ['payment_failed', 'cancel', 'cancelled', ['customer', 'system'], ['DELIVERY', 'SELFPICKUP']],
];

/** What the table says `transition` must answer. */
function expected(
  status: OrderStatusName,
  mode: FulfilmentMode,
  event: OrderEvent,
  actor: OrderActor,
): TransitionResult {
  const rows = ALLOWED.filter(([, rowEvent, , , modes]) => rowEvent === event && modes.includes(mode));
  const row = rows.find(([from]) => from === status);
  if (row?.[3].includes(actor)) return { ok: true, status: row[2] };
  // Out of turn only for a step that is the actor's somewhere on this mode's path; otherwise it is never theirs.
  const actorsStep = row === undefined && rows.some(([, , , actors]) => actors.includes(actor));
  return { ok: false, reason: actorsStep ? 'not_allowed_now' : 'not_your_step', status };
}

describe('§4 Order lifecycle: every transition', () => {
  it.each(
    ALLOWED.flatMap(([from, event, to, actors, modes]) =>
      modes.flatMap((mode) => actors.map((actor) => ({ from, event, to, actor, mode }))),
    ),
  )('$mode: $actor may $event a $from order, which becomes $to', ({ from, event, to, actor, mode }) => {
    expect(transition({ status: from, mode }, event, actor)).toEqual({ ok: true, status: to });
  });

  it.each(MODES)('%s: refuses every other status × event × actor, naming the current status', (mode) => {
    const wrong: string[] = [];
    let refused = 0;
    for (const status of ORDER_STATUSES)
      for (const event of ORDER_EVENTS)
        for (const actor of ORDER_ACTORS) {
          const answer = transition({ status, mode }, event, actor);
          if (!answer.ok) refused++;
          if (JSON.stringify(answer) !== JSON.stringify(expected(status, mode, event, actor)))
            wrong.push(`${status} ${event} by ${actor}: ${JSON.stringify(answer)}`);
        }
    expect(wrong).toEqual([]);
    const allowedHere = ALLOWED.filter(([, , , , modes]) => modes.includes(mode)).flatMap(([, , , actors]) => actors);
    expect(refused).toBe(ORDER_STATUSES.length * ORDER_EVENTS.length * ORDER_ACTORS.length - allowedHere.length);
  });

  it('an out-of-turn step of the actor is not_allowed_now with the current status', () => {
    expect(transition({ status: 'placed', mode: 'DELIVERY' }, 'deliver', 'partner')).toEqual({
      ok: false,
      reason: 'not_allowed_now',
      status: 'placed',
    });
    expect(transition({ status: 'delivered', mode: 'DELIVERY' }, 'accept', 'store')).toEqual({
      ok: false,
      reason: 'not_allowed_now',
      status: 'delivered',
    });
  });

  it("another actor's step is not_your_step, also when it is due now", () => {
    expect(transition({ status: 'placed', mode: 'DELIVERY' }, 'accept', 'customer')).toMatchObject({
      ok: false,
      reason: 'not_your_step',
    });
    expect(transition({ status: 'on_the_way', mode: 'DELIVERY' }, 'deliver', 'store')).toMatchObject({
      reason: 'not_your_step',
    });
    // A partner has no step on a self-pickup order.
    expect(transition({ status: 'ready_for_pickup', mode: 'SELFPICKUP' }, 'assign_partner', 'partner')).toEqual({
      ok: false,
      reason: 'not_your_step',
      status: 'ready_for_pickup',
    });
  });

  it('the customer cancels only until the store starts packing (decision 0117)', () => {
    for (const mode of MODES) {
      const cancellable = ORDER_STATUSES.filter((status) => transition({ status, mode }, 'cancel', 'customer').ok);
      expect(cancellable).toEqual(['awaiting_payment', 'placed', 'accepted', 'payment_failed']);
    }
  });

  it('an unpaid order is paid only by the system (a verified signal), never by the store, a partner or the operator', () => {
    for (const mode of MODES)
      for (const actor of ORDER_ACTORS)
        for (const status of ['awaiting_payment', 'payment_failed'] as const)
          expect(transition({ status, mode }, 'pay', actor).ok).toBe(actor === 'system');
    for (const actor of ['store', 'partner', 'operator'] as const)
      expect(nextStepFor({ status: 'awaiting_payment', mode: 'DELIVERY' }, actor)).toBeNull();
  });

  it('the store rejects only before preparing', () => {
    for (const mode of MODES) {
      const rejectable = ORDER_STATUSES.filter((status) => transition({ status, mode }, 'reject', 'store').ok);
      expect(rejectable).toEqual(['placed', 'accepted']);
    }
  });
});

describe('§4 Order lifecycle: the paths of both modes', () => {
  it('a delivery order goes through a partner to delivered', () => {
    expect(orderPath('DELIVERY')).toEqual([
      'placed',
      'accepted',
      'preparing',
      'ready_for_pickup',
      'partner_assigned',
      'on_the_way',
      'delivered',
    ]);
  });

  it('a self-pickup order skips the partner and ends collected by the customer', () => {
    expect(orderPath('SELFPICKUP')).toEqual(['placed', 'accepted', 'preparing', 'ready_for_pickup', 'collected']);
  });

  it.each(MODES)('%s: the operator’s next step walks the whole path, and stops at its end', (mode) => {
    const path = orderPath(mode);
    for (const [index, status] of path.entries()) {
      const next = nextStepFor({ status, mode }, 'operator');
      expect(next?.status ?? null).toBe(path[index + 1] ?? null);
      if (next) expect(transition({ status, mode }, next.event, 'operator')).toEqual({ ok: true, status: next.status });
    }
  });
});

describe('§4 Order lifecycle: the one big button (nextStepFor)', () => {
  const button = (status: OrderStatusName, mode: FulfilmentMode, actor: OrderActor) =>
    nextStepFor({ status, mode }, actor)?.event ?? null;

  it("offers the store its own forward steps, never a partner's or a branch", () => {
    expect(ORDER_STATUSES.map((status) => button(status, 'DELIVERY', 'store'))).toEqual([
      null,
      'accept',
      'prepare',
      'mark_ready',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(button('ready_for_pickup', 'SELFPICKUP', 'store')).toBe('hand_over');
  });

  it('offers the partner assign, pick up and deliver on delivery orders only', () => {
    expect(ORDER_STATUSES.map((status) => button(status, 'DELIVERY', 'partner'))).toEqual([
      null,
      null,
      null,
      null,
      'assign_partner',
      'pick_up',
      'deliver',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(
      ORDER_STATUSES.map((status) => button(status, 'SELFPICKUP', 'partner')).every((event) => event === null),
    ).toBe(true);
  });

  it('offers the customer nothing (cancelling is a branch, with its own button)', () => {
    for (const mode of MODES)
      expect(ORDER_STATUSES.every((status) => nextStepFor({ status, mode }, 'customer') === null)).toBe(true);
  });
});

describe('§4 Order lifecycle: running and finished', () => {
  it('an order runs until delivered, collected, cancelled or rejected; those have no step out', () => {
    expect(RUNNING_STATUSES).toEqual([
      'awaiting_payment',
      'placed',
      'accepted',
      'preparing',
      'ready_for_pickup',
      'partner_assigned',
      'on_the_way',
      'payment_failed',
    ]);
    expect(STORE_RUNNING_STATUSES).not.toContain('awaiting_payment');
    expect(STORE_RUNNING_STATUSES).not.toContain('payment_failed');
    expect(ORDER_STATUSES.filter(isUnpaid)).toEqual(['awaiting_payment', 'payment_failed']);
    expect(ORDER_STATUSES.filter((status) => !isRunning(status))).toEqual([
      'delivered',
      'collected',
      'cancelled',
      'rejected',
    ]);
    for (const status of ORDER_STATUSES.filter((status) => !isRunning(status)))
      for (const mode of MODES)
        for (const event of ORDER_EVENTS)
          for (const actor of ORDER_ACTORS) expect(transition({ status, mode }, event, actor).ok).toBe(false);
  });

  it('delivered and collected orders are fulfilled (they can be rated); the branches are not', () => {
    expect(ORDER_STATUSES.filter(isFulfilled)).toEqual(['delivered', 'collected']);
  });

  it('a customer is offered updates while one is still to come: not once a pickup is ready to collect', () => {
    const toCome = (mode: FulfilmentMode) => ORDER_STATUSES.filter((status) => hasUpdatesToCome({ status, mode }));
    expect(toCome('DELIVERY')).toEqual(RUNNING_STATUSES);
    expect(toCome('SELFPICKUP')).toEqual(RUNNING_STATUSES.filter((status) => status !== 'ready_for_pickup'));
  });
});
