// Migration 068_message_day_counts (decision 0341): the messages the outbox still holds when it
// runs are counted once, on the shop's day they were sent (a failure never sent, on the day it
// was made), so the reports' first week is not empty; queued messages count nothing yet.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../../src/server/db/migrations/068_message_day_counts.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';

describe.skipIf(!engineAvailable)(`migration 068_message_day_counts on ${testEngine}`, () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop({ seed: false });
    const row = (
      channel: 'sms' | 'email',
      status: 'queued' | 'sent' | 'delivered' | 'failed',
      createdAt: string,
      sentAt: string | null,
    ) => ({
      channel,
      recipient: channel === 'sms' ? '+919800000001' : 'asha@example.in',
      kind: 'otp-login',
      language: 'en',
      text: '482913 is your code.',
      status,
      next_attempt_at: createdAt,
      created_at: createdAt,
      sent_at: sentAt,
    });
    await shop.db
      .insertInto('outbox_messages')
      .values([
        // 20:00 UTC on the 27th is 01:30 on the 28th in India: the 28th's.
        row('sms', 'delivered', '2026-11-27T20:00:00.000Z', '2026-11-27T20:00:01.000Z'),
        row('sms', 'sent', '2026-11-28T05:00:00.000Z', '2026-11-28T05:00:01.000Z'),
        row('sms', 'failed', '2026-11-28T06:00:00.000Z', null),
        // Sent, then failed by its receipt: in both.
        row('email', 'failed', '2026-11-27T10:00:00.000Z', '2026-11-27T10:00:02.000Z'),
        row('sms', 'queued', '2026-11-28T07:00:00.000Z', null),
      ])
      .execute();
    await sql`drop table message_day_counts`.execute(shop.db);
    await up(shop.db as unknown as Kysely<unknown>, testEngine);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('counts the rows the outbox holds by shop day, channel and outcome', async () => {
    const counts = await shop.db
      .selectFrom('message_day_counts')
      .selectAll()
      .orderBy('day')
      .orderBy('channel')
      .orderBy('status')
      .execute();
    expect(counts.map((one) => ({ ...one, count: Number(one.count) }))).toEqual([
      { day: '2026-11-27', channel: 'email', status: 'failed', count: 1 },
      { day: '2026-11-27', channel: 'email', status: 'sent', count: 1 },
      { day: '2026-11-28', channel: 'sms', status: 'delivered', count: 1 },
      { day: '2026-11-28', channel: 'sms', status: 'failed', count: 1 },
      { day: '2026-11-28', channel: 'sms', status: 'sent', count: 2 },
    ]);
  });
});
