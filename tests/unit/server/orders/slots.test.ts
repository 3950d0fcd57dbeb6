// Delivery and pickup slots (decision 0279): the checkout's offer, an order placed for a slot (even
// while the store is closed now), a slot past its cut-off or full refused on the field `slot` with
// the next one offered, a slot's place held while an online payment is awaited and let go when
// the order is called off, and the race of 50 customers for 5 places on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Result } from '../../../../src/domain/api/errors.ts';
import type { PlaceOrderAnswer } from '../../../../src/domain/api/orders.ts';
import type { DeliverySlotsAnswer } from '../../../../src/domain/api/slots.ts';
import type { StaffSlotsAnswer } from '../../../../src/domain/api/staff/slots.ts';
import { demoSlotId } from '../../../../src/server/seed/demo/slots.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { expireHolds, startPayment } from '../../../../src/server/services/orders/paid-online.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { deliverySlots } from '../../../../src/server/services/orders/slots.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession } from '../../../../src/server/services/sessions/sessions.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import {
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
const TODAY = '2026-11-02';
const TOMORROW = '2026-11-03';
const KOTHRUD_STORE = 1;
/** Kothrud's Tuesday 7–9 am and 5–7 pm slots (seed/demo/slots.ts). */
const TUESDAY_MORNING = demoSlotId(KOTHRUD_STORE, 2, false);
const TUESDAY_EVENING = demoSlotId(KOTHRUD_STORE, 2, true);
const MONDAY_MORNING = demoSlotId(KOTHRUD_STORE, 1, false);
const MONDAY_EVENING = demoSlotId(KOTHRUD_STORE, 1, true);

const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};

describe.skipIf(!engineAvailable)(`delivery slots on ${testEngine}`, () => {
  let shop: TestShop;
  let banana: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    // Enough bananas for every order here: the slot, not the stock, is what runs out.
    await shop.db.updateTable('item_variants').set({ stock: 10_000 }).where('id', '=', banana.variantId).execute();
  });
  afterAll(async () => {
    await shop.close();
  });

  const at = (iso: string) => ({ ...shop, now: () => new Date(iso) });
  const order = (customer: number, body: Record<string, unknown> = {}, context = shop) =>
    placeOrder(context, customer, orderRequest({ items: [line(banana, 3)], ...deliverToKothrud, ...body }));
  const setCapacity = (slotId: number, capacity: number) =>
    shop.db.updateTable('store_slots').set({ capacity }).where('id', '=', slotId).execute();
  const heldIn = async (slotId: number, day: string) =>
    Number(
      (
        await shop.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('slot_id', '=', slotId)
          .where('slot_day', '=', day)
          .where('slot_held', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('offers as soon as possible while open and the next 3 days’ slots; this morning’s is past its cut-off', async () => {
    const answer = unwrap(await deliverySlots(shop, KOTHRUD_STORE, null));
    expect(answer.today).toBe(TODAY);
    expect(answer.asap).toEqual({ minutes: expect.any(Number) });
    expect(answer.slots.map((slot) => `${slot.day} ${slot.start_minute}`)).toEqual([
      `${TODAY} 1020`,
      `${TOMORROW} 420`,
      `${TOMORROW} 1020`,
      '2026-11-04 420',
      '2026-11-04 1020',
    ]);
    expect(answer.slots[0]).toMatchObject({ slot_id: MONDAY_EVENING, left: 10, full: false, fee: 0 });
    // Through the API too, as the checkout asks.
    const called = await apiCall(shop, 'delivery-slots', { restaurant_id: KOTHRUD_STORE });
    expect(called.status).toBe(200);
    expect((called.body as DeliverySlotsAnswer).slots).toHaveLength(5);
  });

  it('a pre-order cart is offered only slots from its date, and no "as soon as possible"', async () => {
    const answer = unwrap(await deliverySlots(shop, KOTHRUD_STORE, '2026-11-10'));
    expect(answer.asap).toBeNull();
    expect([...new Set(answer.slots.map((slot) => slot.day))]).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
  });

  it('places an order for tomorrow’s slot: the order keeps its slot and its day, and the slot has one place fewer', async () => {
    const customer = await createCustomer(shop);
    const placed = unwrap(await order(customer, { slot: { slot_id: TUESDAY_MORNING, day: TOMORROW } })).order;
    expect(placed.slot).toEqual({ day: TOMORROW, start_minute: 420, end_minute: 540, fee: 0 });
    expect(placed.delivery_date).toBe(TOMORROW);
    const offered = unwrap(await deliverySlots(shop, KOTHRUD_STORE, null)).slots;
    expect(offered.find((slot) => slot.slot_id === TUESDAY_MORNING)).toMatchObject({ left: 9 });
    // Without a slot: as soon as possible.
    const asap = unwrap(await order(customer)).order;
    expect(asap.slot).toBeNull();
  });

  // docs/behaviour.md "Checkout and orders": a later day is one of its slots; "as soon as possible"
  // with tomorrow's date was placed for tomorrow and filed under "no slot" (decision 0321).
  it('refuses an order for a later day without a slot, naming the field slot; the slot or today is fine', async () => {
    const customer = await createCustomer(shop);
    expect(errorOf(await order(customer, { delivery_date: TOMORROW }))).toMatchObject({
      code: 'validation_failed',
      message: 'An order for a later day comes in one of its slots. Choose a slot, or as soon as possible.',
      fields: { slot: `choose a slot of ${TOMORROW}, or as soon as possible` },
    });
    expect(unwrap(await order(customer, { delivery_date: TODAY })).order.slot).toBeNull();
    const slotted = unwrap(
      await order(customer, { delivery_date: TOMORROW, slot: { slot_id: TUESDAY_EVENING, day: TOMORROW } }),
    ).order;
    expect(slotted).toMatchObject({ delivery_date: TOMORROW, slot: { day: TOMORROW, start_minute: 1020 } });
  });

  it('takes an order for a slot while the store is closed now, and refuses one without a slot', async () => {
    await shop.db.updateTable('stores').set({ is_active: 0 }).where('id', '=', KOTHRUD_STORE).execute();
    try {
      const customer = await createCustomer(shop);
      expect(errorOf(await order(customer)).code).toBe('conflict');
      const placed = unwrap(await order(customer, { slot: { slot_id: TUESDAY_EVENING, day: TOMORROW } })).order;
      expect(placed.slot).toMatchObject({ day: TOMORROW, start_minute: 1020 });
      expect(unwrap(await deliverySlots(shop, KOTHRUD_STORE, null)).asap).toBeNull();
    } finally {
      await shop.db.updateTable('stores').set({ is_active: 1 }).where('id', '=', KOTHRUD_STORE).execute();
    }
  });

  it('refuses, on the field slot, a slot past its cut-off, on another weekday, another store’s, or on a closed day', async () => {
    const customer = await createCustomer(shop);
    const past = errorOf(await order(customer, { slot: { slot_id: MONDAY_MORNING, day: TODAY } }));
    expect(past.fields?.slot).toBe('That slot has stopped taking orders.');
    // 16:00 in Pune: today's 5 pm slot closes an hour before its start.
    const late = errorOf(
      await order(customer, { slot: { slot_id: MONDAY_EVENING, day: TODAY } }, at('2026-11-02T10:30:00Z')),
    );
    expect(late.fields?.slot).toBe('That slot has stopped taking orders.');
    const weekday = errorOf(await order(customer, { slot: { slot_id: MONDAY_MORNING, day: TOMORROW } }));
    expect(weekday.fields?.slot).toMatch(/no such slot/);
    const elsewhere = errorOf(await order(customer, { slot: { slot_id: demoSlotId(2, 2, false), day: TOMORROW } }));
    expect(elsewhere.fields?.slot).toMatch(/no such slot/);
    await shop.db.insertInto('store_closed_days').values({ store_id: KOTHRUD_STORE, day: TOMORROW }).execute();
    try {
      const closed = errorOf(await order(customer, { slot: { slot_id: TUESDAY_MORNING, day: TOMORROW } }));
      expect(closed.fields?.slot).toBe('The store is closed that day.');
      expect(unwrap(await deliverySlots(shop, KOTHRUD_STORE, null)).slots.some((slot) => slot.day === TOMORROW)).toBe(
        false,
      );
    } finally {
      await shop.db.deleteFrom('store_closed_days').where('day', '=', TOMORROW).execute();
    }
  });

  it('a full slot is refused with 409 naming slot, and the answer offers the next slot with room', async () => {
    const wednesday = '2026-11-04';
    const wednesdayMorning = demoSlotId(KOTHRUD_STORE, 3, false);
    await setCapacity(wednesdayMorning, 1);
    const first = await createCustomer(shop);
    unwrap(await order(first, { slot: { slot_id: wednesdayMorning, day: wednesday } }));
    const second = await createCustomer(shop);
    const answer = await apiCallAs(second, { slot: { slot_id: wednesdayMorning, day: wednesday } });
    expect(answer.status).toBe(409);
    const error = errorBody(answer);
    expect(error.fields).toEqual({ slot: 'this slot is full' });
    expect(error.message).toBe('That slot has just filled. The next with room is Wed, 4 Nov, 5–7 pm.');
    expect(error.next_slot).toMatchObject({ slot_id: demoSlotId(KOTHRUD_STORE, 3, true), day: wednesday, full: false });
  });

  async function apiCallAs(customer: number, body: Record<string, unknown>) {
    const token = await createSession(shop, customer);
    return apiCall(shop, 'place-order', orderRequest({ items: [line(banana, 3)], ...deliverToKothrud, ...body }), {
      bearer: token,
    });
  }

  it('a cancelled order lets its place go', async () => {
    const slotId = demoSlotId(KOTHRUD_STORE, 3, true);
    const before = await heldIn(slotId, '2026-11-04');
    const customer = await createCustomer(shop);
    const placed = unwrap(await order(customer, { slot: { slot_id: slotId, day: '2026-11-04' } })).order;
    expect(await heldIn(slotId, '2026-11-04')).toBe(before + 1);
    unwrap(await cancelOrder(shop, customer, placed.unique_order_id, null));
    expect(await heldIn(slotId, '2026-11-04')).toBe(before);
  });

  it('a slot with a fee puts it on the bill and the order', async () => {
    await shop.db.updateTable('store_slots').set({ fee_paise: 2_500 }).where('id', '=', TUESDAY_EVENING).execute();
    try {
      const customer = await createCustomer(shop);
      const plain = unwrap(await order(customer)).order;
      const paid = unwrap(await order(customer, { slot: { slot_id: TUESDAY_EVENING, day: TOMORROW } })).order;
      expect(paid.slot?.fee).toBe(25);
      expect(paid.total).toBeCloseTo(plain.total + 25, 2);
    } finally {
      await shop.db.updateTable('store_slots').set({ fee_paise: 0 }).where('id', '=', TUESDAY_EVENING).execute();
    }
  });

  it('50 customers race for a slot with 5 places: exactly 5 orders, the others told it filled and offered the next', async () => {
    const thursday = '2026-11-05';
    // Thursday is beyond the 3 days offered at NOW: the race runs on Wednesday morning.
    const context = at('2026-11-04T00:30:00Z');
    const slotId = demoSlotId(KOTHRUD_STORE, 4, false);
    await setCapacity(slotId, 5);
    const customers = await Promise.all(Array.from({ length: 50 }, () => createCustomer(shop)));
    const results: Result<PlaceOrderAnswer>[] = await Promise.all(
      customers.map((customer) => order(customer, { slot: { slot_id: slotId, day: thursday } }, context)),
    );
    const placed = results.filter((result) => result.ok);
    const refused = results.flatMap((result) => (result.ok ? [] : [result.error as ApiError]));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const error of refused) {
      expect(error).toMatchObject({ code: 'conflict', fields: { slot: 'this slot is full' } });
      expect(error.next_slot).toMatchObject({ slot_id: demoSlotId(KOTHRUD_STORE, 4, true), day: thursday });
    }
    expect(await heldIn(slotId, thursday)).toBe(5);
    const offered = unwrap(await deliverySlots(context, KOTHRUD_STORE, null)).slots;
    expect(offered.find((slot) => slot.slot_id === slotId && slot.day === thursday)).toMatchObject({
      left: 0,
      full: true,
    });
  });

  describe('in the console', () => {
    let meera: string;
    let priya: string;
    beforeAll(async () => {
      meera = await createRoleSession(shop, 'staff', 4);
      priya = await createRoleSession(shop, 'staff', 1);
    });
    const asMeera = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_staff=${meera}` });

    it('a manager reads their store’s slots and what the next days hold; another store answers 404', async () => {
      const answer = await asMeera('staff/slots', { store_id: KOTHRUD_STORE });
      expect(answer.status).toBe(200);
      const view = answer.body as StaffSlotsAnswer;
      expect(view.slots).toHaveLength(14);
      expect(view.slots[0]).toMatchObject({ weekday: 1, start_minute: 420, capacity: 10, cutoff_minutes: 60 });
      expect(view.upcoming.find((slot) => slot.slot_id === TUESDAY_MORNING && slot.day === TOMORROW)?.taken).toBe(1);
      expect((await asMeera('staff/slots', { store_id: 2 })).status).toBe(404);
      expect((await asMeera('staff/slots-save', { store_id: 2, slots: [] })).status).toBe(404);
    });

    it('refuses a slot on its field with why, and saves the template with an audit row', async () => {
      const current = (await asMeera('staff/slots', { store_id: KOTHRUD_STORE })).body as StaffSlotsAnswer;
      const slots = current.slots.map(({ id, ...rest }) => ({ id, ...rest }));
      const bad = await asMeera('staff/slots-save', {
        store_id: KOTHRUD_STORE,
        slots: [
          ...slots,
          { id: null, weekday: 1, start_minute: 480, end_minute: 600, capacity: 5, cutoff_minutes: 30, fee_paise: 0 },
        ],
      });
      expect(bad.status).toBe(400);
      expect(errorBody(bad).fields).toEqual({
        [`slots.${slots.length}.start_minute`]: 'Overlaps 07:00–09:00 on the same day.',
      });
      expect(errorBody(bad).field_codes).toEqual({
        [`slots.${slots.length}.start_minute`]: { key: 'saidRuleHoursOverlap', params: { from: '07:00', to: '09:00' } },
      });

      const saved = await asMeera('staff/slots-save', {
        store_id: KOTHRUD_STORE,
        slots: [
          ...slots.filter((slot) => slot.id !== demoSlotId(KOTHRUD_STORE, 0, true)),
          {
            id: null,
            weekday: 0,
            start_minute: 600,
            end_minute: 720,
            capacity: 4,
            cutoff_minutes: 30,
            fee_paise: 2_000,
          },
        ],
      });
      expect(saved.status).toBe(200);
      const view = saved.body as StaffSlotsAnswer;
      expect(view.slots).toHaveLength(14);
      // Slots kept their ids, so orders placed for them still name them.
      expect(view.slots.find((slot) => slot.id === TUESDAY_MORNING)).toMatchObject({ start_minute: 420 });
      expect(view.slots.find((slot) => slot.weekday === 0 && slot.start_minute === 600)).toMatchObject({
        fee_paise: 2_000,
      });
      const audit = await shop.db
        .selectFrom('staff_changes')
        .select(['kind', 'action', 'store_id', 'summary'])
        .where('action', '=', 'slots')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({
        kind: 'store',
        action: 'slots',
        store_id: KOTHRUD_STORE,
        summary: 'FarmCart Kothrud: 14 slots a week (added Sunday 10 am–12 pm; removed Sunday 5–7 pm)',
      });
      // An admin reaches every store.
      expect((await apiCall(shop, 'staff/slots', { store_id: 2 }, { cookie: `fc_staff=${priya}` })).status).toBe(200);
    });
  });
});

describe.skipIf(!engineAvailable)(`a slot held while an online payment is awaited, on ${testEngine}`, () => {
  let shop: TestShop;
  let fake: FakeRazorpay;
  let banana: VariantRef;
  const slotId = demoSlotId(KOTHRUD_STORE, 2, false);

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    shop = await openTestShop({
      now: NOW,
      overrides: {
        payments: paymentProvidersFrom({
          RAZORPAY_KEY_ID: fake.keyId,
          RAZORPAY_KEY_SECRET: fake.keySecret,
          RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
          RAZORPAY_API_BASE: fake.url,
          RAZORPAY_CHECKOUT_BASE: fake.url,
        }),
      },
    });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    await shop.db.updateTable('store_slots').set({ capacity: 1 }).where('id', '=', slotId).execute();
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  const later = (minutes: number) => {
    const at = new Date(NOW.getTime() + minutes * 60_000);
    return { ...shop, now: () => at };
  };
  const order = (customer: number, body: Record<string, unknown>, context: ShopContext = shop) =>
    placeOrder(
      context,
      customer,
      orderRequest({
        items: [line(banana, 3)],
        ...deliverToKothrud,
        slot: { slot_id: slotId, day: TOMORROW },
        ...body,
      }),
    );

  it('holds the place until the hold ends, lets it go then, and a retry takes it again unless it was taken', async () => {
    const payer = await createCustomer(shop);
    const awaiting = unwrap(await order(payer, { payment_method: 'ONLINE', payment_provider: 'razorpay' })).order;
    expect(awaiting.status).toBe('awaiting_payment');
    // The one place is held: another customer is told the slot filled.
    const other = await createCustomer(shop);
    expect(errorOf(await order(other, {})).fields).toEqual({ slot: 'this slot is full' });

    // The hold ends: the place is free, and the other customer takes it.
    expect(await expireHolds(later(16))).toBeGreaterThanOrEqual(1);
    const taken = unwrap(await order(other, {}, later(17))).order;
    expect(taken.slot).toMatchObject({ day: TOMORROW, start_minute: 420 });

    // The payer's retry cannot take the place back: the slot filled meanwhile.
    const retried = await startPayment(later(18), payer, awaiting.unique_order_id, 'http://127.0.0.1');
    expect(errorOf(retried).fields).toEqual({ slot: 'this slot is full' });

    // Once the other order is cancelled, the retry takes the place again.
    unwrap(await cancelOrder(later(19), other, taken.unique_order_id, null));
    unwrap(await startPayment(later(20), payer, awaiting.unique_order_id, 'http://127.0.0.1'));
    const held = await shop.db
      .selectFrom('orders')
      .select('slot_held')
      .where('unique_order_id', '=', awaiting.unique_order_id)
      .executeTakeFirstOrThrow();
    expect(held.slot_held).toBe(1);
  });
});
