// A self-pickup order's pickup code (decision 0242): when the store marks the
// order ready, it gets 4 digits that the customer's running order shows and the counter types
// before handing it over, as a rider types the delivery code at the door (migration 013). Null: no
// code (a delivery, a shop without `enableDeliveryCode`, an order made ready before this). The
// wrong tries are counted on the order, so that parallel guesses cannot pass the limit.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pickup_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('pickup_code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
