// The shop's words as the console edits them (decision 0284): every label in every language, the
// screen each belongs to (read from its key), and what a text must be to be saved: not empty, and
// with the same {placeholders} as the English, which the pages fill in (server/pages/page.ts fill).
// Pure: the console's form and the server check with the same functions.
import { type Said, sentenceOf } from '../api/errors.ts';
import { fieldRule } from '../field-rules.ts';

/**
 * Why a label's or a setting's text is refused (beside field-rules.ts's lines): among the server's
 * words (src/server/said.ts spreads them into SAID), which the console's forms show the same. A list
 * of {names} is a value.
 */
export const WORDS_RULE_WORDS = {
  saidRuleLabelEmpty: 'must not be empty',
  saidRuleLabelKeep: 'must keep {missing} (the English has {english})',
  saidRuleLabelAdd: 'must not add {extra}, which the English has not (the English has {english})',
  saidRuleLabelAddToNone: 'must not add {extra}, which the English has not (the English has none)',
  saidRuleLabelKeepAndAdd:
    'must keep {missing} and must not add {extra}, which the English has not (the English has {english})',
  saidRuleSettingColour: 'must be a colour as # and six hex digits, e.g. #1b7a3a',
  saidRuleSettingFlag: "must be 'true' or 'false'",
  saidRuleSettingNumber: 'must be a number, e.g. 40 or 18.5074',
  saidRuleSettingAmounts: 'must be whole numbers separated by commas, e.g. 10,20,30',
  saidRuleSettingAmountRange: 'each must be from 1 to {max}',
  saidRuleSettingMostAmounts: 'must be at most {n} amounts',
  saidRuleSettingAmountTwice: 'must not name an amount twice',
} as const;

/** A refusal of WORDS_RULE_WORDS by its code. */
export function wordsRule(
  key: keyof typeof WORDS_RULE_WORDS,
  params?: Readonly<Record<string, string | number>>,
): Said {
  return sentenceOf(WORDS_RULE_WORDS, key, params);
}

/** The longest label text taken (the longest of the release is some 300 characters). */
export const LABEL_TEXT_MAX = 2_000;

/** The language every other is a translation of: its placeholders are the ones a translation keeps. */
export const SOURCE_LANGUAGE = 'en';

const PLACEHOLDER = /\{(\w+)\}/g;
/** Tabs and line breaks only: no other control character (PostgreSQL cannot store NUL at all). */
const PRINTABLE = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** Whether a text holds a control character other than a tab or a line break. */
export function hasControlCharacters(text: string): boolean {
  return !PRINTABLE.test(text);
}

/** The {names} a text fills in, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/**
 * Why `text` cannot be saved as a label whose placeholders must be those of `source` (the English
 * text, or for an English label the English text it replaces), or null when it can.
 */
export function labelTextRefusal(text: string, source: string | undefined): Said | null {
  if (text.trim() === '') return wordsRule('saidRuleLabelEmpty');
  if (text.length > LABEL_TEXT_MAX) return fieldRule('saidRuleAtMostCharacters', { max: LABEL_TEXT_MAX });
  if (hasControlCharacters(text)) return fieldRule('saidRuleNoControlCharacters');
  if (source === undefined) return null;
  const wanted = placeholdersOf(source);
  const given = placeholdersOf(text);
  const missing = wanted.filter((name) => !given.includes(name));
  const extra = given.filter((name) => !wanted.includes(name));
  if (missing.length === 0 && extra.length === 0) return null;
  if (wanted.length === 0) return wordsRule('saidRuleLabelAddToNone', { extra: listed(extra) });
  const english = listed(wanted);
  if (extra.length === 0) return wordsRule('saidRuleLabelKeep', { missing: listed(missing), english });
  if (missing.length === 0) return wordsRule('saidRuleLabelAdd', { extra: listed(extra), english });
  return wordsRule('saidRuleLabelKeepAndAdd', { missing: listed(missing), extra: listed(extra), english });
}

/** Whether a label has no text in a language: no key at all, or only blanks. */
export function isMissingText(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/**
 * The screens labels are grouped under, in the order the console lists them, each with the key
 * prefixes of its labels (first match wins). The keys were named after their screens, so the prefix
 * says where a label shows; a key no prefix names is listed under 'Other words'.
 */
const SCREENS: readonly { screen: string; prefixes: readonly string[] }[] = [
  { screen: 'Messages from the server', prefixes: ['said'] },
  { screen: 'Desktop landing page', prefixes: ['desktop'] },
  { screen: 'Farm visit', prefixes: ['farmVisit'] },
  { screen: 'Invoices and receipts', prefixes: ['invoice'] },
  // The console's own frame and the counter's queue (decision 0345).
  { screen: 'The console', prefixes: ['console'] },
  // Codes, notices and order updates by SMS, WhatsApp and e-mail (decision 0340).
  { screen: 'Messages by SMS, WhatsApp and e-mail', prefixes: ['message'] },
  {
    screen: 'Location and first screen',
    prefixes: [
      'firstScreen',
      'firstRun',
      'deliverTo',
      'selectLocation',
      // The location screen's map.
      'placeMap',
      'useCurrentLocation',
      'searchArea',
      'selectSavedAddress',
      'chooseLocation',
      'noService',
      'updateLocation',
      'noAreaAlert',
      'confirmLocation',
      'popularAreas',
      'locating',
      'locationSearch',
      'gpsAccess',
      'changeLocation',
      'useDeviceAddress',
      'notDeliveredHere',
      'deliverElsewhere',
      'deliverThere',
      'searchAnotherAddress',
      'noServedAddress',
    ],
  },
  {
    screen: 'Addresses',
    prefixes: [
      'address',
      'houseFlat',
      'house',
      'saveAddress',
      'saveAs',
      'saveDeliverHere',
      'landmark',
      'nearLandmark',
      'noAddress',
      'addNewAddress',
      'setDefault',
      'deleteAddress',
      'defaultAddress',
      'editAddress',
      'accountMyAddresses',
    ],
  },
  {
    screen: 'Sign-in and account',
    prefixes: [
      'login',
      'register',
      'newAccount',
      'forgotPassword',
      'phone',
      'email',
      'password',
      'name',
      'withOtp',
      'withPassword',
      'emailCode',
      'sendOtp',
      'otp',
      'resendOtp',
      'verify',
      'newHere',
      'createAccount',
      'haveAccount',
      'tooManyTries',
      'showPassword',
      'continue',
      'sendCode',
      'codeSent',
      'newPassword',
      'setPassword',
      'passwordChanged',
      'myAccount',
      'signIn',
      'signedOut',
      'editProfile',
      'taxNumber',
      'optional',
      'changePhoto',
      'uploadPhoto',
      'photo',
      'removePhoto',
      'deleteAccount',
      'downloadMyData',
      'account',
      'security',
      'changePassword',
      'currentPassword',
      'signedInDevices',
      'thisDevice',
      'signedInAt',
      'lastUsed',
      'signOut',
      'otherDevicesSignedOut',
      'deviceSignedOut',
      'confirmEmail',
      'confirmPhone',
      'pendingContact',
      'withdraw',
      'firstEmailWithdrawn',
      'contact',
      'resendContactCode',
      'noResetCode',
      'phoneCodeSignIn',
    ],
  },
  {
    screen: 'Alerts and favourites',
    prefixes: [
      'markAllRead',
      'noAlerts',
      'newAlert',
      'openAlert',
      'unreadCount',
      'favourite',
      'noFavourite',
      'browseStores',
      'push',
    ],
  },
  {
    screen: 'Payments',
    prefixes: [
      'payment',
      'payMethod',
      'payNow',
      'payOnline',
      'payByCash',
      'purchase',
      'topUp',
      'onlinePayments',
      'buyPlan',
      'extendPlan',
      'signInToBuy',
      'planExtend',
      'retryPayment',
      'holdEnds',
      'refundTo',
      'useWalletFirst',
      'statusAwaitingPayment',
      'statusPaymentFailed',
    ],
  },
  {
    screen: 'Members and wallet',
    prefixes: [
      'member',
      'members',
      'membership',
      'plan',
      'plusMembership',
      'howToJoin',
      'seePlans',
      'shopMembersMart',
      'noMembership',
      'validTill',
      'remainingWeight',
      'perKg',
      'currentPlan',
      'callUs',
      'visitStore',
      'placeMemberOrder',
      'signInForMembers',
      'seeMembership',
      'inMembersCart',
      'wallet',
      'tx',
      'balanceAfter',
      'recentTransactions',
      'noTransactions',
      'seeWallet',
    ],
  },
  {
    screen: 'Orders and tracking',
    prefixes: [
      'order',
      // Short lines at packing: the cart's wish per line, the order page's question and what changed (decision 0285).
      'substitution',
      // What a cancelled or rejected order says went back.
      'calledOff',
      // The running order's map, its calls and the rider's vehicle.
      'tracking',
      'yourAddress',
      'callRider',
      'callStore',
      'vehicle',
      'status',
      'placedBy',
      'placedOn',
      'liveUpdates',
      'deliveryPartner',
      'partner',
      'eta',
      'deliveryCode',
      'position',
      'waitingPosition',
      'openPosition',
      'cancelOrder',
      'cancelRefund',
      'cancelNothing',
      'paidAt',
      'paidOn',
      'pickupCode',
      'keepOrder',
      'walletUsed',
      'payOnDelivery',
      'payAtPickup',
      'walletRefunded',
      'noOrders',
      'viewOrder',
      'trackOrder',
      'trackThisOrder',
      'runningOrder',
      'readyToCollect',
      'packedBy',
      'deliveringOn',
    ],
  },
  {
    screen: 'Ratings and reviews',
    prefixes: [
      'rate',
      'rating',
      'yourRating',
      'stars',
      'charactersLeft',
      'submitRating',
      'chooseStars',
      'seeReviews',
      'reviews',
      'averageRating',
      'noReviews',
    ],
  },
  {
    screen: 'Cart and checkout',
    prefixes: [
      'cart',
      'checkout',
      'coupon',
      'applyCoupon',
      'tip',
      'tips',
      'payWithWallet',
      'noTip',
      'slot',
      'bill',
      'fulfilment',
      'pickup',
      'delivery',
      'freeDelivery',
      'placeOrder',
      'placingOrder',
      'subtotal',
      'discount',
      'total',
      'minOrder',
      'emptyCart',
      'itemCount',
      'hideItems',
      'startShopping',
      'removeItem',
      'removeOne',
      'removeCoupon',
      'addOne',
      'quantity',
      'unavailable',
      'checkingCart',
      'chooseAddress',
      'guestAddress',
      'loginToOrder',
      'manageAddresses',
      'today',
      'tomorrow',
      'preOrderFrom',
      'preOrderPickupFrom',
      'free',
      'updatingBill',
      'savings',
      'proceedToCheckout',
      'storeClosedCart',
      'editCart',
      'cashOnDelivery',
      'cashAtPickup',
      'block',
      'replaceCart',
      'reviewItems',
      'removeAll',
      'viewCart',
      'selfPickup',
      'areYouSure',
      'memberCart',
      'couponCosts',
      'inCart',
      'inventory',
    ],
  },
  {
    screen: 'Campaigns and recipes',
    prefixes: ['campaign', 'recipe', 'contentNoLocation', 'addAllToCart', 'addedAllToCart', 'addPickedToCart'],
  },
  {
    screen: 'Items and combos',
    prefixes: [
      'itemPictures',
      'pictureOf',
      'previousPicture',
      'nextPicture',
      'variant',
      'customisable',
      'add',
      'done',
      'dealOfTheDay',
      'chooseVariant',
      'pickOne',
      'pickAny',
      'itemTotal',
      'soldOut',
      'percentOff',
      'noLinkedItems',
      'preOrder',
      'availableFrom',
      'veg',
      'nonVeg',
      'combo',
      'combos',
      'storeCombos',
      'seeCombos',
      'frequentlyBought',
      'nutritional',
      'nutritionPer',
      'moreFromStore',
      'outOfStock',
    ],
  },
  {
    screen: 'Stores, categories and search',
    prefixes: [
      'store',
      'newStore',
      'stores',
      'itemSearch',
      'closed',
      'noMinOrder',
      'kmAway',
      'searchIn',
      'search',
      'explore',
      'popularCategories',
      'items',
      'noStores',
      'noItems',
      'clearSearch',
      'seeAll',
      'viewAll',
      'showMore',
      'moreItemsLoaded',
      'moreForYou',
      'buyAgain',
    ],
  },
  {
    screen: 'Navigation and pages',
    prefixes: [
      'nav',
      'skipToContent',
      'notFound',
      'goHome',
      'helpAndPolicies',
      'pages',
      'seo',
      'gdpr',
      'offline',
      'updating',
      'install',
      'iosInstall',
      'unreachable',
      'loadFailed',
      'reloadPage',
      'carousel',
      'slide',
      'deviceOn',
      'appOrScript',
      'infoUpdated',
    ],
  },
  {
    screen: 'Words used everywhere',
    prefixes: ['ok', 'cancel', 'save', 'saved', 'close', 'delete', 'change', 'or', 'confirm', 'tryAgain', 'minutes'],
  },
];

export const OTHER_SCREEN = 'Other words';

/** The screens in the order the console lists them, 'Other words' last. */
export const LABEL_SCREENS: readonly string[] = [...SCREENS.map((entry) => entry.screen), OTHER_SCREEN];

/**
 * The screen a label shows on, read from its key: a counted form (`itemsCountText_one`) is its plain
 * key's, and the first prefix (matched at a word boundary: `cart` names `cartTitle`, not `cartoon`)
 * decides.
 */
export function labelScreenOf(key: string): string {
  const plain = key.replace(/_[a-z]+$/, '');
  for (const { screen, prefixes } of SCREENS) {
    for (const prefix of prefixes) {
      if (plain.startsWith(prefix) && (plain.length === prefix.length || /[A-Z0-9_-]/.test(plain[prefix.length] ?? '')))
        return screen;
    }
  }
  return OTHER_SCREEN;
}

/** One label as the console lists it: its key, its screen and its text in each language. */
export interface WordRow {
  key: string;
  screen: string;
  texts: Readonly<Record<string, string | undefined>>;
}

/**
 * Whether a label answers a search: its key, or its text in any language, contains every word of
 * `query` (any case; 'Marathi' and 'मराठी' alike).
 */
export function wordMatches(row: Pick<WordRow, 'key' | 'texts'>, query: string): boolean {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.key, ...Object.values(row.texts).filter((text) => text !== undefined)]
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * Whether a label is what a search names exactly: its key, or its whole text in a language (any
 * case). Among the shop's thousands of labels a short word ('home') is inside hundreds; the labels
 * that are that word are the ones the person is after, and the console lists them first.
 */
export function wordIsExactly(row: Pick<WordRow, 'key' | 'texts'>, query: string): boolean {
  const exact = query.trim().toLocaleLowerCase();
  if (exact === '') return false;
  return [row.key, ...Object.values(row.texts)].some((text) => text?.trim().toLocaleLowerCase() === exact);
}
