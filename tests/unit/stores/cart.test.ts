// stores/cart.ts on a device of its own: each action's effect is read back from what the device
// keeps (the 'cart' and §3 'appliedCoupon' keys) and from the dialogs' ui store, with the kitchen
// sink of tests/unit/domain/fixtures.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/domain/orders/cart.ts';
import type { CartAvailabilityResult, CartLine } from '../../../src/domain/types.ts';
import {
  alphonsoMango,
  banerOnions,
  cubes,
  freeCoriander,
  kitchenSinkLines,
  mango500g,
  masalaPack,
  paneer,
  tomato500g,
  tomatoes,
} from '../domain/fixtures.ts';
import { type Device, freshDevice } from './device.ts';

const INVENTORY_MESSAGE = 'Sorry, no more of this item is in stock right now.';

let device: Device;
let cart: typeof import('../../../src/stores/cart.ts');
let ui: typeof import('../../../src/stores/ui.ts');

async function onDevice(holds: Record<string, string> = {}): Promise<void> {
  device = freshDevice({ holds });
  cart = await import('../../../src/stores/cart.ts');
  ui = await import('../../../src/stores/ui.ts');
}

const storedCart = () => device.stored('cart') as Cart;
const quantities = () => storedCart().lines.map((line) => [line.name, line.quantity]);

beforeEach(() => onDevice());

describe('§4 Cart: adding', () => {
  it('puts a new line in at quantity 1, raises it by one on the next add, and keeps the store', () => {
    expect(cart.addItem({ ...tomatoes, selectedvariant: tomato500g })).toBe('added');
    expect(cart.addItem({ ...tomatoes, selectedvariant: tomato500g })).toBe('added');
    expect(quantities()).toEqual([['Tomato (Hybrid)', 2]]);
    expect(storedCart().activeRestaurantId).toBe(1);
  });

  it('keeps two addon choices of one item as two lines', () => {
    cart.addItem({ ...paneer, selectedaddons: [cubes] });
    cart.addItem({ ...paneer, selectedaddons: [cubes, masalaPack] });
    expect(storedCart().lines.map((line) => line.selectedaddons.length)).toEqual([1, 2]);
  });

  it('keeps a free item at 1 however often it is added', () => {
    cart.addItem(freeCoriander);
    cart.addItem(freeCoriander);
    expect(quantities()).toEqual([['Coriander Bunch', 1]]);
  });

  it('§5 refuses the add past the stock with the inventory message, gone after 5 s', () => {
    vi.useFakeTimers();
    try {
      for (let count = 0; count < 3; count++) cart.addItem({ ...tomatoes, selectedvariant: tomato500g });
      expect(cart.addItem({ ...tomatoes, selectedvariant: tomato500g })).toBe('stock_limit');
      expect(quantities()).toEqual([['Tomato (Hybrid)', 3]]);
      expect(ui.$notice.get()?.text).toBe(INVENTORY_MESSAGE);
      vi.advanceTimersByTime(4999);
      expect(ui.$notice.get()?.text).toBe(INVENTORY_MESSAGE);
      vi.advanceTimersByTime(1);
      expect(ui.$notice.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('§8 refuses an inactive item with the cartItemNotAvailable text', () => {
    expect(cart.addItem({ ...paneer, is_active: 0 })).toBe('unavailable');
    expect(ui.$notice.get()?.text).toBe('Item not available');
    expect(device.stored('cart')).toBeUndefined();
  });
});

describe('§4 Cart: another store asks before replacing', () => {
  beforeEach(() => {
    cart.addItem({ ...alphonsoMango, selectedvariant: mango500g });
    cart.$appliedCoupon.set('FRESH20');
  });

  it('asks with the item and leaves the cart as it was', () => {
    expect(cart.addItem(banerOnions)).toBe('needs_replace');
    expect(ui.$replaceRequest.get()?.id).toBe(banerOnions.id);
    expect(quantities()).toEqual([['Alphonso Mango (Ratnagiri, Premium)', 1]]);
  });

  it('yes clears the cart and the coupon, then adds the new item', () => {
    cart.addItem(banerOnions);
    cart.confirmReplace();
    expect(quantities()).toEqual([['Onion (Nashik)', 1]]);
    expect(storedCart().activeRestaurantId).toBe(2);
    expect(device.stored('appliedCoupon')).toBeNull();
    expect(ui.$replaceRequest.get()).toBeNull();
  });

  it('no keeps the cart and the coupon', () => {
    cart.addItem(banerOnions);
    cart.cancelReplace();
    expect(quantities()).toEqual([['Alphonso Mango (Ratnagiri, Premium)', 1]]);
    expect(device.stored('appliedCoupon')).toBe('FRESH20');
    expect(ui.$replaceRequest.get()).toBeNull();
  });
});

describe('§4 Cart: removing clears an applied coupon', () => {
  beforeEach(() => {
    cart.addItem({ ...tomatoes, selectedvariant: tomato500g });
    cart.addItem({ ...tomatoes, selectedvariant: tomato500g });
    cart.$appliedCoupon.set('FRESH20');
  });

  it('lowers by one, and at one removes the line; the empty cart forgets its store', () => {
    cart.removeItem(tomatoes);
    expect(quantities()).toEqual([['Tomato (Hybrid)', 1]]);
    expect(device.stored('appliedCoupon')).toBeNull();
    cart.removeItem(tomatoes);
    expect(storedCart()).toEqual({ lines: [], activeRestaurantId: null });
  });

  it('removes a whole line whatever its quantity', () => {
    cart.removeCartLine(tomatoes);
    expect(storedCart().lines).toEqual([]);
    expect(device.stored('appliedCoupon')).toBeNull();
  });

  it("§2 'Remove All' drops the unavailable lines only", () => {
    cart.addItem(paneer);
    cart.applyCartAvailability(storedCartLines(), [
      {
        id: tomatoes.id,
        variant_id: tomato500g.id,
        is_active: 0,
        price: 24.5,
        name: 'Tomato (Hybrid)',
        selectedvariant: null,
      },
      { id: paneer.id, variant_id: null, is_active: 1, price: 90, name: paneer.name, selectedvariant: null },
    ]);
    cart.removeUnavailableItems();
    expect(quantities()).toEqual([['Fresh Malai Paneer 200 g', 1]]);
    expect(device.stored('appliedCoupon')).toBeNull();
  });
});

function storedCartLines(): CartLine[] {
  return cart.$cart.get().lines;
}

describe('§4 availability recheck', () => {
  const fresh = (line: CartLine, is_active: 0 | 1, price = line.price): CartAvailabilityResult => ({
    id: line.id,
    variant_id: line.selectedvariant?.id ?? null,
    is_active,
    price,
    name: line.name,
    selectedvariant: null,
  });

  it('gives each line the fresh is_active and price, and answers whether all are available', () => {
    cart.addItem({ ...alphonsoMango, selectedvariant: mango500g });
    cart.addItem(paneer);
    const [mango, cheese] = storedCartLines() as [CartLine, CartLine];
    expect(cart.applyCartAvailability(storedCartLines(), [fresh(mango, 1, 199), fresh(cheese, 1)])).toBe(true);
    expect(storedCart().lines[0]?.price).toBe(199);
    expect(cart.applyCartAvailability(storedCartLines(), [fresh(mango, 1), fresh(cheese, 0)])).toBe(false);
    expect(storedCart().lines.map((line) => line.is_active)).toEqual([1, 0]);
  });

  it('leaves a cart that changed while the answer was on its way', () => {
    cart.addItem(paneer);
    const sent = storedCartLines();
    cart.addItem(paneer);
    expect(cart.applyCartAvailability(sent, [fresh(sent[0] as CartLine, 0)])).toBeNull();
    expect(storedCart().lines.map((line) => line.is_active)).toEqual([1]);
  });
});

describe("§3 totals, a recipe's 'Add all', order again and clearing", () => {
  it('counts lines and totals the kitchen-sink cart at ₹871.50', () => {
    cart.$cart.set({ lines: kitchenSinkLines, activeRestaurantId: 1 });
    expect(cart.$cartTotals.get()).toEqual({ productQuantity: 4, productMemberQuantity: 0, totalPrice: 87150 });
  });

  it("adds a recipe's items each as often as it needs, and stops at the stock", () => {
    expect(
      cart.addItems(
        [
          { item: { ...tomatoes, selectedvariant: tomato500g }, quantity: 4 },
          { item: paneer, quantity: 1 },
        ],
        { replace: false },
      ),
    ).toBe('stock_limit');
    expect(quantities()).toEqual([['Tomato (Hybrid)', 3]]);
  });

  it('asks before adding a recipe from another store, and replaces the cart once agreed', () => {
    cart.addItem(paneer);
    cart.$appliedCoupon.set('FRESH20');
    expect(cart.addItems([{ item: banerOnions, quantity: 2 }], { replace: false })).toBe('needs_replace');
    expect(quantities()).toEqual([['Fresh Malai Paneer 200 g', 1]]);
    expect(cart.addItems([{ item: banerOnions, quantity: 2 }], { replace: true })).toBe('added');
    expect(quantities()).toEqual([['Onion (Nashik)', 2]]);
    expect(device.stored('appliedCoupon')).toBeNull();
  });

  it('orders again unit by unit, so what the stock cannot hold stays out', () => {
    const past = [{ ...tomatoes, quantity: 5, selectedvariant: tomato500g, selectedaddons: [] }];
    expect(cart.refillCart(past, { replace: false })).toBe(3);
    expect(quantities()).toEqual([['Tomato (Hybrid)', 3]]);
  });

  it('after an order the cart and its coupon are done with', () => {
    cart.addItem(paneer);
    cart.$appliedCoupon.set('FRESH20');
    cart.clearCart();
    expect(device.stored('cart')).toEqual({ lines: [], activeRestaurantId: null });
    expect(device.stored('appliedCoupon')).toBeNull();
  });
});

describe('what the device holds', () => {
  it('a cart kept from an earlier visit is read back', async () => {
    const kept: Cart = { lines: [kitchenSinkLines[2] as CartLine], activeRestaurantId: 1 };
    await onDevice({ cart: JSON.stringify(kept), appliedCoupon: '"FRESH20"' });
    expect(cart.$cart.get()).toEqual(kept);
    expect(cart.$appliedCoupon.get()).toBe('FRESH20');
  });

  it('a broken or foreign value reads as an empty cart, not a crash', async () => {
    await onDevice({ cart: '{"lines":"many"}', appliedCoupon: 'not json' });
    expect(cart.$cart.get()).toEqual({ lines: [], activeRestaurantId: null });
    expect(cart.$appliedCoupon.get()).toBeNull();
  });
});
