// Which links of the shop's chrome (the landing's menu and footer, the footer tabs' campaign, the
// consent's policy link, the account's farm visit) may be shown: those whose page is published
// (domain/content/link-targets.ts, decision 0316). Read from the content services' cached lists,
// which a publish or take-down empties on every instance.
import { isLinkTargetPublished, type PublishedContent } from '../../domain/content/link-targets.ts';
import type { ShopContext } from '../context.ts';
import { publishedOfKind } from '../services/content/content-store.ts';

async function publishedContent(shop: Pick<ShopContext, 'db'>): Promise<PublishedContent> {
  const [pages, campaigns, recipes, farmVisit] = await Promise.all(
    (['page', 'campaign', 'recipe', 'farm_visit'] as const).map(
      async (kind) => new Set((await publishedOfKind(shop, kind)).map((entry) => entry.slug)),
    ),
  );
  return {
    pages: pages ?? new Set(),
    campaigns: campaigns ?? new Set(),
    recipes: recipes ?? new Set(),
    farmVisit: farmVisit ?? new Set(),
  };
}

/** A test of whether a link may be shown on the page being rendered. */
export async function shownLinks(shop: Pick<ShopContext, 'db'>): Promise<(href: string) => boolean> {
  const published = await publishedContent(shop);
  return (href) => isLinkTargetPublished(href, published);
}
