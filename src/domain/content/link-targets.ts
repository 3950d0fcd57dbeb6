// §2 Desktop landing, footer tabs and consent: a link to one of the editors' pages is shown only
// while that page is published, so a shop never links to a page that answers 404 (decision 0316).
// Links into the catalogue (an item, a category) and to the app's own screens are not checked here:
// those screens exist in every shop.
import { FARM_VISIT_SLUG, shopLink } from './documents.ts';

/** The slugs of what the shop has published, by kind. */
export interface PublishedContent {
  pages: ReadonlySet<string>;
  campaigns: ReadonlySet<string>;
  recipes: ReadonlySet<string>;
  /** Slugs of the farm-visit text (there is one: FARM_VISIT_SLUG). */
  farmVisit: ReadonlySet<string>;
}

/** The path of the farm-visit page, which shows the published farm-visit text (404 without one). */
export const FARM_VISIT_PATH = '/farm-visit';

/** Whether a link may be shown: anything but an editors' page, or one that is published. */
export function isLinkTargetPublished(href: string, published: PublishedContent): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  if (path === FARM_VISIT_PATH || path === `${FARM_VISIT_PATH}/`) return published.farmVisit.has(FARM_VISIT_SLUG);
  const link = shopLink(href);
  if (!link) return true;
  switch (link.kind) {
    case 'page':
      return published.pages.has(link.slug);
    case 'campaign':
      return published.campaigns.has(link.slug);
    case 'recipe':
      return published.recipes.has(link.slug);
    default:
      return true;
  }
}
