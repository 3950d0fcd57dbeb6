// What the browsing pages share beyond their PageData: the in-section search term and
// the list position from the URL, and §4's search rule applied to a page's lists.
import type { FeaturedSectionView } from '../../domain/api/sections.ts';
import { decodeCursor, type ListKey } from '../../domain/lists.ts';
import { filterByName, searchNoResultMessage } from '../../domain/text.ts';
import { type LocatedPageData, locatedPage, type PageData } from './page.ts';
import { featuredSection } from '../services/catalogue/sections.ts';

/**
 * §2 "Any other path shows a fallback screen": an unknown slug answers the fallback
 * screen with HTTP 404. Astro renders src/pages/404.astro for a page's 404 answer
 * without a body (Astro.rewrite cannot reach that page, as it is prerendered).
 */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}

/** The longest search term read from `?q=` (the API's search text is capped the same). */
export const SEARCH_QUERY_MAX = 80;

/** The `?q=` term of a page, trimmed and cut to SEARCH_QUERY_MAX; '' when absent. */
export function searchTerm(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

export interface Searched<T> {
  items: T[];
  /** §4/§8 itemSearchNoResultText followed by the term when a search matched nothing; else null. */
  noResult: string | null;
}

/** §4 Search in a section: case-insensitive name contains; a blank term keeps every item. */
export function searchItems<T extends { name: string }>(
  page: PageData,
  items: readonly T[],
  term: string,
): Searched<T> {
  const found = filterByName(items, term);
  return { items: found, noResult: term !== '' && found.length === 0 ? noResultFor(page, term) : null };
}

export function noResultFor(page: PageData, term: string): string {
  return searchNoResultMessage(page.t('itemSearchNoResultText'), term);
}

/** The query parameter that says where a list's page starts (a cursor, decision 0181). */
const AFTER_PARAM = 'after';

/** Where this page of a list starts (`?after=`), for a list whose keys have `length` parts; a bad value starts at the top. */
export function listAfter(url: URL, length: number): ListKey | undefined {
  const text = url.searchParams.get(AFTER_PARAM);
  return (text !== null && decodeCursor(text.slice(0, 64), length)) || undefined;
}

/** The address of the next page: this one (its search term kept) starting after `next`. */
export function nextPageHref(url: URL, next: string, hash = ''): string {
  const params = new URLSearchParams(url.searchParams);
  params.set(AFTER_PARAM, next);
  return `${url.pathname}?${params.toString()}${hash}`;
}

/**
 * §2 The section screen behind /dynamic-featured-sections/{slug} and
 * /featured-sections/{slug}: a section by its slug, or the first of a kind (main,
 * category, deal_of_the_day, frequently_bought). Without a slug it redirects to /
 * (as src/middleware.ts does without a delivery address); a deeper path or an
 * unknown slug is the fallback screen.
 */
export async function sectionScreen(
  astro: {
    locals: PageData;
    params: Record<string, string | undefined>;
    url: URL;
    redirect(path: string): Response;
  },
  basePath: string,
): Promise<Response | { page: LocatedPageData; section: FeaturedSectionView; action: string; term: string }> {
  const page = locatedPage(astro.locals);
  const slug = astro.params.slug;
  if (slug?.includes('/')) return notFound();
  if (!slug) return astro.redirect('/');
  const found = await featuredSection(page.shop, slug, page.point);
  if (!found.ok) return notFound();
  return { page, section: found.value, action: `${basePath}/${slug}`, term: searchTerm(astro.url) };
}
