// A store's opening hours, closed days and pause (decision 0270). `is_paused` is set in the
// console's store settings by a manager or an admin (not taking orders until unpaused); the
// counter's open/closed for today stays `is_active`. Hours are ranges of minutes of a weekday in
// the shop's time zone (0 Sunday … 6 Saturday; 0–1440), several a day allowed; a closed day is a
// calendar date. Every store made before hours existed gets 00:00–24:00 on every weekday, so it
// stays open exactly as it was.
import { type Kysely, sql } from 'kysely';
import { flag, type Engine } from './columns.ts';

const WHOLE_DAY = 24 * 60;

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  await s.alterTable('stores').addColumn('is_paused', 'integer', flag(0)).execute();
  await s
    .createTable('store_hours')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('opens_minute', 'integer', (c) => c.notNull())
    .addColumn('closes_minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_hours_pk', ['store_id', 'weekday', 'opens_minute'])
    .execute();
  await s
    .createTable('store_closed_days')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    /** 'yyyy-mm-dd', a calendar day in the shop's time zone. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_closed_days_pk', ['store_id', 'day'])
    .execute();
  for (let weekday = 0; weekday < 7; weekday += 1) {
    await sql`insert into store_hours (store_id, weekday, opens_minute, closes_minute)
      select id, ${weekday}, 0, ${WHOLE_DAY} from stores`.execute(db);
  }
}
