// A home row's days (decision 0317): the first and last day it shows ('yyyy-mm-dd', inclusive, the
// shop's calendar; null: no bound), as a promo slide's (migration 035). The home's rows are read
// once per page and cached, and the days are checked on them in memory.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('home_components').addColumn('starts_on', 'text').execute();
  await db.schema.alterTable('home_components').addColumn('ends_on', 'text').execute();
}
