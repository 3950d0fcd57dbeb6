// An admin's sign-in-as-a-customer link (§2 `/auth/login-as-customer/{id}`;
// decision 0183): `/auth/login-as-customer/{id}?t={staff}.{expires}.{nonce}.{mac}`,
// where mac is HMAC-SHA256 over `login-as-customer|{id}|{staff}|{expires}|{nonce}` (base64url).
// It works for 5 minutes, once (the nonce is written at its use; a second use finds it), only
// in the browser of the admin who made it (their staff session must come with it), and only
// while that admin's account is live. The key is IMPERSONATION_LINK_SECRET, else one the shop
// generated into its database (shop_secrets), so every instance checks what any one made.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ImpersonationLinkAnswer } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { IMPERSONATION_LINK_SECONDS, impersonationPath, type StaffMember } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import { type ActingStart, startActing } from './acting-sessions.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { said, type SaidKey } from '../../said.ts';

const SECRET_NAME = 'impersonation-link-key';
const SECRET_BYTES = 32;
const TOKEN_PATTERN = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The signing key: configuration, else the shop's own, generated once and shared through the database. */
async function linkKey(ctx: ShopContext, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const stored = await ctx.db
    .selectFrom('shop_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  if (stored) return Buffer.from(stored.value, 'base64url');
  // Two instances racing here both insert; the first wins and both read it back.
  await ctx.db
    .insertInto('shop_secrets')
    .values({
      name: SECRET_NAME,
      value: randomBytes(SECRET_BYTES).toString('base64url'),
      created_at: ctx.now().toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await ctx.db
    .selectFrom('shop_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

function macOf(key: Buffer, userId: number, staffId: number, expires: number, nonce: string): string {
  return createHmac('sha256', key)
    .update(`login-as-customer|${userId}|${staffId}|${expires}|${nonce}`)
    .digest('base64url');
}

/** A new link for the admin to open, audited (admins only; store staff get 404, as for something they cannot see). */
export async function makeImpersonationLink(
  ctx: ShopContext,
  member: StaffMember,
  userId: number,
  configuredKey: string | undefined,
  client: Client,
): Promise<Result<ImpersonationLinkAnswer>> {
  if (member.role !== 'admin')
    return fail('forbidden', said('saidAdminsOnlySignInAs'), { user_id: said('saidFieldAdminsOnly') });
  const user = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return fail('not_found', said('saidNoSuchCustomer'), { user_id: said('saidFieldNoSuchCustomer') });
  const expires = Math.floor(ctx.now().getTime() / 1000) + IMPERSONATION_LINK_SECONDS;
  const nonce = randomBytes(16).toString('base64url');
  const mac = macOf(await linkKey(ctx, configuredKey), userId, member.id, expires, nonce);
  const expiresAt = new Date(expires * 1000).toISOString();
  await audit(ctx, 'impersonation_link_made', userId, client, { staff_id: member.id, action: `until ${expiresAt}` });
  return ok({
    url: impersonationPath(userId, `${member.id}.${expires}.${nonce}.${mac}`),
    expires_at: expiresAt,
  });
}

const LINK_REFUSED = said('saidLinkRefused');

/** Why a link is refused, as the audit keeps it, and its field's line. */
const WHY_REFUSED = {
  malformed: 'saidFieldMalformed',
  'bad signature': 'saidFieldBadSignature',
  expired: 'saidFieldExpired',
  'not the admin who made it': 'saidFieldNotTheAdmin',
  'used already': 'saidFieldUsedAlready',
} as const satisfies Record<string, SaidKey>;

/**
 * Uses a link: checks its signature, its time, that the admin who made it is the one signed in
 * here and still an admin, and that it was not used before; then starts the customer session.
 * Every refusal says the same and is audited.
 */
export async function useImpersonationLink(
  ctx: ShopContext,
  member: StaffMember | null,
  input: { user_id: number; t: string },
  configuredKey: string | undefined,
  client: Client,
): Promise<Result<ActingStart>> {
  const refuse = async (why: keyof typeof WHY_REFUSED): Promise<Result<never>> => {
    // A link may name any number: the refusal is logged against the account only when there is one
    // (a failure without an account is logged without one, services/audit/audit.ts).
    const account = await ctx.db.selectFrom('users').select('id').where('id', '=', input.user_id).executeTakeFirst();
    await audit(ctx, 'impersonation_link_refused', account ? input.user_id : null, client, {
      staff_id: member?.id ?? 0,
      action: why,
    });
    return fail('forbidden', LINK_REFUSED, { t: said(WHY_REFUSED[why]) });
  };
  const parts = TOKEN_PATTERN.exec(input.t);
  if (!parts) return refuse('malformed');
  const [, staffText = '', expiresText = '', nonce = '', mac = ''] = parts;
  const staffId = Number(staffText);
  const expires = Number(expiresText);
  const expected = macOf(await linkKey(ctx, configuredKey), input.user_id, staffId, expires, nonce);
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return refuse('bad signature');
  const nowSeconds = ctx.now().getTime() / 1000;
  if (expires <= nowSeconds || expires > nowSeconds + IMPERSONATION_LINK_SECONDS) return refuse('expired');
  if (member === null || member.id !== staffId || member.role !== 'admin') return refuse('not the admin who made it');
  const claimed = await ctx.db
    .insertInto('impersonation_link_uses')
    .values({ nonce, staff_id: staffId, user_id: input.user_id, used_at: ctx.now().toISOString() })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (!claimed) return refuse('used already');
  return startActing(ctx, staffId, input.user_id, 'impersonation', client);
}
