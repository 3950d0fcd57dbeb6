// A fresh, seeded shop database for each service test file: an embedded SQLite
// file in a temp dir, or (in the PostgreSQL pass) a new schema on the test server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { ShopDatabase } from '../../../src/server/db/index.ts';
import { openShopDatabase } from '../../../src/server/shop-database.ts';
import { createContext, type ContextOverrides, type ShopContext } from '../../../src/server/context.ts';

export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const postgresUrl = testEngine === 'postgres' ? inject('postgresUrl') : '';

/** False only in the PostgreSQL pass when no server is reachable (the run says so). */
export const engineAvailable = testEngine === 'sqlite' || postgresUrl !== '';

export interface TestShop extends ShopContext {
  database: ShopDatabase;
  close(): Promise<void>;
}

export async function openTestShop(
  options: { now?: Date; seed?: boolean; overrides?: Omit<ContextOverrides, 'now'> } = {},
): Promise<TestShop> {
  const base = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: options.seed === false ? 'true' : 'false' } as const;
  let cleanup = () => {};
  let database: ShopDatabase;
  if (testEngine === 'postgres') {
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    database = await openShopDatabase({ ...base, DATA_DIR: './data', DATABASE_URL: postgresUrl }, { pgSchema: schema });
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'farmcart-test-'));
    database = await openShopDatabase({ ...base, DATA_DIR: dir });
    cleanup = () => rmSync(dir, { recursive: true, force: true });
  }
  const fixedNow = options.now;
  const context = createContext(database, { ...options.overrides, now: fixedNow ? () => fixedNow : undefined });
  return {
    ...context,
    database,
    async close() {
      await database.close();
      cleanup();
    },
  };
}
