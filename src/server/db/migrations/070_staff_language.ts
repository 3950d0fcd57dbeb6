// The language a staff member reads the console in (decision 0345): English until they choose;
// a code of the shop's languages, checked when it is chosen.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}
