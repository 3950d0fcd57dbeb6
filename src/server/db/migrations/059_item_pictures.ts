// Several pictures per item, in order (decision 0326). `items.image` stays the item's first picture,
// so cards, lists, the cart, the catalogue file and every reader of it are unchanged; this table
// holds the whole ordered list with each picture's alt texts, written by the console's item form in
// the item's own transaction. A row at position 0 whose image is not `items.image` any more (the
// picture changed by another path) is not the first picture: domain/catalogue/item-pictures.ts
// orderedPictures reads the list that way. An item without rows has its one picture, as before.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('item_pictures')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    /** '': the item's name is the alt text (its name in the page's language). */
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_mr', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('item_pictures_pk', ['item_id', 'position'])
    .execute();
}
