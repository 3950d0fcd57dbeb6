import { describe, expect, it } from 'vitest';
import {
  checkAddAgainstStock,
  checkStock,
  quantityInCart,
  type StockLevel,
} from '../../../../src/domain/catalogue/stock.ts';
import { kitchenSinkLines, lineOf, mango1kg, settings, tomato500g, tomatoes } from '../fixtures.ts';

describe('§5 Stock on add', () => {
  it('counts the cart quantity of a variant across its lines', () => {
    const lines = [...kitchenSinkLines, lineOf(tomatoes, 2, tomato500g)];
    expect(quantityInCart(lines, tomato500g.id)).toBe(5);
  });

  it('allows an add while the total stays within stock (3 tomatoes in stock, 2 in cart)', () => {
    expect(checkAddAgainstStock([lineOf(tomatoes, 2, tomato500g)], tomato500g, settings)).toEqual({ ok: true });
  });

  it('refuses the add that would exceed stock, with the configured inventory message', () => {
    const result = checkAddAgainstStock(kitchenSinkLines, tomato500g, settings);
    expect(result).toEqual({
      ok: false,
      reason: 'stock_limit',
      message: 'Sorry, no more of this item is in stock right now.',
      variantId: 1021,
      stock: 3,
      inCart: 3,
    });
  });

  it('does not limit infinite or negative-allowed variants', () => {
    expect(checkAddAgainstStock(kitchenSinkLines, { ...tomato500g, is_infinite: 1 }, settings).ok).toBe(true);
    expect(checkAddAgainstStock(kitchenSinkLines, { ...tomato500g, is_negative: 1 }, settings).ok).toBe(true);
  });

  it('does not limit a line without a variant', () => {
    expect(checkAddAgainstStock(kitchenSinkLines, null, settings).ok).toBe(true);
  });
});

describe('§5 Server-side checkStock', () => {
  const fresh = (entries: [number, StockLevel][]): Map<number, StockLevel> => new Map(entries);

  it('passes the kitchen sink against the stock it was built on', () => {
    const stock = fresh([
      [mango1kg.id, mango1kg],
      [tomato500g.id, tomato500g],
    ]);
    expect(checkStock(kitchenSinkLines, stock)).toEqual({ ok: true });
  });

  it('reports every variant whose requested quantity is above fresh stock', () => {
    const stock = fresh([
      [mango1kg.id, { stock: 1, is_infinite: 0, is_negative: 0 }],
      [tomato500g.id, { stock: 2, is_infinite: 0, is_negative: 0 }],
    ]);
    expect(checkStock(kitchenSinkLines, stock)).toEqual({
      ok: false,
      reason: 'out_of_stock',
      shortages: [
        { variant_id: 1011, requested: 2, available: 1 },
        { variant_id: 1021, requested: 3, available: 2 },
      ],
    });
  });

  it('treats a variant missing from the database as stock 0, and negative stock as 0 available', () => {
    const stock = fresh([[tomato500g.id, { stock: -4, is_infinite: 0, is_negative: 0 }]]);
    const result = checkStock(kitchenSinkLines, stock);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.shortages).toEqual([
        { variant_id: 1011, requested: 2, available: 0 },
        { variant_id: 1021, requested: 3, available: 0 },
      ]);
    }
  });

  it('skips infinite and negative-allowed variants', () => {
    const stock = fresh([
      [mango1kg.id, { stock: 0, is_infinite: 1, is_negative: 0 }],
      [tomato500g.id, { stock: 0, is_infinite: 0, is_negative: 1 }],
    ]);
    expect(checkStock(kitchenSinkLines, stock)).toEqual({ ok: true });
  });
});
