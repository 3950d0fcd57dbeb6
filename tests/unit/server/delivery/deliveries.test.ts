// Delivery partners through the API (§6 Delivery partner; decision 0235),
// on SQLite and PostgreSQL: signing up with a code and an Aadhaar number
// (refused when mistyped, kept masked), waiting for approval, signing in; ready orders offered
// to partners near the store; 20 partners accepting at once → exactly one assignment, the
// others told "taken"; every step out of turn refused with 409 naming the order's status; a
// partner never reads another's order; the delivery code with 5 tries; positions, refused when
// they cannot be real, reaching the customer's tracking view with distance and ETA, deleted a
// day after delivery; the customer's alert for each step.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verhoeffCheckDigit } from '../../../../src/domain/staff/delivery-partners.ts';
import { subscribeEvents } from '../../../../src/server/events.ts';
import { purgeExpired } from '../../../../src/server/services/housekeeping/housekeeping.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { setPartnerStatus } from '../../../../src/server/services/delivery/partners.ts';
import { apiCall, ASHA, type CallAnswer, errorBody, openAccountsShop, signIn } from '../accounts/accounts-helpers.ts';
import { NEAR_KOTHRUD, readyDeliveryOrder, signedInPartner } from './delivery-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { NOW } from '../orders/orders-fixtures.ts';
import type { MemorySender } from '../notifications/memory-transport.ts';

/** Nagpur, 600 km and more from every demo store; Baner, 6 km from Kothrud and near the Baner store. */
const NAGPUR = { latitude: 21.1458, longitude: 79.0882 };
const BANER = { latitude: 18.559, longitude: 73.7868 };

const VALID_AADHAAR = `49911866524${verhoeffCheckDigit('49911866524')}`;

type Job = { status: string; next_step: string | null; customer: unknown; needs_code: boolean; earning: number };
const jobOf = (answer: CallAnswer) => (answer.body as { job: Job }).job;

describe.skipIf(!engineAvailable)('delivery partners', () => {
  let shop: TestShop;
  let sender: MemorySender;

  beforeAll(async () => {
    ({ shop, sender } = await openAccountsShop({ now: NOW }));
  });
  afterAll(async () => {
    await shop.close();
  });

  describe('accounts (/signUpWithAadhar, /delivery/login)', () => {
    const phone = '+919811111111';
    const signUp = (fields: Record<string, unknown>) =>
      apiCall(shop, 'delivery/sign-up', {
        name: 'Ravi Shinde',
        phone: '98111 11111',
        aadhaar: VALID_AADHAAR,
        vehicle_type: 'scooter',
        vehicle_number: 'MH 12 AB 1234',
        password: 'ride-safe-2026',
        ...fields,
      });

    it('refuses a mistyped Aadhaar number, naming the field, before anything is kept', async () => {
      const mistyped = `${VALID_AADHAAR.slice(0, 11)}${(Number(VALID_AADHAAR.at(-1)) + 1) % 10}`;
      const answer = await signUp({ aadhaar: mistyped, otp: '000000' });
      expect(answer.status).toBe(400);
      expect(errorBody(answer).fields?.aadhaar).toMatch(/not a valid Aadhaar number/);
      const bad = await signUp({ vehicle_number: 'HELLO', otp: '000000' });
      expect(errorBody(bad).fields?.vehicle_number).toBeDefined();
    });

    it('signs up with the phone’s code, keeps the Aadhaar masked, and waits for approval', async () => {
      const sent = await apiCall(shop, 'delivery/send-otp', { phone: '98111 11111' });
      expect(sent.status).toBe(200);
      await sender.drain();
      const code = sender.otps.findLast((message) => message.phone === phone)?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect((await signUp({ otp: '000000' })).status).toBe(400);
      const done = await signUp({ otp: code });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const row = await shop.db
        .selectFrom('delivery_partners')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ aadhaar_masked: `XXXX XXXX ${VALID_AADHAAR.slice(-4)}`, status: 'pending' });
      expect(JSON.stringify(row)).not.toContain(VALID_AADHAAR.slice(0, 8));
      expect(row.vehicle_number).toBe('MH12AB1234');
      const waiting = await apiCall(shop, 'delivery/login', { phone, password: 'ride-safe-2026' });
      expect(waiting.status).toBe(403);
      expect(errorBody(waiting).message).toMatch(/waiting for approval/);
      expect(waiting.cookies).toEqual([]);
    });

    it('signs in once approved, with its own cookie; a wrong password says nothing more', async () => {
      expect((await setPartnerStatus(shop, phone, 'approved')).ok).toBe(true);
      const wrong = await apiCall(shop, 'delivery/login', { phone, password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      const signedIn = await apiCall(shop, 'delivery/login', { phone, password: 'ride-safe-2026' });
      expect(signedIn.status).toBe(200);
      expect(signedIn.cookies[0]).toMatch(/^fc_partner=[^;]+; HttpOnly/);
      expect(JSON.stringify(signedIn.body)).not.toContain('fc_partner');
      const token = /^fc_partner=([^;]+)/.exec(signedIn.cookies[0] ?? '')?.[1] ?? '';
      const info = await apiCall(shop, 'delivery/user-info', {}, { cookie: `fc_partner=${token}` });
      expect(info.body).toMatchObject({ partner: { name: 'Ravi Shinde', status: 'approved', is_online: false } });
      // Suspended: the session ends at once.
      await setPartnerStatus(shop, phone, 'suspended');
      expect((await apiCall(shop, 'delivery/user-info', {}, { cookie: `fc_partner=${token}` })).status).toBe(401);
    });
  });

  describe('offers, accepting, and steps out of turn', () => {
    it('offers a ready order to online partners near its store, not to one offline or far away', async () => {
      const order = await readyDeliveryOrder(shop);
      const near = await signedInPartner(shop);
      const offline = await signedInPartner(shop, { online: false });
      const far = await signedInPartner(shop);
      // Online in Kothrud a while ago, now in Nagpur (as the database has it: going online there is refused).
      await shop.db
        .updateTable('delivery_partners')
        .set({ latitude: NAGPUR.latitude, longitude: NAGPUR.longitude })
        .where('id', '=', far.id)
        .execute();
      const offersOf = async (token: string) =>
        (
          (await apiCall(shop, 'delivery/orders', {}, { bearer: token })).body as {
            offers: { unique_order_id: string }[];
          }
        ).offers.map((offer) => offer.unique_order_id);
      expect(await offersOf(near.token)).toContain(order);
      expect(await offersOf(offline.token)).not.toContain(order);
      expect(await offersOf(far.token)).not.toContain(order);
      // An offer shows the store and the distance, not the customer.
      const offer = await apiCall(shop, 'delivery/order', { unique_order_id: order }, { bearer: near.token });
      expect(jobOf(offer)).toMatchObject({ next_step: 'accept', customer: null });
    });

    it('going online needs a plausible position within 5 km of a store; a refused one is logged and kept nowhere', async () => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const partner = await signedInPartner(shop, { online: false });
        const goOnline = (position: object) =>
          apiCall(shop, 'delivery/set-online', { online: true, ...position }, { bearer: partner.token });
        const state = () =>
          shop.db
            .selectFrom('delivery_partners')
            .select(['is_online', 'latitude'])
            .where('id', '=', partner.id)
            .executeTakeFirstOrThrow();

        const nowhere = await goOnline({});
        expect(nowhere.status).toBe(400);
        expect(errorBody(nowhere).fields?.latitude).toBe('needed to go online');
        const nagpur = await goOnline(NAGPUR);
        expect(nagpur.status).toBe(400);
        expect(errorBody(nagpur).message).toMatch(/^You are \d{3} km from the nearest store\. Go online within 5 km/);
        expect(errorBody(nagpur).fields?.latitude).toBe('no store within 5 km');
        expect(await state()).toEqual({ is_online: 0, latitude: null });

        expect((await goOnline(NEAR_KOTHRUD)).status).toBe(200);
        // Baner is near a store too, but 6 km from Kothrud in no time at all.
        const jumped = await goOnline(BANER);
        expect(jumped.status).toBe(400);
        expect(errorBody(jumped).fields?.latitude).toMatch(/too far from your last position/);
        expect(await state()).toEqual({ is_online: 1, latitude: NEAR_KOTHRUD.latitude });
        expect(warned.mock.calls.map(([line]) => String(line))).toEqual([
          `[farmcart:partners] partner ${partner.id} refused going online: no store within 5 km`,
          `[farmcart:partners] partner ${partner.id} refused going online: position too_fast`,
        ]);
      } finally {
        warned.mockRestore();
      }
    });

    it('a partner out of reach of the order’s store cannot take it, even by its id (404, as for an order never offered)', async () => {
      const order = await readyDeliveryOrder(shop);
      const far = await signedInPartner(shop);
      await shop.db
        .updateTable('delivery_partners')
        .set({ latitude: NAGPUR.latitude, longitude: NAGPUR.longitude })
        .where('id', '=', far.id)
        .execute();
      const taken = await apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: far.token });
      expect(taken.status).toBe(404);
      const near = await signedInPartner(shop);
      expect((await apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: near.token })).status).toBe(
        200,
      );
    });

    it('20 partners accepting at once: exactly one gets the order, the others are told it was taken', async () => {
      const order = await readyDeliveryOrder(shop);
      const partners = await Promise.all(Array.from({ length: 20 }, () => signedInPartner(shop)));
      const answers = await Promise.all(
        partners.map((partner) =>
          apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: partner.token }),
        ),
      );
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.status !== 200)) {
        expect(lost.status).toBe(409);
        expect(errorBody(lost).message).toBe('This order was taken by another partner.');
      }
      const deliveries = await shop.db
        .selectFrom('order_deliveries')
        .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
        .select('order_deliveries.partner_id')
        .where('orders.unique_order_id', '=', order)
        .execute();
      expect(deliveries).toHaveLength(1);
      const winner = partners[answers.indexOf(won[0] as CallAnswer)];
      expect(deliveries[0]?.partner_id).toBe(winner?.id);
      expect(jobOf(won[0] as CallAnswer)).toMatchObject({ status: 'partner_assigned', next_step: 'pick_up' });
    }, 60_000);

    it('refuses every step out of turn with 409 naming the order’s current status', async () => {
      const partner = await signedInPartner(shop);
      const call = (path: string, unique_order_id: string) =>
        apiCall(shop, path, { unique_order_id }, { bearer: partner.token });
      const expect409 = (answer: CallAnswer, status: string) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        expect(errorBody(answer).fields?.status).toBe(status);
        expect(errorBody(answer).message).toContain(status.replaceAll('_', ' '));
      };
      // Not ready yet: accepted by the store only.
      const early = await readyDeliveryOrder(shop, 1);
      expect409(await call('delivery/accept', early), 'accepted');
      const order = await readyDeliveryOrder(shop);
      expect((await call('delivery/accept', order)).status).toBe(200);
      expect409(await call('delivery/accept', order), 'partner_assigned');
      expect409(await call('delivery/delivered', order), 'partner_assigned');
      expect((await call('delivery/picked-up', order)).status).toBe(200);
      expect409(await call('delivery/picked-up', order), 'on_the_way');
      expect409(await call('delivery/accept', order), 'on_the_way');
      const code = await shop.db
        .selectFrom('order_deliveries')
        .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
        .select('code')
        .where('orders.unique_order_id', '=', order)
        .executeTakeFirstOrThrow();
      const delivered = await apiCall(
        shop,
        'delivery/delivered',
        { unique_order_id: order, code: code.code ?? undefined },
        { bearer: partner.token },
      );
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
      for (const path of ['delivery/accept', 'delivery/picked-up', 'delivery/delivered'])
        expect409(await call(path, order), 'delivered');
    });

    it('a partner cannot read or move another partner’s order (404, as for none)', async () => {
      const order = await readyDeliveryOrder(shop);
      const holder = await signedInPartner(shop);
      const other = await signedInPartner(shop);
      expect(
        (await apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: holder.token })).status,
      ).toBe(200);
      for (const path of ['delivery/order', 'delivery/picked-up', 'delivery/delivered']) {
        const answer = await apiCall(
          shop,
          path,
          { unique_order_id: order, ...(path.endsWith('delivered') ? { code: '0000' } : {}) },
          { bearer: other.token },
        );
        expect(answer.status, path).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain('Asha');
      }
      const list = (await apiCall(shop, 'delivery/orders', {}, { bearer: other.token })).body as {
        offers: { unique_order_id: string }[];
        active: unknown[];
      };
      expect(list.offers.map((offer) => offer.unique_order_id)).not.toContain(order);
      expect(list.active).toEqual([]);
      // A self-pickup order is nobody's to deliver.
      const mine = await apiCall(shop, 'delivery/order', { unique_order_id: 'FC-NOPE-0000' }, { bearer: holder.token });
      expect(mine.status).toBe(404);
    });
  });

  describe('delivering, positions and tracking', () => {
    it('asks for the customer’s code: a wrong one says the tries left, 5 wrong ones lock it', async () => {
      const order = await readyDeliveryOrder(shop);
      const partner = await signedInPartner(shop);
      const call = (path: string, body: Record<string, unknown> = {}) =>
        apiCall(shop, path, { unique_order_id: order, ...body }, { bearer: partner.token });
      await call('delivery/accept');
      await call('delivery/picked-up');
      const asha = await signIn(shop, ASHA.phone);
      const tracking = await apiCall(shop, 'get-order-tracking', { unique_order_id: order }, { bearer: asha });
      const shown = (tracking.body as { delivery: { delivery_code: string } }).delivery.delivery_code;
      expect(shown).toMatch(/^\d{4}$/);
      const noCode = await call('delivery/delivered');
      expect(errorBody(noCode).fields?.code).toBe('required');
      const wrong = shown === '0000' ? '1111' : '0000';
      const first = await call('delivery/delivered', { code: wrong });
      expect(first.status).toBe(400);
      expect(errorBody(first).fields?.code).toBe('That code is not right. 4 tries left.');
      for (let i = 0; i < 4; i++) await call('delivery/delivered', { code: wrong });
      const locked = await call('delivery/delivered', { code: shown });
      expect(locked.status).toBe(409);
      expect(errorBody(locked).message).toMatch(/Too many wrong codes/);
    });

    it('keeps plausible positions of an active job, tells the customer’s page, shows distance and ETA, and purges them a day after delivery', async () => {
      const order = await readyDeliveryOrder(shop);
      const partner = await signedInPartner(shop);
      await apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: partner.token });
      const heard: unknown[] = [];
      const stop = subscribeEvents(shop.db, `order:${order}`, (data) => heard.push(data));
      const at = NOW.getTime();
      const sent = await apiCall(
        shop,
        'delivery/set-location',
        {
          positions: [
            { latitude: NEAR_KOTHRUD.latitude, longitude: NEAR_KOTHRUD.longitude, accuracy: 10, at: at - 20_000 },
            // 0,0: a phone without a fix. 95: off the planet. A jump of 10 km in 5 s.
            { latitude: 0, longitude: 0, at: at - 15_000 },
            { latitude: 95, longitude: 73.8, at: at - 12_000 },
            { latitude: NEAR_KOTHRUD.latitude + 0.09, longitude: NEAR_KOTHRUD.longitude, at: at - 10_000 },
            {
              latitude: NEAR_KOTHRUD.latitude + 0.0005,
              longitude: NEAR_KOTHRUD.longitude,
              accuracy: 8,
              at: at - 5_000,
            },
          ],
        },
        { bearer: partner.token },
      );
      expect(sent.body).toEqual({ accepted: 2, refused: 3 });
      stop();
      expect(heard).toContainEqual({ unique_order_id: order, moved: true });
      const asha = await signIn(shop, ASHA.phone);
      const tracking = (await apiCall(shop, 'get-order-tracking', { unique_order_id: order }, { bearer: asha }))
        .body as {
        delivery: {
          partner: { name: string };
          position: { latitude: number };
          distance_km: number;
          eta_minutes: number;
        };
      };
      expect(tracking.delivery.position.latitude).toBeCloseTo(NEAR_KOTHRUD.latitude + 0.0005, 6);
      expect(tracking.delivery.partner.name).toMatch(/^Partner/);
      expect(tracking.delivery.distance_km).toBeGreaterThan(0);
      expect(tracking.delivery.eta_minutes).toBeGreaterThanOrEqual(4);
      // Another customer's tracking is 404.
      const rohan = await signIn(shop, '+919800000002');
      expect((await apiCall(shop, 'get-order-tracking', { unique_order_id: order }, { bearer: rohan })).status).toBe(
        404,
      );

      // Delivered by the operator's command; a day later the positions go.
      unwrap(await advanceOrder(shop, order));
      unwrap(await advanceOrder(shop, order));
      const count = async () =>
        Number(
          (
            await shop.db
              .selectFrom('partner_positions')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('partner_id', '=', partner.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBe(2);
      expect((await purgeExpired(shop)).partner_positions).toBe(0);
      const dayLater = new Date(NOW.getTime() + 25 * 3_600_000);
      expect((await purgeExpired({ ...shop, now: () => dayLater })).partner_positions).toBe(2);
      expect(await count()).toBe(0);
      // No active job: later positions are not kept for any order.
      await apiCall(
        shop,
        'delivery/set-location',
        { positions: [{ latitude: NEAR_KOTHRUD.latitude, longitude: NEAR_KOTHRUD.longitude, at }] },
        { bearer: partner.token },
      );
      expect(await count()).toBe(0);
    });

    it('shows the newest of two quick moves, in one call or in two, keeping one row for them', async () => {
      const order = await readyDeliveryOrder(shop);
      const partner = await signedInPartner(shop);
      await apiCall(shop, 'delivery/accept', { unique_order_id: order }, { bearer: partner.token });
      const asha = await signIn(shop, ASHA.phone);
      const at = NOW.getTime();
      const send = (positions: { latitude: number; longitude: number; at: number }[]) =>
        apiCall(shop, 'delivery/set-location', { positions }, { bearer: partner.token });
      const shown = async () =>
        (
          (await apiCall(shop, 'get-order-tracking', { unique_order_id: order }, { bearer: asha })).body as {
            delivery: { position: { latitude: number; at: string } };
          }
        ).delivery.position;
      const rows = async () =>
        shop.db
          .selectFrom('partner_positions')
          .select(['latitude', 'at'])
          .where('partner_id', '=', partner.id)
          .orderBy('at')
          .execute();
      const { latitude, longitude } = NEAR_KOTHRUD;

      // Two moves of 22 m 2 s apart in one call: the second is where the partner is.
      expect(
        (
          await send([
            { latitude, longitude, at: at - 30_000 },
            { latitude: latitude + 0.0002, longitude, at: at - 28_000 },
          ])
        ).body,
      ).toEqual({ accepted: 1, refused: 1 });
      expect((await shown()).latitude).toBeCloseTo(latitude + 0.0002, 6);
      expect(await rows()).toHaveLength(1);

      // Then one more, 1.5 s later, in a call of its own: it takes the stored one's place.
      expect((await send([{ latitude: latitude + 0.0004, longitude, at: at - 26_500 }])).body).toEqual({
        accepted: 1,
        refused: 0,
      });
      expect(await shown()).toEqual({
        latitude: expect.closeTo(latitude + 0.0004, 6),
        longitude: expect.closeTo(longitude, 6),
        at: new Date(at - 26_500).toISOString(),
      });
      expect(await rows()).toHaveLength(1);

      // 5 s on, a fix is a row of its own again.
      await send([{ latitude: latitude + 0.0006, longitude, at: at - 21_500 }]);
      expect((await rows()).map((row) => row.latitude)).toEqual([
        expect.closeTo(latitude + 0.0004, 6),
        expect.closeTo(latitude + 0.0006, 6),
      ]);
    });

    it('tells the customer of each step in their alerts, written with the step', async () => {
      const before = await shop.db.selectFrom('notifications').select('id').where('user_id', '=', ASHA.id).execute();
      const order = await readyDeliveryOrder(shop);
      const titles = (
        await shop.db
          .selectFrom('notifications')
          .select(['title', 'click_action'])
          .where('user_id', '=', ASHA.id)
          .where('id', 'not in', before.length > 0 ? before.map((row) => row.id) : [0])
          .orderBy('id')
          .execute()
      ).map((row) => row.title);
      expect(titles).toEqual(['Order accepted', 'Order being packed', 'Order packed']);
      expect(order).toBeTruthy();
    });
  });
});

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}
