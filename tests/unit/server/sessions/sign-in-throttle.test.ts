// Lockout without locking out the owner (decision 0277; ASVS 5 6.3.1, the OWASP authentication
// cheat sheet): wrong passwords slow down where they come from. A guesser at one address, however
// long it keeps at it, does not make the owner wait elsewhere; guesses spread over many addresses
// slow the account down, but never for more than a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopContext } from '../../../../src/server/context.ts';
import { login } from '../../../../src/server/services/accounts/auth.ts';
import { type Client, clientOf } from '../../../../src/server/services/audit/client-info.ts';
import { staffLogin } from '../../../../src/server/services/staff/staff.ts';
import { ACCOUNT_THROTTLE } from '../../../../src/server/services/sessions/sign-in-throttle.ts';
import type { ApiError } from '../../../../src/domain/api/errors.ts';
import { ASHA, DEMO_PASSWORD, errorOf, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SLOW_TEST_MS = 90_000;
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

type Attempt = (
  ctx: ShopContext,
  client: Client,
) => Promise<{ ok: true; value: unknown } | { ok: false; error: ApiError }>;

describe.skipIf(!engineAvailable)('lockout without locking out the owner', () => {
  let shop: TestShop;
  let clock = 0;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: NOW }));
  });
  afterAll(async () => {
    await shop.close();
  });

  /** The shop at the test's clock, `clock` seconds after NOW. */
  const now = (): ShopContext => {
    const moment = new Date(NOW.getTime() + clock * 1000);
    return { ...shop, now: () => moment };
  };

  /**
   * `count` wrong passwords that each reach the password check: a refused try waits out its
   * Retry-After and tries again, as a patient guesser would. Answers how many were refused.
   */
  async function guess(count: number, attempt: Attempt, client: (index: number) => Client): Promise<number> {
    let refused = 0;
    for (let index = 0; index < count; ) {
      const answer = await attempt(now(), client(index));
      const error = errorOf(answer);
      if (error.code === 'rate_limited') {
        refused++;
        clock += Number(error.fields?.retry_after);
        continue;
      }
      expect(error.code).toBe('unauthorized');
      index++;
    }
    return refused;
  }

  it(
    '50 wrong tries from one address leave the owner’s sign-in from another address immediate',
    async () => {
      const attacker = clientOf('203.0.113.50', BROWSER);
      const wrong: Attempt = (ctx, client) => login(ctx, { phone: ASHA.phone, password: 'guess-1234' }, client);
      // The guesser was slowed: it waited between its tries.
      expect(await guess(50, wrong, () => attacker)).toBeGreaterThan(0);
      const stillWaiting = errorOf(await wrong(now(), attacker));
      expect(stillWaiting.code).toBe('rate_limited');
      expect(Number(stillWaiting.fields?.retry_after)).toBeGreaterThan(60);

      // The owner, at home, signs in at once with the right password, by phone or by e-mail.
      const home = clientOf('198.51.100.77', BROWSER);
      unwrap(await login(now(), { phone: ASHA.phone, password: DEMO_PASSWORD }, home));
      unwrap(await login(now(), { email: ASHA.email, password: DEMO_PASSWORD }, home));
      // And the guesser still waits: the owner's success did not free it.
      expect(errorOf(await wrong(now(), attacker)).code).toBe('rate_limited');
    },
    SLOW_TEST_MS,
  );

  it(
    'the same for a staff account: 50 wrong tries elsewhere do not make the admin wait',
    async () => {
      const attacker = clientOf('203.0.113.51', BROWSER);
      const wrong: Attempt = (ctx, client) => staffLogin(ctx, { email: PRIYA.email, password: 'not-it-1234' }, client);
      await guess(50, wrong, () => attacker);
      expect(errorOf(await wrong(now(), attacker)).code).toBe('rate_limited');
      unwrap(await staffLogin(now(), PRIYA, clientOf('198.51.100.78', BROWSER)));
    },
    SLOW_TEST_MS,
  );

  it(
    'guesses spread over many addresses slow the account down, for a minute at most',
    async () => {
      const wrong: Attempt = (ctx, client) => login(ctx, { phone: '+919800000002', password: 'spread-1234' }, client);
      // Every guess from its own address: no address, and no account-from-an-address, ever waits.
      const spread = (index: number) => clientOf(`198.18.${Math.floor(index / 200)}.${index % 200}`, BROWSER);
      expect(await guess(ACCOUNT_THROTTLE.freeFailures, wrong, spread)).toBe(0);
      const slowed = errorOf(await wrong(now(), clientOf('198.18.9.9', BROWSER)));
      expect(slowed.code).toBe('rate_limited');
      // Keep guessing, patiently, from fresh addresses: the account's wait never passes a minute.
      const owner = { phone: '+919800000002', password: DEMO_PASSWORD };
      for (let round = 0; round < 10; round++) {
        const wait = Number(errorOf(await wrong(now(), clientOf(`198.19.${round}.1`, BROWSER))).fields?.retry_after);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60);
        clock += wait;
        expect(errorOf(await wrong(now(), clientOf(`198.19.${round}.2`, BROWSER))).code).toBe('unauthorized');
      }
      // The owner, at worst, waits that minute, and is then in.
      const home = clientOf('198.51.100.79', BROWSER);
      const first = await login(now(), owner, home);
      if (!first.ok) {
        expect(Number(first.error.fields?.retry_after)).toBeLessThanOrEqual(60);
        clock += Number(first.error.fields?.retry_after);
        unwrap(await login(now(), owner, home));
      }
    },
    SLOW_TEST_MS,
  );
});
