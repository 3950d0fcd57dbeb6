// The shop's side (decision 0183): staff accounts (an admin
// reaches every store, store staff only the stores linked to them), who placed an order for
// a caller and how long its preparation was promised to take, customer sessions that a staff
// member holds (call-and-order, an admin signed in as a customer), the staff member behind an
// audited action, and the single use of each sign-in-as-a-customer link.
import type { Kysely } from 'kysely';
import { flag, withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('staff'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('is_disabled', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('staff_stores')
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_stores_pk', ['staff_id', 'store_id'])
    .execute();
  await s.createIndex('staff_stores_store').on('staff_stores').column('store_id').execute();

  await s.alterTable('orders').addColumn('placed_by_staff_id', 'integer').execute();
  await s.alterTable('orders').addColumn('preparation_minutes', 'integer').execute();
  // The staff queue reads a store's orders newest first, by status.
  await s.createIndex('orders_store_status').on('orders').columns(['store_id', 'status', 'id']).execute();

  // A customer session started by a staff member: 'call_order' or 'impersonation'.
  await s.alterTable('sessions').addColumn('acting_staff_id', 'integer').execute();
  await s.alterTable('sessions').addColumn('acting_kind', 'text').execute();

  await s.alterTable('audit_events').addColumn('staff_id', 'integer').execute();
  await s.alterTable('audit_events').addColumn('action', 'text').execute();

  await s
    .createTable('impersonation_link_uses')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  // Keys the shop makes for itself when configuration gives none (the link signing key), shared
  // by every instance on one database. Never served: settings are, so they do not go there.
  await s
    .createTable('shop_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
