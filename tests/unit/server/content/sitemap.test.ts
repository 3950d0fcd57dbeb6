import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPaths, sitemapFile, sitemapPlan } from '../../../../src/server/services/content/sitemap.ts';
import {
  PUBLIC_APP_PATHS,
  sitemapFileCount,
  sitemapIndexXml,
  sitemapXml,
} from '../../../../src/server/services/content/sitemap-files.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

// decision 0181: /sitemap.xml is an index of files of at most 50,000
// addresses each; here the files hold 40, so the demo shop's addresses take several.
describe.skipIf(!engineAvailable)('the sitemap index and its files', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('splits every address, once and in order, into files of at most the split size', async () => {
    const first = [
      ...PUBLIC_APP_PATHS.map((path) => ({ path })),
      { path: '/pages/about' },
      { path: '/' },
      ...(await catalogPaths(shop)).map((path) => ({ path })),
    ];
    const items = await shop.db
      .selectFrom('items')
      .select('slug')
      .where('is_active', '=', 1)
      .where('is_free_item', '=', 0)
      .orderBy('id')
      .execute();
    const everything = [...new Set([...first.map((entry) => entry.path), ...items.map((row) => `/item/${row.slug}`)])];

    const plan = await sitemapPlan(shop, first, 40);
    expect(plan.files).toBe(Math.ceil(everything.length / 40));
    expect(plan.files).toBeGreaterThan(3);
    const files = [];
    for (let index = 0; index < plan.files; index += 1) files.push(await sitemapFile(shop, plan, index));
    for (const file of files) expect(file?.length ?? 0).toBeLessThanOrEqual(40);
    expect(files.slice(0, -1).every((file) => file?.length === 40)).toBe(true);
    expect(files.flatMap((file) => (file ?? []).map((entry) => entry.path))).toEqual(everything);
    expect(await sitemapFile(shop, plan, plan.files)).toBeNull();
    expect(await sitemapFile(shop, plan, -1)).toBeNull();
  });

  it('writes the index naming each file, and a file of absolute, escaped addresses', () => {
    const index = sitemapIndexXml('https://farmcart.example', 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://farmcart.example/sitemap-2.xml</loc>');
    expect(sitemapXml('https://farmcart.example', [{ path: '/item/a&b' }])).toContain(
      '<loc>https://farmcart.example/item/a&amp;b</loc>',
    );
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
  });
});
