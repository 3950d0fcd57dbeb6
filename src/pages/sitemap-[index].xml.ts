// GET /sitemap-{n}.xml — one file of the sitemap index (/sitemap.xml); 404 past the last.
import type { APIRoute } from 'astro';
import { getContext } from '../server/context.ts';
import { sitemapFile } from '../server/services/content/sitemap.ts';
import { currentSitemapPlan, SITEMAP_HEADERS, sitemapOrigin } from '../server/pages/sitemap-content.ts';
import { sitemapXml } from '../server/services/content/sitemap-files.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, url }) => {
  const index = /^\d{1,6}$/.test(params.index ?? '') ? Number(params.index) : -1;
  const entries = await sitemapFile(await getContext(), await currentSitemapPlan(), index);
  if (!entries) return new Response(null, { status: 404 });
  return new Response(sitemapXml(sitemapOrigin(url), entries), { headers: SITEMAP_HEADERS });
};
