// Accounts (decision 0103, decision 0105; docs/architecture.md "Auth", "Database"): sessions, one-time codes,
// password resets, rate-limit counters, favourites, notifications and push tokens.
// Everything here must hold across requests and app nodes, so it lives in the
// database, never in one process's memory. Secrets (session tokens, codes) are
// stored only as hashes.
import type { Kysely } from 'kysely';
import { flag, withId, type Engine } from './columns.ts';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const s = db.schema;

  await withId(s.createTable('sessions'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // sha256 (hex) of the 32-byte random token; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // Phone OTPs (§7 send / verify OTP), keyed by phone: a code for registering has no user yet.
  await withId(s.createTable('otps'), engine)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('otps_phone_purpose').on('otps').columns(['phone', 'purpose']).execute();

  await withId(s.createTable('password_resets'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  // One fixed-window counter per bucket (e.g. OTP sends of one phone); the key is hashed.
  await s
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();

  await s
    .createTable('favourite_stores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_stores_pk', ['user_id', 'store_id'])
    .execute();

  await s
    .createTable('favourite_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_items_pk', ['user_id', 'item_id'])
    .execute();

  // §3 Notification (is_read 0 = unread) with its pushed content.
  await withId(s.createTable('notifications'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('click_action', 'text')
    .addColumn('is_read', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('notifications_user').on('notifications').column('user_id').execute();

  // A device's push token belongs to whoever saved it last.
  await withId(s.createTable('push_tokens'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('push_tokens_user').on('push_tokens').column('user_id').execute();
}
