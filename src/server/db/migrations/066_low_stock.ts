// A variant's low-stock threshold (decision 0327): the console shows the variant under Low stock
// once its stock falls to this or below; null (every variant as it was) shows no alert. Not the
// spec's min_stock, which the customers' API carries as it always has.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('item_variants').addColumn('low_stock_at', 'integer').execute();
}
