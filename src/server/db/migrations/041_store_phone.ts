// A store's phone (decision 0292): the number a customer following a delivery calls the store
// on, E.164 like every phone of the shop (domain/accounts/phone.ts); '' while none is known,
// and the running order then offers no call to the store.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
