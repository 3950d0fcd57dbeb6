// Farm-visit bookings (decision 0122, decision 0123; §3 "Farm visit answers", §4 "Farm form", §5): one row
// per booking, with the customer who made it and when. A customer books a date once
// (unique user + date); `visitors` is what the booking takes from the day's capacity
// (setting farmVisitCapacityPerDay), summed per date to mark a day 'Filled'.
import type { Kysely } from 'kysely';
import { double, withId, type Engine } from './columns.ts';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const s = db.schema;

  await withId(s.createTable('farm_visits'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Normalised to the 10 digits of an Indian mobile number.
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('alt_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('latitude', double)
    .addColumn('longitude', double)
    .addColumn('adults', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kids', 'integer', (c) => c.notNull().defaultTo(0))
    // adults + kids, at least 1: the person who booked comes even with both counts left at 0.
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('how_heard', 'text', (c) => c.notNull().defaultTo(''))
    // yyyy-mm-dd, a Saturday or Sunday (the shop's calendar day, Asia/Kolkata).
    .addColumn('visiting_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('farm_visits_user_date', ['user_id', 'visiting_date'])
    .execute();
  await s.createIndex('farm_visits_date').on('farm_visits').column('visiting_date').execute();
}
