// Search engines and link previews (§3 seo titles): what a page may say about itself
// beyond its title and description, and the absolute addresses canonical links,
// Open Graph and the sitemap need.

export interface SeoMeta {
  /** Open Graph title; the page title when absent. */
  ogTitle?: string | undefined;
  ogDescription?: string | undefined;
  twitterTitle?: string | undefined;
  twitterDescription?: string | undefined;
  /** A picture on this site for link previews. */
  image?: string | undefined;
  /** 'article' for editors' pages, 'website' otherwise. */
  type?: 'website' | 'article' | undefined;
  /** The page's one address when it is not its own path (the desktop landing is the desktop face of '/'). */
  canonical?: string | undefined;
  /** og:site_name: the shop's name (storeName setting). */
  siteName?: string | undefined;
  /** Pages that only make sense for one customer (cart, account) stay out of search results. */
  noindex?: boolean | undefined;
}

/**
 * The shop's public origin: PUBLIC_ORIGIN when configured (required for absolute links in
 * prerendered pages, which are built before any request exists), else the origin the
 * request came to, else null (a prerendered page built without PUBLIC_ORIGIN).
 */
export function publicOrigin(configured: string | undefined, request: URL | null): string | null {
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed setting falls back to the request, as if unset.
    }
  }
  return request ? request.origin : null;
}

/** Absolute when the origin is known; otherwise a root-relative path, which browsers and crawlers resolve. */
export function absoluteUrl(path: string, origin: string | null): string {
  return origin ? new URL(path, origin).href : path;
}

/** One address per page: no query string, no trailing slash (except the root). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
