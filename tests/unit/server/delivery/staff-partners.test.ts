// Delivery partners' accounts in the staff console (decision 0183, decision 0184),
// through the real dispatcher on SQLite and PostgreSQL: a partner who signed up is
// listed as waiting (Aadhaar masked, vehicle, when); an admin's approval lets them sign in; a
// suspension ends their live session at once and takes them offline; both audited with the
// admin's id; the approved list shows who is online, the last position's time and the delivery
// held; store staff get 403 and change nothing; a customer's or a partner's token gets 401; the
// lists' event stream sends a sign-up without a reload and refuses store staff.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPartnersAnswer, StaffPartnerView } from '../../../../src/domain/api/staff.ts';
import { verhoeffCheckDigit } from '../../../../src/domain/staff/delivery-partners.ts';
import { apiRoutes } from '../../../../src/server/api/routes/index.ts';
import { staffStreams } from '../../../../src/server/api/streams/staff.ts';
import { createEventStreamHandler, type EventStreamHandler } from '../../../../src/server/http/event-stream.ts';
import type { MemorySender } from '../notifications/memory-transport.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession } from '../../../../src/server/services/sessions/sessions.ts';
import { apiCall, ASHA, type CallAnswer, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { readyDeliveryOrder, signedInPartner } from './delivery-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { NOW } from '../orders/orders-fixtures.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya is the admin, Kiran works the Kothrud counter. */
const PRIYA = 1;
const KIRAN = 2;
const PASSWORD = 'ride-safe-2026';
const aadhaar = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;

/** Every staff route that names a partner's account, and the lists: what store staff must be refused. */
const partnerRoutes = apiRoutes.filter(
  (route) => route.path === 'staff/partners' || Object.values(route.ids).includes('partner'),
);

const listsOf = (answer: CallAnswer) => answer.body as StaffPartnersAnswer;
const find = (list: StaffPartnerView[], id: number) => list.find((partner) => partner.id === id);
const tokenOf = (answer: CallAnswer) => /^fc_partner=([^;]+)/.exec(answer.cookies[0] ?? '')?.[1] ?? '';

describe.skipIf(!engineAvailable)('delivery partners in the staff console', () => {
  let shop: TestShop;
  let sender: MemorySender;
  let priya: string;
  let kiran: string;

  beforeAll(async () => {
    ({ shop, sender } = await openAccountsShop({ now: NOW }));
    priya = await createRoleSession(shop, 'staff', PRIYA);
    kiran = await createRoleSession(shop, 'staff', KIRAN);
  });
  afterAll(async () => {
    await shop.close();
  });

  const asPriya = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_staff=${priya}` });
  const partnerLogin = (phone: string) => apiCall(shop, 'delivery/login', { phone, password: PASSWORD });
  const auditOf = (partnerId: number) =>
    shop.db
      .selectFrom('audit_events')
      .select(['event', 'staff_id', 'partner_id', 'user_id'])
      .where('partner_id', '=', partnerId)
      .where('event', 'in', ['partner_approved', 'partner_suspended'])
      .orderBy('id')
      .execute();

  /** Signs a partner up through the calls, as /signUpWithAadhar does; answers their id. */
  async function signUp(phone: string, name: string, first11: string): Promise<number> {
    expect((await apiCall(shop, 'delivery/send-otp', { phone })).status).toBe(200);
    await sender.drain();
    const code = sender.otps.findLast((message) => message.phone === `+91${phone}`)?.code ?? '';
    const done = await apiCall(shop, 'delivery/sign-up', {
      name,
      phone,
      otp: code,
      aadhaar: aadhaar(first11),
      vehicle_type: 'motorbike',
      vehicle_number: 'MH 14 CD 5678',
      password: PASSWORD,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const row = await shop.db
      .selectFrom('delivery_partners')
      .select('id')
      .where('phone', '=', `+91${phone}`)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists a partner who signed up as waiting; an admin approves them and they can sign in, audited', async () => {
    const id = await signUp('9811100011', 'Ravi Shinde', '49911866524');
    expect((await partnerLogin('9811100011')).status).toBe(403);

    const lists = await asPriya('staff/partners', {});
    expect(lists.status, JSON.stringify(lists.body)).toBe(200);
    expect(find(listsOf(lists).pending, id)).toEqual({
      id,
      name: 'Ravi Shinde',
      phone: '+919811100011',
      aadhaar_masked: `XXXX XXXX ${aadhaar('49911866524').slice(-4)}`,
      vehicle_type: 'motorbike',
      vehicle_number: 'MH14CD5678',
      status: 'pending',
      signed_up_at: NOW.toISOString(),
      approved_at: null,
      is_online: false,
      position_at: null,
      jobs: [],
    });
    expect(JSON.stringify(lists.body)).not.toMatch(/password|argon/i);
    expect(listsOf(lists).counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await asPriya('staff/partner-status', { partner_id: id, status: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ partner: { id, status: 'approved', approved_at: NOW.toISOString() } });
    const signedIn = await partnerLogin('9811100011');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(await auditOf(id)).toEqual([{ event: 'partner_approved', staff_id: PRIYA, partner_id: id, user_id: null }]);

    const after = listsOf(await asPriya('staff/partners', {}));
    expect(find(after.pending, id)).toBeUndefined();
    expect(find(after.approved, id)).toMatchObject({ status: 'approved' });
  });

  it('suspending ends the partner’s live session at once and takes them offline; approving again lets them back', async () => {
    const id = await signUp('9811100022', 'Imran Shaikh', '23456789012');
    await asPriya('staff/partner-status', { partner_id: id, status: 'approved' });
    const token = tokenOf(await partnerLogin('9811100022'));
    const asPartner = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_partner=${token}` });
    const online = await asPartner('delivery/set-online', { online: true, latitude: 18.5079, longitude: 73.8085 });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(find(listsOf(await asPriya('staff/partners', {})).approved, id)).toMatchObject({
      is_online: true,
      position_at: NOW.toISOString(),
    });

    const suspended = await asPriya('staff/partner-status', { partner_id: id, status: 'suspended' });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body).toMatchObject({ partner: { status: 'suspended', is_online: false, position_at: null } });
    // The session the phone holds stops working on the next call, whichever it is.
    for (const path of ['delivery/user-info', 'delivery/orders'])
      expect((await asPartner(path, {})).status, path).toBe(401);
    const again = await partnerLogin('9811100022');
    expect(again.status).toBe(403);
    expect(errorBody(again).message).toMatch(/suspended/);
    const live = await shop.db
      .selectFrom('role_sessions')
      .select('id')
      .where('role', '=', 'partner')
      .where('account_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect(find(listsOf(await asPriya('staff/partners', {})).suspended, id)).toMatchObject({ status: 'suspended' });

    await asPriya('staff/partner-status', { partner_id: id, status: 'approved' });
    expect((await partnerLogin('9811100022')).status).toBe(200);
    expect((await auditOf(id)).map((row) => [row.event, row.staff_id])).toEqual([
      ['partner_approved', PRIYA],
      ['partner_suspended', PRIYA],
      ['partner_approved', PRIYA],
    ]);
  });

  it('rejects a waiting partner; a second tap on a decision already made changes nothing', async () => {
    const id = await signUp('9811100033', 'Sagar Pawar', '34567890123');
    const rejected = await asPriya('staff/partner-status', { partner_id: id, status: 'suspended' });
    expect(rejected.body).toMatchObject({ partner: { status: 'suspended', approved_at: null } });
    expect((await partnerLogin('9811100033')).status).toBe(403);
    const twice = await asPriya('staff/partner-status', { partner_id: id, status: 'suspended' });
    expect(twice.status).toBe(200);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('shows the delivery an approved partner holds', async () => {
    const order = await readyDeliveryOrder(shop);
    const partner = await signedInPartner(shop);
    const accepted = await apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: partner.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const lists = listsOf(await asPriya('staff/partners', {}));
    expect(find(lists.approved, partner.id)).toMatchObject({
      is_online: true,
      jobs: [{ unique_order_id: order, status: 'partner_assigned', store: 'FarmCart Kothrud' }],
    });
    // Online partners come first.
    const firstOffline = lists.approved.findIndex((one) => !one.is_online);
    if (firstOffline >= 0) expect(lists.approved.slice(firstOffline).every((one) => !one.is_online)).toBe(true);
  });

  it('answers 404 for a partner that does not exist and 400 naming a status it does not take', async () => {
    const missing = await asPriya('staff/partner-status', { partner_id: 999_999, status: 'approved' });
    expect(missing.status).toBe(404);
    expect(errorBody(missing).fields).toHaveProperty('partner_id');
    const bad = await asPriya('staff/partner-status', { partner_id: 1, status: 'pending' });
    expect(bad.status).toBe(400);
    expect(errorBody(bad).fields).toHaveProperty('status');
  });

  it('answers 403 to store staff on every partner call, changing nothing', async () => {
    expect(partnerRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['staff/partners', 'staff/partner-status']),
    );
    const id = await signUp('9811100044', 'Nikhil Gore', '45678901234');
    const before = await shop.db.selectFrom('delivery_partners').selectAll().where('id', '=', id).execute();
    for (const route of partnerRoutes) {
      for (const status of ['approved', 'suspended']) {
        const body = route.path === 'staff/partners' ? {} : { partner_id: id, status };
        const answer = await apiCall(shop, route.path, body, { cookie: `fc_staff=${kiran}` });
        expect(answer.status, `${route.path} ${status}`).toBe(403);
        expect(errorBody(answer).code).toBe('forbidden');
      }
    }
    expect(await shop.db.selectFrom('delivery_partners').selectAll().where('id', '=', id).execute()).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 401 to a customer’s or a partner’s token, or none', async () => {
    const customer = await createSession(shop, ASHA.id);
    const partner = await signedInPartner(shop);
    for (const route of partnerRoutes) {
      for (const options of [
        {},
        { bearer: customer },
        { cookie: `fc_session=${customer}` },
        { cookie: `fc_staff=${customer}` },
        { bearer: partner.token },
        { cookie: `fc_partner=${partner.token}` },
        { cookie: `fc_staff=${partner.token}` },
      ]) {
        const answer = await apiCall(shop, route.path, { partner_id: partner.id, status: 'suspended' }, options);
        expect(answer.status, `${route.path} with ${JSON.stringify(options)}`).toBe(401);
      }
    }
    expect(
      (await shop.db.selectFrom('delivery_partners').select('status').where('id', '=', partner.id).executeTakeFirst())
        ?.status,
    ).toBe('approved');
  });

  describe('the lists’ event stream', () => {
    let handler: EventStreamHandler;
    let listener: http.Server;
    let base: string;
    beforeAll(async () => {
      handler = createEventStreamHandler(staffStreams, async () => shop, {
        trustProxy: false,
        timings: { heartbeatMs: 60_000, coalesceMs: 50, lifetimeMs: 60_000, retryMs: 1_000 },
      });
      listener = http.createServer((req, res) => void handler.handle(req, res));
      listener.listen(0, '127.0.0.1');
      await once(listener, 'listening');
      base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/events/staff/partners`;
    });
    afterAll(async () => {
      handler.endAll();
      await new Promise((resolve) => listener.close(resolve));
    });

    /** Opens the stream with `cookie`; answers its status and a way to wait for text. */
    async function open(cookie: string) {
      let text = '';
      const request = http.get(base, { headers: { cookie } });
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      return {
        status: response.statusCode,
        async until(check: (text: string) => boolean) {
          const deadline = Date.now() + 5_000;
          while (!check(text)) {
            if (Date.now() > deadline) throw new Error(`not seen; got ${text.slice(0, 500)}`);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        },
        close: () => request.destroy(),
      };
    }

    it('sends an admin a new sign-up without a reload', async () => {
      const stream = await open(`fc_staff=${priya}`);
      expect(stream.status).toBe(200);
      await stream.until((text) => text.includes('data: '));
      await signUp('9811100055', 'Asif Mulla', '56789012345');
      await stream.until((text) => text.includes('Asif Mulla'));
      stream.close();
    });

    it('refuses store staff (403) and a customer (401)', async () => {
      const staff = await open(`fc_staff=${kiran}`);
      expect(staff.status).toBe(403);
      staff.close();
      const customer = await open(`fc_session=${await createSession(shop, ASHA.id)}`);
      expect(customer.status).toBe(401);
      customer.close();
    });
  });
});
