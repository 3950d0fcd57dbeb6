// The staff console's pages: who is signed in to the console, from the fc_staff
// cookie (__Host-fc_staff over https), by the same rules as a staff API call.
import type { AstroCookies } from 'astro';
import type { StaffView } from '../../domain/api/staff.ts';
import { NO_ACCESS_PARAM, tabsOf } from '../../domain/staff/console-tabs.ts';
import type { ShopContext } from '../context.ts';
import { ROLE_COOKIES, resolveRoleSession } from '../services/sessions/role-sessions.ts';
import { type StaffMember, staffMember, staffView } from '../services/staff/staff.ts';
import { may } from '../../domain/staff/permissions.ts';
import { lowStockCount } from '../services/catalogue/staff-low-stock.ts';
import { shopTexts } from '../services/shop/texts.ts';
import { CONSOLE_WORDS, type ConsoleWordKey } from '../../domain/staff/console-words.ts';
import { fillTemplate } from '../../domain/text.ts';

export interface SignedInStaff {
  member: StaffMember;
  view: StaffView;
}

export function staffOfPage(shop: ShopContext, cookies: AstroCookies): Promise<SignedInStaff | null> {
  return staffOfCookies(shop, (name) => cookies.get(name)?.value);
}

/** The same, from a request's cookies read by name (an endpoint that is not a page). */
export async function staffOfCookies(
  shop: ShopContext,
  cookie: (name: string) => string | undefined,
): Promise<SignedInStaff | null> {
  const names = ROLE_COOKIES.staff;
  const token = cookie(names.secure) || cookie(names.plain) || null;
  const holder = await resolveRoleSession(shop, 'staff', token);
  const member = holder ? await staffMember(shop, holder.account_id, holder.session_id) : null;
  return member ? { member, view: await staffView(shop, member) } : null;
}

/** Where a console page sends a member whose role cannot use it: their first tab. */
export function staffHomeOf(member: StaffMember): string {
  return tabsOf(member.role)[0]?.href ?? '/staff/login';
}

/**
 * Where a console page sends a member whose role cannot use it when they asked for it by its
 * address: their first tab, told which page they may not open (the console's frame says so).
 */
export function staffNoAccessPath(member: StaffMember, url: URL): string {
  return `${staffHomeOf(member)}?${NO_ACCESS_PARAM}=${encodeURIComponent(url.pathname)}`;
}

/** Where a console page sends someone not signed in to it. */
export function staffLoginPath(url: URL): string {
  return `/staff/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * How many variants of the member's stores are at or below their low-stock alert, for the
 * console's header (decision 0327); null for a role that does not see the stock screen.
 */
export async function lowStockOfStaff(shop: ShopContext, view: StaffView): Promise<number | null> {
  if (!may(view.role, 'stock')) return null;
  return lowStockCount(
    shop,
    view.stores.map((store) => store.id),
  );
}

/** The console's words in one language, by key, and a reader of one filled in. */
export interface ConsoleWords {
  language: string;
  say: (key: ConsoleWordKey, values?: Readonly<Record<string, string | number>>) => string;
  /**
   * The words whose keys start with one of `prefixes`, for an island's prop (its keys as written
   * here), with the form layer's (`consoleForm…`), which any form of any screen may show.
   */
  pick: (...prefixes: string[]) => Record<string, string>;
}

/**
 * The console's words in `language` as the shop's words table holds them (decision 0345), a word
 * the table lacks in English as the release wrote it; English for a page without a member.
 */
export async function consoleWordsIn(shop: ShopContext, language: string): Promise<ConsoleWords> {
  const texts = await shopTexts(shop);
  const labels = texts.labels.get(language) ?? {};
  const english = texts.labels.get('en') ?? {};
  const word = (key: ConsoleWordKey): string => labels[key] || english[key] || CONSOLE_WORDS[key];
  return {
    language,
    say: (key, values) => (values ? fillTemplate(word(key), values) : word(key)),
    pick: (...prefixes) => {
      const picked: Record<string, string> = {};
      for (const key of Object.keys(CONSOLE_WORDS) as ConsoleWordKey[])
        if (key.startsWith('consoleForm') || prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = word(key);
      return picked;
    },
  };
}
