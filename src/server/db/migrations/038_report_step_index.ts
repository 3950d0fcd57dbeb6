// The reports sum their orders in the database (decision 0289). Most of them count an order only
// once it has a 'placed' step, and the service times read each step's first time: with the step's
// status and time in the index beside its order, both are answered from the index alone, one
// lookup per order and step, instead of reading every step of the order from the table
// (measured: docs/benchmarks.md, reports).
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createIndex('order_status_events_order_status')
    .on('order_status_events')
    .columns(['order_id', 'status', 'at'])
    .execute();
}
