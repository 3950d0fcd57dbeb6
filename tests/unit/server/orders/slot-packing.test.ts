// The slot everywhere it matters (decision 0287): a slot's packing list sums its orders' items for
// the counter, in its store only (another store's counter gets 404, an editor 403); the order's
// alerts name its slot, said in the reader's language; the delivery partner's job says it; and a
// cart of a store closed now reaches the store's later slots (its lines stay available, the bill
// is given for a slot) while an order for as soon as possible is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAvailabilityView } from '../../../../src/domain/api/cart.ts';
import type { StaffPackingListAnswer } from '../../../../src/domain/api/staff/packing.ts';
import { demoSlotId } from '../../../../src/server/seed/demo/slots.ts';
import { listAddresses } from '../../../../src/server/services/accounts/addresses.ts';
import { partnerJob } from '../../../../src/server/services/delivery/jobs.ts';
import { listNotifications } from '../../../../src/server/services/notifications/notifications.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { deliverySlots } from '../../../../src/server/services/orders/slots.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall } from '../accounts/accounts-helpers.ts';
import { approvedPartnerFixture } from '../delivery/delivery-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import {
  ASHA,
  createCustomer,
  errorOf,
  line,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from './orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

/** NOW is 12:00 on Monday 2 November 2026 in Pune. */
const TOMORROW = '2026-11-03';
const KOTHRUD_STORE = 1;
/** Kothrud's Tuesday 7–9 am slot (seed/demo/slots.ts). */
const TUESDAY_MORNING = demoSlotId(KOTHRUD_STORE, 2, false);
/** Demo staff (seed/demo/staff.ts): Kiran at Kothrud's counter, Sunita at Baner's, Anil the editor. */
const KIRAN = 2;
const SUNITA = 3;
const ANIL = 5;

const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};
const tomorrowMorning = { slot: { slot_id: TUESDAY_MORNING, day: TOMORROW } };

describe.skipIf(!engineAvailable)(`the slot everywhere on ${testEngine}`, () => {
  let shop: TestShop;
  let banana: VariantRef;
  let papaya: VariantRef;
  let kiran: string;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    papaya = await variantRef(shop, 'papaya-kothrud');
    for (const ref of [banana, papaya])
      await shop.db.updateTable('item_variants').set({ stock: 10_000 }).where('id', '=', ref.variantId).execute();
    kiran = await createRoleSession(shop, 'staff', KIRAN);
  });
  afterAll(async () => {
    await shop.close();
  });

  const order = (customer: number, items: ReturnType<typeof line>[], body: Record<string, unknown> = {}) =>
    placeOrder(shop, customer, orderRequest({ items, ...deliverToKothrud, ...body }));
  const packing = (session: string, body: Record<string, unknown>) =>
    apiCall(shop, 'staff/packing-list', body, { cookie: `fc_staff=${session}` });

  it('sums a slot’s items over its orders still to pack; the orders for as soon as possible are another list', async () => {
    const first = unwrap(await order(await createCustomer(shop), [line(banana, 3), line(papaya, 1)], tomorrowMorning));
    const second = unwrap(await order(await createCustomer(shop), [line(banana, 4)], tomorrowMorning));
    const now = unwrap(await order(await createCustomer(shop), [line(papaya, 2)]));
    const answer = await packing(kiran, {
      store_id: KOTHRUD_STORE,
      day: TOMORROW,
      slot: { start_minute: 420, end_minute: 540 },
    });
    expect(answer.status).toBe(200);
    const list = answer.body as StaffPackingListAnswer;
    expect(list.name).toBe('Tomorrow 7–9 am');
    expect(list.orders.map((one) => one.unique_order_id)).toEqual([
      first.order.unique_order_id,
      second.order.unique_order_id,
    ]);
    expect(list.packed).toBe(0);
    expect(list.lines.find((one) => one.name === banana.name)).toMatchObject({ quantity: 7, orders: 2 });
    expect(list.lines.find((one) => one.name === papaya.name)).toMatchObject({ quantity: 1, orders: 1 });

    const asap = (await packing(kiran, { store_id: KOTHRUD_STORE })).body as StaffPackingListAnswer;
    expect(asap.name).toBe('As soon as possible');
    expect(asap.orders.map((one) => one.unique_order_id)).toContain(now.order.unique_order_id);
    expect(asap.orders.map((one) => one.unique_order_id)).not.toContain(first.order.unique_order_id);

    // Packed: left out of the list, and counted as packed.
    for (let step = 0; step < 3; step++) unwrap(await advanceOrder(shop, second.order.unique_order_id));
    const after = (
      await packing(kiran, { store_id: KOTHRUD_STORE, day: TOMORROW, slot: { start_minute: 420, end_minute: 540 } })
    ).body as StaffPackingListAnswer;
    expect(after.packed).toBe(1);
    expect(after.lines.find((one) => one.name === banana.name)).toMatchObject({ quantity: 3, orders: 1 });
  });

  it('answers another store’s counter 404, as a missing store, and an editor 403', async () => {
    const sunita = await createRoleSession(shop, 'staff', SUNITA);
    expect((await packing(sunita, { store_id: KOTHRUD_STORE })).status).toBe(404);
    expect((await packing(kiran, { store_id: 999 })).status).toBe(404);
    const anil = await createRoleSession(shop, 'staff', ANIL);
    expect((await packing(anil, { store_id: KOTHRUD_STORE })).status).toBe(403);
  });

  it('the order’s alerts name its slot, in English and in Marathi', async () => {
    const customer = await createCustomer(shop);
    const placed = unwrap(await order(customer, [line(banana, 3)], tomorrowMorning)).order;
    unwrap(await advanceOrder(shop, placed.unique_order_id));
    const english = unwrap(await listNotifications({ ...shop, language: 'en' }, customer)).notifications;
    expect(english[0]?.data?.message).toBe(
      `The store accepted your order ${placed.unique_order_id}. Slot: Tomorrow, 7–9 am.`,
    );
    const marathi = unwrap(await listNotifications({ ...shop, language: 'mr' }, customer)).notifications;
    expect(marathi[0]?.data?.message).toContain('वेळ: उद्या, 7–9 सकाळ.');
    // Read on the slot's day, it is today's.
    const nextMorning = { ...shop, language: 'en', now: () => new Date('2026-11-03T00:30:00Z') };
    expect(unwrap(await listNotifications(nextMorning, customer)).notifications[0]?.data?.message).toContain(
      'Slot: Today, 7–9 am.',
    );
  });

  it('the delivery partner’s job says the slot', async () => {
    const placed = unwrap(await order(await createCustomer(shop), [line(banana, 3)], tomorrowMorning)).order;
    for (let step = 0; step < 3; step++) unwrap(await advanceOrder(shop, placed.unique_order_id));
    const partner = await approvedPartnerFixture(shop);
    const { job } = unwrap(await partnerJob(shop, partner, placed.unique_order_id));
    expect(job.slot).toEqual({ day: TOMORROW, start_minute: 420, end_minute: 540 });
    const now = unwrap(await order(await createCustomer(shop), [line(banana, 3)])).order;
    for (let step = 0; step < 3; step++) unwrap(await advanceOrder(shop, now.unique_order_id));
    expect(unwrap(await partnerJob(shop, partner, now.unique_order_id)).job.slot).toBeNull();
  });

  it('a cart of a store closed now stays available for its later slots, is billed for one, and orders for it; not as soon as possible', async () => {
    await shop.db.updateTable('stores').set({ is_active: 0 }).where('id', '=', KOTHRUD_STORE).execute();
    try {
      const items = [{ id: banana.itemId, variant_id: banana.variantId, quantity: 3 }];
      const point = { latitude: KOTHRUD.lat, longitude: KOTHRUD.lng };
      const checked = await apiCall(shop, 'check-cart-items-availability', { items, ...point });
      expect(checked.status).toBe(200);
      expect((checked.body as CartAvailabilityView[]).map((one) => one.is_active)).toEqual([1]);
      // Her saved Home in Kothrud is still delivered to, for a later slot.
      const home = unwrap(await listAddresses(shop, ASHA, { storeId: KOTHRUD_STORE })).addresses;
      expect(home.some((address) => address.is_operational === true)).toBe(true);
      const slots = unwrap(await deliverySlots(shop, KOTHRUD_STORE, null));
      expect(slots.asap).toBeNull();
      const first = slots.slots.find((slot) => !slot.full);
      const billed = await apiCall(shop, 'confirm-cart', {
        items,
        restaurant_id: KOTHRUD_STORE,
        mode: 'DELIVERY',
        ...point,
        slot: { slot_id: first?.slot_id, day: first?.day },
      });
      expect(billed.status).toBe(200);
      const customer = await createCustomer(shop);
      expect(errorOf(await order(customer, [line(banana, 3)])).code).toBe('conflict');
      expect(unwrap(await order(customer, [line(banana, 3)], tomorrowMorning)).order.slot).toMatchObject({
        day: TOMORROW,
        start_minute: 420,
      });
      // Paused: no slot either, and the cart's lines are unavailable.
      await shop.db.updateTable('stores').set({ is_paused: 1 }).where('id', '=', KOTHRUD_STORE).execute();
      const paused = await apiCall(shop, 'check-cart-items-availability', { items, ...point });
      expect((paused.body as CartAvailabilityView[]).map((one) => one.is_active)).toEqual([0]);
      const nowhere = unwrap(await listAddresses(shop, ASHA, { storeId: KOTHRUD_STORE })).addresses;
      expect(nowhere.some((address) => address.is_operational === true)).toBe(false);
    } finally {
      await shop.db.updateTable('stores').set({ is_active: 1, is_paused: 0 }).where('id', '=', KOTHRUD_STORE).execute();
    }
  });
});
