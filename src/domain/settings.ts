// §3 Device-stored settings. The original app keeps every setting as a string ('true', '10,20,30');
// parseSettings turns that raw map into typed values once, so no component compares strings.
// Device state kept beside them (userSelected, userSetAddress, appliedCoupon, has_preitems, ...)
// is not a setting; its keys are in constants.ts STORAGE_KEYS.

export type CurrencySymbolAlign = 'left' | 'right';

export interface Settings {
  storeName: string;
  currencyFormat: string;
  currencySymbolAlign: CurrencySymbolAlign;
  storeColor: string;
  'cartColor-bg': string;
  footerStyleType: string;
  /**
   * Where the footer's centre button leads (§2 Footer tabs), chosen and checked in the console's
   * home composer (decision 0317); empty: no centre button, so it never leads to a missing page.
   */
  footerCentreLink: string;
  showVegNonVegBadge: boolean;
  showAddonPricesOnCart: boolean;
  countQuantityAsTotalItemsOnCart: boolean;
  hidePriceWhenZero: boolean;
  useSimpleSpinner: boolean;
  /** Comma list of tip amounts in rupees (tips.ts). */
  tips: string;
  /** Comma list of tip percentages (tips.ts). */
  tips_percentage: string;
  showTipsAmount: boolean;
  showTipsPercentage: boolean;
  /** §4 Use the maps distance service instead of straight-line distance. */
  enGDMA: boolean;
  showGdpr: boolean;
  gdprMessage: string;
  gdprConfirmButton: string;
  seoMetaTitle: string;
  seoMetaDescription: string;
  seoOgTitle: string;
  seoOgDescription: string;
  seoTwitterTitle: string;
  seoTwitterDescription: string;
  /** §2 Social entries show only when the value is not the string 'null' (isSettingShown). */
  desktopSocialFacebookLink: string;
  desktopSocialInstagramLink: string;
  desktopSocialYoutubeLink: string;
  desktopSocialGoogleLink: string;
  /** §3 Push-messaging sender id and key: values not shown, so empty until configured. */
  firebaseSenderId: string;
  firebasePublic: string;
  cartItemNotAvailable: string;
  outOfStockText: string;
  itemSearchNoResultText: string;
  noItemsText: string;
  gpsAccessNotGrantedMsg: string;
  /** §5 Shown for 5 s when an add would exceed stock. */
  inventoryMessage: string;
  replaceCartTitle: string;
  replaceCartSubTitle: string;
  replaceCartYesText: string;
  replaceCartNoText: string;
  noAddressText: string;
  addressDoesnotDeliverToText: string;
  /** §5 '{amount}' is replaced with the formatted remaining amount. */
  minOrderMessage: string;
  offlineTitleMessage: string;
  offlineSubTitleMessage: string;
  updatingMessage: string;
  /** §2 Where the install prompt sits: 'FOOTER' or 'HEADER' (domain/notifications/install-prompt.ts). */
  installPromptPosition: string;
  /** §2 iOS Safari, which offers no install prompt, gets an "Add to Home Screen" hint when this is on. */
  showIosInstallHint: boolean;
}

/**
 * Typed defaults (decision 0068): neutral words any shop can open with; the demo shop writes its own
 * name and words over them (server/seed/demo/face.ts, decision 0316).
 */
export const defaultSettings: Settings = {
  storeName: 'Our shop',
  currencyFormat: '₹',
  currencySymbolAlign: 'left',
  // A farm green with 5.4:1 contrast for white text (checked in the unit tests).
  storeColor: '#1b7a3a',
  'cartColor-bg': '#166534',
  footerStyleType: 'FLOAT',
  footerCentreLink: '',
  showVegNonVegBadge: true,
  showAddonPricesOnCart: true,
  countQuantityAsTotalItemsOnCart: false,
  hidePriceWhenZero: true,
  useSimpleSpinner: false,
  tips: '10,20,30',
  tips_percentage: '5,10',
  showTipsAmount: true,
  showTipsPercentage: true,
  enGDMA: false,
  showGdpr: true,
  gdprMessage: 'We use cookies to keep your cart and location on this device.',
  gdprConfirmButton: 'Okay',
  seoMetaTitle: 'Fresh groceries delivered to your door',
  seoMetaDescription: 'Fruit, vegetables, dairy and staples from stores near you, delivered to your door.',
  seoOgTitle: 'Fresh groceries, delivered',
  seoOgDescription: 'Order fruit, vegetables and dairy from stores near you.',
  seoTwitterTitle: 'Fresh groceries, delivered',
  seoTwitterDescription: 'Order fruit, vegetables and dairy from stores near you.',
  desktopSocialFacebookLink: 'null',
  desktopSocialInstagramLink: 'null',
  desktopSocialYoutubeLink: 'null',
  desktopSocialGoogleLink: 'null',
  firebaseSenderId: '',
  firebasePublic: '',
  cartItemNotAvailable: 'Item not available',
  outOfStockText: 'Out of Stock',
  itemSearchNoResultText: 'No results found for: ',
  noItemsText: 'No items here yet.',
  gpsAccessNotGrantedMsg: 'Location access was denied or timed out. Please search for your area instead.',
  inventoryMessage: 'Sorry, no more of this item is in stock right now.',
  replaceCartTitle: 'Replace cart items?',
  replaceCartSubTitle: 'Your cart has items from another store. Clear it and add this item?',
  replaceCartYesText: 'Yes, replace',
  replaceCartNoText: 'No',
  noAddressText: 'You have no saved addresses yet.',
  addressDoesnotDeliverToText: 'Does not deliver to',
  minOrderMessage: 'Shop for {amount} more to place the order',
  offlineTitleMessage: 'You are offline',
  offlineSubTitleMessage:
    'Check your internet connection. Your cart is saved on this phone and will be here when you are back.',
  updatingMessage: 'Updating the shop…',
  installPromptPosition: 'FOOTER',
  showIosInstallHint: true,
};

type KeysOfType<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];
type BooleanSettingKey = KeysOfType<Settings, boolean>;
type TextSettingKey = Exclude<KeysOfType<Settings, string>, 'currencySymbolAlign'>;

const BOOLEAN_SETTING_KEYS = [
  'showVegNonVegBadge',
  'showAddonPricesOnCart',
  'countQuantityAsTotalItemsOnCart',
  'hidePriceWhenZero',
  'useSimpleSpinner',
  'showTipsAmount',
  'showTipsPercentage',
  'enGDMA',
  'showGdpr',
  'showIosInstallHint',
] as const satisfies readonly BooleanSettingKey[];

const TEXT_SETTING_KEYS = (Object.keys(defaultSettings) as (keyof Settings)[]).filter(
  (key): key is TextSettingKey => typeof defaultSettings[key] === 'string' && key !== 'currencySymbolAlign',
);

// Compile-time guard: a new boolean setting must be added to BOOLEAN_SETTING_KEYS to be parsed.
type UnparsedBooleanKey = Exclude<BooleanSettingKey, (typeof BOOLEAN_SETTING_KEYS)[number]>;
const everyBooleanKeyIsParsed: [UnparsedBooleanKey] extends [never] ? true : false = true;
void everyBooleanKeyIsParsed;

/**
 * Reads a stored flag. 'true'/'1' and 'false'/'0' (any case, trimmed) and real booleans are understood;
 * anything else (missing, 'null', typos) falls back, so a broken setting keeps the shop's default.
 */
export function parseBool(value: string | boolean | null | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = value?.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return fallback;
}

export type RawSettings = Readonly<Record<string, string | boolean | null | undefined>>;

/** Typed settings from the stored strings; a missing or null key keeps its default. */
export function parseSettings(raw: RawSettings): Settings {
  const settings: Settings = { ...defaultSettings };
  for (const key of BOOLEAN_SETTING_KEYS) settings[key] = parseBool(raw[key], defaultSettings[key]);
  for (const key of TEXT_SETTING_KEYS) {
    const value = raw[key];
    if (typeof value === 'string') settings[key] = value;
  }
  const align = raw.currencySymbolAlign;
  // §1 The symbol is on the left only if the setting is exactly 'left'; any other stored value means right.
  if (typeof align === 'string') settings.currencySymbolAlign = align === 'left' ? 'left' : 'right';
  return settings;
}

/** §2 Social and menu entries show only when the setting is not the string 'null' (nor empty). */
export function isSettingShown(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== 'null';
}

/** §4 The GDPR banner shows if the show flag is on and the device has not stored 'accepted'. */
export function shouldShowGdprBanner(showGdpr: boolean, storedConsent: string | null): boolean {
  return showGdpr && storedConsent !== 'accepted';
}
