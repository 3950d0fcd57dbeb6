// The console's "Your shop" checklist (decision 0316; docs/behaviour.md §2 Desktop landing): what a
// new shop still shows as it came, and where each is set. A row is done when the shop's value is
// filled in (not 'null' or blank) and differs from the value the shop's essentials seeded.
import { isSettingShown } from '../settings.ts';
import type { ConsoleWordKey } from './console-words.ts';

export type ShopFaceKey = 'name' | 'logo' | 'contact' | 'address' | 'app' | 'pages' | 'social' | 'landing';

/**
 * A line of the checklist: a console word with its values (decision 0345), said in the member's
 * language by the page, or the shop's own data as it is.
 */
export type ShopFacePhrase =
  | { key: ConsoleWordKey; values?: Readonly<Record<string, string | number>> }
  | { data: string };

export interface ShopFaceRow {
  key: ShopFaceKey;
  title: ConsoleWordKey;
  /** What the row is about, and where customers see it. */
  about: ConsoleWordKey;
  done: boolean;
  /** What is set now, or what is missing, in phrases said one after another. */
  state: readonly ShopFacePhrase[];
  /** The console screen where it is set. */
  href: string;
  action: ConsoleWordKey;
}

export interface ShopFaceState {
  /** Every setting as stored (the English words included: Words writes both). */
  settings: Readonly<Record<string, string>>;
  /** The same keys as the essentials seed them. */
  seeded: Readonly<Record<string, string>>;
  /** The info pages the shop has, published or not. */
  infoPages: readonly { slug: string; title: string; published: boolean }[];
}

/** The info pages every shop needs (the landing's footer and the cookie notice link to them). */
export const ESSENTIAL_INFO_PAGES = ['about', 'contact', 'terms', 'privacy'] as const;

/** Social links the landing shows (desktop.astro), in its order. */
const SOCIAL_KEYS = [
  'desktopSocialFacebookLink',
  'desktopSocialInstagramLink',
  'desktopSocialYoutubeLink',
  'desktopSocialGoogleLink',
  'desktopSocialTwitterLink',
] as const;

/** The landing's own words: its heading, the line under it, and its customers' words. */
const LANDING_KEYS = ['desktopHeading', 'desktopSubHeading'] as const;
const TESTIMONIAL_NAME_KEYS = [1, 2, 3, 4, 5].map((n) => `desktopTestimonial${n}Name`);

/** A setting the shop filled in itself: shown, and not what the essentials seeded. */
export function isShopsOwn(state: Pick<ShopFaceState, 'settings' | 'seeded'>, key: string): boolean {
  const value = state.settings[key];
  return isSettingShown(value) && value !== state.seeded[key];
}

const settingsLink = (query: string) => `/staff/settings?q=${encodeURIComponent(query)}`;
const wordsLink = (query: string) => `/staff/words?q=${encodeURIComponent(query)}`;

export function shopFaceChecklist(state: ShopFaceState): ShopFaceRow[] {
  const own = (key: string) => isShopsOwn(state, key);
  const value = (key: string) => state.settings[key] ?? '';
  const name = value('storeName');
  const contact = (['desktopContactPhone', 'desktopContactEmail'] as const).filter(own).map(value);
  const social = SOCIAL_KEYS.filter(own).length;
  const testimonials = TESTIMONIAL_NAME_KEYS.filter(own).length;
  const landingOwn = LANDING_KEYS.filter(own).length;
  const pages = ESSENTIAL_INFO_PAGES.map(
    (slug) => state.infoPages.find((page) => page.slug === slug) ?? { slug, title: slug, published: false },
  );
  const unpublished = pages.filter((page) => !page.published);
  return [
    {
      key: 'name',
      title: 'consoleShopNameTitle',
      about: 'consoleShopNameAbout',
      done: own('storeName'),
      state: [own('storeName') ? { data: `“${name}”` } : { key: 'consoleShopNameSeeded', values: { name } }],
      href: settingsLink('storeName'),
      action: 'consoleShopNameAction',
    },
    {
      key: 'logo',
      title: 'consoleShopLogoTitle',
      about: 'consoleShopLogoAbout',
      done: own('storeLogo'),
      state: [own('storeLogo') ? { data: value('storeLogo') } : { key: 'consoleShopLogoSeeded' }],
      href: settingsLink('storeLogo'),
      action: 'consoleShopLogoAction',
    },
    {
      key: 'contact',
      title: 'consoleShopContactTitle',
      about: 'consoleShopContactAbout',
      done: contact.length > 0,
      state: [contact.length > 0 ? { data: contact.join(', ') } : { key: 'consoleShopContactNone' }],
      href: settingsLink('desktopContact'),
      action: 'consoleShopContactAction',
    },
    {
      key: 'address',
      title: 'consoleShopAddressTitle',
      about: 'consoleShopAddressAbout',
      done: own('desktopContactAddress'),
      state: [
        own('desktopContactAddress') ? { data: value('desktopContactAddress') } : { key: 'consoleShopAddressNone' },
      ],
      href: wordsLink('desktopContactAddress'),
      action: 'consoleShopAddressAction',
    },
    {
      key: 'app',
      title: 'consoleShopAppTitle',
      about: 'consoleShopAppAbout',
      done: own('storeName'),
      state: [own('storeName') ? { data: `“${name}”` } : { key: 'consoleShopAppSeeded', values: { name } }],
      href: settingsLink('storeName'),
      action: 'consoleShopNameAction',
    },
    {
      key: 'pages',
      title: 'consoleShopPagesTitle',
      about: 'consoleShopPagesAbout',
      done: unpublished.length === 0,
      state: [
        unpublished.length === 0
          ? { key: 'consoleShopPagesAll' }
          : { key: 'consoleShopPagesNotYet', values: { pages: unpublished.map((page) => page.title).join(', ') } },
      ],
      href: '/staff/content',
      action: 'consoleShopPagesAction',
    },
    {
      key: 'social',
      title: 'consoleShopSocialTitle',
      about: 'consoleShopSocialAbout',
      done: social > 0,
      state: [
        social > 0 ? { key: 'consoleShopSocialSet', values: { count: social } } : { key: 'consoleShopSocialNone' },
      ],
      href: settingsLink('desktopSocial'),
      action: 'consoleShopSocialAction',
    },
    {
      key: 'landing',
      title: 'consoleShopLandingTitle',
      about: 'consoleShopLandingAbout',
      done: landingOwn === LANDING_KEYS.length && testimonials > 0,
      state: [
        {
          key: landingOwn === LANDING_KEYS.length ? 'consoleShopLandingHeadingOwn' : 'consoleShopLandingHeadingSeeded',
        },
        testimonials > 0
          ? { key: 'consoleShopLandingQuotes', values: { count: testimonials } }
          : { key: 'consoleShopLandingNoQuotes' },
      ],
      href: wordsLink('desktop'),
      action: 'consoleShopLandingAction',
    },
  ];
}
