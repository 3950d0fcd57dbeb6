// Where a refund of an online payment goes (decision 0255: through the provider, or to
// the wallet, the customer's choice where the shop allows it): 'source', back the way the
// customer paid, through the provider; or 'wallet', credited at once in the cancel's transaction.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('destination', 'text', (c) => c.notNull().defaultTo('source'))
    .execute();
}
