// The queue's new arrivals (decision 0322): at the top, newest first, until accepted or rejected.
import { describe, expect, it } from 'vitest';
import { justIn, runningBelowJustIn } from '../../../../src/domain/staff/just-in.ts';
import type { OrderStatusName } from '../../../../src/domain/orders/order-flow.ts';

const order = (id: string, status: OrderStatusName, minute: number) => ({
  unique_order_id: id,
  status,
  created_at: `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const QUEUE = [
  order('A', 'placed', 1),
  order('B', 'placed', 2),
  order('C', 'preparing', 3),
  order('D', 'placed', 4),
  order('E', 'placed', 5),
  order('F', 'delivered', 6),
];

describe('orders just in', () => {
  it('are those that arrived while the queue was open and are still to accept, newest first', () => {
    expect(justIn(QUEUE, new Set(['D', 'E', 'C'])).map((one) => one.unique_order_id)).toEqual(['E', 'D']);
  });

  it('leave the slot headings the other running orders, in their order', () => {
    expect(runningBelowJustIn(QUEUE, new Set(['D', 'E'])).map((one) => one.unique_order_id)).toEqual(['A', 'B', 'C']);
  });

  it('go back under their slot once accepted', () => {
    const accepted = QUEUE.map((one) => (one.unique_order_id === 'E' ? { ...one, status: 'accepted' as const } : one));
    expect(justIn(accepted, new Set(['E'])).map((one) => one.unique_order_id)).toEqual([]);
    expect(runningBelowJustIn(accepted, new Set(['E'])).map((one) => one.unique_order_id)).toContain('E');
  });
});
