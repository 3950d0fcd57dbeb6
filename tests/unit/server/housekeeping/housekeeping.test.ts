// Housekeeping (decision 0027): expired sessions, codes, rate-limit
// windows and old idempotency keys are deleted; live ones stay; on PostgreSQL one
// instance at a time runs a round.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  HOUSEKEEPING_LOCK,
  housekeepingRound,
  purgeExpired,
  RETENTION,
} from '../../../../src/server/services/housekeeping/housekeeping.ts';
import { engineAvailable, openTestShop, type TestShop, testEngine } from '../harness.ts';

const NOW = new Date('2026-11-23T06:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const at = (msFromNow: number) => new Date(NOW.getTime() + msFromNow).toISOString();
const ASHA_ID = 1;

describe.runIf(engineAvailable)('housekeeping', () => {
  let shop: TestShop;
  beforeEach(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterEach(async () => {
    await shop.close();
  });

  async function session(token: string, expiresIn: number, revokedAgo: number | null = null, lastSeen = -DAY_MS) {
    await shop.db
      .insertInto('sessions')
      .values({
        user_id: ASHA_ID,
        token_hash: token,
        created_at: at(-40 * DAY_MS),
        last_seen_at: at(lastSeen),
        expires_at: at(expiresIn),
        revoked_at: revokedAgo === null ? null : at(-revokedAgo),
      })
      .execute();
  }

  it('keeps a change waiting for its code past the code, until 30 days after it was asked for (decision 0297)', async () => {
    const change = (value: string, createdAgo: number, consumed: boolean) => ({
      user_id: ASHA_ID,
      field: 'email' as const,
      value,
      code_hash: 'x',
      expires_at: at(-createdAgo + 600_000),
      created_at: at(-createdAgo),
      consumed_at: consumed ? at(-createdAgo + 60_000) : null,
    });
    await shop.db
      .insertInto('contact_changes')
      .values([
        change('waiting-a-week@example.in', 7 * DAY_MS, false),
        change('waiting-too-long@example.in', 31 * DAY_MS, false),
        change('confirmed-long-ago@example.in', 7 * DAY_MS, true),
        change('confirmed-just-now@example.in', 60_000, true),
      ])
      .execute();

    expect((await purgeExpired(shop)).contact_changes).toBe(2);
    const left = await shop.db.selectFrom('contact_changes').select('value').orderBy('value').execute();
    expect(left.map((row) => row.value)).toEqual(['confirmed-just-now@example.in', 'waiting-a-week@example.in']);
  });

  it('deletes what expired longer ago than its retention and keeps the rest', async () => {
    await session('expired-long-ago', -RETENTION.sessionsMs - 1_000);
    await session('expired-just-now', -1_000);
    await session('live', 10 * DAY_MS);
    await session('signed-out-long-ago', 10 * DAY_MS, RETENTION.sessionsMs + 1_000);
    await session(
      'idle-for-weeks',
      10 * DAY_MS,
      null,
      -(shop.sessionIdleSeconds * 1000 + RETENTION.sessionsMs + 1_000),
    );
    const code = (phone: string, expiresIn: number) => ({
      phone,
      code_hash: 'x',
      purpose: 'register' as const,
      expires_at: at(expiresIn),
      created_at: at(expiresIn - 600_000),
    });
    await shop.db
      .insertInto('otps')
      .values([code('+919811111111', -RETENTION.codesMs - 1_000), code('+919822222222', 60_000)])
      .execute();
    await shop.db
      .insertInto('password_resets')
      .values([
        { user_id: ASHA_ID, code_hash: 'x', expires_at: at(-RETENTION.codesMs - 1_000), created_at: at(-2 * DAY_MS) },
        { user_id: ASHA_ID, code_hash: 'y', expires_at: at(60_000), created_at: at(0) },
      ])
      .execute();
    await shop.db
      .insertInto('rate_limits')
      .values([
        { bucket: 'old', busy_until: at(-RETENTION.rateLimitsMs - 1_000) },
        { bucket: 'current', busy_until: at(-60_000) },
      ])
      .execute();
    await shop.db
      .insertInto('idempotency_keys')
      .values([
        { user_id: ASHA_ID, key: 'old', request_hash: 'h', created_at: at(-RETENTION.idempotencyKeysMs - 1_000) },
        { user_id: ASHA_ID, key: 'recent', request_hash: 'h', created_at: at(-DAY_MS) },
      ])
      .execute();
    await shop.db
      .insertInto('audit_events')
      .values([
        {
          user_id: ASHA_ID,
          event: 'signed_in',
          client_address: '127.0.0.1',
          device: '',
          created_at: at(-RETENTION.auditEventsMs - 1_000),
        },
        { user_id: ASHA_ID, event: 'signed_in', client_address: '127.0.0.1', device: '', created_at: at(-DAY_MS) },
      ])
      .execute();
    await shop.db
      .insertInto('sign_in_throttles')
      .values([
        { subject: 'old', failures: 5, last_failure_at: at(-RETENTION.throttlesMs - 1_000), locked_until: null },
        {
          subject: 'still-waiting',
          failures: 30,
          last_failure_at: at(-RETENTION.throttlesMs - 1_000),
          locked_until: at(60_000),
        },
        { subject: 'recent', failures: 1, last_failure_at: at(-60_000), locked_until: null },
      ])
      .execute();
    // Kept payment webhooks: gone after their 90 days, so a repeat within them is still recognised.
    await shop.db
      .insertInto('payment_events')
      .values([
        {
          provider: 'stripe',
          event_id: 'evt_old',
          kind: 'paid',
          outcome: 'paid',
          received_at: at(-RETENTION.paymentEventsMs - 1_000),
        },
        { provider: 'stripe', event_id: 'evt_recent', kind: 'paid', outcome: 'paid', received_at: at(-3 * DAY_MS) },
      ])
      .execute();
    const message = (status: 'sent' | 'failed' | 'queued', createdAt: string) => ({
      channel: 'sms' as const,
      recipient: '+919800000001',
      kind: 'otp-login',
      language: 'en',
      text: 'A code',
      subject: null,
      html: null,
      status,
      next_attempt_at: createdAt,
      lease_until: null,
      claimed_by: null,
      provider: null,
      provider_id: null,
      last_error: null,
      created_at: createdAt,
      sent_at: null,
      customer_id: null,
      order_id: null,
    });
    const longAgo = at(-RETENTION.outboxMessagesMs - 1_000);
    await shop.db
      .insertInto('outbox_messages')
      .values([
        message('sent', longAgo),
        message('failed', longAgo),
        // Still to be sent: kept, however old.
        message('queued', longAgo),
        message('sent', at(-DAY_MS)),
      ])
      .execute();
    const sessionsBefore = await shop.db.selectFrom('sessions').select('token_hash').execute();

    const purged = await purgeExpired(shop);

    expect(purged).toEqual({
      sessions: 3,
      otps: 1,
      password_resets: 1,
      contact_changes: 0,
      rate_limits: 1,
      sign_in_throttles: 1,
      idempotency_keys: 1,
      audit_events: 1,
      partner_positions: 0,
      payment_events: 1,
      outbox_messages: 2,
    });
    expect(
      (await shop.db.selectFrom('outbox_messages').select('status').orderBy('id').execute()).map((row) => row.status),
    ).toEqual(['queued', 'sent']);
    expect(
      (await shop.db.selectFrom('payment_events').select('event_id').execute()).map((row) => row.event_id),
    ).toEqual(['evt_recent']);
    const sessions = (await shop.db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash);
    expect(sessions).toContain('expired-just-now');
    expect(sessions).toContain('live');
    expect(sessions).not.toContain('expired-long-ago');
    expect(sessions).not.toContain('signed-out-long-ago');
    expect(sessions).not.toContain('idle-for-weeks');
    expect(sessions.length).toBe(sessionsBefore.length - 3);
    const throttles = await shop.db.selectFrom('sign_in_throttles').select('subject').orderBy('subject').execute();
    expect(throttles.map((row) => row.subject)).toEqual(['recent', 'still-waiting']);
    expect(await shop.db.selectFrom('otps').select('phone').execute()).toEqual([{ phone: '+919822222222' }]);
    expect(await shop.db.selectFrom('rate_limits').select('bucket').execute()).toEqual([{ bucket: 'current' }]);
    expect(await shop.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([{ key: 'recent' }]);
  });

  it('a round runs once and finds nothing left the second time', async () => {
    await session('expired-long-ago', -RETENTION.sessionsMs - 1_000);
    const first = await housekeepingRound(shop);
    expect(first?.sessions).toBe(1);
    const second = await housekeepingRound(shop);
    expect(second?.sessions).toBe(0);
  });

  it.runIf(testEngine === 'postgres')('skips its round while another instance is in one', async () => {
    await shop.db.connection().execute(async (other) => {
      const key = sql`${sql.lit(HOUSEKEEPING_LOCK)}, hashtext(coalesce(current_schema(), ''))`;
      await sql`select pg_advisory_lock(${key})`.execute(other);
      try {
        expect(await housekeepingRound(shop)).toBeNull();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(other);
      }
    });
    expect(await housekeepingRound(shop)).not.toBeNull();
  });
});
