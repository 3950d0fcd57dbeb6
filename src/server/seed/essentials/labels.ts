// The UI label set of each language (languages.labels, JSON of key → text): the
// text keys of the settings (so a translation can override a settings text) plus
// the navigation, footer and account labels. English comes from the settings
// themselves; Marathi from labels-mr.ts. Both must have exactly the same keys.
import type { Insertable } from 'kysely';
import { defaultSettings, type Settings } from '../../../domain/settings.ts';
import type { LanguagesTable } from '../../db/schema.ts';
import { MARATHI_LABELS } from './labels-mr.ts';
import { EXTRA_TEXTS } from './settings.ts';

/** Text settings of src/domain/settings.ts that are shown to customers. */
const TRANSLATED_SETTING_KEYS = [
  'gdprMessage',
  'gdprConfirmButton',
  'cartItemNotAvailable',
  'outOfStockText',
  'itemSearchNoResultText',
  'noItemsText',
  'gpsAccessNotGrantedMsg',
  'inventoryMessage',
  'replaceCartTitle',
  'replaceCartSubTitle',
  'replaceCartYesText',
  'replaceCartNoText',
  'noAddressText',
  'addressDoesnotDeliverToText',
  'minOrderMessage',
  'offlineTitleMessage',
  'offlineSubTitleMessage',
  'updatingMessage',
  // The front page's title and description, in every language like the rest of the home.
  'seoMetaTitle',
  'seoMetaDescription',
] as const satisfies readonly (keyof Settings)[];

/** Navigation, footer, header and account labels (not settings). */
const NAVIGATION_LABELS = {
  navHome: 'Home',
  navCategories: 'Categories',
  navCart: 'Cart',
  navAccount: 'Account',
  navStores: 'Stores',
  navSearch: 'Search',
  navCampaign: 'Mangoes',
  navBack: 'Back',
  skipToContentText: 'Skip to content',
  changeLocationText: 'Change location',
  navShare: 'Share',
  navFavourite: 'Favourite',
  accountMyOrders: 'My Orders',
  accountMyAddresses: 'My Addresses',
  accountMyWallet: 'My Wallet',
  accountTransactions: 'Transactions',
  accountFavouriteStores: 'Favourite Stores',
  accountFavouriteItems: 'Favourite Items',
  accountAlerts: 'Alerts',
  accountMembership: 'Membership',
  accountMembersMart: 'Members Mart',
  accountFarmVisit: 'Farm Visit',
  accountLogout: 'Logout',
  loginTitle: 'Login',
  registerTitle: 'Register',
  forgotPasswordTitle: 'Forgot password?',
  phoneLabel: 'Phone number',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  nameLabel: 'Name',
  checkoutTitle: 'Checkout',
  placeOrderText: 'Place order',
  cartTitle: 'Cart',
  memberCartTitle: 'Members cart',
  subtotalText: 'Subtotal',
  discountText: 'Discount',
  totalText: 'Total',
  walletText: 'Wallet',
  addressHomeTag: 'Home',
  addressWorkTag: 'Work',
  addressOtherTag: 'Other',
  defaultAddressText: 'Default',
  deleteText: 'Delete',
  cancelText: 'Cancel',
  saveText: 'Save',
  closeText: 'Close',
} as const;

function englishLabels(): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const key of TRANSLATED_SETTING_KEYS) labels[key] = defaultSettings[key];
  Object.assign(labels, EXTRA_TEXTS, NAVIGATION_LABELS);
  return labels;
}

/** Throws unless both label sets have exactly the same keys and no empty text. */
function assertSameLabelKeys(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
  names: string,
): void {
  const onlyA = Object.keys(a).filter((key) => !(key in b));
  const onlyB = Object.keys(b).filter((key) => !(key in a));
  if (onlyA.length > 0 || onlyB.length > 0) {
    throw new Error(`Label sets ${names} differ: missing ${JSON.stringify({ first: onlyB, second: onlyA })}`);
  }
  const empty = [...Object.entries(a), ...Object.entries(b)]
    .filter(([, text]) => text.trim() === '')
    .map(([key]) => key);
  if (empty.length > 0) throw new Error(`Empty labels: ${empty.join(', ')}`);
}

export function languageRows(): Required<Insertable<LanguagesTable>>[] {
  const english = englishLabels();
  assertSameLabelKeys(english, MARATHI_LABELS, 'en/mr');
  // Stored in the English key order, so both JSON texts read side by side.
  const marathi = Object.fromEntries(Object.keys(english).map((key) => [key, MARATHI_LABELS[key] ?? '']));
  return [
    { id: 1, code: 'en', language_name: 'English', is_default: 1, is_active: 1, labels: JSON.stringify(english) },
    { id: 2, code: 'mr', language_name: 'मराठी', is_default: 0, is_active: 1, labels: JSON.stringify(marathi) },
  ];
}
