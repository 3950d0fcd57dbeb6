// Sessions of the shop's other people (decision 0182): delivery partners
// and store staff sign in to accounts of their own, not to customer accounts, so their
// sessions live beside the customers' in a table of their own, with the role they were
// started for. A token of one role never resolves as another: each role's calls look in
// this table for their own role only, and customer calls never look here.
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('role_sessions'), engine)
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('role_sessions_account').on('role_sessions').columns(['role', 'account_id']).execute();
  await s.createIndex('role_sessions_expires').on('role_sessions').column('expires_at').execute();
}
