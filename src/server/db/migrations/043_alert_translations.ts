// An alert written by people (a staff broadcast, the demo's promotions) in the shop's other
// languages (decision 0295): `translations`, a JSON object by language code of { title, message },
// said to a reader of that language in place of the English `title` and `message`. Null: none.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('translations', 'text').execute();
}
