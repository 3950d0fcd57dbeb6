// Staff sessions are shorter than customers' (decision 0277): a console session unused for two
// hours ends, and any ends twelve hours after sign-in, both configurable; a customer's and a
// delivery partner's keep 7 days idle and 30 days in all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { createRoleSession, resolveRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession, resolveSession } from '../../../../src/server/services/sessions/sessions.ts';
import { apiCall, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const PRIYA_ID = 1;

function at(shop: ShopContext, seconds: number): ShopContext {
  const moment = new Date(NOW.getTime() + seconds * 1000);
  return { ...shop, now: () => moment };
}

describe.skipIf(!engineAvailable)('staff session lifetimes', () => {
  let shop: TestShop;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: NOW }));
  });
  afterAll(async () => {
    await shop.close();
  });

  it('are 2 hours idle and 12 hours in all unless configured, in the README’s table', () => {
    const config = readConfig({});
    expect(config.STAFF_SESSION_IDLE_TIMEOUT_MINUTES).toBe(120);
    expect(config.STAFF_SESSION_MAX_HOURS).toBe(12);
    expect(shop.staffSessions).toEqual({ idleSeconds: 2 * HOUR, maxSeconds: 12 * HOUR });
    expect(readConfig({ STAFF_SESSION_IDLE_TIMEOUT_MINUTES: '30', STAFF_SESSION_MAX_HOURS: '8' })).toMatchObject({
      STAFF_SESSION_IDLE_TIMEOUT_MINUTES: 30,
      STAFF_SESSION_MAX_HOURS: 8,
    });
  });

  it('ends a console session unused for 2 hours, while a customer’s and a partner’s go on', async () => {
    const staff = await createRoleSession(shop, 'staff', PRIYA_ID, 'Chrome on Linux');
    const partner = await createRoleSession(shop, 'partner', 1, 'Chrome on Android');
    const customer = await createSession(shop, 1, 'Chrome on Android');
    expect(await resolveRoleSession(at(shop, 2 * HOUR - MINUTE), 'staff', staff)).not.toBeNull();
    // Used at 1:59; unused from then for 2 hours and a minute.
    const idleEnd = 2 * HOUR - MINUTE + 2 * HOUR + MINUTE;
    expect(await resolveRoleSession(at(shop, idleEnd), 'staff', staff)).toBeNull();
    const cookie = `fc_staff=${staff}`;
    expect((await apiCall(at(shop, idleEnd), 'staff/me', {}, { cookie })).status).toBe(401);
    expect(await resolveRoleSession(at(shop, 3 * 24 * HOUR), 'partner', partner)).not.toBeNull();
    expect(await resolveSession(at(shop, 3 * 24 * HOUR), customer)).not.toBeNull();
  });

  it('ends a console session at its twelfth hour after sign-in however busy, and keeps to a shorter configuration', async () => {
    const busy = await createRoleSession(shop, 'staff', PRIYA_ID);
    for (let hour = 1; hour < 12; hour++) {
      expect(await resolveRoleSession(at(shop, hour * HOUR), 'staff', busy), `hour ${hour}`).not.toBeNull();
    }
    expect(await resolveRoleSession(at(shop, 12 * HOUR + 1), 'staff', busy)).toBeNull();

    const strict: ShopContext = { ...shop, staffSessions: { idleSeconds: 30 * MINUTE, maxSeconds: 4 * HOUR } };
    const brief = await createRoleSession(strict, 'staff', PRIYA_ID);
    expect(await resolveRoleSession(at(strict, 29 * MINUTE), 'staff', brief)).not.toBeNull();
    expect(await resolveRoleSession(at(strict, 29 * MINUTE + 31 * MINUTE), 'staff', brief)).toBeNull();
    const long = await createRoleSession(strict, 'staff', PRIYA_ID);
    for (let step = 1; step <= 15; step++) {
      const answer = await resolveRoleSession(at(strict, step * 15 * MINUTE), 'staff', long);
      if (step * 15 * MINUTE < 4 * HOUR) expect(answer, `${step * 15} minutes`).not.toBeNull();
      else expect(answer, `${step * 15} minutes`).toBeNull();
    }
  });
});
