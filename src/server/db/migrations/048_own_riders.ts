// A store's own riders (decision 0314): who delivers its orders (its own riders, the delivery
// partners, or both with partners offered an order only after the riders left it for some
// minutes), and each order a rider of the store carried: who sent it out, when, and the code the
// customer gives at the door, as a partner's delivery has (order_deliveries).
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('delivered_by', 'text', (c) => c.notNull().defaultTo('partners'))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('partner_offer_after_minutes', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema
    .createTable('order_rider_runs')
    // One run per order: sending it out twice cannot insert another.
    .addColumn('order_id', 'integer', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('rider_id', 'integer', (c) => c.notNull())
    .addColumn('sent_out_by', 'integer', (c) => c.notNull())
    .addColumn('sent_out_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('code', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('order_rider_runs_rider')
    .on('order_rider_runs')
    .columns(['rider_id', 'delivered_at'])
    .execute();
}
