// Rate limits become token buckets (decision 0277; services/sessions/rate-limit.ts): a bucket is
// one time, when its queue of let-through events drains, in place of a count in a window fixed to
// the clock. The counters are passing state: the table is made again, empty.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const s = db.schema;
  await s.dropTable('rate_limits').execute();
  await s
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('busy_until', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('rate_limits_busy_until').on('rate_limits').column('busy_until').execute();
}
