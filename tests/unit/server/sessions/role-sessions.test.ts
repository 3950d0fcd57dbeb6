// Role sessions (decision 0182): a delivery partner's or a staff member's
// token resolves only for its own role, never as a customer's, and ends like a customer's
// session (sign-out, the idle timeout, 30 days, every session of an account at once).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../../src/server/api/dispatch.ts';
import { createCall, refusal } from '../../../../src/server/api/session.ts';
import {
  createRoleSession,
  resolveRoleSession,
  revokeRoleSession,
  revokeRoleSessionsOf,
} from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession, resolveSession } from '../../../../src/server/services/sessions/sessions.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

const NOW = new Date('2026-11-23T06:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function request(headers: Record<string, string>): ApiRequest {
  return {
    method: 'POST',
    path: 'x',
    header: (name) => headers[name] ?? null,
    readBody: async () => '{}',
    shopOrigin: 'http://127.0.0.1:4321',
  };
}

describe.runIf(engineAvailable)('role sessions', () => {
  let opened: TestShop;
  let shop: TestShop;
  let now: Date;
  beforeEach(async () => {
    now = NOW;
    opened = await openTestShop();
    shop = { ...opened, now: () => now };
  });
  afterEach(async () => {
    await opened.close();
  });

  it('resolves a token only for the role it was started for', async () => {
    const partner = await createRoleSession(shop, 'partner', 7, 'Chrome on Android');
    expect(await resolveRoleSession(shop, 'partner', partner)).toMatchObject({ role: 'partner', account_id: 7 });
    expect(await resolveRoleSession(shop, 'staff', partner)).toBeNull();
    expect(await resolveSession(shop, partner)).toBeNull();
    const customer = await createSession(shop, 1);
    expect(await resolveRoleSession(shop, 'partner', customer)).toBeNull();
    expect(await resolveRoleSession(shop, 'partner', 'not-a-token')).toBeNull();
  });

  it('ends at sign-out, after the idle timeout (shorter for staff), after 30 days, and all at once for an account', async () => {
    const first = await createRoleSession(shop, 'staff', 3);
    const second = await createRoleSession(shop, 'staff', 3);
    const other = await createRoleSession(shop, 'staff', 4);
    expect(await revokeRoleSession(shop, 'partner', first)).toBeNull();
    expect(await revokeRoleSession(shop, 'staff', first)).toBe(3);
    expect(await resolveRoleSession(shop, 'staff', first)).toBeNull();
    expect(await resolveRoleSession(shop, 'staff', second)).not.toBeNull();
    expect(await revokeRoleSessionsOf(shop, 'staff', 3)).toBe(1);
    expect(await resolveRoleSession(shop, 'staff', second)).toBeNull();
    expect(await resolveRoleSession(shop, 'staff', other)).not.toBeNull();

    // A staff session is shorter than a customer's (staff-session-lifetimes.test.ts); a partner's is not.
    const partner = await createRoleSession(shop, 'partner', 4);
    now = new Date(NOW.getTime() + shop.staffSessions.idleSeconds * 1000 + 1_000);
    expect(await resolveRoleSession(shop, 'staff', other)).toBeNull();
    expect(await resolveRoleSession(shop, 'partner', partner)).not.toBeNull();
    // Used just now: it ends once unused for a customer's idle timeout from here.
    now = new Date(now.getTime() + shop.sessionIdleSeconds * 1000 + 1_000);
    expect(await resolveRoleSession(shop, 'partner', partner)).toBeNull();
    const late = await createRoleSession(shop, 'partner', 4);
    for (let day = 1; day <= 31; day += 1) {
      now = new Date(now.getTime() + DAY_MS);
      const live = await resolveRoleSession(shop, 'partner', late);
      expect(live === null).toBe(day >= 30);
    }
  });

  it("lets a partner's or staff member's call through only with that role's own session", async () => {
    const partner = await createRoleSession(shop, 'partner', 7);
    const customer = await createSession(shop, 1);
    const callWith = (headers: Record<string, string>) => createCall(shop, request(headers), {}).call;

    expect(await refusal('partner', callWith({ cookie: `fc_partner=${partner}` }))).toBeNull();
    expect(await refusal('partner', callWith({ authorization: `Bearer ${partner}` }))).toBeNull();
    expect(await refusal('staff', callWith({ cookie: `fc_staff=${partner}` }))).toMatchObject({ code: 'unauthorized' });
    expect(await refusal('partner', callWith({ cookie: `fc_session=${customer}` }))).toMatchObject({
      code: 'unauthorized',
    });
    expect(await refusal('partner', callWith({ authorization: `Bearer ${customer}` }))).toMatchObject({
      code: 'unauthorized',
    });
    expect(await refusal('required', callWith({ cookie: `fc_partner=${partner}` }))).toMatchObject({
      code: 'unauthorized',
    });
  });

  it("sets and clears the role's own cookie", () => {
    const { call, cookies } = createCall(shop, request({}), {});
    call.setRoleSession('partner', 'x'.repeat(43));
    expect(cookies).toEqual([expect.stringMatching(/^fc_partner=x{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=/)]);
    call.setRoleSession('partner', null);
    expect(cookies).toEqual([expect.stringMatching(/^fc_partner=; .*Max-Age=0/)]);
  });
});
