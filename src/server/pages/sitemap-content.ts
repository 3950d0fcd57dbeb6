// What the sitemap endpoints share: the origin its addresses are absolute in, and the
// addresses that are not items (public screens, published editors' pages, categories
// and stores), in the order the files list them.
import { PUBLIC_ORIGIN } from 'astro:env/server';
import { dayDate } from '../../domain/content/views.ts';
import { getContext } from '../context.ts';
import { publicOrigin } from './seo.ts';
import { publishedOfKind } from '../services/content/content-store.ts';
import { catalogPaths, type SitemapPlan, sitemapPlan } from '../services/content/sitemap.ts';
import { PUBLIC_APP_PATHS, type SitemapEntry } from '../services/content/sitemap-files.ts';

export function sitemapOrigin(url: URL): string {
  return publicOrigin(PUBLIC_ORIGIN, url) ?? url.origin;
}

/** The plan of the sitemap files (how many, what comes before the items). */
export async function currentSitemapPlan(): Promise<SitemapPlan> {
  const shop = await getContext();
  const [pages, campaigns, recipes, catalog] = await Promise.all([
    publishedOfKind(shop, 'page'),
    publishedOfKind(shop, 'campaign'),
    publishedOfKind(shop, 'recipe'),
    catalogPaths(shop),
  ]);
  const first: SitemapEntry[] = [
    ...PUBLIC_APP_PATHS.map((path) => ({ path })),
    ...pages.map((entry) => ({
      path: `/pages/${entry.slug}`,
      lastmod: entry.updated === null ? undefined : dayDate(entry.updated),
    })),
    ...campaigns.map((entry) => ({ path: `/campaign/${entry.slug}` })),
    ...recipes.map((entry) => ({ path: `/recipe/${entry.slug}` })),
    ...catalog.map((path) => ({ path })),
  ];
  return sitemapPlan(shop, first);
}

/** Sitemaps change with the catalog; crawlers may keep them an hour. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;
