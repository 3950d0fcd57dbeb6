// Account security to ASVS 5 level 2 (docs/security.md, "Accounts"):
// the device a session was started on (for "Signed-in devices", decision 0171), the sign-in
// throttle with increasing delays (decision 0172), e-mail and phone changes waiting for their
// code (decision 0167), and the audit log of account events (decision 0173). Like 002_accounts.ts, secrets are
// stored only as hashes and every counter lives in the database, so app nodes agree.
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const s = db.schema;

  // A short summary of the user agent at sign-in ('Chrome on Android'), never the raw header.
  await s
    .alterTable('sessions')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // One row per throttled subject (an account, or a client address), its key hashed like rate_limits.
  await s
    .createTable('sign_in_throttles')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await s.createIndex('sign_in_throttles_last_failure').on('sign_in_throttles').column('last_failure_at').execute();

  // A new e-mail or phone takes effect once the code sent to it comes back (checked like an OTP).
  await withId(s.createTable('contact_changes'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('contact_changes_user').on('contact_changes').column('user_id').execute();

  // Who did what to an account, from where: no passwords, codes or tokens. The events outlive a
  // deleted account without pointing at it.
  await withId(s.createTable('audit_events'), engine)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('audit_events_user').on('audit_events').columns(['user_id', 'created_at']).execute();
  await s.createIndex('audit_events_created').on('audit_events').column('created_at').execute();
}
