// The staff console's services through the real dispatcher (decision 0183):
// staff sign-in with the customers' throttling and audit; the store's steps on an
// order and a rejection's refund; stock marked out shows sold out on the storefront at once;
// call-and-order marks the order as placed by staff; an admin's sign-in-as-a-customer link is
// refused when expired, reused, tampered or in another's hands, and its session cannot change
// credentials, is audited with the admin's id and leaves the customer's own sessions alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemView } from '../../../../src/domain/api/catalog.ts';
import type { GuestAnswer, StaffOrderAnswer, StaffOrdersAnswer } from '../../../../src/domain/api/staff.ts';
import { itemAvailability } from '../../../../src/domain/catalogue/availability.ts';
import { addDays, parseIsoDate, shopToday, toIsoDate } from '../../../../src/domain/calendar.ts';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { demoSlotId } from '../../../../src/server/seed/demo/slots.ts';
import { setStaffDisabled, setStaffPassword } from '../../../../src/server/services/staff/staff.ts';
import { farmVisitExportRows } from '../../../../src/server/services/content/staff-farm-visits.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession, resolveSession } from '../../../../src/server/services/sessions/sessions.ts';
import {
  apiCall,
  type CallAnswer,
  errorBody,
  later,
  openAccountsShop,
  ROHAN,
  unwrap,
} from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { createCustomer } from '../orders/orders-fixtures.ts';

/** Demo staff (src/server/seed/demo/staff.ts). */
const PRIYA = { id: 1, email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
const KIRAN = { id: 2, email: 'kiran@farmcart.example.in' };
/** Bananas 12 pc at FarmCart Kothrud (store 1, where Kiran works): self-pickup, cash. */
const BANANA_ITEM = 5;

function tokenIn(answer: CallAnswer, name: string): string {
  const line = answer.cookies.find((cookie) => cookie.startsWith(`${name}=`));
  const token = line?.slice(name.length + 1).split(';')[0];
  if (!token) throw new Error(`no ${name} cookie in ${JSON.stringify(answer.cookies)}`);
  return token;
}

async function auditRows(shop: TestShop, event: string) {
  return shop.db
    .selectFrom('audit_events')
    .selectAll()
    .where('event', '=', event as never)
    .orderBy('id')
    .execute();
}

describe.skipIf(!engineAvailable)('the staff console', () => {
  let shop: TestShop;
  let kiran: string;
  let priya: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    kiran = await createRoleSession(shop, 'staff', KIRAN.id);
    priya = await createRoleSession(shop, 'staff', PRIYA.id);
  });
  afterAll(async () => {
    await shop.close();
  });

  const asKiran = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_staff=${kiran}` });

  const asPriya = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_staff=${priya}` });

  async function pickupCodeOf(uniqueOrderId: string): Promise<string> {
    const row = await shop.db
      .selectFrom('orders')
      .select('pickup_code')
      .where('unique_order_id', '=', uniqueOrderId)
      .executeTakeFirstOrThrow();
    if (row.pickup_code === null) throw new Error(`${uniqueOrderId} has no pickup code`);
    return row.pickup_code;
  }

  async function selfPickupOrder(
    userId: number,
    payment: 'COD' | 'WALLET' = 'COD',
    deliveryDate?: string,
  ): Promise<string> {
    const input = placeOrderRequest.parse({
      items: [{ id: BANANA_ITEM, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: payment,
      idempotency_key: `staff-test-${Math.random().toString(36).slice(2)}`,
      // A later day comes in one of its slots (decision 0321): that day's evening one.
      ...(deliveryDate
        ? {
            delivery_date: deliveryDate,
            slot: { slot_id: demoSlotId(1, parseIsoDate(deliveryDate)?.getUTCDay() ?? 0, true), day: deliveryDate },
          }
        : {}),
    });
    return unwrap(await placeOrder(shop, userId, input)).order.unique_order_id;
  }

  describe('sign-in (the customers’ rules)', () => {
    it('signs in with the right password into the staff cookie only, audited', async () => {
      const answer = await apiCall(shop, 'staff/login', { email: PRIYA.email, password: PRIYA.password });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ staff: { name: 'Priya Deshmukh', role: 'admin' } });
      expect(JSON.stringify(answer.body)).not.toMatch(/token/);
      const token = tokenIn(answer, 'fc_staff');
      expect(answer.cookies.some((cookie) => cookie.startsWith('fc_session='))).toBe(false);
      expect((await apiCall(shop, 'staff/me', {}, { cookie: `fc_staff=${token}` })).status).toBe(200);
      // A staff token is no customer's.
      expect(await resolveSession(shop, token)).toBeNull();
      const signedIn = await auditRows(shop, 'staff_signed_in');
      expect(signedIn.at(-1)).toMatchObject({ staff_id: PRIYA.id, user_id: null });
    });

    it('refuses a wrong password alike for a known and an unknown e-mail, then slows the account down', async () => {
      const wrong = await apiCall(
        shop,
        'staff/login',
        { email: KIRAN.email, password: 'not-it' },
        { clientAddress: '192.0.2.50' },
      );
      const unknown = await apiCall(
        shop,
        'staff/login',
        { email: 'nobody@example.in', password: 'not-it' },
        { clientAddress: '192.0.2.50' },
      );
      expect(wrong.status).toBe(401);
      expect(errorBody(unknown)).toEqual(errorBody(wrong));
      for (let attempt = 0; attempt < 4; attempt++)
        await apiCall(shop, 'staff/login', { email: KIRAN.email, password: 'not-it' }, { clientAddress: '192.0.2.50' });
      const throttled = await apiCall(
        shop,
        'staff/login',
        { email: KIRAN.email, password: 'not-it' },
        { clientAddress: '192.0.2.50' },
      );
      expect(throttled.status).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
      expect((await auditRows(shop, 'staff_sign_in_failed')).some((row) => row.staff_id === KIRAN.id)).toBe(true);
      expect((await auditRows(shop, 'staff_sign_in_throttled')).length).toBeGreaterThan(0);
    });
  });

  describe('the order queue', () => {
    it('accepts with a preparation time, prepares, marks ready and hands a self-pickup order over', async () => {
      const id = await selfPickupOrder(ROHAN.id);
      const queue = await asKiran('staff/orders', {});
      expect(JSON.stringify(queue.body)).toContain(id);
      const steps: [string, () => Promise<Record<string, unknown>>, string][] = [
        ['accept', async () => ({ preparation_minutes: 20 }), 'accepted'],
        ['prepare', async () => ({}), 'preparing'],
        ['mark_ready', async () => ({}), 'ready_for_pickup'],
        ['hand_over', async () => ({ code: await pickupCodeOf(id) }), 'collected'],
      ];
      for (const [event, extra, status] of steps) {
        const answer = await asKiran('staff/order-step', { unique_order_id: id, event, ...(await extra()) });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect((answer.body as StaffOrderAnswer).order).toMatchObject({ status });
      }
      const done = (await asKiran('staff/orders', {})).body as StaffOrdersAnswer;
      expect(done.orders.find((order) => order.unique_order_id === id)).toMatchObject({
        status: 'collected',
        preparation_minutes: 20,
        actions: { next: null, canReject: false },
      });
      // When it became ready (for the rider-wait alert), and the shop's limit and clock with the queue.
      const readyAt = await shop.db
        .selectFrom('order_status_events')
        .select('at')
        .where('status', '=', 'ready_for_pickup')
        .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('unique_order_id', '=', id))
        .executeTakeFirstOrThrow();
      expect(done.orders.find((order) => order.unique_order_id === id)?.ready_since).toBe(readyAt.at);
      expect(done.rider_wait_alert_minutes).toBe(10);
      expect(Number.isNaN(Date.parse(done.now))).toBe(false);
      // Out of turn: 409 naming where the order is.
      const again = await asKiran('staff/order-step', { unique_order_id: id, event: 'accept' });
      expect(again.status).toBe(409);
    });

    it('hands a ready self-pickup order over only with the customer’s pickup code, which their order shows', async () => {
      const id = await selfPickupOrder(ROHAN.id);
      for (const event of ['accept', 'prepare'])
        expect((await asKiran('staff/order-step', { unique_order_id: id, event })).status).toBe(200);
      // No code before the order is ready; a code only goes with handing over.
      expect(
        await shop.db.selectFrom('orders').select('pickup_code').where('unique_order_id', '=', id).executeTakeFirst(),
      ).toEqual({ pickup_code: null });
      const early = await asKiran('staff/order-step', { unique_order_id: id, event: 'mark_ready', code: '1234' });
      expect(early.status).toBe(400);
      expect(errorBody(early).fields).toMatchObject({ code: 'only when handing over' });
      const ready = await asKiran('staff/order-step', { unique_order_id: id, event: 'mark_ready' });
      expect((ready.body as StaffOrderAnswer).order.pickup_code).toEqual({ needed: true, tries_left: 5 });
      const code = await pickupCodeOf(id);
      expect(code).toMatch(/^\d{4}$/);
      // The customer's order shows it while it waits at the counter; the console never does.
      expect(JSON.stringify(ready.body)).not.toContain(`"${code}"`);
      const token = await createSession(shop, ROHAN.id);
      const seen = await apiCall(shop, 'get-order', { unique_order_id: id }, { bearer: token });
      expect(seen.body).toMatchObject({ order: { status: 'ready_for_pickup', pickup_code: code } });

      // Without it, or a wrong one: 400 naming the code, and the tries left.
      const none = await asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over' });
      expect(none.status).toBe(400);
      expect(errorBody(none).fields).toMatchObject({ code: 'required' });
      const wrongCode = code === '0000' ? '0001' : '0000';
      const wrong = await asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over', code: wrongCode });
      expect(wrong.status).toBe(400);
      expect(errorBody(wrong).message).toBe('That code is not right. 4 tries left.');
      const bad = await asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over', code: '12a4' });
      expect(bad.status).toBe(400);
      expect(errorBody(bad).fields).toHaveProperty('code');
      const right = await asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over', code });
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      expect((right.body as StaffOrderAnswer).order).toMatchObject({
        status: 'collected',
        pickup_code: { needed: false },
      });
      const after = await apiCall(shop, 'get-order', { unique_order_id: id }, { bearer: token });
      expect(after.body).toMatchObject({ order: { status: 'collected', pickup_code: null } });
    });

    it('after five wrong pickup codes only an admin hands the order over, without the code', async () => {
      const id = await selfPickupOrder(ROHAN.id);
      for (const event of ['accept', 'prepare', 'mark_ready'])
        expect((await asKiran('staff/order-step', { unique_order_id: id, event })).status).toBe(200);
      const code = await pickupCodeOf(id);
      const wrongCode = code === '0000' ? '0001' : '0000';
      // Five guesses at once: each claims its try first, so none gets a sixth.
      const guesses = await Promise.all(
        Array.from({ length: 6 }, () =>
          asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over', code: wrongCode }),
        ),
      );
      expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(5);
      expect(guesses.filter((answer) => answer.status === 409)).toHaveLength(1);
      // Even the right code is refused now, and the staff member is told who can.
      const locked = await asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over', code });
      expect(locked.status).toBe(409);
      expect(errorBody(locked).message).toBe('Too many wrong codes. A manager can hand this order over.');
      expect((await asKiran('staff/order-step', { unique_order_id: id, event: 'hand_over' })).status).toBe(409);
      const admin = await asPriya('staff/order-step', { unique_order_id: id, event: 'hand_over' });
      expect(admin.status, JSON.stringify(admin.body)).toBe(200);
      expect((admin.body as StaffOrderAnswer).order.status).toBe('collected');
    });

    it('accepts an order for a later day without a preparation time: it is packed on its day', async () => {
      const tomorrow = toIsoDate(addDays(parseIsoDate(shopToday(shop.now())) ?? shop.now(), 1));
      const id = await selfPickupOrder(ROHAN.id, 'COD', tomorrow);
      const answer = await asKiran('staff/order-step', {
        unique_order_id: id,
        event: 'accept',
        preparation_minutes: 20,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((answer.body as StaffOrderAnswer).order).toMatchObject({
        status: 'accepted',
        delivery_date: tomorrow,
        preparation_minutes: null,
        actions: { next: null, packOn: tomorrow },
      });
      // Not prepared before its day: that would also take its customer's Cancel away (decision 0227).
      const early = await asKiran('staff/order-step', { unique_order_id: id, event: 'prepare' });
      expect(early.status).toBe(409);
      expect(errorBody(early).message).toMatch(
        /^This order is for \w{3}, \d{1,2} \w{3}(, \d{4})?: prepare it on that day\.$/,
      );
      const token = await createSession(shop, ROHAN.id);
      const seen = await apiCall(shop, 'get-order', { unique_order_id: id }, { bearer: token });
      expect(seen.body).toMatchObject({ order: { status: 'accepted', can_cancel: true } });
    });

    it('rejects with a reason: stock and the wallet come back, and the customer reads why', async () => {
      const customer = await createCustomer(shop, 100_000, 'Wallet Payer');
      const stockBefore = await shop.db
        .selectFrom('item_variants')
        .select(['id', 'stock'])
        .where('item_id', '=', BANANA_ITEM)
        .orderBy('id')
        .execute();
      const id = await selfPickupOrder(customer, 'WALLET');
      const walletAfterOrder = await shop.db
        .selectFrom('users')
        .select('wallet_balance_paise')
        .where('id', '=', customer)
        .executeTakeFirstOrThrow();
      expect(walletAfterOrder.wallet_balance_paise).toBeLessThan(100_000);
      const rejected = await asKiran('staff/reject-order', { unique_order_id: id, reason: 'Bananas are not ripe yet' });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      const alert = await shop.db
        .selectFrom('notifications')
        .select(['title', 'message'])
        .where('user_id', '=', customer)
        .where('title', '=', 'Order not accepted')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(alert.message).toContain('The store says: Bananas are not ripe yet');
      const wallet = await shop.db
        .selectFrom('users')
        .select('wallet_balance_paise')
        .where('id', '=', customer)
        .executeTakeFirstOrThrow();
      expect(wallet.wallet_balance_paise).toBe(100_000);
      const stockAfter = await shop.db
        .selectFrom('item_variants')
        .select(['id', 'stock'])
        .where('item_id', '=', BANANA_ITEM)
        .orderBy('id')
        .execute();
      expect(stockAfter).toEqual(stockBefore);
      const token = await createSession(shop, customer);
      const seen = await apiCall(shop, 'get-order', { unique_order_id: id }, { bearer: token });
      expect(seen.body).toMatchObject({ order: { status: 'rejected', cancel_reason: 'Bananas are not ripe yet' } });
      const refund = await shop.db
        .selectFrom('wallet_transactions')
        .select(['kind', 'amount_paise'])
        .where('user_id', '=', customer)
        .where('kind', '=', 'refund')
        .execute();
      expect(refund).toHaveLength(1);
      // Too late once preparing.
      const late = await selfPickupOrder(ROHAN.id);
      await asKiran('staff/order-step', { unique_order_id: late, event: 'accept' });
      await asKiran('staff/order-step', { unique_order_id: late, event: 'prepare' });
      expect((await asKiran('staff/reject-order', { unique_order_id: late, reason: 'Too late' })).status).toBe(409);
    });
  });

  describe('stock and availability', () => {
    it('shows an item marked out of stock as sold out on the storefront at once, and back again', async () => {
      const item = await shop.db
        .selectFrom('items')
        .select('slug')
        .where('id', '=', BANANA_ITEM)
        .executeTakeFirstOrThrow();
      const storefront = async () => {
        const answer = await apiCall(shop, 'get-single-item', { slug: item.slug });
        expect(answer.status).toBe(200);
        return itemAvailability(answer.body as ItemView);
      };
      expect(await storefront()).toBe('available');
      // The answer is in the catalog cache now; the change must empty it.
      expect((await asKiran('staff/item-stock', { item_id: BANANA_ITEM, in_stock: false })).status).toBe(200);
      expect(await storefront()).toBe('sold_out');
      expect((await asKiran('staff/item-stock', { item_id: BANANA_ITEM, in_stock: true })).status).toBe(200);
      expect(await storefront()).toBe('available');
    });

    it('changes a stock count and closes and opens the store', async () => {
      const variant = await shop.db
        .selectFrom('item_variants')
        .select('id')
        .where('item_id', '=', BANANA_ITEM)
        .executeTakeFirstOrThrow();
      const counted = await asKiran('staff/variant-stock', { variant_id: variant.id, stock: 7 });
      expect(JSON.stringify(counted.body)).toContain('"stock":7');
      const closed = await asKiran('staff/store-open', { store_id: 1, is_open: false });
      expect(closed.body).toMatchObject({ store: { id: 1, is_open: false } });
      const info = await apiCall(shop, 'get-restaurant-info-by-id/1', {});
      expect(info.body).toMatchObject({ is_active: 0 });
      await asKiran('staff/store-open', { store_id: 1, is_open: true });
      expect((await apiCall(shop, 'get-restaurant-info-by-id/1', {})).body).toMatchObject({ is_active: 1 });
    });
  });

  describe('call-and-order', () => {
    it('registers a caller without a password, marks the order placed in their session as by staff and accepts it', async () => {
      const registered = await asKiran('staff/guest-register', { name: 'Ravi Patil', phone: '98765 43210' });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const guest = registered.body as GuestAnswer;
      expect(guest).toMatchObject({
        success: true,
        data: { name: 'Ravi Patil', phone: '+919876543210' },
        addresses: [],
      });
      const user = await shop.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', guest.data.id)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toBeNull();
      expect(registered.cookies.some((cookie) => cookie.startsWith('fc_acting=call_order%7CRavi%20Patil'))).toBe(true);
      const session = tokenIn(registered, 'fc_session');
      const found = await asKiran('staff/find-caller', { phone: '9876543210' });
      expect(found.body).toMatchObject({
        caller: { name: 'Ravi Patil', phone: '+919876543210', reason_allowed: true },
      });
      const twice = await asKiran('staff/guest-register', { name: 'Ravi Again', phone: '9876543210' });
      expect(twice.status).toBe(409);

      const placed = await apiCall(
        shop,
        'place-order',
        {
          items: [{ id: BANANA_ITEM, quantity: 2 }],
          restaurant_id: 1,
          mode: 'SELFPICKUP',
          payment_method: 'COD',
          idempotency_key: 'call-and-order-1',
        },
        { cookie: `fc_session=${session}` },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      // Agreed on the phone with the member who took it: it lands accepted by them, audited (decision 0322).
      const order = (placed.body as { order: { unique_order_id: string; status: string } }).order;
      expect(order.status).toBe('accepted');
      const accepted = await shop.db
        .selectFrom('staff_changes')
        .select(['staff_id', 'via', 'kind', 'action', 'store_id', 'summary'])
        .where('kind', '=', 'order')
        .where('action', '=', 'accept')
        .where('summary', 'like', `%${order.unique_order_id}%`)
        .execute();
      expect(accepted).toEqual([
        {
          staff_id: 2,
          via: 'acting',
          kind: 'order',
          action: 'accept',
          store_id: 1,
          summary: `Order ${order.unique_order_id}: taken on the phone and accepted by Kiran Jadhav`,
        },
      ]);
      const orders = await apiCall(shop, 'get-orders', {}, { cookie: `fc_session=${session}` });
      expect(orders.body).toMatchObject({ orders: [{ placed_by_staff: 'Kiran Jadhav' }] });
      const ended = await apiCall(shop, 'end-acting-session', {}, { cookie: `fc_session=${session}` });
      expect(ended.status).toBe(200);
      expect(ended.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^fc_acting=;.*Max-Age=0/)]));
      expect(await resolveSession(shop, session)).toBeNull();
    });
  });

  describe('farm-visit bookings', () => {
    it('lists bookings per day with the day’s capacity, for a range of dates', async () => {
      const booking = {
        user_id: ROHAN.id,
        mobile: '+919800000002',
        location: 'Kothrud, Pune',
        adults: 2,
        kids: 1,
        visitors: 3,
        created_at: '2026-11-01T04:30:00.000Z',
      };
      await shop.db
        .insertInto('farm_visits')
        .values([
          { ...booking, name: 'Rohan Deshpande', visiting_date: '2030-01-05' },
          {
            ...booking,
            name: 'Rohan’s friend',
            user_id: 1,
            adults: 1,
            kids: 0,
            visitors: 1,
            visiting_date: '2030-01-05',
          },
          { ...booking, name: 'Later visit', visiting_date: '2030-02-02' },
        ])
        .execute();
      const answer = await asKiran('staff/farm-visits', { from: '2030-01-01', to: '2030-01-31' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        days: [
          {
            date: '2030-01-05',
            capacity: 40,
            visitors: 4,
            bookings: [{ name: 'Rohan Deshpande' }, { name: 'Rohan’s friend' }],
          },
        ],
      });
      const backwards = await asKiran('staff/farm-visits', { from: '2030-02-01', to: '2030-01-01' });
      expect(backwards.status).toBe(400);
    });

    it('audits each read and CSV export of the bookings: who, which days and how many', async () => {
      await shop.db
        .deleteFrom('audit_events')
        .where('event', 'in', ['farm_visits_read', 'farm_visits_exported'])
        .execute();
      expect((await asKiran('staff/farm-visits', { from: '2030-01-01', to: '2030-01-31' })).status).toBe(200);
      const exported = await farmVisitExportRows(
        shop,
        { staffId: 1, client: { address: '203.0.113.9', device: 'test' } },
        { from: '2030-01-01', to: '2030-03-01' },
      );
      expect(exported.ok).toBe(true);
      const rows = await shop.db
        .selectFrom('audit_events')
        .select(['event', 'staff_id', 'action', 'client_address'])
        .where('event', 'in', ['farm_visits_read', 'farm_visits_exported'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          event: 'farm_visits_read',
          staff_id: 2,
          action: '2030-01-01 to 2030-01-31, 2 bookings',
        }),
        {
          event: 'farm_visits_exported',
          staff_id: 1,
          action: '2030-01-01 to 2030-03-01, 3 bookings',
          client_address: '203.0.113.9',
        },
      ]);
      const log = await asPriya('staff/audit', { kind: 'farm_visits' });
      expect(log.status, JSON.stringify(log.body)).toBe(200);
      const summaries = (log.body as { entries: { summary: string }[] }).entries.map((entry) => entry.summary);
      expect(summaries).toEqual([
        'Exported farm-visit bookings as CSV, 2030-01-01 to 2030-03-01, 3 bookings',
        'Read farm-visit bookings, 2030-01-01 to 2030-01-31, 2 bookings',
      ]);
    });
  });

  describe('a customer session a staff member opened', () => {
    const SUNITA = { id: 3, email: 'sunita@farmcart.example.in' };
    const customerCalls = (session: string) =>
      apiCall(shop, 'get-orders', {}, { cookie: `fc_session=${session}` }).then((answer) => answer.status);

    it('ends when the member signs out, is disabled or gets a new password, and when their console session ends', async () => {
      const open = async (phone: string) => {
        const staff = await createRoleSession(shop, 'staff', SUNITA.id);
        const registered = await apiCall(
          shop,
          'staff/guest-register',
          { name: `Caller ${phone}`, phone },
          { cookie: `fc_staff=${staff}` },
        );
        expect(registered.status, JSON.stringify(registered.body)).toBe(200);
        const session = tokenIn(registered, 'fc_session');
        expect(await customerCalls(session)).toBe(200);
        return { staff, session };
      };

      const signedOut = await open('98765 40001');
      await apiCall(shop, 'staff/logout', {}, { cookie: `fc_staff=${signedOut.staff}` });
      expect(await customerCalls(signedOut.session)).toBe(401);

      const disabled = await open('98765 40002');
      unwrap(await setStaffDisabled(shop, SUNITA.email, true));
      expect(await customerCalls(disabled.session)).toBe(401);
      unwrap(await setStaffDisabled(shop, SUNITA.email, false));
      // Enabled and signed in again, the member does not bring the ended session back.
      await createRoleSession(shop, 'staff', SUNITA.id);
      expect(await customerCalls(disabled.session)).toBe(401);

      const newPassword = await open('98765 40003');
      unwrap(await setStaffPassword(shop, SUNITA.email, 'a-fresh-counter-pass-9'));
      expect(await customerCalls(newPassword.session)).toBe(401);

      // The console session ends some other way (it expired, or went unused): the customer session with it.
      const lapsed = await open('98765 40004');
      await shop.db
        .updateTable('role_sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('account_id', '=', SUNITA.id)
        .execute();
      expect(await resolveSession(shop, lapsed.session)).toBeNull();
      expect(await customerCalls(lapsed.session)).toBe(401);
    });
  });

  describe('sign-in as a customer', () => {
    async function linkFor(userId: number, as = priya): Promise<{ t: string; status: number }> {
      const answer = await apiCall(shop, 'staff/impersonation-link', { user_id: userId }, { cookie: `fc_staff=${as}` });
      if (answer.status !== 200) return { t: '', status: answer.status };
      const url = new URL((answer.body as { url: string }).url, 'http://shop.example');
      expect(url.pathname).toBe(`/auth/login-as-customer/${userId}`);
      return { t: url.searchParams.get('t') ?? '', status: 200 };
    }
    const use = (userId: number, t: string, options: { as?: string; shop?: TestShop } = {}) =>
      apiCall(
        options.shop ?? shop,
        'auth/login-as-customer',
        { user_id: userId, t },
        { cookie: `fc_staff=${options.as ?? priya}` },
      );

    it('is only for an admin', async () => {
      expect((await linkFor(ROHAN.id, kiran)).status).toBe(403);
    });

    it('works once, within 5 minutes, for the admin who made it, and is refused tampered', async () => {
      const { t } = await linkFor(ROHAN.id);
      const [staffId, expires, nonce, mac] = t.split('.');
      const tampered = [
        `${staffId}.${Number(expires) + 60}.${nonce}.${mac}`,
        `${staffId}.${expires}.${nonce}.${mac?.slice(0, -2)}AA`,
        `2.${expires}.${nonce}.${mac}`,
        'not-a-link',
      ];
      for (const bad of tampered) expect((await use(ROHAN.id, bad)).status, bad).toBe(403);
      // Another customer's id with this link's token; a number that is no account's is refused the
      // same, and logged without an account.
      expect((await use(1, t)).status).toBe(403);
      expect((await use(987_654, t)).status).toBe(403);
      // Another staff member's browser (Kiran is no admin, nor the one who made it): the counter
      // role lacks the call's permission, so it is refused before the link is read.
      expect((await use(ROHAN.id, t, { as: kiran })).status).toBe(403);
      // Expired: the same link 5 minutes and a second later.
      const expired = await use(ROHAN.id, t, { shop: { ...shop, ...later(shop, 5.02) } as TestShop });
      expect(expired.status).toBe(403);
      const first = await use(ROHAN.id, t);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const reused = await use(ROHAN.id, t);
      expect(reused.status).toBe(403);
      expect(errorBody(reused).message).toMatch(/expired, was used already, or is not valid/);
      const refusals = await auditRows(shop, 'impersonation_link_refused');
      expect(refusals.map((row) => row.action)).toEqual(
        expect.arrayContaining(['bad signature', 'expired', 'used already', 'malformed']),
      );
    });

    it('cannot change credentials, audits every action with the admin’s id, and leaves the customer’s sessions alone', async () => {
      const own = await createSession(shop, ROHAN.id, 'Rohan’s phone');
      const { t } = await linkFor(ROHAN.id);
      const started = await use(ROHAN.id, t);
      const session = tokenIn(started, 'fc_session');
      expect(await resolveSession(shop, session)).toMatchObject({
        id: ROHAN.id,
        acting: { staff_id: PRIYA.id, kind: 'impersonation' },
      });
      const cookie = `fc_session=${session}`;
      const credentialCalls: [string, Record<string, unknown>][] = [
        ['change-password', { current_password: 'demo1234', new_password: 'a-new-long-password' }],
        ['update-profile', { email: 'someone@example.in', current_password: 'demo1234' }],
        ['update-profile', { phone: '9811111111', current_password: 'demo1234' }],
        ['confirm-contact-change', { code: '123456' }],
        ['withdraw-contact-change', {}],
        ['resend-contact-code', {}],
        ['delete-account', { password: 'demo1234' }],
        ['revoke-other-sessions', { current_password: 'demo1234' }],
        ['revoke-session', { session_id: 1, current_password: 'demo1234' }],
      ];
      const before = await shop.db.selectFrom('users').selectAll().where('id', '=', ROHAN.id).executeTakeFirstOrThrow();
      for (const [path, body] of credentialCalls) {
        const answer = await apiCall(shop, path, body, { cookie });
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(403);
      }
      expect(
        await shop.db.selectFrom('users').selectAll().where('id', '=', ROHAN.id).executeTakeFirstOrThrow(),
      ).toEqual(before);
      // An ordinary action goes through, and is audited with the admin's id.
      const saved = await apiCall(
        shop,
        'save-address',
        { latitude: 18.5074, longitude: 73.8077, address: 'Paud Road, Kothrud', tag: 'Work' },
        { cookie },
      );
      expect(saved.status).toBe(200);
      const acted = await auditRows(shop, 'acted_for_customer');
      expect(acted.map((row) => [row.user_id, row.staff_id, row.action])).toEqual(
        expect.arrayContaining([
          [ROHAN.id, PRIYA.id, 'save-address 200'],
          [ROHAN.id, PRIYA.id, 'change-password 403'],
          [ROHAN.id, PRIYA.id, 'delete-account 403'],
        ]),
      );
      expect((await auditRows(shop, 'acting_session_started')).at(-1)).toMatchObject({
        user_id: ROHAN.id,
        staff_id: PRIYA.id,
        action: 'impersonation',
      });
      // The customer's own session is as it was, before and after the admin ends theirs.
      expect(await resolveSession(shop, own)).toMatchObject({ id: ROHAN.id, acting: null });
      expect((await apiCall(shop, 'end-acting-session', {}, { cookie })).status).toBe(200);
      expect(await resolveSession(shop, own)).toMatchObject({ id: ROHAN.id });
      // The customer in person may not "end" their own session as if it were staff's.
      expect((await apiCall(shop, 'end-acting-session', {}, { bearer: own })).status).toBe(403);
    });

    it('takes the acting banner away when the browser signs out or someone signs in', async () => {
      const { t } = await linkFor(ROHAN.id);
      const started = await use(ROHAN.id, t);
      const marker = started.cookies.find((line) => line.startsWith('fc_acting=impersonation'));
      expect(marker).toBeDefined();
      const browser = `fc_session=${tokenIn(started, 'fc_session')}; ${marker?.split(';')[0]}`;
      const signedOut = await apiCall(shop, 'logout', {}, { cookie: browser });
      expect(signedOut.status).toBe(200);
      expect(signedOut.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^fc_acting=;.*Max-Age=0/)]));
      // A browser without the marker gets no cookie for it.
      const plain = await apiCall(shop, 'logout', {}, { cookie: 'fc_session=none' });
      expect(plain.cookies.some((line) => line.startsWith('fc_acting='))).toBe(false);
    });
  });
});
