// §3 Combo (price, old_price) and §3 Item is_combo with its items, as ONE cart line: the price
// rule (decision 0193), §4 Cart (one store, replace, steppers),
// §4 Item availability of the parts and §5 Stock counted per part.
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyAvailability,
  cartLineKey,
  cartSubtotalMinor,
  emptyCart,
  lineUnitPriceMinor,
  removeFromCart,
  type Cart,
} from '../../../../src/domain/orders/cart.ts';
import {
  comboAvailability,
  comboCartItem,
  comboContents,
  comboPrice,
  stockNeeds,
  type ComboForCart,
} from '../../../../src/domain/catalogue/combo.ts';
import { checkStock, quantityInCart } from '../../../../src/domain/catalogue/stock.ts';
import type { CartLine, Item } from '../../../../src/domain/types.ts';
import { alphonsoMango, mango1kg, settings, tomato500g, tomatoes } from '../fixtures.ts';

const mangoPart = { id: alphonsoMango.id, name: 'Alphonso Mango', quantity: 2, item_variant: mango1kg };
const tomatoPart = { id: tomatoes.id, name: 'Tomato', quantity: 1, item_variant: tomato500g };

/** Two kilos of mango and a tomato pack: ₹349 × 2 + ₹24.50 = ₹722.50 bought one by one. */
const mangoBox: ComboForCart = {
  id: 7,
  slug: 'mango-box',
  name: 'Mango Box',
  image: null,
  price: 650,
  old_price: 822.5,
  restaurant_id: alphonsoMango.restaurant_id,
  restaurant_name: 'Koregaon Park Farm Store',
  items: [mangoPart, tomatoPart],
};

function add(cart: Cart, item: Item): Cart {
  const result = addToCart(cart, item, settings);
  if (!result.ok) throw new Error(`not added: ${result.reason}`);
  return result.cart;
}

describe('the combo price rule (§3 Combo price and old_price)', () => {
  it('charges the combo price and shows the saving against its old price', () => {
    expect(comboPrice({ ...mangoBox, old_price: 700 })).toEqual({
      unitMinor: 65_000,
      partsMinor: 72_250,
      oldMinor: 70_000,
      savingMinor: 5000,
    });
  });

  it('saves no more than the parts cost today: an old price of ₹822.50 over parts of ₹722.50 saves ₹72.50', () => {
    expect(comboPrice(mangoBox)).toEqual({
      unitMinor: 65_000,
      partsMinor: 72_250,
      oldMinor: 72_250,
      savingMinor: 7250,
    });
  });

  it('never charges more than the parts bought one by one today (a part on sale)', () => {
    const cheapMango = { ...mango1kg, price: 250 };
    const price = comboPrice({ ...mangoBox, items: [{ ...mangoPart, item_variant: cheapMango }, tomatoPart] });
    // 250 × 2 + 24.50 = 524.50 < 650: the parts' price, and no saving to claim.
    expect(price.unitMinor).toBe(52_450);
    expect(price.savingMinor).toBe(0);
  });

  it('has no saving when the old price is not above the price, and never a negative one', () => {
    expect(comboPrice({ ...mangoBox, old_price: 600 })).toMatchObject({ oldMinor: 65_000, savingMinor: 0 });
  });

  it('prices a combo line through the cart rules: unit × quantity (§3 Cart line)', () => {
    const line: CartLine = { ...comboCartItem(mangoBox), quantity: 3, selectedvariant: null, selectedaddons: [] };
    expect(lineUnitPriceMinor(line)).toBe(65_000);
    expect(cartSubtotalMinor([line])).toBe(195_000);
  });

  it('describes its parts in one line', () => {
    expect(comboContents(mangoBox.items)).toBe('Alphonso Mango 1 kg × 2 · Tomato 500 g × 1');
  });
});

describe('a combo in the cart (§4 Cart, §5 Stock)', () => {
  const combo = comboCartItem(mangoBox);

  it('is one line keyed apart from any item of the same id; adding again raises it by one', () => {
    const cart = add(add(emptyCart, combo), combo);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(2);
    expect(cart.activeRestaurantId).toBe(mangoBox.restaurant_id);
    const sameIdItem = { ...tomatoes, id: combo.id, selectedvariant: tomato500g };
    expect(cartLineKey({ ...sameIdItem, selectedaddons: [] })).not.toBe(cartLineKey(combo));
    const lowered = removeFromCart(cart, combo);
    expect(lowered.cart.lines[0]?.quantity).toBe(1);
    expect(lowered.couponCleared).toBe(true);
  });

  it('belongs to its store: a cart of another store asks to replace (§4 replace dialog)', () => {
    const otherStore = add(emptyCart, { ...tomatoes, restaurant_id: 99, selectedvariant: tomato500g });
    const result = addToCart(otherStore, combo, settings);
    expect(result).toMatchObject({ ok: false, reason: 'needs_replace', activeRestaurantId: 99 });
  });

  it('counts each part against its stock, with what the cart already holds of it (§5)', () => {
    // Tomato stock is 3: one tomato line of 2 leaves room for one combo (1 tomato each).
    const withTomatoes = add(add(emptyCart, { ...tomatoes, selectedvariant: tomato500g }), {
      ...tomatoes,
      selectedvariant: tomato500g,
    });
    const once = add(withTomatoes, combo);
    expect(quantityInCart(once.lines, tomato500g.id)).toBe(3);
    expect(quantityInCart(once.lines, mango1kg.id)).toBe(2);
    expect(addToCart(once, combo, settings)).toMatchObject({ ok: false, reason: 'stock_limit' });
  });

  it('cannot be added when a part is sold out or out of stock (§4 Item availability)', () => {
    const soldOut = comboCartItem({
      ...mangoBox,
      items: [mangoPart, { ...tomatoPart, item_variant: { ...tomato500g, is_active: 0 } }],
    });
    expect(comboAvailability(soldOut)).toMatchObject({ status: 'sold_out', part: { name: 'Tomato' } });
    expect(addToCart(emptyCart, soldOut, settings)).toMatchObject({ ok: false, reason: 'unavailable' });
    const empty = comboCartItem({
      ...mangoBox,
      items: [{ ...mangoPart, item_variant: { ...mango1kg, stock: 0 } }],
    });
    expect(comboAvailability(empty).status).toBe('out_of_stock');
  });

  it('takes part × quantity from stock in the server check, items and combos together (§5)', () => {
    const line: CartLine = { ...combo, quantity: 2, selectedvariant: null, selectedaddons: [] };
    expect(stockNeeds(line).map((need) => [need.variant.id, need.quantity])).toEqual([
      [mango1kg.id, 4],
      [tomato500g.id, 2],
    ]);
    const tomatoLine: CartLine = { ...tomatoes, quantity: 2, selectedvariant: tomato500g, selectedaddons: [] };
    const levels = new Map([
      [tomato500g.id, tomato500g],
      [mango1kg.id, mango1kg],
    ]);
    const check = checkStock([line, tomatoLine], levels);
    expect(check).toMatchObject({ ok: false, shortages: [{ variant_id: tomato500g.id, requested: 4, available: 3 }] });
  });

  it("takes the server's answer for the combo line only (§4 rechecked with the server)", () => {
    const cart = add(add(emptyCart, { ...tomatoes, id: combo.id, selectedvariant: tomato500g }), combo);
    const fresh = applyAvailability(cart, [
      {
        id: combo.id,
        variant_id: tomato500g.id,
        is_active: 1,
        price: 24.5,
        name: 'Tomato',
        selectedvariant: tomato500g,
      },
      {
        id: combo.id,
        is_combo: 1,
        variant_id: null,
        is_active: 0,
        price: 640,
        old_price: 800,
        name: 'Mango Box',
        selectedvariant: null,
      },
    ]);
    expect(fresh.allItemsAvailable).toBe(false);
    expect(fresh.cart.lines.map((line) => [line.is_combo, line.is_active, line.price])).toEqual([
      [0, 1, 24.5],
      [1, 0, 640],
    ]);
  });
});
