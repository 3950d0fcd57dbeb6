// The staff console's event streams declare the permission they need, as staff calls do (decision
// 0268, domain/staff/permissions.ts STAFF_STREAM_PERMISSIONS): the live queue is the `orders`
// permission's, so an editor is refused it (403), and it carries only the orders of the member's
// stores; a staff stream without an entry in the table never starts; each role opens each staff
// stream or is refused it by its permission.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/domain/api/errors.ts';
import type { StaffOrdersAnswer } from '../../../../src/domain/api/staff.ts';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import { may, STAFF_ROLES, type StaffRole } from '../../../../src/domain/staff/permissions.ts';
import { eventStream } from '../../../../src/server/api/stream.ts';
import { eventStreams } from '../../../../src/server/api/streams/index.ts';
import { createEventStreamHandler, type EventStreamHandler } from '../../../../src/server/http/event-stream.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { ROHAN, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Kiran at the Kothrud counter (store 1), Sunita at Baner’s (store 2), Anil an editor; Ravi (6) rides for Kothrud. */
const KIRAN = 2;
const SUNITA = 3;
const ANIL = 5;
/** One demo member of each role. */
const MEMBER_OF: Readonly<Record<StaffRole, number>> = { admin: 1, counter: KIRAN, manager: 4, editor: ANIL, rider: 6 };
/** Bananas 12 pc at FarmCart Kothrud (store 1): self-pickup, cash. */
const BANANA_ITEM = 5;

/** The first event's state of a stream, or its status and body when it is refused. */
function firstAnswer(url: string, cookie: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie } });
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        const data = text.split('\n').find((line) => line.startsWith('data: '));
        if (response.statusCode === 200 && data && text.includes('\n\n', text.indexOf(data))) {
          request.destroy();
          resolve({ status: 200, body: JSON.parse(data.slice('data: '.length)) });
        }
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
  });
}

describe('declaring a staff event stream', () => {
  it('refuses at start a staff stream with no permission in the table', () => {
    const undeclared = 'staff/everything' as 'staff/queue';
    expect(() =>
      eventStream(undeclared, { auth: 'staff', open: async () => ok({ topics: [], read: async () => null }) }),
    ).toThrow(/STAFF_STREAM_PERMISSIONS/);
  });

  it('gives every staff stream the permission its table names', () => {
    const staff = eventStreams.filter((stream) => stream.auth === 'staff');
    expect(staff.map((stream) => [stream.path, stream.permission])).toEqual([
      ['staff/queue', 'orders'],
      ['staff/partners', 'partners'],
    ]);
  });
});

describe.skipIf(!engineAvailable)('the staff queue’s event stream', () => {
  let shop: TestShop;
  let handler: EventStreamHandler;
  let listener: http.Server;
  let events: string;
  let url: string;
  let baner: string;
  let kothrud: string;

  /** Rohan's self-pickup order at Kothrud, moved to `storeId` to stand for one of its orders. */
  async function orderAt(storeId: number): Promise<string> {
    const input = placeOrderRequest.parse({
      items: [{ id: BANANA_ITEM, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `staff-stream-${storeId}-${Math.random().toString(36).slice(2)}`,
    });
    const id = unwrap(await placeOrder(shop, ROHAN.id, input)).order.unique_order_id;
    await shop.db.updateTable('orders').set({ store_id: storeId }).where('unique_order_id', '=', id).execute();
    return id;
  }

  beforeAll(async () => {
    shop = await openTestShop();
    kothrud = await orderAt(1);
    baner = await orderAt(2);
    handler = createEventStreamHandler(eventStreams, async () => shop, {
      trustProxy: false,
      timings: { heartbeatMs: 5_000, coalesceMs: 50, lifetimeMs: 60_000, retryMs: 1_000 },
    });
    listener = http.createServer((req, res) => void handler.handle(req, res));
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    events = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/events/`;
    url = `${events}staff/queue`;
  });
  afterAll(async () => {
    handler?.endAll();
    await new Promise((resolve) => listener?.close(resolve));
    await shop?.close();
  });

  const asStaff = async (id: number) => `fc_staff=${await createRoleSession(shop, 'staff', id)}`;
  const orderIds = (answer: { body: unknown }) =>
    (answer.body as StaffOrdersAnswer).orders.map((order) => order.unique_order_id);

  it('answers an editor 403, as staff/orders does', async () => {
    const answer = await firstAnswer(url, await asStaff(ANIL));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('carries a counter member only their own store’s orders', async () => {
    const atKothrud = await firstAnswer(url, await asStaff(KIRAN));
    expect(atKothrud.status).toBe(200);
    expect(orderIds(atKothrud)).toContain(kothrud);
    expect(orderIds(atKothrud)).not.toContain(baner);
    const atBaner = await firstAnswer(url, await asStaff(SUNITA));
    expect(orderIds(atBaner)).toContain(baner);
    expect(orderIds(atBaner)).not.toContain(kothrud);
  });

  // The role matrix of the staff calls (staff-roles.test.ts), for the streams: each role opens each.
  for (const stream of eventStreams.filter((each) => each.auth === 'staff')) {
    const permission = stream.permission ?? 'session';
    it(`${stream.path} (${permission}): 403 for a role without it, the state for a role with it`, async () => {
      for (const role of STAFF_ROLES) {
        const answer = await firstAnswer(`${events}${stream.path}`, await asStaff(MEMBER_OF[role]));
        expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBe(may(role, permission) ? 200 : 403);
      }
    });
  }
});
