// What an order's screens say of its short lines and of its bill after them (decision 0285): the
// customer's order page, receipt and My orders (orders.ts) and the counter (staff-substitutions.ts);
// and the lines as packed, which the queue's card and slip, the packing list and the riders' jobs
// list. Reads only.
import type { Kysely } from 'kysely';
import type { AdjustedBillView, OrderSubstitutionView } from '../../../domain/api/substitutions.ts';
import { fromMinor, multiplyMinor } from '../../../domain/money.ts';
import { shortValueMinor } from '../../../domain/orders/substitutions.ts';
import { type PackedLine, packedLines } from '../../../domain/orders/packed-lines.ts';
import type { SelectedAddon } from '../../../domain/types.ts';
import type { OrderItemRow, OrderSubstitutionRow } from '../../db/schema-orders.ts';
import type { Database } from '../../db/schema.ts';

/** The bill after short lines as orders.adjusted_bill keeps it (paise). */
export interface StoredAdjustedBill {
  subtotal: number;
  discount: number;
  couponDropped: boolean;
  deliveryCharge: number;
  freeDeliveryLost: boolean;
  total: number;
  payable: number;
  collect: number;
}

type LineRow = Pick<OrderItemRow, 'id' | 'order_id' | 'name' | 'variant_name' | 'quantity' | 'unit_price_paise'>;

export async function substitutionRowsOf(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<OrderSubstitutionRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_substitutions').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** The names of the short combo parts named by these rows. */
export async function partNamesOf(
  db: Kysely<Database>,
  rows: readonly OrderSubstitutionRow[],
): Promise<Map<number, string>> {
  const ids = rows.flatMap((row) => (row.part_id === null ? [] : [row.part_id]));
  if (ids.length === 0) return new Map();
  const parts = await db.selectFrom('order_item_parts').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(parts.map((part) => [part.id, part.name]));
}

/** One short line as the customer reads it; `line` is its place in the order, from 1. */
function substitutionView(
  row: OrderSubstitutionRow,
  item: LineRow,
  line: number,
  partName: string | null,
): OrderSubstitutionView {
  // What the short units cost as placed (a combo part's share is not known here: the line's unit price per part unit).
  const shortMinor =
    row.part_id === null
      ? shortValueMinor(
          { id: item.id, unitMinor: item.unit_price_paise, quantity: item.quantity },
          { shortQuantity: row.short_quantity },
        )
      : 0;
  const substitute =
    row.substitute_name !== null && row.substitute_unit_paise !== null
      ? (() => {
          const total = multiplyMinor(row.substitute_unit_paise, row.substitute_quantity);
          return {
            name: row.substitute_name,
            variant_name: row.substitute_variant_name,
            quantity: row.substitute_quantity,
            unit_price: fromMinor(row.substitute_unit_paise),
            total: fromMinor(total),
            dearer_by: row.part_id === null ? fromMinor(Math.max(total - shortMinor, 0)) : 0,
          };
        })()
      : null;
  return {
    line,
    name: item.name,
    variant_name: item.variant_name,
    part_name: partName,
    short_quantity: row.short_quantity,
    preference: row.preference,
    substitute,
    state: row.state,
    answer_due_at: row.state === 'asked' ? row.answer_due_at : null,
    answer: row.answer,
    outcome: row.outcome,
    refunded_to_wallet: fromMinor(row.refund_wallet_paise),
    refunded_online: fromMinor(row.refund_online_paise),
  };
}

/** The short lines of one order's lines (in line order), keyed by order item id. */
export function substitutionViewsOf(
  rows: readonly OrderSubstitutionRow[],
  items: readonly LineRow[],
  partNames: ReadonlyMap<number, string>,
): OrderSubstitutionView[] {
  const lines = [...items].sort((a, b) => a.id - b.id);
  return rows.flatMap((row) => {
    const index = lines.findIndex((item) => item.id === row.order_item_id);
    const item = lines[index];
    return item
      ? [substitutionView(row, item, index + 1, row.part_id === null ? null : (partNames.get(row.part_id) ?? null))]
      : [];
  });
}

/** The adjusted bill of an order (null while nothing changed), with its refunds in all. */
export function adjustedBillView(
  stored: string | null,
  rows: readonly OrderSubstitutionRow[],
): AdjustedBillView | null {
  if (stored === null) return null;
  const bill = JSON.parse(stored) as StoredAdjustedBill;
  return {
    subtotal: fromMinor(bill.subtotal),
    discount: fromMinor(bill.discount),
    coupon_dropped: bill.couponDropped,
    delivery_charge: fromMinor(bill.deliveryCharge),
    free_delivery_lost: bill.freeDeliveryLost,
    total: fromMinor(bill.total),
    payable: fromMinor(bill.payable),
    refunded_to_wallet: fromMinor(rows.reduce((sum, row) => sum + row.refund_wallet_paise, 0)),
    refunded_online: fromMinor(rows.reduce((sum, row) => sum + row.refund_online_paise, 0)),
    collect: fromMinor(bill.collect),
  };
}

function addonNames(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as SelectedAddon[]).map((addon) => addon.addon_name) : [];
}

/** The lines of these orders as packed (short units out, settled substitutes in), by order id. */
export async function packedLinesOf(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Map<number, PackedLine[]>> {
  if (orderIds.length === 0) return new Map();
  const [items, shortages] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['id', 'order_id', 'name', 'variant_name', 'quantity', 'addons'])
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute(),
    substitutionRowsOf(db, orderIds),
  ]);
  const partNames = await partNamesOf(db, shortages);
  const itemsOf = Map.groupBy(items, (item) => item.order_id);
  const shortagesOf = Map.groupBy(shortages, (row) => row.order_id);
  return new Map(
    orderIds.map((orderId) => [
      orderId,
      packedLines(
        (itemsOf.get(orderId) ?? []).map((item) => ({ ...item, addons: addonNames(item.addons) })),
        shortagesOf.get(orderId) ?? [],
        partNames,
      ),
    ]),
  );
}
