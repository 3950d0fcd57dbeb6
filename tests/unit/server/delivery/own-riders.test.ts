// A store's own riders through the API (decision 0314; behaviour §4 Order lifecycle, §6 Store
// rider), on SQLite and PostgreSQL: the counter sends a ready delivery order out with a rider of
// its store (refused while the store delivers with partners only, and for a rider of another
// store); the rider sees it, a wrong code is refused on its field, the right one delivers it;
// both steps are audited and alert the customer; a counter or rider of another store gets 404;
// partners are offered the order only as the store's setting says; the deliveries report counts
// the rider's delivery beside the partners'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffReportAnswer } from '../../../../src/domain/api/staff/reports.ts';
import type { RiderOrdersAnswer } from '../../../../src/domain/api/staff/riders.ts';
import type { StaffOrderAnswer } from '../../../../src/domain/api/staff.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { acceptJob, partnerOrders } from '../../../../src/server/services/delivery/jobs.ts';
import { apiCall, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { readyDeliveryOrder, signedInPartner } from './delivery-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { NOW } from '../orders/orders-fixtures.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Kiran at store 1's counter, Sunita at store 2's, Ravi rides for store 1. */
const PRIYA = 1;
const KIRAN = 2;
const SUNITA = 3;
const RAVI = 6;

describe.skipIf(!engineAvailable)('own riders', () => {
  let shop: TestShop;
  const cookie = new Map<number, string>();
  const as = (member: number, path: string, body: Record<string, unknown>) =>
    apiCall(shop, path, body, { cookie: cookie.get(member) });
  const deliveredBy = (value: 'own_riders' | 'partners' | 'both', minutes = 10) =>
    shop.db
      .updateTable('stores')
      .set({ delivered_by: value, partner_offer_after_minutes: minutes })
      .where('id', '=', 1)
      .execute();
  const runOf = (uniqueOrderId: string) =>
    shop.db
      .selectFrom('order_rider_runs')
      .innerJoin('orders', 'orders.id', 'order_rider_runs.order_id')
      .selectAll('order_rider_runs')
      .where('orders.unique_order_id', '=', uniqueOrderId)
      .executeTakeFirst();

  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: NOW }));
    for (const member of [PRIYA, KIRAN, SUNITA, RAVI])
      cookie.set(member, `fc_staff=${await createRoleSession(shop, 'staff', member)}`);
    // Another rider, of store 2 (Baner).
    const { id } = await shop.db
      .insertInto('staff')
      .values({
        name: 'Sagar Baner',
        email: 'sagar@example.in',
        password_hash: 'x',
        role: 'rider',
        created_at: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db.insertInto('staff_stores').values({ staff_id: id, store_id: 2 }).execute();
    cookie.set(id, `fc_staff=${await createRoleSession(shop, 'staff', id)}`);
    cookie.set(-2, String(id));
  });
  afterAll(async () => {
    await shop.close();
  });

  it('refuses to send out while the store delivers with partners only, on the rider field', async () => {
    await deliveredBy('partners');
    const order = await readyDeliveryOrder(shop);
    const answer = await as(KIRAN, 'staff/send-out', { unique_order_id: order, rider_id: RAVI });
    expect(answer.status).toBe(409);
    expect(errorBody(answer).fields?.rider_id).toMatch(/partners deliver/);
    expect(await runOf(order)).toBeUndefined();
  });

  it('sends out, delivers with the code after a wrong one, audits both steps and alerts the customer', async () => {
    await deliveredBy('own_riders');
    const order = await readyDeliveryOrder(shop);
    const queue = await as(KIRAN, 'staff/orders', { store_id: 1 });
    const card = (queue.body as { orders: StaffOrderAnswer['order'][] }).orders.find(
      (one) => one.unique_order_id === order,
    );
    expect(card?.own_riders).toEqual({
      can_send_out: true,
      riders: [{ id: RAVI, name: 'Ravi Shinde' }],
      carried_by: null,
    });

    const sent = await as(KIRAN, 'staff/send-out', { unique_order_id: order, rider_id: RAVI });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((sent.body as StaffOrderAnswer).order).toMatchObject({
      status: 'on_the_way',
      own_riders: { can_send_out: false, carried_by: 'Ravi Shinde' },
    });
    const run = await runOf(order);
    expect(run).toMatchObject({ rider_id: RAVI, sent_out_by: KIRAN, delivered_at: null });
    expect(run?.code).toMatch(/^\d{4}$/);

    const carrying = await as(RAVI, 'staff/rider-orders', {});
    expect((carrying.body as RiderOrdersAnswer).carrying.map((one) => one.unique_order_id)).toContain(order);

    const wrongCode = run?.code === '0000' ? '1111' : '0000';
    const wrong = await as(RAVI, 'staff/rider-deliver', { unique_order_id: order, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(errorBody(wrong).fields?.code).toMatch(/not right\. 4 tries left/);
    const missing = await as(RAVI, 'staff/rider-deliver', { unique_order_id: order });
    expect(errorBody(missing).fields?.code).toBeDefined();

    const done = await as(RAVI, 'staff/rider-deliver', { unique_order_id: order, code: run?.code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const status = await shop.db
      .selectFrom('orders')
      .select(['id', 'status', 'user_id'])
      .where('unique_order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('delivered');
    expect((await runOf(order))?.delivered_at).not.toBeNull();

    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['staff_id', 'action', 'summary'])
      .where('kind', '=', 'order')
      .where('entity_id', '=', status.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { staff_id: KIRAN, action: 'send_out', summary: `${order} sent out with Ravi Shinde` },
      { staff_id: RAVI, action: 'deliver', summary: `${order} delivered by Ravi Shinde` },
    ]);
    const alerts = await shop.db
      .selectFrom('notifications')
      .select('message_code')
      .where('user_id', '=', status.user_id)
      .where('message_params', 'like', `%${order}%`)
      .execute();
    expect(alerts.map((alert) => alert.message_code)).toEqual(
      expect.arrayContaining(['saidAlertOnTheWay', 'saidAlertDelivered']),
    );

    const report = await as(PRIYA, 'staff/reports', { report: 'partners', range: 'today', store_ids: [1] });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const deliveries = (report.body as StaffReportAnswer).report;
    expect(deliveries.rows).toContainEqual(
      expect.objectContaining({ partner: 'Ravi Shinde', carrier: "Store's rider", assigned: 1, deliveries: 1 }),
    );
    expect(deliveries.totals).toMatchObject({ deliveries: 1 });
    expect(deliveries.rows.find((row) => row.partner === 'Ravi Shinde')?.deliver_median).toEqual(expect.any(Number));
  });

  it('answers 404 to a rider of another store, a counter of another store and a rider not carrying it', async () => {
    await deliveredBy('own_riders');
    const order = await readyDeliveryOrder(shop);
    const otherRider = Number(cookie.get(-2));
    const notHere = await as(KIRAN, 'staff/send-out', { unique_order_id: order, rider_id: otherRider });
    expect(notHere.status).toBe(404);
    expect(errorBody(notHere).fields?.rider_id).toBeDefined();
    const otherCounter = await as(SUNITA, 'staff/send-out', { unique_order_id: order, rider_id: RAVI });
    expect(otherCounter.status).toBe(404);
    expect((await as(KIRAN, 'staff/send-out', { unique_order_id: order, rider_id: RAVI })).status).toBe(200);
    const stranger = await as(otherRider, 'staff/rider-deliver', { unique_order_id: order, code: '1234' });
    expect(stranger.status).toBe(404);
    // A counter may not take the rider's step: the permission table says so (403).
    expect((await as(KIRAN, 'staff/rider-deliver', { unique_order_id: order, code: '1234' })).status).toBe(403);
  });

  it('offers a ready order to partners as the store says: never for own riders, after the minutes for both', async () => {
    const partner = await signedInPartner(shop, { online: true });
    const offered = async (at: Date) => {
      const answer = await partnerOrders({ ...shop, now: () => at }, partner.id);
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value.offers.map((offer) => offer.unique_order_id);
    };
    await deliveredBy('own_riders');
    const order = await readyDeliveryOrder(shop);
    const later = new Date(NOW.getTime() + 60 * 60_000);
    expect(await offered(later)).not.toContain(order);
    await deliveredBy('both', 10);
    expect(await offered(new Date(NOW.getTime() + 9 * 60_000))).not.toContain(order);
    // Taking it before the offer is made is refused as for an order never offered.
    const early = await acceptJob({ ...shop, now: () => new Date(NOW.getTime() + 5 * 60_000) }, partner.id, order);
    expect(early.ok ? 'accepted' : early.error.code).toBe('not_found');
    expect(await offered(new Date(NOW.getTime() + 10 * 60_000))).toContain(order);
    const taken = await acceptJob({ ...shop, now: () => new Date(NOW.getTime() + 11 * 60_000) }, partner.id, order);
    expect(taken.ok).toBe(true);
  });
});
