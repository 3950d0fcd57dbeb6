// The shop's settings and the labels islands need, as the JSON a page carries in
// <script type="application/json" id="shop-texts"> (read by src/stores/settings.ts).
// One list for every place that writes it: the app layout and the shelves of the
// campaign and recipe pages (LiveShopChrome.astro).
import { defaultSettings, parseSettings } from '../../domain/settings.ts';
import type { DeviceKeeps } from '../../domain/version.ts';
import type { ShopTexts } from '../../stores/settings.ts';
import type { PageData } from './page.ts';

/** Labels the React islands show (ItemControls, the options sheet, the cart dialogs, location search). */
const ISLAND_LABEL_KEYS = [
  'addText',
  'variantOptionsText',
  'percentOffText',
  'customisableText',
  'doneText',
  'itemTotalText',
  'soldOutText',
  'closeText',
  'replaceCartTitle',
  'replaceCartSubTitle',
  'replaceCartYesText',
  'replaceCartNoText',
  'replaceCartStoresText',
  'replaceCartItemsFromText',
  'unreachableText',
  'inventoryMessage',
  'cartItemNotAvailable',
  'outOfStockText',
  'gpsAccessNotGrantedMsg',
  'useCurrentLocationText',
  'itemSearchNoResultText',
  'chooseVariantText',
  'pickOneText',
  'pickAnyText',
  'inCartText',
  'removeOneText',
  'addOneText',
  'quantityText',
  'inMembersCartText',
  'cartBadgeText',
  'carouselText',
  'slideText',
] as const;

function islandLabels(page: Pick<PageData, 't'>): Record<string, string> {
  return Object.fromEntries(ISLAND_LABEL_KEYS.map((key) => [key, page.t(key)]));
}

/**
 * The texts the islands of a page read, as the browser will read them from shopTextsJson's
 * element (settings parsed from the same stored values): what they render with on the server.
 */
export function islandTexts(page: Pick<PageData, 'rawSettings' | 't'>): ShopTexts {
  return { settings: parseSettings(clientSettings(page.rawSettings)), labels: islandLabels(page) };
}

/**
 * The stored settings the browser's parseSettings reads (the keys of `Settings`): the page carries
 * only these. The shop stores some 560 settings, most of them page texts the server has already
 * rendered; sent whole they were 26 KB of every page's HTML (decision 0206).
 */
/**
 * Settings of `Settings` that only the server's own markup reads (the head's SEO texts, the desktop
 * landing, the cookie notice, the footer's style, the offline page, the veg badge on cards): no island
 * reads them, so a page does not carry them; an island's view of them is the default.
 */
const SERVER_RENDERED_SETTING_KEYS: ReadonlySet<string> = new Set([
  'footerStyleType',
  'footerCentreLink',
  'showVegNonVegBadge',
  'useSimpleSpinner',
  'showGdpr',
  'gdprMessage',
  'gdprConfirmButton',
  'seoMetaTitle',
  'seoMetaDescription',
  'seoOgTitle',
  'seoOgDescription',
  'seoTwitterTitle',
  'seoTwitterDescription',
  'desktopSocialFacebookLink',
  'desktopSocialInstagramLink',
  'desktopSocialYoutubeLink',
  'desktopSocialGoogleLink',
  'firebaseSenderId',
  'firebasePublic',
  'noItemsText',
  'offlineTitleMessage',
  'offlineSubTitleMessage',
]);

const CLIENT_SETTING_KEYS = Object.keys(defaultSettings).filter((key) => !SERVER_RENDERED_SETTING_KEYS.has(key));

export function clientSettings(raw: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(CLIENT_SETTING_KEYS.filter((key) => key in raw).map((key) => [key, raw[key] ?? '']));
}

/**
 * What a device keeps for the updating overlay (§4) beyond the colour the settings above carry: the
 * logo, and the updating message in the customer's language; and the offline screen's texts in it.
 * src/client/version-check.ts stores them from the page on a first visit and when the language
 * changes, instead of fetching the settings and translations again.
 */
function deviceKeeps(page: Pick<PageData, 'rawSettings' | 't' | 'language'>): Omit<DeviceKeeps, 'storeColor'> {
  return {
    storeLogo: page.rawSettings.storeLogo ?? '',
    updatingMessage: page.t('updatingMessage'),
    offline: {
      lang: page.language.code,
      title: page.t('offlineTitleMessage'),
      subtitle: page.t('offlineSubTitleMessage'),
      action: page.t('tryAgainText'),
    },
  };
}

/** Safe inside a <script> element: '<' is escaped, so no text can close it. */
export function shopTextsJson(page: Pick<PageData, 'rawSettings' | 't' | 'language'>): string {
  return JSON.stringify({
    settings: clientSettings(page.rawSettings),
    labels: islandLabels(page),
    device: deviceKeeps(page),
  }).replace(/</g, '\\u003c');
}
