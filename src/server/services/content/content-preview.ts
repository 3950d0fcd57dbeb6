// A preview link (decision 0281): the real customer page of an entry showing its DRAFT, for 30
// minutes, to whoever holds the link (an editor sends it to a colleague). The link carries
// `?preview={staff}.{expires}.{mac}`, mac being HMAC-SHA256 over
// `content-preview|{kind}|{slug}|{staff}|{expires}` with a key the shop generates into its database
// once (shop_secrets, as impersonation links are signed), so every instance checks what any one
// made. A forged, altered or expired link, or one whose maker's account was disabled since, shows
// what customers see (the published page or a 404).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffContentPreviewLinkAnswer } from '../../../domain/api/staff/content.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ContentKind } from '../../../domain/content/documents.ts';
import type { ContentAuthor, ContentContext } from './content-store.ts';
import { said } from '../../said.ts';

const SECRET_NAME = 'content-preview-key';
const PREVIEW_SECONDS = 30 * 60;
const TOKEN_PATTERN = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The customer page of an entry. */
function contentPath(kind: ContentKind, slug: string): string {
  switch (kind) {
    case 'page':
      return `/pages/${slug}`;
    case 'campaign':
      return `/campaign/${slug}`;
    case 'recipe':
      return `/recipe/${slug}`;
    case 'farm_visit':
      return '/farm-visit';
  }
}

async function previewKey(ctx: ContentContext): Promise<Buffer> {
  const read = () =>
    ctx.db.selectFrom('shop_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirst();
  const stored = await read();
  if (stored) return Buffer.from(stored.value, 'base64url');
  // Two instances racing here both insert; the first wins and both read it back.
  await ctx.db
    .insertInto('shop_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: ctx.now().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await read();
  if (!row) throw new Error('the preview key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

function macOf(key: Buffer, kind: ContentKind, slug: string, staffId: number, expires: number): string {
  return createHmac('sha256', key).update(`content-preview|${kind}|${slug}|${staffId}|${expires}`).digest('base64url');
}

export async function makePreviewLink(
  ctx: ContentContext,
  author: ContentAuthor,
  input: { kind: ContentKind; slug: string },
): Promise<Result<StaffContentPreviewLinkAnswer>> {
  const entry = await ctx.db
    .selectFrom('content_entries')
    .select('id')
    .where('kind', '=', input.kind)
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  if (!entry) return fail('not_found', said('saidNoSuchContent'), { slug: said('saidFieldNoSuchEntry') });
  const expires = Math.floor(ctx.now().getTime() / 1000) + PREVIEW_SECONDS;
  const mac = macOf(await previewKey(ctx), input.kind, input.slug, author.id, expires);
  return ok({
    url: `${contentPath(input.kind, input.slug)}?preview=${author.id}.${expires}.${mac}`,
    expires_at: new Date(expires * 1000).toISOString(),
  });
}

/** Whether `token` is a live preview link's for kind/slug (signed by this shop, not expired). */
export async function previewAllowed(
  ctx: ContentContext,
  kind: ContentKind,
  slug: string,
  token: string | null,
): Promise<boolean> {
  if (token === null) return false;
  const parts = TOKEN_PATTERN.exec(token);
  if (!parts) return false;
  const [, staffText = '', expiresText = '', mac = ''] = parts;
  const expires = Number(expiresText);
  const nowSeconds = ctx.now().getTime() / 1000;
  if (expires <= nowSeconds || expires > nowSeconds + PREVIEW_SECONDS) return false;
  const staffId = Number(staffText);
  const expected = macOf(await previewKey(ctx), kind, slug, staffId, expires);
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return false;
  // A link stops working with the account of who made it (disabled, as when someone leaves).
  const maker = await ctx.db
    .selectFrom('staff')
    .select('id')
    .where('id', '=', staffId)
    .where('is_disabled', '=', 0)
    .executeTakeFirst();
  return maker !== undefined;
}
