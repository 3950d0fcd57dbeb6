// Reading orders (decision 0120; §4 Account checks: running-order
// check; §7 get orders, order-related calls). A customer reaches only their own
// orders: another customer's unique_order_id answers 404, as a missing one does.
import { type Kysely, sql } from 'kysely';
import type { RunningOrderAnswer } from '../../../domain/api/accounts.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { OrderAnswer, OrderComboPartView, OrdersAnswer, OrderView } from '../../../domain/api/orders.ts';
import { fromMinor } from '../../../domain/money.ts';
import { isFulfilled, STORE_RUNNING_STATUSES, transition } from '../../../domain/orders/order-flow.ts';
import { asReadAt, paymentStateOf } from '../../../domain/orders/payments.ts';
import { readyBy, reachesStore, type StaffScope } from '../../../domain/staff/staff.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import type { SelectedAddon } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import type { Database } from '../../db/schema.ts';
import { translatedOrders } from '../shop/translations.ts';
import { said } from '../../said.ts';
import { adjustedBillView, partNamesOf, substitutionRowsOf, substitutionViewsOf } from './substitution-views.ts';
import { orderDocumentNames } from '../tax/documents.ts';

const PAGE_SIZE = 20;

export const ORDER_NOT_FOUND = said('saidNoSuchOrder');

/**
 * Who reads: the customer (null), or a staff member holding their session, with the member's
 * role and stores (decision 0276): then only orders of those stores are there, and no pickup code.
 */
export type HeldBy = StaffScope | null;

/** Who reads, for a signed-in user: the member's scope when staff hold the session. */
export function heldBy(user: { acting: { scope: StaffScope } | null }): HeldBy {
  return user.acting?.scope ?? null;
}

function parseAddons(text: string): SelectedAddon[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as SelectedAddon[]) : [];
}

/** The parts of combo lines (migration 012), by order line id. */
async function comboPartsOf(
  db: Kysely<Database>,
  lineIds: readonly number[],
): Promise<Map<number, OrderComboPartView[]>> {
  if (lineIds.length === 0) return new Map();
  const parts = await db
    .selectFrom('order_item_parts')
    .select(['order_item_id', 'item_id', 'name', 'variant_name', 'quantity'])
    .where('order_item_id', 'in', [...lineIds])
    .orderBy('id')
    .execute();
  return new Map(
    [...Map.groupBy(parts, (part) => part.order_item_id)].map(([lineId, rows]) => [
      lineId,
      rows.map(({ item_id, name, variant_name, quantity }) => ({ item_id, name, variant_name, quantity })),
    ]),
  );
}

/** The API view of order rows, with their items, timeline, store and rating (four queries whatever the count). */
async function orderViews(db: Kysely<Database>, rows: readonly OrderRow[], held: HeldBy = null): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const staffIds = [
    ...new Set(rows.flatMap((row) => (row.placed_by_staff_id === null ? [] : [row.placed_by_staff_id]))),
  ];
  const [items, events, stores, ratings, staff, paid, refunds] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_status_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('stores')
      .select(['id', 'name', 'slug', 'address', 'phone'])
      .where('id', 'in', [...new Set(rows.map((row) => row.store_id))])
      .execute(),
    db.selectFrom('ratings').select(['order_id', 'stars', 'comment']).where('order_id', 'in', ids).execute(),
    staffIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute(),
    // Online payments: which orders a payment paid, and their refunds.
    db
      .selectFrom('payment_attempts')
      .select('order_id')
      .where('order_id', 'in', ids)
      .where('status', '=', 'paid')
      .execute(),
    // The order's own refund (a cancel's, a rejection's); a short line's is told with its line.
    db
      .selectFrom('payment_refunds')
      .select(['order_id', 'status'])
      .where('order_id', 'in', ids)
      .where('substitution_id', 'is', null)
      .execute(),
  ]);
  const shortages = await substitutionRowsOf(db, ids);
  const documentOf = await orderDocumentNames(
    db,
    rows.filter((row) => isFulfilled(row.status)).map((row) => row.id),
  );
  const shortagesByOrder = Map.groupBy(shortages, (row) => row.order_id);
  const shortPartNames = await partNamesOf(db, shortages);
  const paidOrders = new Set(paid.map((row) => row.order_id));
  const refundOf = new Map(refunds.map((row) => [row.order_id, row.status]));
  const staffNames = new Map(staff.map((member) => [member.id, member.name]));
  const partsByLine = await comboPartsOf(
    db,
    items.filter((item) => item.combo_id !== null).map((item) => item.id),
  );
  const itemsByOrder = Map.groupBy(items, (item) => item.order_id);
  const eventsByOrder = Map.groupBy(events, (event) => event.order_id);
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const ratingByOrder = new Map(ratings.map((rating) => [rating.order_id, rating]));
  return rows.map((row): OrderView => {
    const rating = ratingByOrder.get(row.id);
    return {
      unique_order_id: row.unique_order_id,
      kind: row.kind,
      status: row.status,
      mode: row.mode,
      restaurant: storeById.get(row.store_id) ?? { id: row.store_id, name: '', slug: '', address: '', phone: '' },
      address:
        row.address_text === null || row.address_lat === null || row.address_lng === null
          ? null
          : {
              address: row.address_text,
              house: row.address_house,
              tag: row.address_tag,
              latitude: row.address_lat,
              longitude: row.address_lng,
            },
      delivery_date: row.delivery_date,
      slot:
        row.slot_day !== null && row.slot_start_minute !== null && row.slot_end_minute !== null
          ? {
              day: row.slot_day,
              start_minute: row.slot_start_minute,
              end_minute: row.slot_end_minute,
              fee: fromMinor(row.slot_fee_paise),
            }
          : null,
      payment_method: row.payment_method,
      payment_state: paymentStateOf({
        status: row.status,
        payment_method: row.payment_method,
        paid: paidOrders.has(row.id),
        refund: refundOf.get(row.id) ?? null,
      }),
      payment_expires_at: row.status === 'awaiting_payment' ? row.payment_expires_at : null,
      coupon_code: row.coupon_code,
      subtotal: fromMinor(row.subtotal_paise),
      discount: fromMinor(row.discount_paise),
      delivery_charge: fromMinor(row.delivery_charge_paise),
      tip: fromMinor(row.tip_paise),
      wallet_used: fromMinor(row.wallet_used_paise),
      total: fromMinor(row.total_paise),
      total_payable: fromMinor(row.total_payable_paise),
      items: (itemsByOrder.get(row.id) ?? []).map((item) => ({
        item_id: item.item_id,
        variant_id: item.variant_id,
        combo_id: item.combo_id,
        name: item.name,
        variant_name: item.variant_name,
        quantity: item.quantity,
        unit_price: fromMinor(item.unit_price_paise),
        selectedaddons: parseAddons(item.addons),
        line_total: fromMinor(item.line_total_paise),
        parts: partsByLine.get(item.id) ?? [],
        substitution: item.substitution,
      })),
      timeline: (eventsByOrder.get(row.id) ?? []).map((event) => ({ status: event.status, at: event.at })),
      ready_by: readyBy({
        status: row.status,
        preparation_minutes: row.preparation_minutes,
        timeline: eventsByOrder.get(row.id) ?? [],
      }),
      // Shown to the customer only while the order waits at the counter (the counter types it),
      // never to staff holding their session.
      pickup_code: row.status === 'ready_for_pickup' && held === null ? row.pickup_code : null,
      created_at: row.created_at,
      cancelled_at: row.cancelled_at,
      cancel_reason: row.cancel_reason,
      placed_by_staff: row.placed_by_staff_id === null ? null : (staffNames.get(row.placed_by_staff_id) ?? null),
      can_cancel: transition(row, 'cancel', 'customer').ok,
      can_rate: isFulfilled(row.status) && rating === undefined,
      rating: rating ? { stars: rating.stars, comment: rating.comment } : null,
      substitutions: substitutionViewsOf(
        shortagesByOrder.get(row.id) ?? [],
        itemsByOrder.get(row.id) ?? [],
        shortPartNames,
      ),
      adjusted: adjustedBillView(row.adjusted_bill, shortagesByOrder.get(row.id) ?? []),
      tax_document: documentOf.get(row.id) ?? null,
    };
  });
}

/** The customer's order by its unique id, or undefined (also for another customer's). */
export async function findOwnOrder(
  db: Kysely<Database>,
  userId: number,
  uniqueOrderId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('unique_order_id', '=', uniqueOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function orderViewById(db: Kysely<Database>, orderId: number): Promise<OrderView> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const [view] = await orderViews(db, [row]);
  if (!view) throw new Error(`Order ${orderId} has no view`);
  return view;
}

/** The customer's orders, only those of the member's stores when staff hold the session. */
function ordersOf(db: Kysely<Database>, userId: number, held: HeldBy) {
  const query = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
  if (held === null || !isStoreBound(held.role)) return query;
  return held.store_ids.length === 0
    ? query.where(sql<boolean>`1 = 0`)
    : query.where('store_id', 'in', [...held.store_ids]);
}

/** §7 Get orders: the customer's orders with their items, newest first. */
export async function listOrders(
  ctx: ShopContext,
  userId: number,
  page = 1,
  held: HeldBy = null,
): Promise<Result<OrdersAnswer>> {
  const rows = await ordersOf(ctx.db, userId, held)
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const views = await orderViews(ctx.db, rows.slice(0, PAGE_SIZE), held);
  const orders = await translatedOrders(
    ctx,
    views.map((view) => asReadAt(view, ctx.now())),
  );
  return ok({ orders, page, has_more: rows.length > PAGE_SIZE });
}

/** One order of the customer's (the running-order page); 404 for anyone else's, and for staff holding the session, another store's. */
export async function getOrder(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
  held: HeldBy = null,
): Promise<Result<OrderAnswer>> {
  const row = await findOwnOrder(ctx.db, userId, uniqueOrderId);
  if (!row || (held !== null && !reachesStore(held, row.store_id)))
    return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
  const views = await orderViews(ctx.db, [row], held);
  const [order] = await translatedOrders(
    ctx,
    views.map((view) => asReadAt(view, ctx.now())),
  );
  return order ? ok({ order }) : fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
}

/** §4 Running-order check: the customer's newest order that has not reached an end of §4 Order lifecycle. */
export async function runningOrder(
  ctx: ShopContext,
  userId: number,
  held: HeldBy = null,
): Promise<Result<RunningOrderAnswer>> {
  const row = await ordersOf(ctx.db, userId, held)
    // An order not paid yet is not "on its way": My orders and its payment page lead to it.
    .where('status', 'in', [...STORE_RUNNING_STATUSES])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return ok({ success: true, has_running_order: row !== undefined, unique_order_id: row?.unique_order_id ?? null });
}
