// Deleting an account keeps its row as an anonymous marker that the orders, their money and the
// reports still point at (decision 0330); when it was erased tells every customer list to leave it out.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();
}
