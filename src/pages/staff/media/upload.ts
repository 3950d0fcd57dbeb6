// POST /staff/media/upload: a picture for the media library as the raw body (server/pages/media-upload.ts).
import type { APIRoute } from 'astro';
import { readConfig } from '../../../server/config.ts';
import { receiveMediaUpload } from '../../../server/pages/media-upload.ts';

export const prerender = false;

export const POST: APIRoute = ({ locals, cookies, request, url }) =>
  receiveMediaUpload(locals.shop, {
    request,
    // Astro's url is the Host the request named (astro.config.mjs, security); a live shop sets PUBLIC_ORIGIN.
    shopOrigin: readConfig().PUBLIC_ORIGIN ?? url.origin,
    cookie: (name) => cookies.get(name)?.value,
  });
