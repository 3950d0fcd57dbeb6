// GET /media/{id}-{width}.{webp|avif} under `astro dev`: the production server answers these before
// Astro (src/server/http/media-files.ts); this endpoint serves the same files in development.
import type { APIRoute } from 'astro';
import { readConfig } from '../../server/config.ts';
import { mediaFile } from '../../server/services/media/media-files.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, url }) => {
  const file = await mediaFile(locals.shop, readConfig().DATA_DIR, url.pathname);
  if (!file)
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.type,
      'content-length': String(file.bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
};
