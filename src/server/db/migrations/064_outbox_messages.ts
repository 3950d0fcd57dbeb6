// The outbox of messages to a person (decision 0335): one-time codes, reset codes and account
// notices are written here in the transaction that causes them, and a worker hands them to a
// provider afterwards, retrying with a growing wait, so a provider that is down loses nothing.
// A row is claimed with a lease (lease_until, claimed_by): an instance that dies mid-send leaves
// a lease that runs out, and the row is claimed again.
import type { Kysely } from 'kysely';
import { type Engine, withId } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('outbox_messages'), engine)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('html', 'text')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('order_id', 'integer')
    .execute();
  // The worker's claim: what is due, and what is being sent with a lease that may have run out.
  await s.createIndex('outbox_messages_due').on('outbox_messages').columns(['status', 'next_attempt_at']).execute();
  // A provider's delivery receipt finds its message.
  await s.createIndex('outbox_messages_receipt').on('outbox_messages').columns(['provider', 'provider_id']).execute();
  // Whether a phone's last code could be sent (verifying a code whose message failed).
  await s.createIndex('outbox_messages_recipient').on('outbox_messages').columns(['recipient', 'kind', 'id']).execute();
}
