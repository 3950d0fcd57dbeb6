// Sessions kept per instance (decision 0337): an ended session is refused at once on the instance
// that ended it and within a second on every other instance over the same database.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createContext, type ShopContext } from '../../../../src/server/context.ts';
import type { ShopDatabase } from '../../../../src/server/db/index.ts';
import {
  createSession,
  hashToken,
  keptSessionCount,
  newSessionToken,
  resolveSession,
  revokeAllSessions,
  revokeSession,
  SESSION_CACHE_ENTRIES,
  SESSION_CACHE_MS,
} from '../../../../src/server/services/sessions/sessions.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { engineAvailable, openTestShop, type TestShop, testEngine } from '../harness.ts';

async function newUser(ctx: ShopContext, name: string): Promise<number> {
  const row = await ctx.db
    .insertInto('users')
    .values({
      name,
      email: `${name}-${randomBytes(3).toString('hex')}@example.com`,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.runIf(engineAvailable)('sessions kept on one instance', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ seed: false });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('a signed-out token is refused on the same instance at once, though it was kept', async () => {
    const user = await newUser(shop, 'leela');
    const token = await createSession(shop, user);
    expect((await resolveSession(shop, token))?.id).toBe(user);
    expect((await resolveSession(shop, token))?.id, 'answered from the instance’s copy').toBe(user);
    expect(await revokeSession(shop, token)).toBe(user);
    expect(await resolveSession(shop, token)).toBeNull();
  });

  it('signing out other devices refuses them at once and keeps this one', async () => {
    const user = await newUser(shop, 'omkar');
    const here = await createSession(shop, user);
    const there = await createSession(shop, user);
    const session = await resolveSession(shop, here);
    expect((await resolveSession(shop, there))?.id).toBe(user);
    await revokeAllSessions(shop, user, session?.session_id);
    expect(await resolveSession(shop, there)).toBeNull();
    expect((await resolveSession(shop, here))?.id).toBe(user);
  });

  it('a token not yet signed in is not remembered as unknown: it works as soon as its session exists', async () => {
    const user = await newUser(shop, 'sai');
    const token = newSessionToken();
    expect(await resolveSession(shop, token)).toBeNull();
    const now = new Date();
    await shop.db
      .insertInto('sessions')
      .values({
        user_id: user,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
        revoked_at: null,
        device: '',
        acting_staff_id: null,
        acting_kind: null,
      })
      .execute();
    expect((await resolveSession(shop, token))?.id).toBe(user);
  });

  it('calls that come while a session is read share that one read', async () => {
    const user = await newUser(shop, 'gauri');
    const token = await createSession(shop, user);
    const users = await Promise.all(Array.from({ length: 20 }, () => resolveSession(shop, token)));
    expect(users.every((one) => one?.id === user)).toBe(true);
    // Each read makes its own answer: one object for twenty calls is one read.
    expect(new Set(users).size).toBe(1);
  });

  it('a sign-out while a read is under way is not undone by that read: the next call is refused', async () => {
    const user = await newUser(shop, 'nilesh');
    const token = await createSession(shop, user);
    const under = resolveSession(shop, token);
    await revokeSession(shop, token);
    expect((await under)?.id, 'the call that came before the sign-out').toBe(user);
    expect(await resolveSession(shop, token)).toBeNull();
  });

  it('keeps at most SESSION_CACHE_ENTRIES sessions', async () => {
    const user = await newUser(shop, 'many');
    const now = new Date();
    const tokens = Array.from({ length: SESSION_CACHE_ENTRIES + 50 }, () => newSessionToken());
    for (let start = 0; start < tokens.length; start += 1_000) {
      await shop.db
        .insertInto('sessions')
        .values(
          tokens.slice(start, start + 1_000).map((token) => ({
            user_id: user,
            token_hash: hashToken(token),
            created_at: now.toISOString(),
            last_seen_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 60_000).toISOString(),
            revoked_at: null,
            device: '',
            acting_staff_id: null,
            acting_kind: null,
          })),
        )
        .execute();
    }
    for (let start = 0; start < tokens.length; start += 100) {
      await Promise.all(tokens.slice(start, start + 100).map((token) => resolveSession(shop, token)));
    }
    expect(keptSessionCount(shop.db)).toBe(SESSION_CACHE_ENTRIES);
  }, 60_000);
});

describe.runIf(testEngine === 'postgres' && engineAvailable)('sessions kept on two instances of one database', () => {
  let a: ShopDatabase;
  let b: ShopDatabase;
  let onA: ShopContext;
  let onB: ShopContext;
  beforeAll(async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'true', DATA_DIR: './data', DATABASE_URL: url } as const;
    a = await openShopDatabase(config, { pgSchema: schema });
    b = await openShopDatabase(config, { pgSchema: schema });
    onA = createContext(a);
    onB = createContext(b);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  /** Asks B for the token until it is refused, for a second at most; answers how long that took. */
  async function refusedOnB(token: string, since: number): Promise<number> {
    while ((await resolveSession(onB, token)) !== null && Date.now() - since < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await resolveSession(onB, token), 'refused on B').toBeNull();
    return Date.now() - since;
  }

  it('a sign-out on one instance is refused on another within a second, well before B’s copy expires', async () => {
    const user = await newUser(onA, 'asha');
    const token = await createSession(onA, user);
    expect((await resolveSession(onB, token))?.id).toBe(user);
    const ended = Date.now();
    await revokeSession(onA, token);
    expect(await resolveSession(onA, token)).toBeNull();
    expect(await refusedOnB(token, ended)).toBeLessThan(SESSION_CACHE_MS);
  });

  it('a password change’s sign-out of the other devices reaches another instance within a second', async () => {
    const user = await newUser(onA, 'kiran');
    const kept = await createSession(onA, user);
    const other = await createSession(onA, user);
    const session = await resolveSession(onA, kept);
    expect((await resolveSession(onB, other))?.id).toBe(user);
    const ended = Date.now();
    await revokeAllSessions(onA, user, session?.session_id);
    expect(await refusedOnB(other, ended)).toBeLessThan(1_000);
    expect((await resolveSession(onB, kept))?.id).toBe(user);
  });

  it('an account disabled by a plain write shows on another instance within a second', async () => {
    const user = await newUser(onA, 'meera');
    const token = await createSession(onA, user);
    expect((await resolveSession(onB, token))?.is_banned).toBe(false);
    const disabled = Date.now();
    await onA.db.updateTable('users').set({ is_banned: 1 }).where('id', '=', user).execute();
    while ((await resolveSession(onB, token))?.is_banned === false && Date.now() - disabled < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await resolveSession(onB, token))?.is_banned).toBe(true);
    expect(Date.now() - disabled).toBeLessThan(1_000);
  });
});
