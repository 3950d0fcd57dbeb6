// Combos as order lines (decision 0193; §3 Combo, Item is_combo and
// items): an order line may be a combo (order_items.combo_id; its item_id is 0 then), and the
// parts it held are kept beside it as they were ordered, with whether each took stock, so a
// cancel gives back exactly what the combo took (services/pricing/combo-lines.ts).
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  // A copy of the combo's id, not a reference: an order keeps its lines when a combo is deleted.
  await s.alterTable('order_items').addColumn('combo_id', 'integer').execute();
  await withId(s.createTable('order_item_parts'), engine)
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_name', 'text')
    // How many of the part ONE combo holds; the line's quantity multiplies it.
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('stock_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('order_item_parts_line').on('order_item_parts').column('order_item_id').execute();
}
