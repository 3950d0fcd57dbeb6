import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  isOutOfStock,
  isShownInLists,
  itemAvailability,
  OUT_OF_STOCK_FALLBACK,
  SOLD_OUT_LABEL,
  unavailableLineStatus,
} from '../../../../src/domain/catalogue/availability.ts';
import {
  alphonsoMango,
  freeCoriander,
  mango1kg,
  mango500g,
  paneer,
  settings,
  tomato500g,
  tomatoes,
} from '../fixtures.ts';

describe('§4 Item availability', () => {
  it('an item without variants is available', () => {
    expect(itemAvailability(paneer)).toBe('available');
  });

  it('an item whose variants all have stock is available', () => {
    expect(itemAvailability(alphonsoMango)).toBe('available');
  });

  it('a default variant (is_default = 1) with stock 0 makes the item out of stock', () => {
    const item = { ...alphonsoMango, variants: [{ ...mango1kg, stock: 0 }, mango500g] };
    expect(itemAvailability(item)).toBe('out_of_stock');
    expect(isOutOfStock(item)).toBe(true);
  });

  it('a default variant with negative stock is out of stock too', () => {
    expect(itemAvailability({ ...tomatoes, variants: [{ ...tomato500g, stock: -2 }] })).toBe('out_of_stock');
  });

  it('all variants need stock above 0: a non-default variant at 0 makes the item out of stock', () => {
    expect(itemAvailability({ ...alphonsoMango, variants: [mango1kg, { ...mango500g, stock: 0 }] })).toBe(
      'out_of_stock',
    );
  });

  it('the chosen variant alone decides when one is chosen', () => {
    const item = { ...alphonsoMango, variants: [mango1kg, { ...mango500g, stock: 0 }] };
    expect(itemAvailability(item, mango1kg)).toBe('available');
    expect(itemAvailability(item, { ...mango500g, stock: 0 })).toBe('out_of_stock');
  });

  it('an infinite or negative-allowed variant at 0 stock is still available', () => {
    expect(itemAvailability({ ...tomatoes, variants: [{ ...tomato500g, stock: 0, is_infinite: 1 }] })).toBe(
      'available',
    );
    expect(itemAvailability({ ...tomatoes, variants: [{ ...tomato500g, stock: 0, is_negative: 1 }] })).toBe(
      'available',
    );
  });

  it('an inactive item is unavailable, whatever its stock', () => {
    expect(itemAvailability({ ...alphonsoMango, is_active: 0 })).toBe('unavailable');
  });

  it('an inactive chosen variant is sold out', () => {
    expect(itemAvailability(alphonsoMango, { ...mango500g, is_active: 0 })).toBe('sold_out');
  });

  it('inactive variants are skipped; all of them inactive means sold out', () => {
    expect(itemAvailability({ ...alphonsoMango, variants: [mango1kg, { ...mango500g, is_active: 0, stock: 0 }] })).toBe(
      'available',
    );
    expect(itemAvailability({ ...tomatoes, variants: [{ ...tomato500g, is_active: 0 }] })).toBe('sold_out');
  });
});

describe('§8 Availability labels', () => {
  it('inactive item shows cartItemNotAvailable', () => {
    expect(availabilityLabel('unavailable', settings)).toBe('Item not available');
  });

  it("inactive variant shows 'Sold Out'", () => {
    expect(availabilityLabel('sold_out', settings)).toBe(SOLD_OUT_LABEL);
    expect(SOLD_OUT_LABEL).toBe('Sold Out');
  });

  it("out of stock shows outOfStockText, or 'Out of Stock' when it is empty", () => {
    expect(availabilityLabel('out_of_stock', { ...settings, outOfStockText: 'Sold out for today' })).toBe(
      'Sold out for today',
    );
    expect(availabilityLabel('out_of_stock', { ...settings, outOfStockText: ' ' })).toBe(OUT_OF_STOCK_FALLBACK);
  });

  it("the texts may be the labels of the customer's language (Marathi)", () => {
    const marathi = {
      cartItemNotAvailable: 'हा पदार्थ उपलब्ध नाही',
      outOfStockText: 'स्टॉक संपला',
      soldOutText: 'विकले गेले',
    };
    expect(availabilityLabel('unavailable', marathi)).toBe('हा पदार्थ उपलब्ध नाही');
    expect(availabilityLabel('sold_out', marathi)).toBe('विकले गेले');
    expect(availabilityLabel('out_of_stock', marathi)).toBe('स्टॉक संपला');
  });

  it('an available item shows no label', () => {
    expect(availabilityLabel('available', settings)).toBeNull();
  });
});

describe('§2 Free items in lists', () => {
  it('items with is_free_item = 1 are hidden from lists', () => {
    expect(isShownInLists(freeCoriander)).toBe(false);
    expect(isShownInLists(paneer)).toBe(true);
  });
});

describe('an unavailable cart line says why (§8: cartItemNotAvailable, Sold Out, Out of Stock)', () => {
  it('names an inactive variant sold out and a variant without stock out of stock', () => {
    expect(unavailableLineStatus({ selectedvariant: { ...mango1kg, is_active: 0 } })).toBe('sold_out');
    expect(unavailableLineStatus({ selectedvariant: { ...mango1kg, stock: 0, is_infinite: 0, is_negative: 0 } })).toBe(
      'out_of_stock',
    );
  });

  it('names anything else not available: the item itself, a line without a variant, a combo', () => {
    expect(unavailableLineStatus({ selectedvariant: mango1kg })).toBe('unavailable');
    expect(unavailableLineStatus({ selectedvariant: null })).toBe('unavailable');
    expect(unavailableLineStatus({ selectedvariant: null, is_combo: 1 })).toBe('unavailable');
  });
});
