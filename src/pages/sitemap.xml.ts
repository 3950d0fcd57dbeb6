// GET /sitemap.xml — the sitemap index: /sitemap-0.xml, /sitemap-1.xml… (each at most
// 50,000 addresses: the public routes (§2), published info pages, campaigns and recipes,
// categories, stores, then every listable item).
import type { APIRoute } from 'astro';
import { currentSitemapPlan, SITEMAP_HEADERS, sitemapOrigin } from '../server/pages/sitemap-content.ts';
import { sitemapIndexXml } from '../server/services/content/sitemap-files.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const plan = await currentSitemapPlan();
  return new Response(sitemapIndexXml(sitemapOrigin(url), plan.files), { headers: SITEMAP_HEADERS });
};
