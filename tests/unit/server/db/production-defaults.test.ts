// Production defaults (decision 0026): a live shop's empty
// database never gets the demo shop and its demo customers unless asked for.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedsDemoShop } from '../../../../src/server/config.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { testEngine } from '../harness.ts';

describe('seeding the demo shop', () => {
  it('seeds in development, not in production unless SEED_DEMO=true, and SEED_DEMO decides when set', () => {
    expect(seedsDemoShop({ NO_SEED: 'false' })).toBe(true);
    expect(seedsDemoShop({ NO_SEED: 'true' })).toBe(false);
    expect(seedsDemoShop({ NO_SEED: 'false', NODE_ENV: 'production' })).toBe(false);
    expect(seedsDemoShop({ NO_SEED: 'false', NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
    expect(seedsDemoShop({ NO_SEED: 'true', SEED_DEMO: 'true' })).toBe(true);
    expect(seedsDemoShop({ NO_SEED: 'false', SEED_DEMO: 'false' })).toBe(false);
  });

  it.runIf(testEngine === 'sqlite')('an empty production database has no stores and no demo customers', async () => {
    for (const [env, stores] of [
      [{ NODE_ENV: 'production' }, 0],
      [{ NODE_ENV: 'production', SEED_DEMO: 'true' as const }, 7],
    ] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'farmcart-production-'));
      const database = await openShopDatabase({ DATA_DIR: dir, NO_SEED: 'false', ...env });
      try {
        const counted = await database.db
          .selectFrom('stores')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const users = await database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (stores === 0) {
          expect(Number(counted.n)).toBe(0);
          expect(Number(users.n)).toBe(0);
        } else {
          expect(Number(counted.n)).toBeGreaterThanOrEqual(stores);
        }
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
