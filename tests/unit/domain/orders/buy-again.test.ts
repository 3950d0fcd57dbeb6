import { describe, expect, it } from 'vitest';
import { buyAgainProducts, NOT_BOUGHT_STATUSES } from '../../../../src/domain/orders/buy-again.ts';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('§2 Mobile home, Buy again: the products of the latest orders', () => {
  it('answers the newest order’s products first, each product once at its newest', () => {
    const lines = [
      { link_slug: 'banana', order_id: 1, created_at: at(0) },
      { link_slug: 'tomato', order_id: 1, created_at: at(0) },
      { link_slug: 'apple', order_id: 2, created_at: at(5) },
      { link_slug: 'banana', order_id: 2, created_at: at(5) },
    ];
    expect(buyAgainProducts(lines)).toEqual(['apple', 'banana', 'tomato']);
  });

  it('of two orders placed at the same instant, the later one (larger id) comes first; an order keeps its lines’ order', () => {
    const lines = [
      { link_slug: 'milk', order_id: 7, created_at: at(1) },
      { link_slug: 'bread', order_id: 7, created_at: at(1) },
      { link_slug: 'eggs', order_id: 8, created_at: at(1) },
    ];
    expect(buyAgainProducts(lines)).toEqual(['eggs', 'milk', 'bread']);
  });

  it('stops at the limit', () => {
    const lines = Array.from({ length: 20 }, (_, index) => ({
      link_slug: `p${index}`,
      order_id: index,
      created_at: at(index),
    }));
    expect(buyAgainProducts(lines, 3)).toEqual(['p19', 'p18', 'p17']);
    expect(buyAgainProducts(lines)).toHaveLength(12);
  });

  it('counts no order that bought nothing: unpaid, failed, cancelled or rejected', () => {
    expect([...NOT_BOUGHT_STATUSES].sort()).toEqual(['awaiting_payment', 'cancelled', 'payment_failed', 'rejected']);
  });
});
