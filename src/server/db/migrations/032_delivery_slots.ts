// Delivery and pickup slots (decision 0279). `store_slots` is a store's weekly template: a weekday,
// a start and an end (minutes of the day in the shop's time zone, as store_hours), how many orders
// it takes, how many minutes before its start it stops taking them, and its fee in paise. An order
// placed for a slot keeps what it was promised (the slot's day, times and fee), so a template
// edited or removed later never changes an order; `slot_held` says whether the order counts against
// the slot's capacity (1 from place-order until it is called off or its online payment is released).
import type { Kysely } from 'kysely';
import { flag, withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('store_slots'), engine)
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('store_slots_start', ['store_id', 'weekday', 'start_minute'])
    .execute();
  const columns = [
    ['slot_id', null],
    ['slot_day', null],
    ['slot_start_minute', null],
    ['slot_end_minute', null],
    ['slot_fee_paise', 0],
    ['slot_held', 0],
  ] as const;
  const type = (name: string) => (name === 'slot_day' ? 'text' : 'integer');
  if (engine === 'postgres') {
    // One statement on PostgreSQL (one rewrite of the table's catalogue entry); SQLite takes one column a statement.
    let alter = s.alterTable('orders').addColumn('slot_id', 'integer');
    for (const [name, preset] of columns.slice(1))
      alter = alter.addColumn(name, type(name), preset === null ? (c) => c : flag(preset));
    await alter.execute();
  } else {
    for (const [name, preset] of columns)
      await s
        .alterTable('orders')
        .addColumn(name, type(name), preset === null ? (c) => c : flag(preset))
        .execute();
  }
  // Place-order counts a slot's held orders under the slot's lock; the queue sorts by slot.
  await s.createIndex('orders_slot').on('orders').columns(['slot_id', 'slot_day', 'slot_held']).execute();
}
