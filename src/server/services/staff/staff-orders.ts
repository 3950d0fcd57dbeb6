// The live order queue of the staff console (decision 0183):
// a store's running orders and the ones that ended lately, and the store's steps
// on them — accept with a preparation time, prepare, mark ready, hand a self-pickup order
// over, reject with a reason — each through the one state machine as the 'store' actor
// (order-status.ts takeStep: one locked write transaction per step). An order of a store the
// staff member does not reach answers 404, as a missing one does. A rejection gives back
// what the order took (order-refunds.ts, shared with the customer's cancel).
import type { StaffOrdersAnswer, StaffOrderView } from '../../../domain/api/staff.ts';
import { RIDER_WAIT_SETTING, riderWaitLimit } from '../../../domain/staff/rider-wait.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { fromMinor } from '../../../domain/money.ts';
import { isUnpaid, STORE_RUNNING_STATUSES, UNPAID_STATUSES } from '../../../domain/orders/order-flow.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import { deliveryCodeOf, wrongCodeMessage } from '../../../domain/staff/delivery-partners.ts';
import {
  counterDay,
  DEFAULT_PREPARATION_MINUTES,
  PICKUP_CODE_TRIES,
  packedOnLaterDay,
  reachesStore,
  type StaffStepEvent,
  staffActionsOf,
} from '../../../domain/staff/staff.ts';
import { randomInt } from 'node:crypto';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { giveBackOrder, sendDueRefunds } from '../payments/order-refunds.ts';
import { type SteppedOrder, takeStep } from '../orders/order-status.ts';
import type { StaffMember } from './staff.ts';
import { orderRidersViews, sendOut } from '../delivery/staff-riders.ts';
import { said } from '../../said.ts';
import { auditIn } from '../audit/audited-write.ts';
import type { Change, ChangeAuthor } from '../audit/changes.ts';
import { packedLinesOf } from '../orders/substitution-views.ts';
import { settingFlag } from '../shop/settings.ts';
import { DELIVERY_CODE_SETTING } from '../delivery/jobs.ts';

/** Ended orders shown under the running ones, newest first. */
const RECENTLY_ENDED = 20;

const NO_SUCH_ORDER = fail('not_found', said('saidNoSuchOrder'), { unique_order_id: said('saidFieldNoSuchOrder') });

/** The console's view of order rows (customer, items, who took it), in the rows' order. */
async function staffOrderViews(ctx: ShopContext, rows: readonly OrderRow[]): Promise<StaffOrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const staffIds = [
    ...new Set(rows.flatMap((row) => (row.placed_by_staff_id === null ? [] : [row.placed_by_staff_id]))),
  ];
  const [items, users, stores, staff, readyEvents, riders] = await Promise.all([
    packedLinesOf(ctx.db, ids),
    ctx.db
      .selectFrom('users')
      .select(['id', 'name', 'phone'])
      .where('id', 'in', [...new Set(rows.map((row) => row.user_id))])
      .execute(),
    ctx.db
      .selectFrom('stores')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(rows.map((row) => row.store_id))])
      .execute(),
    staffIds.length === 0
      ? Promise.resolve([])
      : ctx.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute(),
    ctx.db
      .selectFrom('order_status_events')
      .select(['order_id', 'at'])
      .where('order_id', 'in', ids)
      .where('status', '=', 'ready_for_pickup')
      .orderBy('id')
      .execute(),
    orderRidersViews(ctx, rows),
  ]);
  // The last time each order became ready (later rows overwrite earlier ones).
  const readySince = new Map(readyEvents.map((event) => [event.order_id, event.at]));
  const userById = new Map(users.map((user) => [user.id, user]));
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const staffById = new Map(staff.map((member) => [member.id, member.name]));
  return rows.map((row) => {
    const user = userById.get(row.user_id);
    return {
      unique_order_id: row.unique_order_id,
      status: row.status,
      mode: row.mode,
      store: storeById.get(row.store_id) ?? { id: row.store_id, name: '' },
      customer: { name: user?.name ?? '', phone: user?.phone ?? null },
      address:
        row.address_text === null
          ? null
          : [row.address_house, row.address_text].filter((part) => part !== null && part !== '').join(', '),
      delivery_date: row.delivery_date,
      slot:
        row.slot_day !== null && row.slot_start_minute !== null && row.slot_end_minute !== null
          ? { day: row.slot_day, start_minute: row.slot_start_minute, end_minute: row.slot_end_minute }
          : null,
      // As packed: the card and its printed slip list a short line's substitute, not what was short.
      items: items.get(row.id) ?? [],
      total: fromMinor(row.total_paise),
      total_payable: fromMinor(row.total_payable_paise),
      payment_method: row.payment_method,
      created_at: row.created_at,
      preparation_minutes: row.preparation_minutes,
      placed_by_staff: row.placed_by_staff_id === null ? null : (staffById.get(row.placed_by_staff_id) ?? null),
      cancel_reason: row.cancel_reason,
      ready_since: readySince.get(row.id) ?? null,
      pickup_code: {
        needed: row.pickup_code !== null && row.status === 'ready_for_pickup',
        tries_left: Math.max(0, PICKUP_CODE_TRIES - row.pickup_code_attempts),
      },
      actions: staffActionsOf(row, shopToday(ctx.now())),
      own_riders: riders.get(row.id) ?? { can_send_out: false, riders: [], carried_by: null },
    };
  });
}

/** The stores whose queue is asked for: one the member reaches, or all they reach. Null: not theirs. */
function queueStores(member: StaffMember, storeId: number | undefined): readonly number[] | 'all' | null {
  if (storeId !== undefined) return reachesStore(member, storeId) ? [storeId] : null;
  return isStoreBound(member.role) ? member.store_ids : 'all';
}

/**
 * The queue: running orders oldest first (the next to handle on top), today's before later days',
 * then the ones that ended lately.
 */
export async function staffQueue(
  ctx: ShopContext,
  member: StaffMember,
  storeId?: number,
): Promise<Result<StaffOrdersAnswer>> {
  const stores = queueStores(member, storeId);
  if (stores === null) return fail('not_found', said('saidNoSuchStore'), { store_id: said('saidFieldNoSuchStore') });
  const limit = ctx.db.selectFrom('settings').select('value').where('key', '=', RIDER_WAIT_SETTING).executeTakeFirst();
  const answer = async (orders: StaffOrderView[]): Promise<StaffOrdersAnswer> => ({
    orders,
    rider_wait_alert_minutes: riderWaitLimit((await limit)?.value),
    now: ctx.now().toISOString(),
  });
  if (stores !== 'all' && stores.length === 0) return ok(await answer([]));
  let running = ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', [...STORE_RUNNING_STATUSES])
    .orderBy('id', 'asc');
  let ended = ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'not in', [...STORE_RUNNING_STATUSES, ...UNPAID_STATUSES])
    // An online order called off before it was paid never reached the store.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_status_events')
          .select('order_status_events.id')
          .whereRef('order_status_events.order_id', '=', 'orders.id')
          .where('order_status_events.status', '=', 'placed'),
      ),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENTLY_ENDED);
  if (stores !== 'all') {
    running = running.where('store_id', 'in', [...stores]);
    ended = ended.where('store_id', 'in', [...stores]);
  }
  const [runningRows, endedRows] = await Promise.all([running.execute(), ended.execute()]);
  // Today's orders first (oldest on top), then those for later days by their day (so an order
  // for tomorrow never sits above one to pack now); within a day, as soon as possible first, then by
  // slot (decision 0279), so the counter packs a slot's orders together.
  const today = shopToday(ctx.now());
  const dayOf = (row: { delivery_date: string | null }) =>
    row.delivery_date !== null && row.delivery_date > today ? row.delivery_date : today;
  const startOf = (row: { slot_start_minute: number | null }) => row.slot_start_minute ?? -1;
  const byDay = [...runningRows].sort((a, b) =>
    dayOf(a) < dayOf(b) ? -1 : dayOf(a) > dayOf(b) ? 1 : startOf(a) - startOf(b) || a.id - b.id,
  );
  return ok(await answer(await staffOrderViews(ctx, [...byDay, ...endedRows])));
}

/** One order as the console shows it, if the member reaches its store. */
async function staffOrder(
  ctx: ShopContext,
  member: StaffMember,
  uniqueOrderId: string,
): Promise<Result<{ order: StaffOrderView }>> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  if (!row || !reachesStore(member, row.store_id) || isUnpaid(row.status)) return NO_SUCH_ORDER;
  const [view] = await staffOrderViews(ctx, [row]);
  return view ? ok({ order: view }) : NO_SUCH_ORDER;
}

async function orderIdOf(ctx: ShopContext, uniqueOrderId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('unique_order_id', '=', uniqueOrderId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Refuses, as "no such order", an order of a store the member does not reach. */
function withinReach(member: StaffMember) {
  return async (_tx: ShopContext, order: SteppedOrder): Promise<Result<void>> =>
    // An unpaid order is not the store's to see or step: "no such order", as another store's.
    reachesStore(member, order.store_id) && !isUnpaid(order.status) ? ok(undefined) : NO_SUCH_ORDER;
}

const MANAGER_HANDS_OVER = said('saidManagerHandsOver');
const TOO_MANY_PICKUP_CODES = fail('conflict', said('saidTooManyCodes', { next: MANAGER_HANDS_OVER }), {
  code: said('saidFieldNoTriesLeft'),
});

/**
 * The pickup code typed at the counter (decision 0242), before a self-pickup
 * order with one is handed over: each try is claimed first in one conditional update (so parallel
 * guesses cannot pass the limit); a wrong one says how many are left; after PICKUP_CODE_TRIES only
 * an admin hands it over, without the code. An order the member does not reach, one without a code
 * or one not ready is left to the step, which answers as it does for every order.
 */
async function checkPickupCode(
  ctx: ShopContext,
  member: StaffMember,
  uniqueOrderId: string,
  code: string | undefined,
): Promise<Result<void>> {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'store_id', 'status', 'pickup_code', 'pickup_code_attempts'])
    .where('unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  if (!order || !reachesStore(member, order.store_id) || order.pickup_code === null) return ok(undefined);
  if (order.status !== 'ready_for_pickup') return ok(undefined);
  if (order.pickup_code_attempts >= PICKUP_CODE_TRIES) {
    return member.role === 'admin' && code === undefined ? ok(undefined) : TOO_MANY_PICKUP_CODES;
  }
  if (code === undefined)
    return fail('validation_failed', said('saidAskPickupCode'), { code: said('saidFieldRequired') });
  const claimed = await ctx.db
    .updateTable('orders')
    .set((eb) => ({ pickup_code_attempts: eb('pickup_code_attempts', '+', 1) }))
    .where('id', '=', order.id)
    .where('pickup_code_attempts', '<', PICKUP_CODE_TRIES)
    .where('status', '=', 'ready_for_pickup')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return TOO_MANY_PICKUP_CODES;
  if (code !== order.pickup_code) {
    const message = wrongCodeMessage(PICKUP_CODE_TRIES - order.pickup_code_attempts - 1, MANAGER_HANDS_OVER);
    return fail('validation_failed', message, { code: message });
  }
  return ok(undefined);
}

/** Sends a ready delivery order out with a rider of its store (staff-riders.ts): the card as it is then. */
export async function sendOrderOut(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string; rider_id: number },
): Promise<Result<{ order: StaffOrderView }>> {
  const sent = await sendOut(ctx, member, input);
  return sent.ok ? staffOrder(ctx, member, input.unique_order_id) : sent;
}

/** Accept (with the preparation time promised), prepare, mark ready, or hand a self-pickup order over. */
export async function takeStaffStep(
  ctx: ShopContext,
  member: StaffMember,
  input: {
    unique_order_id: string;
    event: StaffStepEvent;
    preparation_minutes?: number | undefined;
    code?: string | undefined;
  },
  /** An audit row to write in the step's own transaction (the order's id and store filled in), by the member. */
  audited?: { via: ChangeAuthor['via']; change: Omit<Change, 'entityId' | 'storeId'> },
): Promise<Result<{ order: StaffOrderView }>> {
  if (input.event !== 'accept' && input.preparation_minutes !== undefined)
    return fail('validation_failed', said('saidPreparationOnAccept'), {
      preparation_minutes: said('saidFieldOnlyAccepting'),
    });
  if (input.event !== 'hand_over' && input.code !== undefined)
    return fail('validation_failed', said('saidPickupCodeOnHandOver'), {
      code: said('saidFieldOnlyHandingOver'),
    });
  if (input.event === 'hand_over') {
    const checked = await checkPickupCode(ctx, member, input.unique_order_id, input.code);
    if (!checked.ok) return checked;
  }
  // A shop that asks riders for the customer's code asks the counter too (one setting, one habit).
  const withCode = input.event === 'mark_ready' && (await settingFlag(ctx, DELIVERY_CODE_SETTING, false));
  const stepped = await takeStep(ctx, input.unique_order_id, input.event, 'store', {
    async mayAct(tx, order) {
      const reach = await withinReach(member)(tx, order);
      if (!reach.ok || input.event !== 'prepare' || !packedOnLaterDay(order.delivery_date, shopToday(tx.now())))
        return reach;
      // An order for a later day is prepared on its day (staffActionsOf): not before, at one tap.
      const day = counterDay(order.delivery_date ?? '', shopToday(tx.now()));
      return fail('conflict', said('saidPrepareOnItsDay', { day }), { event: said('saidFieldPackedOn', { day }) });
    },
    async also(tx, order) {
      if (audited)
        await auditIn(tx, member, audited.via).record({
          ...audited.change,
          entityId: order.id,
          storeId: order.store_id,
        });
      if (input.event === 'mark_ready') {
        if (order.mode !== 'SELFPICKUP' || !withCode) return;
        await tx.db
          .updateTable('orders')
          .set({ pickup_code: deliveryCodeOf(randomInt(0, 10_000)), pickup_code_attempts: 0 })
          .where('id', '=', order.id)
          .execute();
        return;
      }
      if (input.event !== 'accept') return;
      // An order for a later day is packed on its day: no preparation time is promised now.
      const row = await tx.db
        .selectFrom('orders')
        .select('delivery_date')
        .where('id', '=', order.id)
        .executeTakeFirst();
      const later = packedOnLaterDay(row?.delivery_date ?? null, shopToday(tx.now()));
      await tx.db
        .updateTable('orders')
        .set({ preparation_minutes: later ? null : (input.preparation_minutes ?? DEFAULT_PREPARATION_MINUTES) })
        .where('id', '=', order.id)
        .execute();
    },
  });
  if (!stepped.ok) return stepped;
  return staffOrder(ctx, member, input.unique_order_id);
}

/**
 * Reject, with the reason the customer reads: everything the order took is given back in the
 * step's transaction (stock, coupon use, the wallet amount as a refund, a member's weight).
 */
export async function rejectOrder(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string; reason: string },
): Promise<Result<{ order: StaffOrderView }>> {
  const stepped = await takeStep(ctx, input.unique_order_id, 'reject', 'store', {
    mayAct: withinReach(member),
    reason: input.reason,
    async also(tx, order, moved) {
      const row = await tx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      await giveBackOrder(tx, row, 'Refund of an order the store could not take');
      await tx.db.updateTable('orders').set({ cancelled_at: moved.at }).where('id', '=', order.id).execute();
    },
  });
  if (!stepped.ok) return stepped;
  // Stock came back: the storefront must show it at once, on every instance.
  catalogChanged(ctx.db);
  // What was paid online goes back through the provider (the refund row was written with the step).
  await sendDueRefunds(ctx, await orderIdOf(ctx, input.unique_order_id));
  return staffOrder(ctx, member, input.unique_order_id);
}
