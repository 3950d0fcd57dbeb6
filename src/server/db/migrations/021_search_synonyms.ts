// The other names customers search the shop's things by (decision 0230):
// a word a name does not hold, and what it means, a word or words names do hold. "aloo"
// means potato, "flour" also means atta; one word may mean several things (one row each). Search
// looks a query's word up here after its plural and its typos (domain/spelling.ts); the demo shop
// seeds the Hindi and Marathi words of its groceries (seed/demo/synonyms.ts).
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('search_synonyms')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('means', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonyms_pkey', ['word', 'means'])
    .execute();
}
