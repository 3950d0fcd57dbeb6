// The media library (decision 0269): one row a picture, with its alt texts in English and Marathi,
// and the bytes of each copy the shop serves (a width in WebP, and in AVIF where that came out
// smaller) in the database, so every instance serves the same files; each instance keeps a copy
// on its own disk after the first read (services/media/media-files.ts), in a folder named by this
// database's own key: a database made again (db:reset) numbers its pictures from 1 again, and must
// not be served another database's files.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('media'), engine)
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('alt_en', 'text', (c) => c.notNull())
    .addColumn('alt_mr', 'text', (c) => c.notNull())
    /** The picture as uploaded (after turning it upright by its EXIF orientation). */
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** Out of the library's list; its files are still served (a catalogue row may show it). */
    .addColumn('archived_at', 'text')
    .execute();
  await s.createIndex('media_created').on('media').columns(['archived_at', 'created_at']).execute();
  await s
    .createTable('media_files')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    /** 'webp' or 'avif'. */
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('bytes', engine === 'postgres' ? sql`bytea` : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_files_pk', ['media_id', 'width', 'format'])
    .execute();
  const key = randomBytes(12).toString('hex');
  await sql`insert into shop_secrets (name, value, created_at) values ('media_cache', ${key}, ${new Date().toISOString()})`.execute(
    db,
  );
}
