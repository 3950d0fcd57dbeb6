// Staff in a customer's account, bound to a call (decision 0276), through the real dispatcher: a
// counter member finds a caller only by their whole number (no listing), opens an account only
// with the caller's code or, for a phone customer without a password, a typed reason; the session
// orders and reads only in the member's stores, never shows a pickup code, is audited read by
// read, ends after an hour and when the member loses the store or the role, and the customer is
// told in their alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindCallerAnswer } from '../../../../src/domain/api/staff/calls.ts';
import type { FindCustomersAnswer, GuestAnswer } from '../../../../src/domain/api/staff.ts';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { resolveSession } from '../../../../src/server/services/sessions/sessions.ts';
import { setStaffRole, setStaffStores } from '../../../../src/server/services/staff/staff.ts';
import type { MemorySender } from '../notifications/memory-transport.ts';
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

/** Demo staff (src/server/seed/demo/staff.ts): an admin, and counter staff of FarmCart Kothrud (store 1). */
const PRIYA = { id: 1 };
const KIRAN = { id: 2, email: 'kiran@farmcart.example.in' };
/** Bananas 12 pc at FarmCart Kothrud (store 1): self-pickup, cash. */
const BANANA_ITEM = 5;

function tokenIn(answer: CallAnswer, name: string): string {
  const line = answer.cookies.find((cookie) => cookie.startsWith(`${name}=`));
  const token = line?.slice(name.length + 1).split(';')[0];
  if (!token) throw new Error(`no ${name} cookie in ${JSON.stringify(answer.cookies)}`);
  return token;
}

describe.skipIf(!engineAvailable)('staff in a customer’s account, bound to a call', () => {
  let shop: TestShop;
  let sender: MemorySender;
  let kiran: string;
  let priya: string;
  beforeAll(async () => {
    ({ shop, sender } = await openAccountsShop());
    kiran = await createRoleSession(shop, 'staff', KIRAN.id);
    priya = await createRoleSession(shop, 'staff', PRIYA.id);
  });
  afterAll(async () => {
    await shop.close();
  });

  const asKiran = (path: string, body: unknown, on: TestShop = shop) =>
    apiCall(on, path, body, { cookie: `fc_staff=${kiran}` });
  const inSession = (session: string, path: string, body: unknown, on: TestShop = shop) =>
    apiCall(on, path, body, { cookie: `fc_session=${session}` });

  const auditRows = (event: string) =>
    shop.db
      .selectFrom('audit_events')
      .selectAll()
      .where('event', '=', event as never)
      .orderBy('id')
      .execute();

  /** Rohan's own order (not in a held session), self-pickup at store `storeId`. */
  async function rohansOrder(storeId: 1 | 2): Promise<string> {
    const input = placeOrderRequest.parse({
      items: [{ id: BANANA_ITEM, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `consent-test-${Math.random().toString(36).slice(2)}`,
    });
    const id = unwrap(await placeOrder(shop, ROHAN.id, input)).order.unique_order_id;
    // The demo's Baner store (2) delivers only: a Kothrud order moved there stands for one of its orders.
    if (storeId === 2)
      await shop.db.updateTable('orders').set({ store_id: 2 }).where('unique_order_id', '=', id).execute();
    return id;
  }

  /** Rohan's account, opened by Kiran with the code sent to Rohan's phone. */
  async function heldRohan(staff = kiran): Promise<string> {
    // Each test opens his account afresh: the limit of 3 codes per number in 10 minutes is the OTP tests'.
    await shop.db.deleteFrom('rate_limits').execute();
    const sent = await apiCall(shop, 'staff/caller-code', { phone: '98000 00002' }, { cookie: `fc_staff=${staff}` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await sender.lastOtp(ROHAN.phone);
    const opened = await apiCall(
      shop,
      'staff/guest-login',
      { phone: '9800000002', code },
      { cookie: `fc_staff=${staff}` },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return tokenIn(opened, 'fc_session');
  }

  it('a counter member cannot list customers by part of a number, and finds a caller only by the whole one, audited', async () => {
    const listed = await asKiran('staff/find-customers', { query: '980' });
    expect(listed.status).toBe(403);
    expect(JSON.stringify(listed.body)).not.toMatch(/\+91980/);
    const part = await asKiran('staff/find-caller', { phone: '98000' });
    expect(part.status).toBe(400);
    expect(errorBody(part).fields).toHaveProperty('phone');
    const found = await asKiran('staff/find-caller', { phone: '+91 98000 00002' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body as FindCallerAnswer).toEqual({
      caller: { name: 'Rohan Deshpande', phone: ROHAN.phone, reason_allowed: false },
    });
    expect((await asKiran('staff/find-caller', { phone: '9811111199' })).body).toEqual({ caller: null });
    const lookups = await auditRows('caller_looked_up');
    expect(lookups.map((row) => [row.staff_id, row.user_id, row.action])).toEqual(
      expect.arrayContaining([
        [KIRAN.id, ROHAN.id, `phone ${ROHAN.phone}`],
        [KIRAN.id, null, 'phone +919811111199'],
      ]),
    );
    // An admin keeps the search (the sign-in-as-a-customer tool), and it is audited with what was searched.
    const search = await apiCall(shop, 'staff/find-customers', { query: '98000' }, { cookie: `fc_staff=${priya}` });
    expect(search.status).toBe(200);
    expect((search.body as FindCustomersAnswer).customers.length).toBeGreaterThan(1);
    expect((await auditRows('customers_searched')).at(-1)).toMatchObject({
      staff_id: PRIYA.id,
      action: 'searched "98000"',
    });
  });

  it('opens an account only with the caller’s code, or a reason for a phone customer without a password', async () => {
    const bare = await asKiran('staff/guest-login', { phone: '9800000002' });
    expect(bare.status).toBe(400);
    expect(errorBody(bare).fields).toHaveProperty('code');
    // Rohan uses the app (he has a password): a reason does not do.
    const reason = 'Rohan called from his office landline, no phone with him';
    const withReason = await asKiran('staff/guest-login', { phone: '9800000002', reason });
    expect(withReason.status).toBe(400);
    expect(errorBody(withReason).fields).toHaveProperty('reason');
    const guessed = await asKiran('staff/guest-login', { phone: '9800000002', code: '000000' });
    expect(guessed.status).toBe(400);
    // The old way, by customer id alone, is gone.
    expect((await asKiran('staff/guest-login', { user_id: ROHAN.id })).status).toBe(400);

    const session = await heldRohan();
    expect(await resolveSession(shop, session)).toMatchObject({
      id: ROHAN.id,
      acting: { staff_id: KIRAN.id, kind: 'call_order' },
    });
    expect((await auditRows('acting_session_started')).at(-1)).toMatchObject({
      user_id: ROHAN.id,
      staff_id: KIRAN.id,
      action: 'call_order code',
    });
    // The code works once.
    const code = await sender.lastOtp(ROHAN.phone);
    expect((await asKiran('staff/guest-login', { phone: '9800000002', code })).status).toBe(400);

    // A caller the shop registered on an earlier call has no password: a typed reason opens their account.
    const registered = await asKiran('staff/guest-register', { name: 'Sakharam Pawar', phone: '98220 11223' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const found = await asKiran('staff/find-caller', { phone: '9822011223' });
    expect(found.body).toMatchObject({ caller: { name: 'Sakharam Pawar', reason_allowed: true } });
    const short = await asKiran('staff/guest-login', { phone: '9822011223', reason: 'he asked' });
    expect(short.status).toBe(400);
    expect(errorBody(short).fields).toHaveProperty('reason');
    const why = 'Sakharam calls from a landline every week; he has no mobile with him to read a code';
    const opened = await asKiran('staff/guest-login', { phone: '9822011223', reason: why });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((opened.body as GuestAnswer).data.name).toBe('Sakharam Pawar');
    expect((await auditRows('acting_session_started')).at(-1)).toMatchObject({
      staff_id: KIRAN.id,
      action: `call_order reason: ${why}`,
    });
  });

  it('a held session orders only from the member’s stores, and reads or cancels no other store’s order', async () => {
    const baner = await rohansOrder(2);
    const kothrud = await rohansOrder(1);
    const session = await heldRohan();
    const placed = await inSession(session, 'place-order', {
      items: [{ id: BANANA_ITEM, quantity: 1 }],
      restaurant_id: 2,
      mode: 'SELFPICKUP',
      payment_method: 'WALLET',
      idempotency_key: 'held-other-store',
    });
    expect(placed.status).toBe(403);
    expect(errorBody(placed).message).toMatch(/only from the stores they work at/);
    expect(errorBody(placed).fields).toEqual({ restaurant_id: 'not one of your stores' });
    for (const path of ['get-order', 'get-order-tracking', 'cancel-order', 'order-again']) {
      const answer = await inSession(session, path, { unique_order_id: baner });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
    const still = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('unique_order_id', '=', baner)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('placed');
    const listed = (await inSession(session, 'get-orders', {})).body as { orders: { unique_order_id: string }[] };
    const ids = listed.orders.map((order) => order.unique_order_id);
    expect(ids).toContain(kothrud);
    expect(ids).not.toContain(baner);
    // The member's own store: ordering goes through.
    const own = await inSession(session, 'place-order', {
      items: [{ id: BANANA_ITEM, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: 'held-own-store',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // Reads are audited too, with the staff member's id.
    const reads = await auditRows('read_for_customer');
    expect(reads.map((row) => [row.user_id, row.staff_id, row.action])).toEqual(
      expect.arrayContaining([
        [ROHAN.id, KIRAN.id, 'get-orders 200'],
        [ROHAN.id, KIRAN.id, 'get-order 404'],
      ]),
    );
    // The customer in person still reaches both.
    const asRohan = await apiCall(shop, 'login', { phone: ROHAN.phone, password: 'demo1234' });
    const own2 = await inSession(tokenIn(asRohan, 'fc_session'), 'get-order', { unique_order_id: baner });
    expect(own2.status).toBe(200);
  });

  it('never shows a pickup code in a held session', async () => {
    const id = await rohansOrder(1);
    for (const event of ['accept', 'prepare', 'mark_ready'])
      expect((await asKiran('staff/order-step', { unique_order_id: id, event })).status).toBe(200);
    const { pickup_code: code } = await shop.db
      .selectFrom('orders')
      .select('pickup_code')
      .where('unique_order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(code).toMatch(/^\d{4}$/);
    const session = await heldRohan();
    for (const path of ['get-order', 'get-order-tracking']) {
      const answer = await inSession(session, path, { unique_order_id: id });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ order: { status: 'ready_for_pickup', pickup_code: null } });
    }
    const listed = await inSession(session, 'get-orders', {});
    expect(JSON.stringify(listed.body)).toContain(id);
    expect(JSON.stringify(listed.body)).not.toContain(`"pickup_code":"${code}"`);
  });

  it('ends after an hour, and when the member loses the store or changes role', async () => {
    const session = await heldRohan();
    const atMinutes = (minutes: number) => ({ ...shop, ...later(shop, minutes) }) as TestShop;
    expect((await inSession(session, 'get-orders', {}, atMinutes(59))).status).toBe(200);
    expect((await inSession(session, 'get-orders', {}, atMinutes(61))).status).toBe(401);
    expect(await resolveSession(atMinutes(60), session)).toBeNull();

    const moved = await heldRohan();
    expect((await inSession(moved, 'get-orders', {})).status).toBe(200);
    unwrap(await setStaffStores(shop, KIRAN.email, [2]));
    expect((await inSession(moved, 'get-orders', {})).status).toBe(401);
    unwrap(await setStaffStores(shop, KIRAN.email, [1]));
    // Back at the store, the ended session stays ended.
    expect((await inSession(moved, 'get-orders', {})).status).toBe(401);
    // Gaining a store takes nothing away.
    const kept = await heldRohan();
    unwrap(await setStaffStores(shop, KIRAN.email, [1, 2]));
    expect((await inSession(kept, 'get-orders', {})).status).toBe(200);
    unwrap(await setStaffRole(shop, KIRAN.email, 'manager'));
    expect((await inSession(kept, 'get-orders', {})).status).toBe(401);
    unwrap(await setStaffRole(shop, KIRAN.email, 'counter'));
    unwrap(await setStaffStores(shop, KIRAN.email, [1]));
  });

  it('tells the customer in their alerts that staff opened their account, and when', async () => {
    await heldRohan();
    const asRohan = await apiCall(shop, 'login', { phone: ROHAN.phone, password: 'demo1234' });
    const alerts = await inSession(tokenIn(asRohan, 'fc_session'), 'get-user-notifications', {});
    const list = (alerts.body as { notifications: { data: { title: string; message: string } }[] }).notifications;
    expect(list[0]?.data).toMatchObject({
      title: 'Staff opened your account',
      message: expect.stringMatching(
        /^Kiran Jadhav of our shop opened your account on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m to take your order on the phone\./,
      ),
    });
    const stored = await shop.db
      .selectFrom('notifications')
      .select(['message_code', 'message_params'])
      .where('user_id', '=', ROHAN.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.message_code).toBe('saidAlertStaffPhoneOrder');
  });

  it('audits making a sign-in-as-a-customer link', async () => {
    const made = await apiCall(
      shop,
      'staff/impersonation-link',
      { user_id: ROHAN.id },
      { cookie: `fc_staff=${priya}` },
    );
    expect(made.status).toBe(200);
    expect((await auditRows('impersonation_link_made')).at(-1)).toMatchObject({
      user_id: ROHAN.id,
      staff_id: PRIYA.id,
      action: expect.stringMatching(/^until \d{4}-/),
    });
  });
});
