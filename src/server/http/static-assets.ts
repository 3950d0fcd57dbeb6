// Hashed build assets (/_astro/*) never change, so each is compressed once, at the
// highest brotli quality (compression.ts), kept in memory, and served with a
// year-long immutable cache header.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { COMPRESS_FROM_BYTES, chooseEncoding, compressOnce } from './compression.ts';

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
      if (COMPRESSIBLE.has(extension) && raw.length >= COMPRESS_FROM_BYTES) {
        asset.br = compressOnce(raw, 'br');
        asset.gzip = compressOnce(raw, 'gzip');
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
    const wanted = chooseEncoding(req.headers['accept-encoding']);
    const encoding = wanted && asset[wanted] ? wanted : null;
    const body = encoding ? asset[encoding] : asset.raw;
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
