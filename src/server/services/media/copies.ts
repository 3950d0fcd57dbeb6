// The copies the library keeps of an upload (decision 0269). The file's kind is decided by its first
// bytes (domain/media/media.ts sniffFormat), its size in pixels and its frames by sharp's metadata,
// which reads the header only, so a 20,000 × 20,000 picture is refused before a pixel is decoded;
// sharp's limitInputPixels refuses it again should a header lie. The picture is decoded once, turned
// upright by its EXIF orientation and scaled to the widest copy; each width is made from that, in
// WebP, and in AVIF where the AVIF comes out smaller. Outputs carry no metadata (sharp writes none
// unless asked: no EXIF, no GPS position).
// One picture's work is one sharp call at a time (its copies one after another), so that a picture
// holds at most one of libuv's four pool threads, which sign-ins, file reads, compression and name
// lookups share; the calls keep no cache of their own (decision 0325).
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { type ApiError, fail, ok, type Result, type Said, sentenceOf } from '../../../domain/api/errors.ts';
import {
  MEDIA_WORDS,
  MEDIA_MAX_PIXELS,
  type MediaFileFormat,
  type RefusalKind,
  sniffFormat,
  uploadRefusal,
  widthsOf,
} from '../../../domain/media/media.ts';

export interface MadeFile {
  width: number;
  height: number;
  format: MediaFileFormat;
  bytes: Buffer;
}

export interface MadeCopies {
  /** The upload's own size, upright. */
  width: number;
  height: number;
  files: MadeFile[];
}

const CODE_OF: Record<RefusalKind, 'payload_too_large' | 'unsupported_media_type' | 'validation_failed'> = {
  too_large: 'payload_too_large',
  format: 'unsupported_media_type',
  picture: 'validation_failed',
};

/** A refused upload: the error names the `file` field. */
function refuseFile(kind: RefusalKind, message: Said): { ok: false; error: ApiError } {
  return fail(CODE_OF[kind], message, { file: message });
}

/** EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height. */
const turnsQuarter = (orientation: number | undefined): boolean => orientation !== undefined && orientation >= 5;

// sharp's cache of operations keeps up to 50 MB of decoded pixels for a repeat that an upload never
// makes (each picture is read once).
sharp.cache(false);

const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 50, effort: 4 } as const;

/** Checks the upload and makes its copies; a refusal names the `file` field. */
export async function makeCopies(bytes: Buffer): Promise<Result<MadeCopies>> {
  const format = sniffFormat(bytes);
  const early = uploadRefusal({ bytes: bytes.length, format, width: 1, height: 1 });
  if (early) return refuseFile(early.kind, early.message);
  let metadata: Metadata;
  try {
    // The header only, so no limit on pixels yet (sharp's limitInputPixels would refuse a big one
    // here without saying its size); pages: -1 counts every frame of an animation.
    metadata = await sharp(bytes, { pages: -1, limitInputPixels: false }).metadata();
  } catch {
    metadata = {} as Metadata;
  }
  const refused = uploadRefusal({
    bytes: bytes.length,
    format,
    width: metadata.width,
    height: metadata.height,
    pages: metadata.pages,
  });
  if (refused) return refuseFile(refused.kind, refused.message);
  const quarter = turnsQuarter(metadata.orientation);
  const width = (quarter ? metadata.height : metadata.width) ?? 0;
  const height = (quarter ? metadata.width : metadata.height) ?? 0;
  const widths = widthsOf(width);
  const widest = widths.at(-1) ?? width;
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuseFile('picture', sentenceOf(MEDIA_WORDS, 'saidPictureUnreadable'));
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const files: MadeFile[] = [];
  for (const copyWidth of widths) {
    const scaled = () => sharp(base.data, raw).resize({ width: copyWidth, withoutEnlargement: true });
    const webp = await scaled().webp(WEBP).toBuffer({ resolveWithObject: true });
    const avif = await scaled().avif(AVIF).toBuffer({ resolveWithObject: true });
    files.push({ width: webp.info.width, height: webp.info.height, format: 'webp', bytes: webp.data });
    if (avif.data.length < webp.data.length)
      files.push({ width: avif.info.width, height: avif.info.height, format: 'avif', bytes: avif.data });
  }
  return ok({ width, height, files });
}
