// stores/checkout.ts: the order's choices as the device keeps them (§3 userSelected, has_preitems,
// couponAppliedAmount and the cart page's own keys), the tab's idempotency key, the cart's store
// (one call per store) and the availability recheck, with the API answered by a stand-in fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreInfo } from '../../../src/domain/api/stores.ts';
import type { Cart } from '../../../src/domain/orders/cart.ts';
import { alphonsoMango, koregaonParkStore, lineOf, mango500g, paneer } from '../domain/fixtures.ts';
import { type ApiAnswer, type Device, freshDevice } from './device.ts';

let device: Device;
let checkout: typeof import('../../../src/stores/checkout.ts');

async function onDevice(options: { holds?: Record<string, string>; answer?: ApiAnswer } = {}): Promise<void> {
  device = freshDevice(options);
  checkout = await import('../../../src/stores/checkout.ts');
}

beforeEach(() => onDevice());
afterEach(() => vi.restoreAllMocks());

describe('§1 delivery or self-pickup, and the tip (§9)', () => {
  it('is delivery until the customer chooses, kept under userSelected', () => {
    expect(checkout.$userSelected.get()).toBe('DELIVERY');
    checkout.setFulfilment('SELFPICKUP');
    expect(device.stored('userSelected')).toBe('SELFPICKUP');
  });

  it('keeps the chosen tip, and a pickup order drops it (a tip thanks the delivery partner)', () => {
    checkout.chooseTip({ kind: 'amount', value: 20 });
    expect(device.stored('cartTip')).toEqual({ kind: 'amount', value: 20 });
    checkout.setFulfilment('SELFPICKUP');
    expect(device.stored('cartTip')).toBeNull();
  });

  it('keeps the chosen address and slot (decision 0321)', () => {
    checkout.chooseAddress(7);
    const slot = { slot_id: 105, day: '2026-11-24', start_minute: 1020, end_minute: 1140 };
    checkout.chooseSlot(slot);
    expect(device.stored('cartAddressId')).toBe(7);
    expect(device.stored('cartSlot')).toEqual(slot);
    checkout.chooseSlot(null);
    expect(device.stored('cartSlot')).toBeNull();
  });

  it('§3 keeps the pre-order flag and the coupon amount under has_preitems and couponAppliedAmount', () => {
    checkout.$hasPreItems.set(true);
    checkout.$couponAppliedAmount.set(100);
    expect(device.persisted()).toMatchObject({ has_preitems: 'true', couponAppliedAmount: '100' });
  });

  it('reads what the device kept, and anything else as the defaults', async () => {
    await onDevice({ holds: { userSelected: '"SELFPICKUP"', cartTip: '{"kind":"percent","value":5}' } });
    expect(checkout.$userSelected.get()).toBe('SELFPICKUP');
    expect(checkout.$tip.get()).toEqual({ kind: 'percent', value: 5 });
    await onDevice({
      holds: {
        userSelected: '"TELEPORT"',
        cartTip: '{"kind":"amount","value":-5}',
        cartSlot: '{"slot_id":1,"day":"soon"}',
      },
    });
    expect(checkout.$userSelected.get()).toBe('DELIVERY');
    expect(checkout.$tip.get()).toBeNull();
    expect(checkout.$deliverySlot.get()).toBeNull();
  });
});

describe('one idempotency key per checkout attempt', () => {
  it('stays the same for the tab until the order is placed, then a new attempt gets a new one', () => {
    const first = checkout.checkoutAttemptKey();
    expect(checkout.checkoutAttemptKey()).toBe(first);
    expect(device.sessionStorage.getItem('placeOrderAttempt')).toBe(first);
    checkout.endCheckoutAttempt();
    expect(checkout.checkoutAttemptKey()).not.toBe(first);
  });

  it('a member order has its own', () => {
    expect(checkout.checkoutAttemptKey('member')).not.toBe(checkout.checkoutAttemptKey('regular'));
    expect(device.sessionStorage.getItem('placeMemberOrderAttempt')).toBe(checkout.checkoutAttemptKey('member'));
  });
});

describe("§4 the cart's store is loaded by id, once per store", () => {
  const store: StoreInfo = {
    ...koregaonParkStore,
    slug: 'koregaon-park-farm-store',
    description: 'Fresh from the farms around Pune',
    image: '/images/stores/koregaon-park.svg',
    address: 'North Main Road, Koregaon Park, Pune',
    rating: 4.6,
    is_delivery: 1,
    is_selfpickup: 1,
    delivery_radius_km: 8,
    base_delivery_distance: 2,
    extra_delivery_charge_per_km: 8,
    distance: null,
    store_category_ids: [1],
    opens: null,
  };

  it('asks once, however many islands want it, and forgets it for an empty cart', async () => {
    await onDevice({ answer: () => ({ status: 200, json: store }) });
    const [one, two] = await Promise.all([checkout.loadCartStore(1), checkout.loadCartStore(1)]);
    expect(one).toEqual(store);
    expect(two).toEqual(store);
    expect(await checkout.loadCartStore(1)).toEqual(store);
    expect(device.calls.map((call) => call.path)).toEqual(['get-restaurant-info-by-id/1']);
    expect(checkout.$cartStore.get()).toEqual(store);
    expect(await checkout.loadCartStore(null)).toBeNull();
    expect(checkout.$cartStore.get()).toBeNull();
  });

  it('§8 a failed answer is only logged, and the next wish asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await checkout.loadCartStore(1)).toBeNull();
    expect(await checkout.loadCartStore(1)).toBeNull();
    expect(device.calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('§4 availability recheck with the server', () => {
  const mangoLine = lineOf(alphonsoMango, 2, mango500g);
  const paneerLine = lineOf(paneer, 1);
  const kept: Cart = { lines: [mangoLine, paneerLine], activeRestaurantId: 1 };

  it('an empty cart is all available without asking', async () => {
    expect(await checkout.recheckCartAvailability(null)).toBe(true);
    expect(checkout.$allItemsAvailable.get()).toBe(true);
    expect(device.calls).toEqual([]);
  });

  it('sends the short lines and the point, and takes the answer: one inactive line makes it false', async () => {
    await onDevice({
      holds: { cart: JSON.stringify(kept) },
      answer: () => ({
        status: 200,
        json: [
          {
            id: mangoLine.id,
            variant_id: mango500g.id,
            is_active: 1,
            price: 179,
            name: mangoLine.name,
            selectedvariant: null,
            reason: null,
          },
          {
            id: paneerLine.id,
            variant_id: null,
            is_active: 0,
            price: 90,
            name: paneerLine.name,
            selectedvariant: null,
            reason: 'sold_out',
          },
        ],
      }),
    });
    expect(await checkout.recheckCartAvailability({ lat: 18.5074, lng: 73.8077 })).toBe(false);
    expect(checkout.$allItemsAvailable.get()).toBe(false);
    expect(device.calls).toEqual([
      {
        path: 'check-cart-items-availability',
        body: {
          items: [
            { id: mangoLine.id, variant_id: mango500g.id, quantity: 2 },
            { id: paneerLine.id, variant_id: null, quantity: 1 },
          ],
          latitude: 18.5074,
          longitude: 73.8077,
        },
      },
    ]);
    expect((device.stored('cart') as Cart).lines.map((line) => line.is_active)).toEqual([1, 0]);
  });

  it('§8 a failed check is only logged: the flag stays as it was', async () => {
    await onDevice({ holds: { cart: JSON.stringify(kept) } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await checkout.recheckCartAvailability(null)).toBeNull();
    expect(checkout.$allItemsAvailable.get()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Cart availability check failed:', expect.anything());
  });
});
