// The bodies pages take (docs/security.md, its V4.2 row): the API reads its own, with a limit
// per call while it reads (api/dispatch.ts MAX_BODY_BYTES); the pages read a body only for a small
// form (the cookie notice's POST /consent), and the renderer would read any body whole before a page
// looks at it. So a page's body is judged by its headers, before a byte of it is read: a declared
// length over PAGE_MAX_BODY_BYTES is refused with 413, and a body without a declared length (chunked)
// with 411, which no browser's form post sends. Node's parser then never hands a page more bytes
// than the length it allowed.
import type { IncomingHttpHeaders } from 'node:http';

/** The largest body a page takes: the cookie notice's form with its way back is a few hundred bytes. */
const PAGE_MAX_BODY_BYTES = 16 * 1024;

/** Why a page request's body is refused, by its headers: 411, 413, or null when it may be read. */
export function pageBodyRefusal(headers: IncomingHttpHeaders): 411 | 413 | null {
  const length = headers['content-length'];
  if (length === undefined) return headers['transfer-encoding'] === undefined ? null : 411;
  return Number(length) > PAGE_MAX_BODY_BYTES ? 413 : null;
}
