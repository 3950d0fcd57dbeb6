// Messages counted per shop day, channel and outcome (decision 0341): the console's reports show
// how many went out and how many failed over any range, while the outbox's rows themselves are
// deleted a week after they were sent. The outbox adds to a count in the statement's transaction
// as it marks a row sent or failed, and as a receipt marks it delivered or failed. The rows the
// outbox still holds are counted once here, on the day they were sent (or, failed unsent, created).
import { type Kysely, sql } from 'kysely';
import { shopToday } from '../../../domain/calendar.ts';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('message_day_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('message_day_counts_pk', ['day', 'channel', 'status'])
    .execute();
  const held = await sql<{ channel: string; status: string; sent_at: string | null; created_at: string }>`
    select channel, status, sent_at, created_at from outbox_messages
    where status in ('sent', 'delivered', 'failed')`.execute(db);
  const counts = new Map<string, number>();
  const add = (day: string, channel: string, status: string) => {
    const key = `${day}|${channel}|${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const row of held.rows) {
    const day = shopToday(new Date(row.sent_at ?? row.created_at));
    if (row.sent_at !== null) add(day, row.channel, 'sent');
    if (row.status !== 'sent') add(day, row.channel, row.status);
  }
  for (const [key, count] of counts) {
    const [day, channel, status] = key.split('|');
    await sql`insert into message_day_counts (day, channel, status, count) values (${day}, ${channel}, ${status}, ${count})`.execute(
      db,
    );
  }
}
