// The shop's one media library (decision 0269): pictures of stores, categories and items, uploaded in
// the console with alt texts in English and Marathi. An upload is checked and its copies made
// (copies.ts) before the write transaction, so the database is not held while sharp works; the
// picture, its files and the audit row (kind 'media') then land together. Pictures are checked and
// copied one at a time per instance (decision 0325): a 40-megapixel picture takes a few hundred
// milliseconds of decoding and tens of megabytes while it does, and the others wait their turn
// (a member's eight, sixteen in all) instead of decoding beside it. A picture is never
// deleted: archiving takes it out of the library's list, and its files are still served, since a
// catalogue row may show it.
import type { MediaView, StaffMediaAnswer } from '../../../domain/api/staff/media.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { LibraryPicture } from '../../../domain/catalogue/csv-pictures.ts';
import { mediaImage, mediaPath, mediaSrcset } from '../../../domain/media/media.ts';
import type { ShopContext } from '../../context.ts';
import type { MediaTable } from '../../db/schema.ts';
import { auditedWrite, type Writer } from '../audit/audited-write.ts';
import { makeCopies } from './copies.ts';
import { said } from '../../said.ts';
import { createQueue } from '../../work-queue.ts';

/** Uploads being checked and copied, one at a time, or waiting their turn (decision 0325). */
const picturesQueue = createQueue({ atOnce: 1, places: 16, placesPerKey: 8 });

/** Uploads being copied on this instance, or waiting to be. */
export function picturesQueued(): number {
  return picturesQueue.queued;
}

/** Seconds a member told that uploads are busy is asked to wait. */
const PICTURES_BUSY_RETRY_SECONDS = 5;

const PICTURES_BUSY = fail('unavailable', said('saidPicturesBusy'), {
  retry_after: said('saidValue', { value: PICTURES_BUSY_RETRY_SECONDS }),
});

/** Pictures per page of the library. */
const MEDIA_PAGE = 24;

const NO_SUCH_MEDIA = fail('not_found', said('saidNoSuchPicture'), { media_id: said('saidFieldNoSuchPicture') });

/** The longest original file name kept (the rest is cut): it only helps a person recognise the file. */
const NAME_MAX = 200;

type MediaRow = Pick<MediaTable, 'original_name' | 'alt_en' | 'alt_mr' | 'width' | 'height' | 'created_at'> & {
  id: number;
  archived_at: string | null;
};

const MEDIA_COLUMNS = [
  'id',
  'original_name',
  'alt_en',
  'alt_mr',
  'width',
  'height',
  'created_at',
  'archived_at',
] as const;

async function viewsOf(ctx: ShopContext, rows: readonly MediaRow[]): Promise<MediaView[]> {
  if (rows.length === 0) return [];
  const files = await ctx.db
    .selectFrom('media_files')
    .select(['media_id', 'width', 'height', 'format', 'size'])
    .where(
      'media_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('media_id')
    .orderBy('width')
    .orderBy('format', 'desc')
    .execute();
  const filesOf = Map.groupBy(files, (file) => file.media_id);
  return rows.map((row) => {
    const image = mediaImage(row.id, row.width);
    return {
      id: row.id,
      original_name: row.original_name,
      alt_en: row.alt_en,
      alt_mr: row.alt_mr,
      width: row.width,
      height: row.height,
      image,
      srcset: mediaSrcset(image) ?? '',
      files: (filesOf.get(row.id) ?? []).map((file) => ({
        width: file.width,
        height: file.height,
        format: file.format,
        size: file.size,
        path: mediaPath(row.id, file.width, file.format),
      })),
      created_at: row.created_at,
      archived: row.archived_at !== null,
    };
  });
}

async function mediaRow(ctx: ShopContext, mediaId: number): Promise<MediaRow | undefined> {
  return ctx.db.selectFrom('media').select(MEDIA_COLUMNS).where('id', '=', mediaId).executeTakeFirst();
}

/**
 * Marks that change the direction text is shown in (U+202E, the right-to-left override, shows
 * "photo", U+202E, "gpj.exe" as "photoexe.jpg"): a file's name never needs one (decision 0320).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A file name as a person recognises it: the last path segment, one line, shown as written, bounded. */
function cleanName(name: string | null | undefined): string {
  const last = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  const line = last.replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim();
  return line.slice(0, NAME_MAX) || 'picture';
}

export interface NewMedia {
  bytes: Buffer;
  originalName?: string | null | undefined;
  alt_en: string;
  alt_mr: string;
}

/** Adds a picture to the library: checked, its copies made, then stored with its audit row. */
export async function uploadMedia(
  ctx: ShopContext,
  member: Writer,
  upload: NewMedia,
): Promise<Result<{ media: MediaView; took_ms: number }>> {
  const copying = picturesQueue.run(async () => {
    const started = performance.now();
    const made = await makeCopies(upload.bytes);
    return { made, tookMs: Math.round(performance.now() - started) };
  }, member.id);
  if (copying === null) return PICTURES_BUSY;
  const { made, tookMs } = await copying;
  if (!made.ok) return made;
  const { width, height, files } = made.value;
  const now = ctx.now().toISOString();
  const name = cleanName(upload.originalName);
  return auditedWrite(ctx, member, async (tx, audit) => {
    const { id } = await tx.db
      .insertInto('media')
      .values({
        original_name: name,
        alt_en: upload.alt_en,
        alt_mr: upload.alt_mr,
        width,
        height,
        created_by: member.id,
        created_at: now,
        archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.db
      .insertInto('media_files')
      .values(
        files.map((file) => ({
          media_id: id,
          width: file.width,
          height: file.height,
          format: file.format,
          bytes: file.bytes,
          size: file.bytes.length,
        })),
      )
      .execute();
    const after = { original_name: name, alt_en: upload.alt_en, alt_mr: upload.alt_mr, width, height };
    await audit.record({
      kind: 'media',
      action: 'create',
      entityId: id,
      storeId: null,
      summary: `Picture uploaded: ${upload.alt_en} (${width} × ${height})`,
      before: null,
      after,
    });
    const row = await mediaRow(tx, id);
    const [media] = row ? await viewsOf(tx, [row]) : [];
    return media ? ok({ media, took_ms: tookMs }) : NO_SUCH_MEDIA;
  });
}

function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A page of the library, newest first; `query` matches words of either alt text. Archived pictures are left out. */
export async function listMedia(
  ctx: ShopContext,
  input: { query?: string | undefined; after?: number | undefined; media_ids?: number[] | undefined },
): Promise<Result<StaffMediaAnswer>> {
  // The pictures a console field names, archived ones too (decision 0326).
  if (input.media_ids) {
    const named = await ctx.db.selectFrom('media').select(MEDIA_COLUMNS).where('id', 'in', input.media_ids).execute();
    return ok({ media: await viewsOf(ctx, named), next: null });
  }
  let query = ctx.db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where('archived_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(MEDIA_PAGE + 1);
  const words = input.query?.trim();
  if (words) {
    const pattern = likePattern(words);
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['alt_en']), 'like', pattern), eb(eb.fn('lower', ['alt_mr']), 'like', pattern)]),
    );
  }
  if (input.after !== undefined) query = query.where('id', '<', input.after);
  const rows = await query.execute();
  const page = rows.slice(0, MEDIA_PAGE);
  return ok({ media: await viewsOf(ctx, page), next: rows.length > MEDIA_PAGE ? (page.at(-1)?.id ?? null) : null });
}

/**
 * The library's pictures by name, as the catalogue file names them (decision 0318): every picture
 * not archived, oldest first; a name is what the person's file was called (original_name).
 */
export async function libraryPictures(ctx: ShopContext): Promise<LibraryPicture[]> {
  const rows = await ctx.db
    .selectFrom('media')
    .select(['id', 'original_name', 'width'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.original_name, width: row.width }));
}

/** New alt texts for a picture. */
export async function editMediaAlt(
  ctx: ShopContext,
  member: Writer,
  input: { media_id: number; alt_en: string; alt_mr: string },
): Promise<Result<{ media: MediaView }>> {
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = await mediaRow(tx, input.media_id);
    if (!before) return NO_SUCH_MEDIA;
    await tx.db
      .updateTable('media')
      .set({ alt_en: input.alt_en, alt_mr: input.alt_mr })
      .where('id', '=', input.media_id)
      .execute();
    await audit.record({
      kind: 'media',
      action: 'update',
      entityId: input.media_id,
      storeId: null,
      summary: `Alt text of picture ${input.media_id}: ${before.alt_en} → ${input.alt_en}`,
      before: { alt_en: before.alt_en, alt_mr: before.alt_mr },
      after: { alt_en: input.alt_en, alt_mr: input.alt_mr },
    });
    const row = await mediaRow(tx, input.media_id);
    const [media] = row ? await viewsOf(tx, [row]) : [];
    return media ? ok({ media }) : NO_SUCH_MEDIA;
  });
}

/** Takes a picture out of the library's list (its files are still served). */
export async function archiveMedia(
  ctx: ShopContext,
  member: Writer,
  input: { media_id: number },
): Promise<Result<{ media: MediaView }>> {
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = await mediaRow(tx, input.media_id);
    if (!before) return NO_SUCH_MEDIA;
    if (before.archived_at === null) {
      await tx.db
        .updateTable('media')
        .set({ archived_at: ctx.now().toISOString() })
        .where('id', '=', input.media_id)
        .execute();
      await audit.record({
        kind: 'media',
        action: 'archive',
        entityId: input.media_id,
        storeId: null,
        summary: `Picture archived: ${before.alt_en}`,
        before: { archived: false },
        after: { archived: true },
      });
    }
    const row = await mediaRow(tx, input.media_id);
    const [media] = row ? await viewsOf(tx, [row]) : [];
    return media ? ok({ media }) : NO_SUCH_MEDIA;
  });
}
