// GET /media/{id}-{width}.{webp|avif} (decision 0269): the media library's files, answered before
// Astro (no page rendering, no zone page cache, no desktop landing), from this instance's disk
// after the first read (services/media/media-files.ts). A copy never changes, so browsers and
// CDNs keep it a year.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopContext } from '../context.ts';
import { mediaFile } from '../services/media/media-files.ts';

export const MEDIA_PREFIX = '/media/';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(text);
}

export function createMediaHandler(
  context: () => Promise<ShopContext>,
  options: {
    dataDir: string;
    /** The database is open (until then nothing is known of the library). */
    databaseOpen: () => boolean;
    /** The database cannot answer now: a file not yet on this disk answers 503, one on it is served. */
    databaseDown: () => boolean;
  },
) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
      return;
    }
    if (!options.databaseOpen()) {
      plain(res, 503, 'Starting up.\n', { 'retry-after': '5' });
      return;
    }
    let file: Awaited<ReturnType<typeof mediaFile>>;
    try {
      file = await mediaFile(await context(), options.dataDir, path);
    } catch (error) {
      if (!options.databaseDown()) throw error;
      plain(res, 503, 'The shop cannot reach its database just now.\n', { 'retry-after': '5' });
      return;
    }
    if (!file) {
      plain(res, 404, 'Not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': file.bytes.length,
      'cache-control': IMMUTABLE,
    });
    res.end(req.method === 'HEAD' ? undefined : file.bytes);
  };
}
