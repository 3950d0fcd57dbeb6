// sitemap.xml and robots.txt text (§2 routes, editors' content), kept apart from the
// endpoints so that the unit tests can read what they say. /sitemap.xml is a sitemap
// index naming /sitemap-0.xml, /sitemap-1.xml…, each listing at most SITEMAP_MAX_URLS
// addresses (sitemaps.org's limit; decision 0181).

/** What robots.txt names: the sitemap index. */
const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Public screens of the route table (§2) that are the same for everyone. */
export const PUBLIC_APP_PATHS = [
  '/',
  '/stores',
  '/categories',
  '/categories/stores',
  '/explore',
  '/membership-plans',
  '/farm-visit',
] as const;

/** Screens of one customer (cart, account, checkout...) or of the delivery partner: not for search engines. */
const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/cart',
  '/member-cart',
  '/checkout',
  '/running-order/',
  '/my-',
  '/alerts',
  '/transactions',
  '/rate-order/',
  '/login',
  '/register',
  '/delivery',
  '/signUpWithAadhar',
  '/auth/',
  '/farm-visit-form',
  '/search-location',
  '/my-location',
  '/language',
  '/consent',
] as const;

export interface SitemapEntry {
  path: string;
  lastmod?: Date | undefined;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

/** The most addresses one sitemap file may list (sitemaps.org: 50,000 URLs, 50 MB). */
export const SITEMAP_MAX_URLS = 50_000;

/** The address of the sitemap file numbered `index` (0, 1, …). */
function sitemapFilePath(index: number): string {
  return `/sitemap-${index}.xml`;
}

/** Each address once, the first entry for it kept. */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

/** How many files `total` addresses take, at most `size` a file (one file even when there are none). */
export function sitemapFileCount(total: number, size = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeXml(new URL(sitemapFilePath(index), origin).href)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = uniqueEntries(entries).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${new URL(SITEMAP_INDEX_PATH, origin).href}\n`;
}
