// GET /robots.txt — everything public may be crawled; one customer's screens (cart,
// account, checkout...) may not; the sitemap is named.
import type { APIRoute } from 'astro';
import { PUBLIC_ORIGIN } from 'astro:env/server';
import { publicOrigin } from '../server/pages/seo.ts';
import { robotsTxt } from '../server/services/content/sitemap-files.ts';

export const prerender = false;

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(publicOrigin(PUBLIC_ORIGIN, url) ?? url.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
