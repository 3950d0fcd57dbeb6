// The delivery partner's pages: who is signed in, from the fc_partner cookie
// (__Host-fc_partner over https), by the same rules as a partner API call.
import type { AstroCookies } from 'astro';
import type { PartnerView } from '../../domain/api/delivery.ts';
import type { ShopContext } from '../context.ts';
import { approvedPartner } from '../services/delivery/partners.ts';
import { ROLE_COOKIES, resolveRoleSession } from '../services/sessions/role-sessions.ts';

export async function partnerOfPage(shop: ShopContext, cookies: AstroCookies): Promise<PartnerView | null> {
  const names = ROLE_COOKIES.partner;
  const token = cookies.get(names.secure)?.value || cookies.get(names.plain)?.value || null;
  const holder = await resolveRoleSession(shop, 'partner', token);
  return holder ? approvedPartner(shop, holder.account_id) : null;
}

/** Where a partner page sends someone not signed in. */
export function partnerLoginPath(url: URL): string {
  return `/delivery/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}
