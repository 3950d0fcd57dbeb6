import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';
import { createContext } from '../../../../src/server/context.ts';
import { migrations } from '../../../../src/server/db/migrations/index.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { handleWebhook } from '../../../../src/server/services/orders/paid-online.ts';
import { getPurchase } from '../../../../src/server/services/payments/purchases.ts';
import { walletOf } from '../../../../src/server/services/payments/wallet.ts';
import { startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
import { engineAvailable, testEngine } from '../harness.ts';
import { emptyDatabase as emptyRaw, migrateAsBefore } from '../raw-database.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const emptyDatabase = () => emptyRaw((step) => cleanups.push(step));

/** The tables of the database under test (on PostgreSQL, of its schema only: the server holds other tests' too). */
const tablesOf = async (db: Kysely<unknown>, schema: string | undefined) =>
  (await db.introspection.getTables()).filter((each) => schema === undefined || each.schema === schema);
const columnsOf = async (db: Kysely<unknown>, schema: string | undefined, table: string) =>
  (await tablesOf(db, schema)).find((each) => each.name === table)?.columns.map((column) => column.name) ?? [];

/** Inserts a row as a release's own code would have, answering its id. */
async function insertRow(db: Kysely<unknown>, table: string, row: Record<string, string | number | null>) {
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(
    Object.keys(row).map((column) => sql.id(column)),
  )}) values (${sql.join(Object.values(row))}) returning id`.execute(db);
  return Number(rows[0]?.id);
}

// Each test migrates a fresh database from nothing, some twice: 30-odd migrations on PostgreSQL take
// seconds on a busy 2-core machine, beyond the default 5 s.
describe.skipIf(!engineAvailable)(`migrations on ${testEngine}`, { timeout: 60_000 }, () => {
  it('a database of the previous release is adopted: only the migration it lacks runs, and none twice', async () => {
    const { raw, schema, open } = await emptyDatabase();
    await migrateAsBefore(raw, '022_pickup_code');
    await sql`insert into settings (key, value) values ('keptKey', 'kept before the upgrade')`.execute(raw);
    expect(await columnsOf(raw, schema, 'notifications')).not.toContain('message_code');

    const shop = await open();
    cleanups.push(() => shop.close());
    const applied = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name`.execute(raw);
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    // The earlier ones keep when they ran; the one this release added ran now.
    expect(applied.rows.find((row) => row.name === '001_catalog')?.timestamp).toBe('2026-11-26T10:00:00.000Z');
    expect(applied.rows.find((row) => row.name === '023_alert_codes')?.timestamp).not.toBe('2026-11-26T10:00:00.000Z');
    expect(await columnsOf(raw, schema, 'notifications')).toEqual(
      expect.arrayContaining(['message_code', 'message_params']),
    );
    expect((await tablesOf(raw, schema)).map((table) => table.name)).not.toContain('schema_migrations');
    const kept = await sql<{ value: string }>`select value from settings where key = 'keptKey'`.execute(raw);
    expect(kept.rows).toEqual([{ value: 'kept before the upgrade' }]);
  });

  it('a new database gets every migration, and a restart runs none again', async () => {
    const { raw, open } = await emptyDatabase();
    const first = await open();
    await first.close();
    const second = await open();
    cleanups.push(() => second.close());
    const applied = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(raw);
    expect(Number(applied.rows[0]?.n)).toBe(migrations.length);
  });
  it('a top-up waiting on its provider at 023 is paid once by its webhook after 024; attempts and refunds are kept', async () => {
    const fake = await startFakeRazorpay();
    cleanups.push(() => fake.close());
    const payments = paymentProvidersFrom({
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_API_BASE: fake.url,
      RAZORPAY_CHECKOUT_BASE: fake.url,
    });
    const razorpay = payments.get('razorpay');
    if (!razorpay) throw new Error('the fake Razorpay is configured');
    const { raw, open } = await emptyDatabase();
    await migrateAsBefore(raw, '023_alert_codes');

    // What the previous release wrote: a customer's top-up of ₹500 awaiting payment, its attempt
    // at the provider kept on the purchase row; an older top-up paid; one whose provider never answered.
    const at = '2026-11-26T10:00:00.000Z';
    const customer = await insertRow(raw, 'users', { name: 'Asha', created_at: at });
    const made = await razorpay.createAttempt({
      amountMinor: 50_000,
      currency: 'INR',
      receipt: 'PUWAITING000000001',
      notes: {},
      description: 'Wallet top-up',
      returnUrl: 'http://127.0.0.1:4321/purchase/PUWAITING000000001',
      cancelUrl: 'http://127.0.0.1:4321/purchase/PUWAITING000000001?cancelled=1',
      expiresAt: new Date(Date.now() + 15 * 60_000),
      customerEmail: null,
    });
    const purchase = (publicId: string, status: string, ids: Record<string, string | null>) =>
      insertRow(raw, 'purchases', {
        public_id: publicId,
        user_id: customer,
        kind: 'wallet_topup',
        plan_id: null,
        amount_paise: 50_000,
        currency: 'INR',
        provider: 'razorpay',
        provider_order_id: null,
        provider_payment_id: null,
        checkout_url: null,
        ...ids,
        status,
        expires_at: at,
        paid_at: status === 'paid' ? at : null,
        created_at: at,
        updated_at: at,
      });
    const waiting = await purchase('PUWAITING000000001', 'awaiting_payment', {
      provider_order_id: made.providerOrderId,
    });
    const paidBefore = await purchase('PUPAIDBEFORE000001', 'paid', {
      provider_order_id: 'order_PaidBefore01',
      provider_payment_id: 'pay_PaidBefore01',
    });
    await purchase('PUNEVERREACHED0001', 'failed', {});
    // An order paid online and refunded, whose attempt a refund points at; a later attempt of it, gone.
    const store = await insertRow(raw, 'stores', {
      slug: 'kothrud',
      name: 'Kothrud',
      image: '',
      address: 'Paud Road',
      latitude: 18.5,
      longitude: 73.8,
      delivery_time: 30,
      delivery_radius_km: 5,
    });
    const order = await insertRow(raw, 'orders', {
      unique_order_id: 'FC-20261126-MIGRATE1',
      user_id: customer,
      store_id: store,
      status: 'rejected',
      mode: 'DELIVERY',
      subtotal_paise: 20_000,
      total_paise: 20_000,
      total_payable_paise: 20_000,
      payment_method: 'ONLINE',
      payment_provider: 'razorpay',
      created_at: at,
      updated_at: at,
    });
    const attempt = (providerOrderId: string, status: string, paymentId: string | null) =>
      insertRow(raw, 'payment_attempts', {
        order_id: order,
        provider: 'razorpay',
        provider_order_id: providerOrderId,
        amount_paise: 20_000,
        currency: 'INR',
        status,
        provider_payment_id: paymentId,
        created_at: at,
        updated_at: at,
      });
    const orderAttempt = await attempt('order_OrderPaid001', 'paid', 'pay_OrderPaid001');
    const gone = await attempt('order_OrderGone001', 'created', null);
    await sql`delete from payment_attempts where id = ${gone}`.execute(raw);
    await insertRow(raw, 'payment_refunds', {
      order_id: order,
      attempt_id: orderAttempt,
      idempotency_key: 'refund-pay_OrderPaid001',
      amount_paise: 20_000,
      status: 'sent',
      reason: 'Rejected',
      created_at: at,
      updated_at: at,
    });

    const shop = await open();
    cleanups.push(() => shop.close());
    // A store made before opening hours existed stays open round the clock, unpaused (decision 0270).
    const hours = await shop.db
      .selectFrom('store_hours')
      .select(['weekday', 'opens_minute', 'closes_minute'])
      .where('store_id', '=', store)
      .orderBy('weekday')
      .execute();
    expect(hours).toEqual(roundTheClock());
    expect(
      (await shop.db.selectFrom('stores').select('is_paused').where('id', '=', store).executeTakeFirstOrThrow())
        .is_paused,
    ).toBe(0);
    const attempts = await shop.db
      .selectFrom('payment_attempts')
      .select(['id', 'order_id', 'purchase_id', 'provider_order_id', 'status', 'provider_payment_id', 'amount_paise'])
      .orderBy('id')
      .execute();
    expect(attempts).toEqual([
      expect.objectContaining({ id: orderAttempt, order_id: order, purchase_id: null, status: 'paid' }),
      expect.objectContaining({
        order_id: null,
        purchase_id: waiting,
        provider_order_id: made.providerOrderId,
        status: 'created',
        provider_payment_id: null,
        amount_paise: 50_000,
      }),
      expect.objectContaining({
        order_id: null,
        purchase_id: paidBefore,
        provider_order_id: 'order_PaidBefore01',
        status: 'paid',
        provider_payment_id: 'pay_PaidBefore01',
      }),
    ]);
    // No id is handed out twice, not even the one of the attempt that is gone.
    expect(attempts[1]?.id).toBeGreaterThan(gone);
    const refund = await shop.db
      .selectFrom('payment_refunds')
      .innerJoin('payment_attempts', 'payment_attempts.id', 'payment_refunds.attempt_id')
      .select('payment_attempts.provider_order_id')
      .executeTakeFirstOrThrow();
    expect(refund.provider_order_id).toBe('order_OrderPaid001');
    // An attempt names its order or its purchase: never both, never neither.
    const both = sql`insert into payment_attempts (order_id, purchase_id, provider, provider_order_id, amount_paise, currency, status, created_at, updated_at) values (${order}, ${waiting}, 'razorpay', 'order_Both000001', 1, 'INR', 'created', ${at}, ${at})`;
    await expect(both.execute(shop.db)).rejects.toThrow();

    const ctx = createContext(shop, { payments });
    const { payment } = fake.pay(made.providerOrderId);
    const captured = fake.webhook('payment.captured', payment.id);
    const paid = fake.webhook('order.paid', payment.id);
    const outcomes = [];
    for (const signal of [captured, captured, paid])
      outcomes.push((await handleWebhook(ctx, 'razorpay', signal.body, signal.headers)).body.outcome);
    expect(outcomes).toEqual(['confirmed', 'already', 'already']);
    const bought = await getPurchase(ctx, customer, 'PUWAITING000000001');
    expect(bought.ok && bought.value.purchase).toMatchObject({ state: 'paid', amount: 500 });
    const wallet = await walletOf(ctx, customer);
    expect(wallet.ok && wallet.value.balance).toBe(500);
    expect(wallet.ok && wallet.value.transactions.map((entry) => entry.kind)).toEqual(['topup']);
  }, 30_000);
});

describe.skipIf(testEngine !== 'sqlite')('migrations on the embedded database', () => {
  it('run in one transaction: a failing one leaves none of the pending ones behind', async () => {
    const { raw } = await emptyDatabase();
    const migrator = new Migrator({
      db: raw,
      provider: {
        getMigrations: async () => ({
          '901_first': {
            up: async (db: Kysely<unknown>) =>
              db.schema.createTable('first_table').addColumn('id', 'integer').execute(),
          },
          '902_fails': {
            up: async (db: Kysely<unknown>) => {
              await db.schema.createTable('second_table').addColumn('id', 'integer').execute();
              throw new Error('this migration fails halfway');
            },
          },
        }),
      },
    });
    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toContain('fails halfway');
    const names = (await tablesOf(raw, undefined)).map((table) => table.name);
    expect(names).not.toContain('first_table');
    expect(names).not.toContain('second_table');
    const recorded = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(raw);
    expect(Number(recorded.rows[0]?.n)).toBe(0);
  });
});
