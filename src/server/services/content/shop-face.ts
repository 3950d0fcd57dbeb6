// The console's "Your shop" checklist (decision 0316): the shop's settings and info pages, set
// against what the essentials seeded (seed/essentials/settings.ts), as the rows of
// domain/staff/shop-face.ts. Read-only: every row links to the screen where it is changed.
import { ok, type Result } from '../../../domain/api/errors.ts';
import { type ShopFaceRow, shopFaceChecklist } from '../../../domain/staff/shop-face.ts';
import type { ShopContext } from '../../context.ts';
import { settingsRows } from '../../seed/essentials/settings.ts';

/** The English title of a page's draft, else its slug. */
function titleOf(draftJson: string, slug: string): string {
  try {
    const doc = JSON.parse(draftJson) as { words?: Record<string, { title?: unknown }> };
    const title = doc.words?.en?.title;
    return typeof title === 'string' && title.trim() !== '' ? title : slug;
  } catch {
    // A draft that is not JSON is named by its address, as the content list names it.
    return slug;
  }
}

export async function shopFace(ctx: Pick<ShopContext, 'db'>): Promise<Result<ShopFaceRow[]>> {
  const [settings, pages] = await Promise.all([
    ctx.db.selectFrom('settings').select(['key', 'value']).execute(),
    ctx.db
      .selectFrom('content_entries')
      .select(['slug', 'draft_json', 'published_json'])
      .where('kind', '=', 'page')
      .execute(),
  ]);
  return ok(
    shopFaceChecklist({
      settings: Object.fromEntries(settings.map((row) => [row.key, row.value])),
      seeded: Object.fromEntries(settingsRows().map((row) => [row.key, row.value])),
      infoPages: pages.map((page) => ({
        slug: page.slug,
        title: titleOf(page.draft_json, page.slug),
        published: page.published_json !== null,
      })),
    }),
  );
}
