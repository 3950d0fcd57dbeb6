// The one place that decides how an answer is compressed (docs/architecture.md "Performance budgets":
// Astro's Node server does not compress, so ours must). Three kinds of answer use it:
// - rendered pages and static files stream through `compressStream` (quick brotli);
// - API answers are whole buffers (`compressBuffer`), and a cached answer keeps its
//   compressed copies beside it, so a cache hit is never compressed again;
// - a zone's cached page (page-cache.ts) is kept as gzip, and also as best brotli, made once off
//   the event loop (`brotliBest`);
// - hashed build assets never change, so they are compressed once at the highest level.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import compression from 'compression';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies go out as they are: the framing would eat the saving. */
export const COMPRESS_FROM_BYTES = 1024;

/** Quality of on-the-fly brotli: measured here, 4–5 keeps a page render's p99 flat and saves ~85 %. */
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** The encoding to answer with for an Accept-Encoding header: brotli first, then gzip. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a whole answer for one request. */
export function compressBuffer(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, QUICK_BROTLI) : gzipAsync(body);
}

/**
 * Brotli as small as it gets, off the event loop (zlib's thread pool): for a body kept for many
 * answers (a zone's page, page-cache.ts), where 40–70 ms of a pool thread once buys every later
 * answer 10–15 % fewer bytes than quick brotli and 15–20 % fewer than gzip.
 */
export function brotliBest(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, BEST_BROTLI);
}

/** Compresses a file that never changes, once, as small as it gets. */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BEST_BROTLI) : gzipSync(body, { level: 9 });
}

const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

/** A cached body is the same Buffer object on every hit: its compressed copies are kept beside it. */
export function compressedCopyOf(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = {};
    compressedCopies.set(body, copies);
  }
  const copy = copies[encoding] ?? compressBuffer(body, encoding);
  copies[encoding] = copy;
  return copy;
}

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

// compression() is connect-style middleware typed with express's req/res, which
// extend node's own: the cast only widens what we already have.
const streaming = compression({
  threshold: COMPRESS_FROM_BYTES,
  brotli: QUICK_BROTLI,
}) as unknown as Middleware;

/** Compresses whatever `handle` streams into `res` (rendered pages, static files). */
export function compressStream(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  streaming(req, res, () => handle());
}
