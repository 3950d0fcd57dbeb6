// The catalog's public addresses for sitemap.xml: every active category, every store
// (a closed one still has its page, §2) and every listable item. Editors' pages are
// added by the endpoint from the content collections.
import type { ShopContext } from '../context.ts';

export async function catalogPaths(ctx: ShopContext): Promise<string[]> {
  const [categories, stores, items] = await Promise.all([
    ctx.db
      .selectFrom('categories')
      .select('slug')
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ctx.db.selectFrom('stores').select('slug').orderBy('id').execute(),
    ctx.db
      .selectFrom('items')
      .select('slug')
      .where('is_active', '=', 1)
      .where('is_free_item', '=', 0)
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...categories.map((row) => `/category/${row.slug}`),
    ...stores.map((row) => `/stores/${row.slug}`),
    ...items.map((row) => `/item/${row.slug}`),
  ];
}
