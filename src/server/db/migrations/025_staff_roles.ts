// Four staff roles (decision 0268): the accounts of store staff become the counter role, and
// every change made in the console is one row of `staff_changes`: who, when, what (a kind and the
// thing's id), in which store, and the thing before and after as JSON. Account events (sign-ins,
// passwords) stay in `audit_events`.
import { type Kysely, sql } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`update staff set role = 'counter' where role = 'staff'`.execute(db);
  const s = db.schema;
  await withId(s.createTable('staff_changes'), engine)
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    /** 'console', or 'acting' for a call in a customer's session the member holds. */
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('store_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('staff_changes_created').on('staff_changes').column('created_at').execute();
  await s.createIndex('staff_changes_staff').on('staff_changes').columns(['staff_id', 'created_at']).execute();
  await s.createIndex('staff_changes_kind').on('staff_changes').columns(['kind', 'created_at']).execute();
  await s.createIndex('staff_changes_store').on('staff_changes').columns(['store_id', 'created_at']).execute();
}
