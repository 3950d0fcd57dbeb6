// sitemap.xml and robots.txt text (§2 routes, editors' content), kept apart from the
// endpoints so that the unit tests can read what they say.

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
  '/_server-islands/',
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

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => {
      if (seen.has(entry.path)) return false;
      seen.add(entry.path);
      return true;
    })
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
