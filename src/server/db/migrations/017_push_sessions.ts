// Web Push (decision 0250). A push token is the browser's Web Push
// subscription, saved by a signed-in customer's session: the session is kept beside it, so that
// signing out (the session revoked) removes that device's token and no push reaches a phone whose
// customer has signed out (a token saved before has none). A customer's alert (notifications) is
// pushed once: `pushed_at` is set by the instance that claims it for sending, so several instances
// never push the same alert twice; alerts written before this migration count as pushed.
import { type Kysely, sql } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  await s.alterTable('push_tokens').addColumn('session_id', 'integer').execute();
  await s.createIndex('push_tokens_session').on('push_tokens').column('session_id').execute();
  await s.alterTable('notifications').addColumn('pushed_at', 'text').execute();
  await sql`update notifications set pushed_at = created_at`.execute(db);
  await s.createIndex('notifications_unpushed').on('notifications').columns(['pushed_at', 'id']).execute();
}
