// The bodies pages take (docs/security.md, its V4.2 row): the API reads its own, with a limit
// per call while it reads (api/dispatch.ts MAX_BODY_BYTES); the pages read a body only for a small
// form (the cookie notice's POST /consent), and the renderer would read any body whole before a page
// looks at it. So a page's body is judged by its headers, before a byte of it is read: a declared
// length over PAGE_MAX_BODY_BYTES is refused with 413, and a body without a declared length (chunked)
// with 411, which no browser's form post sends. Node's parser then never hands a page more bytes
// than the length it allowed. The console's picture upload is the one page that takes more: it counts
// its body as it arrives and refuses it past its own limit (server/pages/media-upload.ts).
import type { IncomingHttpHeaders } from 'node:http';

/** Pages that read their bodies themselves, counted against a limit of their own. */
const SELF_LIMITED_PAGES: ReadonlySet<string> = new Set(['/staff/media/upload']);

/** The largest body a page takes: the cookie notice's form with its way back is a few hundred bytes. */
const PAGE_MAX_BODY_BYTES = 16 * 1024;

/** Why a request's body for the page at `path` is refused, by its headers: 411, 413, or null when it may be read. */
export function pageBodyRefusal(path: string, headers: IncomingHttpHeaders): 411 | 413 | null {
  if (SELF_LIMITED_PAGES.has(path)) return null;
  const length = headers['content-length'];
  if (length === undefined) return headers['transfer-encoding'] === undefined ? null : 411;
  return Number(length) > PAGE_MAX_BODY_BYTES ? 413 : null;
}
