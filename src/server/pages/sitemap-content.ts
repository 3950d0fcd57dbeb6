// What the sitemap endpoints share: the origin its addresses are absolute in, and the
// addresses that are not items (public screens, published editors' pages, categories
// and stores), in the order the files list them.
import { getCollection } from 'astro:content';
import { PUBLIC_ORIGIN } from 'astro:env/server';
import { getContext } from '../context.ts';
import { publicOrigin } from './seo.ts';
import { catalogPaths, type SitemapPlan, sitemapPlan } from '../services/content/sitemap.ts';
import { PUBLIC_APP_PATHS, type SitemapEntry } from '../services/content/sitemap-files.ts';

export function sitemapOrigin(url: URL): string {
  return publicOrigin(PUBLIC_ORIGIN, url) ?? url.origin;
}

/** The plan of the sitemap files (how many, what comes before the items). */
export async function currentSitemapPlan(): Promise<SitemapPlan> {
  const published = (entry: { data: { draft: boolean } }) => !entry.data.draft;
  const shop = await getContext();
  const [pages, campaigns, recipes, catalog] = await Promise.all([
    getCollection('pages', published),
    getCollection('campaigns', published),
    getCollection('recipes', published),
    catalogPaths(shop),
  ]);
  const first: SitemapEntry[] = [
    ...PUBLIC_APP_PATHS.map((path) => ({ path })),
    ...pages.map((entry) => ({ path: `/pages/${entry.id}`, lastmod: entry.data.updated })),
    ...campaigns.map((entry) => ({ path: `/campaign/${entry.id}` })),
    ...recipes.map((entry) => ({ path: `/recipe/${entry.id}` })),
    ...catalog.map((path) => ({ path })),
  ];
  return sitemapPlan(shop, first);
}

/** Sitemaps change with the catalog; crawlers may keep them an hour. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;
