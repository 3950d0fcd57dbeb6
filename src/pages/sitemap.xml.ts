// GET /sitemap.xml — the public routes (§2), the catalog (categories, stores, items)
// and every published info page, campaign and recipe.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { PUBLIC_ORIGIN } from 'astro:env/server';
import { getContext } from '../server/context.ts';
import { publicOrigin } from '../server/seo.ts';
import { catalogPaths } from '../server/services/sitemap.ts';
import { PUBLIC_APP_PATHS, sitemapXml, type SitemapEntry } from '../server/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const origin = publicOrigin(PUBLIC_ORIGIN, url) ?? url.origin;
  const published = (entry: { data: { draft: boolean } }) => !entry.data.draft;
  const [pages, campaigns, recipes, catalog] = await Promise.all([
    getCollection('pages', published),
    getCollection('campaigns', published),
    getCollection('recipes', published),
    getContext().then(catalogPaths),
  ]);
  const entries: SitemapEntry[] = [
    ...PUBLIC_APP_PATHS.map((path) => ({ path })),
    ...pages.map((entry) => ({ path: `/pages/${entry.id}`, lastmod: entry.data.updated })),
    ...campaigns.map((entry) => ({ path: `/campaign/${entry.id}` })),
    ...recipes.map((entry) => ({ path: `/recipe/${entry.id}` })),
    ...catalog.map((path) => ({ path })),
  ];
  return new Response(sitemapXml(origin, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
