// The media library's rules (decision 0269): what an upload may be, which widths the shop keeps of a
// picture, and the addresses of those copies. The server (services/media/) and the console's form
// use the same rules, so the form refuses what the server would before anything is sent.
import { type Said, sentenceOf } from '../api/errors.ts';

/** The formats the library takes, by the bytes a file starts with (never its name or declared type). */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The file input's `accept`: the same three formats (a phone offers its camera for them). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The largest upload: 10 MB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** The most pixels an upload may have (width × height), read from its header before any pixel is decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The longest alt text. */
export const ALT_MAX = 250;

/** What the shop serves each copy as; AVIF only where it came out smaller than the WebP (decision 0269). */
export type MediaFileFormat = 'webp' | 'avif';

/**
 * The widths the shop keeps of a picture: those src/domain/pictures.ts gives its own pictures (the
 * 160 px thumbnail, the 320 px card copy, the 480 px full picture of an item).
 */
const MEDIA_WIDTHS = [160, 320, 480] as const;

/** What the first bytes of a file say it is; 'other' for anything the library cannot take at all. */
export type SniffedFormat = MediaFormat | 'svg' | 'gif' | 'other';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The format of a file by its magic bytes. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  // An SVG is text: a BOM or white space, maybe an XML declaration, comments or a doctype, then <svg.
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return 'other';
}

/** What the library knows of an upload before it decodes a pixel. */
export interface UploadFacts {
  bytes: number;
  format: SniffedFormat;
  /** From the header (sharp's metadata); undefined when the header could not be read. */
  width?: number | undefined;
  height?: number | undefined;
  /** Frames of an animation; 1 for a still picture. */
  pages?: number | undefined;
}

/** Why an upload is refused: 'too_large' over 10 MB, 'format' not a JPEG, PNG or WebP, 'picture' anything else. */
export type RefusalKind = 'too_large' | 'format' | 'picture';

export interface UploadRefusal {
  kind: RefusalKind;
  /** A sentence a person reads, shown on the file field. */
  message: Said;
}

/** Why an upload is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const MEDIA_WORDS = {
  saidPictureEmpty: 'Choose a picture: the file is empty.',
  saidPictureTooLarge: 'The picture is larger than 10 MB. Choose a smaller file.',
  saidPictureSvg: 'SVG drawings are not taken: upload a JPEG, PNG or WebP picture.',
  saidPictureGif: 'GIF files are not taken: upload a JPEG, PNG or WebP picture.',
  saidPictureNotOne: 'This file is not a picture: upload a JPEG, PNG or WebP picture.',
  saidPictureUnreadable: 'This picture could not be read: it may be damaged.',
  saidPictureTooManyPixels:
    'The picture is {width} × {height} pixels: at most 40 megapixels are taken. Make it smaller.',
  saidPictureAnimated: 'Animated pictures are not taken: upload a still picture.',
} as const;

const refusal = (
  kind: RefusalKind,
  key: keyof typeof MEDIA_WORDS,
  params?: Readonly<Record<string, number>>,
): UploadRefusal => ({ kind, message: sentenceOf(MEDIA_WORDS, key, params) });

/** Why the library refuses this upload; null when it may go on. */
export function uploadRefusal(facts: UploadFacts): UploadRefusal | null {
  if (facts.bytes === 0) return refusal('picture', 'saidPictureEmpty');
  if (facts.bytes > MEDIA_MAX_BYTES) return refusal('too_large', 'saidPictureTooLarge');
  if (facts.format === 'svg') return refusal('format', 'saidPictureSvg');
  if (facts.format === 'gif') return refusal('format', 'saidPictureGif');
  if (facts.format === 'other') return refusal('format', 'saidPictureNotOne');
  if (facts.width === undefined || facts.height === undefined) return refusal('picture', 'saidPictureUnreadable');
  if (facts.width * facts.height > MEDIA_MAX_PIXELS)
    return refusal('picture', 'saidPictureTooManyPixels', { width: facts.width, height: facts.height });
  if ((facts.pages ?? 1) > 1) return refusal('picture', 'saidPictureAnimated');
  return null;
}

/**
 * The widths of the copies kept of a picture `width` pixels wide: each of MEDIA_WIDTHS below the
 * widest copy, and the widest: 480, or the picture's own width when it is narrower (a copy is never
 * wider than the original). The widest names the whole set: widthsOf(max(widthsOf(w))) = widthsOf(w).
 */
export function widthsOf(width: number): number[] {
  const widest = Math.min(Math.floor(width), MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 480);
  if (widest < 1) return [];
  return [...MEDIA_WIDTHS.filter((one) => one < widest), widest];
}

/** The address of one copy: '/media/12-320.webp'. */
export const mediaPath = (id: number, width: number, format: MediaFileFormat = 'webp'): string =>
  `/media/${id}-${width}.${format}`;

const MEDIA_PATH = /^\/media\/([1-9]\d{0,9})-([1-9]\d{0,4})\.(webp|avif)$/;

/** The copy an address names, or null for any other address. */
export function parseMediaPath(path: string): { id: number; width: number; format: MediaFileFormat } | null {
  const match = MEDIA_PATH.exec(path);
  if (!match) return null;
  return { id: Number(match[1]), width: Number(match[2]), format: match[3] as MediaFileFormat };
}

/**
 * The `image` a catalogue row (items, stores, categories) stores for a library picture: the address of
 * its widest WebP copy, which is a plain <img src> and names the other widths (see widthsOf).
 */
export function mediaImage(id: number, originalWidth: number): string {
  return mediaPath(id, widthsOf(originalWidth).at(-1) ?? MEDIA_WIDTHS[0], 'webp');
}

/**
 * The `srcset` of a library picture stored as `image`: each WebP copy with its width; undefined when
 * `image` is not the address mediaImage gives (another picture, or a copy that is not the widest).
 */
export function mediaSrcset(image: string): string | undefined {
  const copy = parseMediaPath(image);
  if (copy?.format !== 'webp') return undefined;
  const widths = widthsOf(copy.width);
  if (widths.at(-1) !== copy.width) return undefined;
  return widths.map((width) => `${mediaPath(copy.id, width)} ${width}w`).join(', ');
}
