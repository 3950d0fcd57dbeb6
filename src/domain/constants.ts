// §9 Business constants and limits, named once so every layer agrees on them.

// §9 Text limits
export const NAME_TRUNCATE_LENGTH = 25;
export const LINKED_LIST_NAME_TRUNCATE_LENGTH = 15;
export const ADDRESS_TRUNCATE_LENGTHS = [15, 25, 30] as const;
export type AddressTruncateLength = (typeof ADDRESS_TRUNCATE_LENGTHS)[number];

// §9 Timings (milliseconds). The spec's other numbers (link delay, splash, install
// prompt, cache-clear reload…) are in docs/behaviour.md §9 until a screen uses them.
export const GPS_TIMEOUT_MS = 5000;
export const DESKTOP_RELOAD_MS = 2000;
/** §2 The search-bar hint word on the home page rotates at this pace. */
export const SEARCH_HINT_ROTATION_MS = 3000;
export const STOCK_ERROR_MS = 5000;
export const BAN_RECHECK_MS = 2500;
export const BACK_BUTTON_DELAY_MS = 200;
export const BANNER_AUTO_PLAY_MS = 8000;
/** §4/§9 After a cache clear the page reloads this long after the updating overlay shows. */
export const CACHE_CLEAR_RELOAD_MS = 3000;
/** §4/§9 The install prompt shows this long after the browser offers installing. */
export const INSTALL_PROMPT_DELAY_MS = 2500;

// §9 Layout limits
export const FIXED_HEADER_SCROLL_PX = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const SAVED_ADDRESSES_IN_POPUP = 4;
export const BANNER_SWIPE_THRESHOLD_PX = 60;
export const CART_PANEL_MAX_HEIGHT_PX = 500;
/** §2 Farm form location popup content height. */
export const LOCATION_POPUP_HEIGHT_PX = 557;
export const TESTIMONIAL_SLOTS = 5;
export const FOOTER_LINK_SLOTS = 3;
export const MENU_SLOTS = 6;

// §9 Farm visit dates
export const FARM_DATES_OFFERED = 4;
export const FARM_DATE_LOOP_GUARD = 60;

// §9 Weight: unit ids 1 and 3 are multiplied by 1000, unit 2 counts as-is.
// Read as kilogram and litre (scaled to grams and millilitres) and gram; the spec names only the ids.
export const WEIGHT_FACTOR = 1000;
const UNIT_ID_KILOGRAM = 1;
const UNIT_ID_LITRE = 3;
export const UNIT_IDS_SCALED_BY_WEIGHT_FACTOR: readonly number[] = [UNIT_ID_KILOGRAM, UNIT_ID_LITRE];

// §9 Flags
export const DEFAULT_VARIANT_FLAG = 1;
export const FREE_ITEM_FLAG = 1;

// §9 Distance
export const EARTH_RADIUS_KM = 6371;
export const MAPS_DISTANCE_DECIMALS = 1;

/** The id of the JSON element in which a page carries the shop's texts for its islands (src/server/pages/shop-texts.ts). */
export const SHOP_TEXTS_ELEMENT_ID = 'shop-texts';
/**
 * The document event an island sends when it put items in the cart for other islands (a recipe's
 * "Add all to cart": stores/cart.ts addItems), with their item ids: the cards of those items, still
 * waiting for a touch (client/directives/touch-directive.ts, "cart:ID"), wake as they would on a page loaded
 * with the items in the cart, and show their steppers.
 */
export const CART_ITEMS_ADDED_EVENT = 'farmcart:cart-items-added';
/**
 * The document event a list sends when more of its cards came into the page (client/list-more.ts):
 * a cart store's offers are put in place on them too (client/cart-store-offers.ts, decision 0291).
 */
export const LIST_ITEMS_ADDED_EVENT = 'farmcart:list-items-added';

/**
 * Device storage keys that several layers must agree on (§3 device-stored settings and state,
 * §4 Startup: the keys kept when the cache-clear version changes).
 */
export const STORAGE_KEYS = {
  userSelected: 'userSelected',
  userSetAddress: 'userSetAddress',
  geoLocation: 'geoLocation',
  activeRestaurant: 'activeRestaurant',
  appliedCoupon: 'appliedCoupon',
  couponAppliedAmount: 'couponAppliedAmount',
  hasPreItems: 'has_preitems',
  cartWeightExceeded: 'cart_weight_exceeded',
  fromFarmVisit: 'fromFarmVisit',
  storeColor: 'storeColor',
  storeLogo: 'storeLogo',
  updatingMessage: 'updatingMessage',
  /** The offline screen's texts in the customer's language, and the language they are in (decision 0222). */
  offlineTexts: 'offlineTexts',
  preferredLanguage: 'preferredLanguage',
  settingsVersion: 'forceNewSettingsVersion',
  cacheClearVersion: 'forceCacheClearVersion',
  /** §4 GDPR: 'accepted' once the customer has accepted the banner. */
  gdprConsent: 'gdprConsent',
} as const;

/** §4 GDPR: the value stored (localStorage and the consent cookie) once the banner is accepted. */
export const GDPR_ACCEPTED = 'accepted';
/** Mirrors the stored consent for the server, so an accepted banner is never rendered again (no flash). */
export const CONSENT_COOKIE = 'gdpr';

/** Per-tab state of the desktop landing (sessionStorage), so its one reload (§4) changes nothing the visitor did. */
export const SESSION_KEYS = {
  /** §4 Desktop: the first load reloads once; set when that reload has happened (or was not needed). */
  desktopReloaded: 'desktopReloaded',
  /** The visitor pressed 'use app': the phone frame stays sharp after the reload. */
  desktopAppOpen: 'desktopAppOpen',
} as const;

/**
 * The readable cookie that names who a staff member is serving in a customer's session, for the
 * banner every page shows (src/client/acting-banner.ts) (`call_order|Asha Kulkarni`, URI-encoded). It decides nothing.
 */
export const ACTING_COOKIE = 'fc_acting';

/** The longest rating comment rate-order keeps (characters, as a text field counts them). */
export const RATING_COMMENT_MAX = 500;

/** The header a request's id travels in: the answer's, and the request's own once the edge chose it (decision 0331). */
export const REQUEST_ID_HEADER = 'x-request-id';
