// docs/behaviour.md §2 Desktop landing and Footer: a link to an editors' page shows only while that
// page is published (decision 0316); links into the app's own screens are always shown.
import { describe, expect, it } from 'vitest';
import { isLinkTargetPublished, type PublishedContent } from '../../../../src/domain/content/link-targets.ts';

const none: PublishedContent = { pages: new Set(), campaigns: new Set(), recipes: new Set(), farmVisit: new Set() };
const some: PublishedContent = {
  pages: new Set(['about', 'privacy']),
  campaigns: new Set(['mango']),
  recipes: new Set(['poha']),
  farmVisit: new Set(['visit']),
};

describe('isLinkTargetPublished (§2 Desktop landing)', () => {
  it('hides an info page, a campaign, a recipe and the farm visit until they are published', () => {
    for (const href of ['/pages/about', '/pages/privacy#cookies', '/campaign/mango', '/recipe/poha', '/farm-visit']) {
      expect(isLinkTargetPublished(href, none), href).toBe(false);
      expect(isLinkTargetPublished(href, some), href).toBe(true);
    }
  });

  it('hides a page that is not among the published ones', () => {
    expect(isLinkTargetPublished('/pages/terms', some)).toBe(false);
    expect(isLinkTargetPublished('/campaign/monsoon-greens?from=menu', some)).toBe(false);
  });

  it("shows the app's own screens, the catalogue and other sites whatever is published", () => {
    for (const href of [
      '/',
      '/stores',
      '/membership-plans',
      '/category/fruits',
      '/item/methi',
      'https://example.in/x',
    ]) {
      expect(isLinkTargetPublished(href, none), href).toBe(true);
    }
  });
});
