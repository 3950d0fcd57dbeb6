// The library's files as the shop serves them (decision 0269): the bytes live in the database, so
// every instance serves the same pictures; each instance keeps a copy on its own disk after the first
// read and answers from there afterwards without asking the database. A copy never changes once
// made (new alt texts change no file), so a file on disk is never stale. The folder is named by the
// database's own key (migration 026), read once a process: a database made again numbers its
// pictures from 1 again and gets a folder of its own.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { type MediaFileFormat, parseMediaPath } from '../../../domain/media/media.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';

const MEDIA_TYPES: Readonly<Record<MediaFileFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface ServedFile {
  bytes: Buffer;
  type: string;
}

const cacheKeys = new WeakMap<object, Promise<string>>();

/** The database's key for the disk folder, read once per database handle. */
function cacheKeyOf(db: Kysely<Database>): Promise<string> {
  let key = cacheKeys.get(db);
  if (!key) {
    key = db
      .selectFrom('shop_secrets')
      .select('value')
      .where('name', '=', 'media_cache')
      .executeTakeFirstOrThrow()
      .then((row) => row.value);
    key.catch(() => cacheKeys.delete(db));
    cacheKeys.set(db, key);
  }
  return key;
}

/** Where this instance keeps the library's files: DATA_DIR/media/{database key}. */
export async function mediaCacheDir(ctx: Pick<ShopContext, 'db'>, dataDir: string): Promise<string> {
  return join(dataDir, 'media', await cacheKeyOf(ctx.db));
}

/** Reads from the database misses that are already being read, once. */
const reading = new Map<string, Promise<Buffer | null>>();

async function fromDatabase(db: Kysely<Database>, id: number, width: number, format: MediaFileFormat) {
  const row = await db
    .selectFrom('media_files')
    .select('bytes')
    .where('media_id', '=', id)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
}

/** Keeps a copy on disk: written aside, then renamed, so a reader never sees half a file. */
async function keep(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const aside = join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  await writeFile(aside, bytes);
  await rename(aside, join(dir, name));
}

/**
 * The file at a /media/ address: from this instance's disk, else from the database (then kept on
 * disk); null for an address that names no file.
 */
export async function mediaFile(
  ctx: Pick<ShopContext, 'db'>,
  dataDir: string,
  path: string,
): Promise<ServedFile | null> {
  const copy = parseMediaPath(path);
  if (!copy) return null;
  const type = MEDIA_TYPES[copy.format];
  const dir = await mediaCacheDir(ctx, dataDir);
  const name = `${copy.id}-${copy.width}.${copy.format}`;
  try {
    return { bytes: await readFile(join(dir, name)), type };
  } catch {
    // Not on this disk yet.
  }
  const key = join(dir, name);
  let pending = reading.get(key);
  if (!pending) {
    pending = fromDatabase(ctx.db, copy.id, copy.width, copy.format).then(async (bytes) => {
      if (bytes) {
        // A disk that cannot be written to (full, read-only) still serves from the database.
        await keep(dir, name, bytes).catch((error: unknown) => console.warn('Could not keep a media file:', error));
      }
      return bytes;
    });
    reading.set(key, pending);
    void pending.finally(() => reading.delete(key)).catch(() => undefined);
  }
  const bytes = await pending;
  return bytes ? { bytes, type } : null;
}
