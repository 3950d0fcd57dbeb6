// The flash sale in small (docs/benchmarks.md "The busy hour: a flash sale"; bench/flash-sale.mjs
// plays the same customers, 2,000 of them): 200 signed-in customers, 50 at a time from the same
// instant, open the located home, add the deal item (50 units), apply the sale's coupon (15 uses),
// take a slot tomorrow (25 orders each) and place their orders, cash or wallet, some tapping twice.
// Nothing may be sold beyond the stock, the coupon used beyond its cap or twice by one customer, a
// slot filled beyond its capacity, a wallet taken below zero, an order placed twice for one key, and
// no answer may be a 5xx. On PostgreSQL with two instances of the built server over one database (a
// fresh schema on the shared test PostgreSQL), as a deployment runs; on SQLite with one instance,
// and said so, when no PostgreSQL answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openShopDatabase } from '../../../src/server/shop-database.ts';
import { expect, test } from '../fixtures.ts';
import { checkFlashSale, type FlashSale, runFlashSale, seedFlashSale } from '../support/flash-sale.ts';
import { type FreshSchema, freshSchema, type Instance, spawnInstance } from '../support/instances.ts';

const OPTIONS = { customers: 200, stock: 50, couponCap: 15, slotCapacity: 25 };

test.describe.configure({ mode: 'serial' });
// It loads both cores for its run: the other worker's tests, which time their answers, wait.
test.use({ runsAlone: true });

let schema: FreshSchema | null = null;
let dataDir: string | null = null;
let sale: FlashSale | null = null;
const instances: Instance[] = [];

/** The database's configuration as the shop reads it: the fresh schema, or the SQLite file in `dataDir`. */
function databaseConfig() {
  return schema
    ? { DATA_DIR: './data', DATABASE_URL: schema.url, NO_SEED: 'false' as const }
    : { DATA_DIR: dataDir ?? '', NO_SEED: 'false' as const };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  schema = await freshSchema('e2e_flash_sale');
  if (!schema) dataDir = mkdtempSync(join(tmpdir(), 'farmcart-e2e-flash-'));
  const database = await openShopDatabase(databaseConfig(), { demo: true });
  try {
    sale = await seedFlashSale(database.db, OPTIONS);
  } finally {
    await database.close();
  }
  const env: Record<string, string> = schema ? { DATABASE_URL: schema.url } : { DATA_DIR: dataDir ?? '' };
  for (let index = 0; index < (schema ? 2 : 1); index++) {
    const instance = await spawnInstance(env);
    instances.push(instance);
    await instance.waitReady();
  }
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await schema?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('200 customers at once buy the last 50 units: exactly 50 sold, every cap held, no 5xx', async () => {
  if (!sale) throw new Error('the sale was not seeded');
  test.info().annotations.push({
    type: 'engine',
    description: schema ? 'PostgreSQL, two instances' : 'SQLite, one instance (no PostgreSQL answered)',
  });
  const result = await runFlashSale(
    instances.map((instance) => instance.baseURL),
    sale,
    { concurrency: 50, requestTimeoutMs: 20_000 },
  );
  // A 5xx says why in the instances' logs: the failure shows their last lines.
  const logs = instances.map((instance) => instance.errors().slice(-1500)).join('\n');
  expect(result.serverErrors, `answers of 5xx; the instances' logs:\n${logs}`).toEqual({});
  expect(result.failed, `requests without an answer (${result.firstFailure ?? ''})`).toBe(0);
  expect(result.doubleTapMismatches, 'a double tap placed two different orders').toBe(0);
  // The SQLite file is the instance's while it runs: read it once the instances have stopped.
  await Promise.all(instances.splice(0).map((instance) => instance.stop()));
  const database = await openShopDatabase(databaseConfig());
  try {
    const check = await checkFlashSale(database.db, sale);
    expect(check.sold, 'units sold').toBe(OPTIONS.stock);
    expect(check.stockLeft).toBe(0);
    expect(check.orders, 'orders stored against orders answered').toBe(result.orders);
    // The sale was a sale: the coupon's cap was reached, and the slot most wanted filled.
    expect(check.couponUses).toBe(OPTIONS.couponCap);
    expect(check.couponRedemptions).toBe(check.couponUses);
    expect(check.couponTwice, 'customers with two uses of a once-per-customer coupon').toBe(0);
    expect(check.slotsOverCapacity, 'slots over their capacity').toBe(0);
    expect(check.fullestSlot).toBe(OPTIONS.slotCapacity);
    expect(check.negativeWallets, 'wallets below zero').toBe(0);
  } finally {
    await database.close();
  }
  expect(result.refusals['out_of_stock saidRemoveIt'] ?? 0, 'refused as sold out').toBeGreaterThan(0);
});
