// Moving an order along its timeline (docs/decisions.md, "Order status flow": a command or service call advances
// an order's status for operators and tests until the delivery-partner screens
// exist): placed → accepted → preparing → on the way (ready for pickup when the
// customer collects it) → delivered. Cancelled and delivered orders stay put.
import { fail, ok, type Result } from '../../domain/api/errors.ts';
import type { ShopContext } from '../context.ts';
import type { OrderRow, OrderStatus } from '../db/schema-orders.ts';
import { forUpdate, inWriteTransaction } from '../db/write-transaction.ts';

export interface AdvancedOrder {
  unique_order_id: string;
  from: OrderStatus;
  status: OrderStatus;
}

/** The status after `status`, or null for a finished order. */
function nextStatus(status: OrderStatus, mode: OrderRow['mode']): OrderStatus | null {
  switch (status) {
    case 'placed':
      return 'accepted';
    case 'accepted':
      return 'preparing';
    case 'preparing':
      return mode === 'SELFPICKUP' ? 'ready_for_pickup' : 'on_the_way';
    case 'on_the_way':
    case 'ready_for_pickup':
      return 'delivered';
    case 'delivered':
    case 'cancelled':
      return null;
  }
}

/** Advances any customer's order by one step (an operator action: no ownership check). */
export async function advanceOrder(ctx: ShopContext, uniqueOrderId: string): Promise<Result<AdvancedOrder>> {
  return inWriteTransaction(ctx, async (tx): Promise<Result<AdvancedOrder>> => {
    const query = tx.db
      .selectFrom('orders')
      .select(['id', 'status', 'mode'])
      .where('unique_order_id', '=', uniqueOrderId);
    const order = await forUpdate(tx, query).executeTakeFirst();
    if (!order) return fail('not_found', `No order ${uniqueOrderId}.`, { unique_order_id: 'no such order' });
    const next = nextStatus(order.status, order.mode);
    if (next === null)
      return fail('conflict', `Order ${uniqueOrderId} is ${order.status}; it cannot move on.`, {
        unique_order_id: order.status,
      });
    const now = tx.now().toISOString();
    await tx.db.updateTable('orders').set({ status: next, updated_at: now }).where('id', '=', order.id).execute();
    await tx.db.insertInto('order_status_events').values({ order_id: order.id, status: next, at: now }).execute();
    return ok({ unique_order_id: uniqueOrderId, from: order.status, status: next });
  });
}
