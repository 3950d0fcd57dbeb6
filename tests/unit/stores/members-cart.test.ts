// stores/members-cart.ts: the members cart kept apart from the regular one ('memberCart'), priced at
// the member variants' sale prices, and §3 cart_weight_exceeded following the weight rule of §4
// Members cart (kg and litres × 1000, grams as they are, against the remaining allowance × 1000).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/domain/orders/cart.ts';
import { memberWeightStatus } from '../../../src/domain/orders/members.ts';
import type { CartLine } from '../../../src/domain/types.ts';
import {
  alphonsoMango,
  banerOnions,
  makeVariant,
  mango1kg,
  mango500g,
  tomato500g,
  tomatoes,
} from '../domain/fixtures.ts';
import { type Device, freshDevice } from './device.ts';

let device: Device;
let members: typeof import('../../../src/stores/members-cart.ts');
let cart: typeof import('../../../src/stores/cart.ts');
let ui: typeof import('../../../src/stores/ui.ts');

beforeEach(async () => {
  device = freshDevice();
  members = await import('../../../src/stores/members-cart.ts');
  cart = await import('../../../src/stores/cart.ts');
  ui = await import('../../../src/stores/ui.ts');
});

const memberCart = () => device.stored('memberCart') as Cart;
const lines = () => memberCart().lines.map((line) => [line.selectedvariant?.name, line.quantity, line.price]);
const onionKg = makeVariant({
  id: 2011,
  name: '1 kg',
  price: 40,
  sale_price: 32,
  unit_id: 1,
  measurement: 1,
  restaurant_id: 2,
});

describe('§4 Members cart: adding', () => {
  it('sets quantity 1 at the sale price, and raises the line by one on the next add', () => {
    expect(members.addMemberItem(alphonsoMango, mango500g)).toBe('added');
    expect(lines()).toEqual([['500 g', 1, 169]]);
    members.addMemberItem(alphonsoMango, mango500g);
    expect(lines()).toEqual([['500 g', 2, 169]]);
    expect(memberCart().activeRestaurantId).toBe(1);
    // The regular cart is another cart.
    expect(device.stored('cart')).toBeUndefined();
  });

  it('§5 refuses the add past the stock with the inventory message', () => {
    for (let count = 0; count < 3; count++) members.addMemberItem(tomatoes, tomato500g);
    expect(members.addMemberItem(tomatoes, tomato500g)).toBe('stock_limit');
    expect(lines()).toEqual([['500 g', 3, 24.5]]);
    expect(ui.$notice.get()?.text).toBe('Sorry, no more of this item is in stock right now.');
  });

  it("asks before taking another store's item; yes empties the members cart first, no keeps it", () => {
    members.addMemberItem(alphonsoMango, mango1kg);
    expect(members.addMemberItem(banerOnions, onionKg)).toBe('needs_replace');
    members.cancelMemberReplace();
    expect(lines()).toEqual([['1 kg', 1, 349]]);

    members.addMemberItem(banerOnions, onionKg);
    members.confirmMemberReplace();
    expect(lines()).toEqual([['1 kg', 1, 32]]);
    expect(memberCart().activeRestaurantId).toBe(2);
    expect(members.$memberReplaceRequest.get()).toBeNull();
  });
});

describe('§4 Members cart: removing clears the coupon', () => {
  beforeEach(() => {
    members.addMemberItem(alphonsoMango, mango500g);
    members.addMemberItem(alphonsoMango, mango500g);
    cart.$appliedCoupon.set('FRESH20');
  });

  it('lowers by one, and at one the line goes with the store', () => {
    const identity = { ...alphonsoMango, selectedvariant: mango500g };
    members.removeMemberItem(identity);
    expect(lines()).toEqual([['500 g', 1, 169]]);
    expect(device.stored('appliedCoupon')).toBeNull();
    members.removeMemberItem(identity);
    expect(memberCart()).toEqual({ lines: [], activeRestaurantId: null });
  });

  it('removes a whole line', () => {
    members.removeMemberLine({ ...alphonsoMango, selectedvariant: mango500g });
    expect(memberCart().lines).toEqual([]);
    expect(device.stored('appliedCoupon')).toBeNull();
  });
});

describe('§3 cart_weight_exceeded', () => {
  it('is stored true once 2 × 1 kg + 500 g (2500 g) passes 2.4 kg left, false again at exactly 2.5 kg', () => {
    members.addMemberItem(alphonsoMango, mango1kg);
    members.addMemberItem(alphonsoMango, mango1kg);
    members.addMemberItem(alphonsoMango, mango500g);
    const held = memberCart().lines;
    members.recordWeightStatus(memberWeightStatus(held, { total_remaining_weight: 2.4 }));
    expect(device.stored('cart_weight_exceeded')).toBe(true);
    members.recordWeightStatus(memberWeightStatus(held, { total_remaining_weight: 2.5 }));
    expect(device.stored('cart_weight_exceeded')).toBe(false);
  });

  it('and a placed member order clears the cart and the flag', () => {
    members.addMemberItem(alphonsoMango, mango1kg);
    members.recordWeightStatus({ cart_weight_exceeded: true });
    members.clearMemberCart();
    expect(memberCart()).toEqual({ lines: [], activeRestaurantId: null });
    expect(device.stored('cart_weight_exceeded')).toBe(false);
  });
});

describe('§4 the member availability check', () => {
  it('gives each line its fresh state', () => {
    members.addMemberItem(alphonsoMango, mango500g);
    members.applyMemberAvailability(members.$memberCart.get().lines, [
      {
        id: alphonsoMango.id,
        variant_id: mango500g.id,
        is_active: 0,
        price: 169,
        name: 'Alphonso Mango',
        selectedvariant: null,
      },
    ]);
    expect(memberCart().lines.map((line) => [line.name, line.is_active])).toEqual([['Alphonso Mango', 0]]);
  });

  it('leaves a members cart that changed while the answer was on its way', () => {
    members.addMemberItem(alphonsoMango, mango500g);
    const sent: CartLine[] = members.$memberCart.get().lines;
    members.addMemberItem(alphonsoMango, mango1kg);
    members.applyMemberAvailability(sent, []);
    expect(memberCart().lines.map((line) => line.is_active)).toEqual([1, 1]);
  });
});
