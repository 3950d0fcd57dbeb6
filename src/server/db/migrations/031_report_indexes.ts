// The reports (decision 0278) read a store's orders by the time they were placed, and the money
// given back to the wallet by order: these indexes serve those reads.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  await s.createIndex('orders_store_created').on('orders').columns(['store_id', 'created_at']).execute();
  await s.createIndex('wallet_transactions_order').on('wallet_transactions').column('order_id').execute();
}
