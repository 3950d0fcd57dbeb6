// Hashed build assets (/_astro/*) never change, so each is compressed once, at the
// highest brotli quality, kept in memory, and served with a year-long immutable
// cache header. The on-the-fly compression of other responses uses a quicker setting.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);

interface Asset {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function createHashedAssetHandler(clientDir: string) {
  const assets = new Map<string, Promise<Asset | null>>();

  async function load(path: string): Promise<Asset | null> {
    const file = normalize(join(clientDir, path));
    if (!file.startsWith(clientDir)) return null;
    try {
      const raw = await readFile(file);
      const extension = extname(file);
      const asset: Asset = { type: TYPES[extension] ?? 'application/octet-stream', raw };
      if (COMPRESSIBLE.has(extension) && raw.length > 1024) {
        asset.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        asset.gzip = gzipSync(raw, { level: 9 });
      }
      return asset;
    } catch {
      return null;
    }
  }

  /** Answers a /_astro/ request, or returns false to let the next handler try. */
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    if (!/^\/_astro\/[\w.-]+$/.test(path)) return false;
    let pending = assets.get(path);
    if (!pending) {
      pending = load(path);
      assets.set(path, pending);
    }
    const asset = await pending;
    if (!asset) {
      assets.delete(path);
      return false;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = asset.br && /\bbr\b/.test(accepts) ? 'br' : asset.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.raw;
    res.writeHead(200, {
      'content-type': asset.type,
      'content-length': body?.length ?? 0,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
