// Rate limits as token buckets (decision 0277): no more than the limit gets through across the
// end of a clock window (fixed windows let twice the limit through in two seconds), what refills
// comes one event at a time, and SMS codes have an overall cap per hour whoever asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../../src/domain/api/errors.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { requestContactChange } from '../../../../src/server/services/accounts/contact-changes.ts';
import { sendOtp } from '../../../../src/server/services/sessions/otp.ts';
import { hit, type RateLimit, tokenBucket } from '../../../../src/server/services/sessions/rate-limit.ts';
import { ASHA, errorOf, openAccountsShop, TEST_CLIENT, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** On a ten-minute boundary of the clock: a fixed window of 600 s ends exactly here. */
const BOUNDARY = new Date('2026-11-02T10:00:00.000Z');
const THREE_IN_TEN_MINUTES: RateLimit = { name: 'test:three', limit: 3, windowSeconds: 600 };

type Hit = { ok: true } | { ok: false; error: ApiError };

function letThrough(result: Hit): void {
  if (!result.ok) throw new Error(`expected the event through, got ${JSON.stringify(result.error)}`);
}

function refusal(result: Hit): ApiError {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

function at(shop: ShopContext, seconds: number): ShopContext {
  const moment = new Date(BOUNDARY.getTime() + seconds * 1000);
  return { ...shop, now: () => moment };
}

describe('the token bucket', () => {
  it('lets the limit through at once, then one each window ÷ limit, and never more than that in any stretch', () => {
    let busyUntil: number | null = null;
    const admitted: number[] = [];
    // An event every second for an hour.
    for (let second = 0; second < 3600; second++) {
      const step = tokenBucket(THREE_IN_TEN_MINUTES, busyUntil, second * 1000);
      if (step.ok) {
        busyUntil = step.busyUntil;
        admitted.push(second);
      }
    }
    expect(admitted.slice(0, 5)).toEqual([0, 1, 2, 200, 400]);
    // Any 600 s holds at most the limit plus what refilled within it (one each 200 s).
    for (const start of admitted) {
      const within = admitted.filter((second) => second >= start && second < start + 600).length;
      expect(within).toBeLessThanOrEqual(3 + 3);
    }
    // Any 200 s holds at most the limit: no burst beyond it, wherever the stretch starts.
    for (const start of admitted) {
      expect(admitted.filter((second) => second >= start && second < start + 200).length).toBeLessThanOrEqual(3);
    }
  });
});

describe.skipIf(!engineAvailable)('rate limits in the database', () => {
  let shop: TestShop;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: BOUNDARY }));
  });
  afterAll(async () => {
    await shop.close();
  });

  it('lets no more than the limit through across the end of a clock window', async () => {
    const subject = 'boundary-phone';
    for (let index = 0; index < 3; index++) letThrough(await hit(at(shop, -1), THREE_IN_TEN_MINUTES, subject));
    expect(refusal(await hit(at(shop, -1), THREE_IN_TEN_MINUTES, subject)).code).toBe('rate_limited');
    // Two seconds later, past the clock's window: a fixed window would let three more through.
    const refused = refusal(await hit(at(shop, 1), THREE_IN_TEN_MINUTES, subject));
    expect(refused.code).toBe('rate_limited');
    expect(Number(refused.fields?.retry_after)).toBe(198);
    expect(refusal(await hit(at(shop, 198), THREE_IN_TEN_MINUTES, subject)).code).toBe('rate_limited');
    letThrough(await hit(at(shop, 199), THREE_IN_TEN_MINUTES, subject));
    expect(refusal(await hit(at(shop, 200), THREE_IN_TEN_MINUTES, subject)).code).toBe('rate_limited');
  });

  it('caps SMS codes overall per hour, whatever the phones and addresses, and counts phone changes too', async () => {
    const capped: ShopContext = { ...at(shop, 3600), smsCodesPerHour: 5 };
    for (let index = 0; index < 4; index++) {
      unwrap(
        await sendOtp(capped, {
          phone: `+91981234000${index}`,
          purpose: 'register',
          clientAddress: `198.51.100.${100 + index}`,
        }),
      );
    }
    // A phone change's code is an SMS as well: the fifth.
    unwrap(await requestContactChange(capped, ASHA.id, 'phone', '+919812340099', TEST_CLIENT));
    const refused = errorOf(
      await sendOtp(capped, { phone: '+919812340005', purpose: 'register', clientAddress: '198.51.100.200' }),
    );
    expect(refused.code).toBe('rate_limited');
    // An e-mail change is no SMS: not capped by it.
    unwrap(await requestContactChange(capped, ASHA.id, 'email', 'asha.new@example.in', TEST_CLIENT));
    // A code refills each 12 minutes (5 an hour).
    const later: ShopContext = { ...at(shop, 3600 + 12 * 60), smsCodesPerHour: 5 };
    unwrap(await sendOtp(later, { phone: '+919812340006', purpose: 'register', clientAddress: '198.51.100.201' }));
  });
});
