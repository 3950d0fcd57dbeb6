// What every server-rendered page needs: the shop's settings, the labels of the
// customer's language, the delivery location from the `loc` cookie and, when asked,
// the signed-in customer. src/middleware.ts computes it once per request into
// Astro.locals; pages and components read it from there.
import type { AstroCookies } from 'astro';
import { decodeLocationCookie, LOCATION_COOKIE } from '../../domain/location-cookie.ts';
import { ACTING_COOKIE, CONSENT_COOKIE } from '../../domain/constants.ts';
import { LANGUAGE_COOKIE } from '../../domain/language.ts';
import { type Settings, shouldShowGdprBanner } from '../../domain/settings.ts';
import type { LatLng, StoredDeliveryAddress } from '../../domain/types.ts';
import { getContext, type ShopContext } from '../context.ts';
import {
  isHeldSessionToken,
  resolveSession,
  type SignedInUser,
  sessionTokenIn,
} from '../services/sessions/sessions.ts';
import { type LanguageChoice, type ShopTexts, shopTexts } from '../services/shop/texts.ts';
import { pluralKey } from '../../domain/plural.ts';
import { type PresetTagNames, presetTagNames } from '../../domain/accounts/address-tag.ts';

export { LANGUAGE_COOKIE };
export type { LanguageChoice };

export interface PageData {
  shop: ShopContext;
  settings: Settings;
  /** Every setting as stored (texts the typed Settings does not name). */
  rawSettings: Record<string, string>;
  /** The label of `key` in the customer's language, else the setting, else the key. */
  t(key: string, values?: Record<string, string | number>): string;
  language: LanguageChoice;
  languages: LanguageChoice[];
  location: StoredDeliveryAddress | null;
  point: LatLng | null;
  /**
   * The signed-in customer of the session cookie, or null (a guest, an ended
   * session, a banned account). Looked up once, and only by pages that ask: a page
   * that asks renders per customer, so src/middleware.ts marks its answer private.
   */
  user(): Promise<SignedInUser | null>;
}

/** The language a request asked for (its cookie), else the shop's first; English when the shop has none. */
function chosenLanguage(texts: ShopTexts, wanted: string | undefined): LanguageChoice {
  return (
    texts.languages.find((l) => l.code === wanted) ??
    texts.languages[0] ?? { id: 0, code: 'en', language_name: 'English' }
  );
}

/** A label in the language's words, else the settings' default, else the key itself. */
function labelIn(texts: ShopTexts, labels: Record<string, string>, key: string): string {
  return labels[key] ?? texts.raw[key] ?? key;
}

function fill(template: string, values: Record<string, string | number> | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** PageData on a route that needs a delivery location (src/middleware.ts sends a person without one on). */
export interface LocatedPageData extends PageData {
  location: StoredDeliveryAddress;
  point: LatLng;
}

/**
 * The request's data on a route that src/middleware.ts lets through only with a
 * delivery location: a page without one here is a bug (the route is missing from
 * the middleware's table), not a state to show.
 */
export function locatedPage(page: PageData): LocatedPageData {
  const { location, point } = page;
  if (!location || !point) throw new Error('No delivery location: the route needs a rule in src/middleware.ts');
  return { ...page, location, point };
}

/**
 * Computes the request's PageData (src/middleware.ts, once per request).
 * `onSessionRead` is told each time something asks for the customer, so that the
 * answer can be kept out of shared caches.
 */
export async function pageData(cookies: AstroCookies, onSessionRead: () => void): Promise<PageData> {
  const shop = await getContext();
  const texts = await shopTexts(shop);
  const language = chosenLanguage(texts, cookies.get(LANGUAGE_COOKIE)?.value);
  const labels = texts.labels.get(language.code) ?? {};
  const location = decodeLocationCookie(cookies.get(LOCATION_COOKIE)?.value);
  let user: Promise<SignedInUser | null> | undefined;
  const readUser = (): Promise<SignedInUser | null> => {
    onSessionRead();
    user ??= resolveSession(
      shop,
      sessionTokenIn((name) => cookies.get(name)?.value),
    ).then((found) => (found?.is_banned ? null : found));
    return user;
  };
  // A session a staff member holds shows only the member's stores (decision 0294). Its token (or,
  // for one started before held tokens were marked, the banner's cookie) says to look (decision
  // 0320); the session decides, and such a page is the customer's alone.
  const held = isHeldSessionToken(sessionTokenIn((name) => cookies.get(name)?.value)) || cookies.has(ACTING_COOKIE);
  const storeScope = held ? (await readUser())?.acting?.scope : undefined;
  return {
    // Services answer the catalogue's own texts in this language (services/shop/translations.ts).
    shop: { ...shop, language: language.code, storeScope },
    settings: texts.settings,
    rawSettings: texts.raw,
    t: (key, values) => {
      // A counted text takes its language's form for {n} (src/domain/plural.ts).
      const form = pluralKey(key, values, language.code, (candidate) => candidate in labels || candidate in texts.raw);
      return fill(labelIn(texts, labels, form), values);
    },
    language,
    languages: texts.languages,
    location,
    point: location ? { lat: location.lat, lng: location.lng } : null,
    user: readUser,
  };
}

/**
 * What of a request besides its delivery zone a page's HTML depends on: the language it is in,
 * and whether the cookie notice is shown (§4 GDPR). src/server/http/page-cache.ts keys pages by it,
 * and fills the header's address tag with the preset tags' names in that language.
 */
export async function pageVariant(
  shop: ShopContext,
  cookie: (name: string) => string | undefined,
): Promise<{ language: string; consentNotice: boolean; tagNames: PresetTagNames }> {
  const texts = await shopTexts(shop);
  const language = chosenLanguage(texts, cookie(LANGUAGE_COOKIE));
  const labels = texts.labels.get(language.code) ?? {};
  return {
    language: language.code,
    consentNotice: shouldShowGdprBanner(texts.settings.showGdpr, cookie(CONSENT_COOKIE) ?? null),
    tagNames: presetTagNames((key) => labelIn(texts, labels, key)),
  };
}
