// An alert is stored as a message code and its parameters (decision 0263; the codes are
// ALERT_TITLES of src/domain/notifications/notifications.ts), and said in the reader's language when it
// is read or pushed. `title` and `message` keep the English words, for alerts without a code (a
// staff broadcast is the staff's own text) and for rows written before this.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('message_code', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('message_params', 'text').execute();
}
