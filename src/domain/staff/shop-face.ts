// The console's "Your shop" checklist (decision 0316; docs/behaviour.md §2 Desktop landing): what a
// new shop still shows as it came, and where each is set. A row is done when the shop's value is
// filled in (not 'null' or blank) and differs from the value the shop's essentials seeded.
import { isSettingShown } from '../settings.ts';

export type ShopFaceKey = 'name' | 'logo' | 'contact' | 'address' | 'app' | 'pages' | 'social' | 'landing';

export interface ShopFaceRow {
  key: ShopFaceKey;
  title: string;
  /** What the row is about, and where customers see it. */
  about: string;
  done: boolean;
  /** What is set now, or what is missing. */
  state: string;
  /** The console screen where it is set. */
  href: string;
  action: string;
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
      title: 'Shop name',
      about: 'On every page, the desktop landing, the console and the link previews.',
      done: own('storeName'),
      state: own('storeName') ? `“${name}”` : `Still “${name}”, the name every new shop starts with.`,
      href: settingsLink('storeName'),
      action: 'Set the name',
    },
    {
      key: 'logo',
      title: 'Logo',
      about: 'Beside the name on the landing, the sign-in screens and the console.',
      done: own('storeLogo'),
      state: own('storeLogo')
        ? value('storeLogo')
        : 'Still the built-in one. Upload yours in Media, then give its address here.',
      href: settingsLink('storeLogo'),
      action: 'Set the logo',
    },
    {
      key: 'contact',
      title: 'Phone and e-mail',
      about: "The landing's Contact us band.",
      done: contact.length > 0,
      state: contact.length > 0 ? contact.join(', ') : 'None yet: the landing shows no way to reach you.',
      href: settingsLink('desktopContact'),
      action: 'Add phone and e-mail',
    },
    {
      key: 'address',
      title: 'Address',
      about: "The landing's Contact us band, in every language.",
      done: own('desktopContactAddress'),
      state: own('desktopContactAddress') ? value('desktopContactAddress') : 'None yet.',
      href: wordsLink('desktopContactAddress'),
      action: 'Write the address',
    },
    {
      key: 'app',
      title: 'App name on phones',
      about: 'What a phone shows under the installed app and in its install offer: the shop name.',
      done: own('storeName'),
      state: own('storeName') ? `“${name}”` : `Still “${name}”.`,
      href: settingsLink('storeName'),
      action: 'Set the name',
    },
    {
      key: 'pages',
      title: 'Info pages',
      about: 'About, contact, terms and privacy: the landing and the cookie notice link to each once it is published.',
      done: unpublished.length === 0,
      state:
        unpublished.length === 0
          ? 'All four are published.'
          : `Not published yet: ${unpublished.map((page) => page.title).join(', ')}.`,
      href: '/staff/content',
      action: 'Write the pages',
    },
    {
      key: 'social',
      title: 'Social links',
      about: "The landing's Follow us links.",
      done: social > 0,
      state: social > 0 ? `${social} set.` : 'None yet: the landing shows no Follow us links.',
      href: settingsLink('desktopSocial'),
      action: 'Add links',
    },
    {
      key: 'landing',
      title: 'Landing words',
      about: "The desktop landing's heading, the line under it, and your customers' words about you.",
      done: landingOwn === LANDING_KEYS.length && testimonials > 0,
      state: [
        landingOwn === LANDING_KEYS.length ? 'Heading written' : 'Heading as it came',
        testimonials > 0 ? `${testimonials} customer quotes` : 'no customer quotes (the section is hidden)',
      ].join('; '),
      href: wordsLink('desktop'),
      action: 'Write the landing',
    },
  ];
}
