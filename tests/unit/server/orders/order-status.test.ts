// §4 Order lifecycle on the database: the operator's command takes each order along
// its mode's whole path through the state machine (domain/orders/order-flow.ts), and a step
// out of turn is refused with a 409 naming the current status, changing nothing.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { fail, ok } from '../../../../src/domain/api/errors.ts';
import { advanceOrder, takeStep } from '../../../../src/server/services/orders/order-status.ts';
import { getOrder, runningOrder } from '../../../../src/server/services/orders/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { ASHA, errorOf, line, NOW, orderRequest, unwrap, variantRef, type VariantRef } from './orders-fixtures.ts';
import { said } from '../../../../src/server/said.ts';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../../../../src/server/cli/advance-order.ts');

const DELIVERY_PATH = [
  'placed',
  'accepted',
  'preparing',
  'ready_for_pickup',
  'partner_assigned',
  'on_the_way',
  'delivered',
];
const SELFPICKUP_PATH = ['placed', 'accepted', 'preparing', 'ready_for_pickup', 'collected'];

describe.skipIf(!engineAvailable)('§4 Order lifecycle: moving orders through the state machine', () => {
  let shop: TestShop;
  let banana: VariantRef;
  /** What the command needs to open this test's database (the SQLite file's directory, or the PostgreSQL schema). */
  let cliEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    if (testEngine === 'sqlite') {
      const files = await sql<{ file: string }>`pragma database_list`.execute(shop.db);
      cliEnv = { ...process.env, DATA_DIR: dirname(files.rows[0]?.file ?? ''), DATABASE_URL: '' };
    } else {
      const schema = await sql<{ name: string }>`select current_schema() as name`.execute(shop.db);
      const url = inject('postgresUrl');
      const options = `options=${encodeURIComponent(`-c search_path=${schema.rows[0]?.name ?? ''}`)}`;
      cliEnv = { ...process.env, DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}${options}` };
    }
  });
  afterAll(async () => {
    await shop.close();
  });

  async function place(mode: 'DELIVERY' | 'SELFPICKUP'): Promise<string> {
    const where = mode === 'SELFPICKUP' ? { mode, address_id: null } : {};
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)], ...where })));
    return order.unique_order_id;
  }

  /** `npm run order:advance -- <id>` in a process of its own, on this test's database. */
  async function advanceByCommand(uniqueOrderId: string): Promise<string> {
    const { stdout } = await run(process.execPath, [CLI, uniqueOrderId.toLowerCase()], { env: cliEnv });
    return stdout.trim();
  }

  // On SQLite the command writes while this process holds the database (WAL; it takes no data-dir lock).
  it.each([
    ['DELIVERY', DELIVERY_PATH],
    ['SELFPICKUP', SELFPICKUP_PATH],
  ] as const)(
    'the command takes a %s order along its whole path, one step a run, and then refuses',
    async (mode, path) => {
      const uniqueOrderId = await place(mode);
      for (const [index, to] of path.slice(1).entries()) {
        expect(await advanceByCommand(uniqueOrderId)).toBe(`${uniqueOrderId}: ${path[index]} → ${to}`);
      }
      await expect(run(process.execPath, [CLI, uniqueOrderId], { env: cliEnv })).rejects.toMatchObject({
        code: 1,
        stderr: `Order ${uniqueOrderId} is ${path.at(-1)}; it has no next step.\n`,
      });
      const { order } = unwrap(await getOrder(shop, ASHA, uniqueOrderId));
      expect(order.timeline.map((event) => event.status)).toEqual(path);
      expect(order).toMatchObject({ status: path.at(-1), can_cancel: false, can_rate: true });
      expect(unwrap(await runningOrder(shop, ASHA)).unique_order_id).not.toBe(uniqueOrderId);
    },
    // Seven Node processes one after another for a delivery order: 32.5 s on a busy 2-core CI
    // machine, held to half of its timeout (decision 0309).
    120_000,
  );

  it('--until takes every step up to the status in one run, printing each, and refuses a status it does not know', async () => {
    const uniqueOrderId = await place('SELFPICKUP');
    const { stdout } = await run(process.execPath, [CLI, uniqueOrderId, '--until', 'ready_for_pickup'], {
      env: cliEnv,
    });
    expect(stdout.trim().split('\n')).toEqual(
      SELFPICKUP_PATH.slice(1, 4).map((to, index) => `${uniqueOrderId}: ${SELFPICKUP_PATH[index]} → ${to}`),
    );
    await expect(
      run(process.execPath, [CLI, uniqueOrderId, '--until', 'eaten'], { env: cliEnv }),
    ).rejects.toMatchObject({
      code: 2,
    });
    const { order } = unwrap(await getOrder(shop, ASHA, uniqueOrderId));
    expect(order.status).toBe('ready_for_pickup');
  }, 30_000);

  it('the service refuses to advance a finished order with a 409 naming its status, and a missing one with 404', async () => {
    const uniqueOrderId = await place('SELFPICKUP');
    for (let step = 1; step < SELFPICKUP_PATH.length; step++) unwrap(await advanceOrder(shop, uniqueOrderId));
    expect(errorOf(await advanceOrder(shop, uniqueOrderId))).toEqual({
      code: 'conflict',
      message: `Order ${uniqueOrderId} is collected; it has no next step.`,
      message_code: { key: 'saidNoNextStep', params: { id: uniqueOrderId, status: { key: 'saidStatusCollected' } } },
      fields: { status: 'collected' },
      field_codes: { status: { key: 'saidValue', params: { value: 'collected' } } },
    });
    expect(errorOf(await advanceOrder(shop, 'FC-20261102-NOSUCH00')).code).toBe('not_found');
    await expect(run(process.execPath, [CLI, 'FC-20261102-NOSUCH00'], { env: cliEnv })).rejects.toMatchObject({
      code: 1,
      stderr: 'No order FC-20261102-NOSUCH00.\n',
    });
  });

  it('refuses a cancel once the store is packing with a 409 naming the current status, and changes nothing', async () => {
    const uniqueOrderId = await place('DELIVERY');
    for (const status of DELIVERY_PATH.slice(1)) {
      unwrap(await advanceOrder(shop, uniqueOrderId));
      // Until packing starts (placed, accepted) the customer may cancel ("Cancelling an order").
      if (status === 'accepted') continue;
      expect(errorOf(await cancelOrder(shop, ASHA, uniqueOrderId, null))).toEqual({
        code: 'conflict',
        message: `Order ${uniqueOrderId} is ${status.replaceAll('_', ' ')}, so it cannot be cancelled now.`,
        message_code: {
          key: 'saidStepOutOfTurn',
          params: { id: uniqueOrderId, status: expect.objectContaining({}), step: { key: 'saidStepCancel' } },
        },
        fields: { status },
        field_codes: { status: { key: 'saidValue', params: { value: status } } },
      });
      expect(unwrap(await getOrder(shop, ASHA, uniqueOrderId)).order).toMatchObject({ status, can_cancel: false });
    }
    const { order } = unwrap(await getOrder(shop, ASHA, uniqueOrderId));
    expect(order.timeline.map((event) => event.status)).toEqual(DELIVERY_PATH);
    expect(order.cancelled_at).toBeNull();
  });

  it('refuses a second cancel with a 409 naming cancelled, and the command cannot move a cancelled order', async () => {
    const uniqueOrderId = await place('SELFPICKUP');
    unwrap(await cancelOrder(shop, ASHA, uniqueOrderId, 'Ordered twice'));
    expect(errorOf(await cancelOrder(shop, ASHA, uniqueOrderId, null))).toMatchObject({
      code: 'conflict',
      fields: { status: 'cancelled' },
    });
    expect(errorOf(await advanceOrder(shop, uniqueOrderId))).toMatchObject({
      code: 'conflict',
      fields: { status: 'cancelled' },
    });
  });

  it('takeStep: the same step taken twice at once moves the order once; the other gets a 409 naming the new status', async () => {
    const uniqueOrderId = await place('DELIVERY');
    const results = await Promise.all([
      takeStep(shop, uniqueOrderId, 'accept', 'store'),
      takeStep(shop, uniqueOrderId, 'accept', 'store'),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({
      ok: false,
      error: { code: 'conflict', fields: { status: 'accepted' } },
    });
    const { order } = unwrap(await getOrder(shop, ASHA, uniqueOrderId));
    expect(order.timeline.map((event) => event.status)).toEqual(['placed', 'accepted']);
  });

  it("takeStep: a step that is not the actor's is 403; an order the actor may not touch is 404 and nothing changes", async () => {
    const uniqueOrderId = await place('DELIVERY');
    expect(errorOf(await takeStep(shop, uniqueOrderId, 'accept', 'partner')).code).toBe('forbidden');
    const notYours = await takeStep(shop, uniqueOrderId, 'accept', 'store', {
      mayAct: async () => fail('not_found', said('saidNoOrderNamed', { id: uniqueOrderId })),
    });
    expect(errorOf(notYours).code).toBe('not_found');
    const written: string[] = [];
    const moved = await takeStep(shop, uniqueOrderId, 'accept', 'store', {
      mayAct: async () => ok(undefined),
      also: async (_tx, order, step) => {
        written.push(`${order.unique_order_id} ${order.status} → ${step.status}`);
      },
    });
    expect(unwrap(moved)).toEqual({ unique_order_id: uniqueOrderId, from: 'placed', status: 'accepted' });
    expect(written).toEqual([`${uniqueOrderId} placed → accepted`]);
  });
});
