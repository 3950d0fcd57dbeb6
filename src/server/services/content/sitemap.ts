// The catalog's public addresses for the sitemap files: every active category, every
// store (a closed one still has its page, §2) and every listable item. Editors' pages
// are added by the endpoints from the content collections. The items, which grow with
// the catalog, are read a file's worth at a time (decision 0181).
import type { ShopContext } from '../../context.ts';
import { SITEMAP_MAX_URLS, type SitemapEntry, sitemapFileCount, uniqueEntries } from './sitemap-files.ts';

/** Categories and stores: the catalog's addresses that do not grow with the items. */
export async function catalogPaths(ctx: ShopContext): Promise<string[]> {
  const [categories, stores] = await Promise.all([
    ctx.db
      .selectFrom('categories')
      .select('slug')
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db.selectFrom('stores').select('slug').orderBy('id').execute(),
  ]);
  return [...categories.map((row) => `/category/${row.slug}`), ...stores.map((row) => `/stores/${row.slug}`)];
}

function listableItems(ctx: ShopContext) {
  return ctx.db.selectFrom('items').where('is_active', '=', 1).where('is_free_item', '=', 0);
}

async function itemCount(ctx: ShopContext): Promise<number> {
  const row = await listableItems(ctx)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The sitemap's addresses: `first` (public screens, editors' pages, the catalog's fixed part), then every item. */
export interface SitemapPlan {
  first: SitemapEntry[];
  items: number;
  files: number;
  size: number;
}

export async function sitemapPlan(
  ctx: ShopContext,
  first: readonly SitemapEntry[],
  size = SITEMAP_MAX_URLS,
): Promise<SitemapPlan> {
  const unique = uniqueEntries(first);
  const items = await itemCount(ctx);
  return { first: unique, items, files: sitemapFileCount(unique.length + items, size), size };
}

/** The entries of sitemap file `index` (0, 1, …) of a plan; null past the last file. */
export async function sitemapFile(ctx: ShopContext, plan: SitemapPlan, index: number): Promise<SitemapEntry[] | null> {
  if (!Number.isInteger(index) || index < 0 || index >= plan.files) return null;
  const start = index * plan.size;
  const end = start + plan.size;
  const first = plan.first.slice(start, end);
  const offset = Math.max(0, start - plan.first.length);
  const limit = end - Math.max(start, plan.first.length);
  const items =
    limit > 0 ? await listableItems(ctx).select('slug').orderBy('id').limit(limit).offset(offset).execute() : [];
  return [...first, ...items.map((row) => ({ path: `/item/${row.slug}` }))];
}
