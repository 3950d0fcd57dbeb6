// Who on the staff may do what (decision 0268). Four roles, each a fixed set of permissions, and
// one table naming the permission each staff call needs: the dispatcher refuses (403) a call whose
// permission the member's role lacks, before the handler runs, and the role test walks every
// staff call with every role. Staff event streams have their own table, the same way. Store scope (which stores a member reaches) is the other half:
// domain/staff/staff.ts reachesStore. Pure: no database.

export const STAFF_ROLES = ['admin', 'manager', 'editor', 'counter', 'rider'] as const;
/**
 * admin: everything, every store. manager: the catalogue, prices, stock, coupons, store settings and
 * reports and customers of their stores. editor: the shop's words and pictures, every store. counter: the day's
 * queue and stock of their stores. rider: carries their stores' delivery orders (decision 0314).
 */
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Signing out and reading oneself: every role. */
  'session',
  /** The live queue and its steps. */
  'orders',
  /** In stock or not, and opening or closing a store for the day. */
  'stock',
  /** Taking an order on the phone for a caller. */
  'phone_orders',
  /** Signing in as a customer from a single-use link. */
  'customers',
  /**
   * The customers list: who ordered, how often and for how much, and its CSV (decision 0327).
   * Apart from `customers`, so a manager reads their stores' customers without signing in as them.
   */
  'customer_list',
  /** Downloading everything the shop holds on one customer (decision 0330): admins only. */
  'customer_data',
  'farm_visits',
  /** Delivery partners' accounts. */
  'partners',
  /** Carrying a store's orders as its own rider: the orders one carries, and delivering them (decision 0314). */
  'rides',
  /** The customers' app version file and messages to every customer. */
  'shop_wide',
  /** Items, variants, addons, combos and their prices (of the member's stores). */
  'catalogue',
  /** The shop-wide categories every store's items sit in (decision 0271) and addon groups (decision 0280): admins only. */
  'categories',
  'coupons',
  /** A store's settings (address, delivery, hours, pausing). */
  'store_settings',
  /** Making a new store, and the shop's areas (decision 0315). */
  'new_stores',
  'reports',
  /** The media library. */
  'media',
  /** The shop's words: pages, campaigns, labels. */
  'content',
  /** Staff accounts and their roles. */
  'staff_accounts',
  /** The audit log of console changes. */
  'audit',
  /**
   * The outbox of messages to people (decision 0341): admins only, as it shows customers' phone
   * numbers and e-mails and sends through the shop's providers.
   */
  'messages',
  /**
   * The shop's settings (colours, tips, flags, links): admins only, as they include sign-up, refund and
   * delivery-code switches beside the look (decision 0284); the words are `content`.
   */
  'shop_settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  manager: [
    'session',
    'orders',
    'stock',
    'phone_orders',
    'farm_visits',
    'catalogue',
    'coupons',
    'store_settings',
    'reports',
    'media',
    'customer_list',
  ],
  editor: ['session', 'media', 'content'],
  counter: ['session', 'orders', 'stock', 'phone_orders', 'farm_visits'],
  rider: ['session', 'rides'],
};

/** Whether the role holds the permission. */
export function may(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether the role works in some stores only (its members are linked to stores), or shop-wide: an
 * admin reaches every store, an editor's words and pictures are the whole shop's.
 */
export function isStoreBound(role: StaffRole): boolean {
  return role === 'manager' || role === 'counter' || role === 'rider';
}

/** A role's name as the console shows it. */
export const ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  manager: 'Manager',
  editor: 'Editor',
  counter: 'Counter',
  rider: 'Rider',
};

/**
 * The permission each staff call needs: every call the dispatcher resolves among staff sessions
 * (`auth: 'staff'`) is named here, and a route without an entry fails at start (route.ts).
 */
export const STAFF_CALL_PERMISSIONS = {
  'staff/logout': 'session',
  'staff/me': 'session',
  // Each member's own choice of the console's language (decision 0345).
  'staff/console-language': 'session',
  'staff/orders': 'orders',
  'staff/order-step': 'orders',
  'staff/packing-list': 'orders',
  'staff/printer-save': 'store_settings',
  'staff/test-print': 'orders',
  'staff/print-receipt': 'orders',
  'staff/reject-order': 'orders',
  // A store's own riders (decision 0314): the counter sends an order out, the rider delivers it.
  'staff/send-out': 'orders',
  'staff/rider-orders': 'rides',
  'staff/rider-deliver': 'rides',
  'staff/items': 'stock',
  'staff/item-stock': 'stock',
  'staff/variant-stock': 'stock',
  'staff/store-open': 'stock',
  'staff/find-customers': 'customers',
  'staff/find-caller': 'phone_orders',
  'staff/caller-code': 'phone_orders',
  'staff/guest-register': 'phone_orders',
  'staff/guest-login': 'phone_orders',
  'staff/impersonation-link': 'customers',
  'auth/login-as-customer': 'customers',
  'staff/farm-visits': 'farm_visits',
  'staff/partners': 'partners',
  'staff/partner-status': 'partners',
  'staff/shop-version': 'shop_wide',
  'staff/broadcast': 'shop_wide',
  'staff/media': 'media',
  'staff/media-alt': 'media',
  'staff/media-archive': 'media',
  'staff/content-list': 'content',
  'staff/content-entry': 'content',
  'staff/content-save': 'content',
  'staff/content-publish': 'content',
  'staff/content-unpublish': 'content',
  'staff/content-restore': 'content',
  'staff/content-preview-link': 'content',
  'staff/content-item-search': 'content',
  'staff/stores': 'store_settings',
  'staff/store': 'store_settings',
  'staff/store-create': 'new_stores',
  'staff/store-save': 'store_settings',
  'staff/find-place': 'store_settings',
  // The areas the shop serves are shop-wide store setup (decision 0315): admins, as making a store.
  'staff/areas': 'new_stores',
  'staff/area-save': 'new_stores',
  'staff/area-remove': 'new_stores',
  'staff/substitutions': 'orders',
  'staff/substitution-options': 'orders',
  'staff/mark-short': 'orders',
  'staff/substitution-answer': 'orders',
  'staff/credit-lines': 'orders',
  'staff/refund-items': 'orders',
  'staff/slots': 'store_settings',
  'staff/slots-save': 'store_settings',
  'staff/coupons': 'coupons',
  'staff/coupon-save': 'coupons',
  'staff/coupon-active': 'coupons',
  'staff/people': 'staff_accounts',
  'staff/person-add': 'staff_accounts',
  'staff/person-update': 'staff_accounts',
  'staff/person-disabled': 'staff_accounts',
  'staff/person-password': 'staff_accounts',
  'staff/audit': 'audit',
  'staff/messages': 'messages',
  'staff/message-resend': 'messages',
  'staff/message-test': 'messages',
  'staff/reports': 'reports',
  'staff/catalogue-setup': 'catalogue',
  'staff/catalogue-items': 'catalogue',
  'staff/catalogue-item': 'catalogue',
  'staff/catalogue-item-create': 'catalogue',
  'staff/catalogue-item-update': 'catalogue',
  'staff/catalogue-item-archive': 'catalogue',
  'staff/catalogue-item-restore': 'catalogue',
  'staff/catalogue-category-create': 'categories',
  'staff/catalogue-category-update': 'categories',
  'staff/catalogue-category-archive': 'categories',
  'staff/catalogue-category-restore': 'categories',
  // Units are the whole shop's, as categories are: every member of the catalogue reads them, an
  // admin adds or renames them; a bulk price change is a price change of the member's stores (decision 0319).
  'staff/catalogue-units': 'catalogue',
  'staff/catalogue-unit-save': 'categories',
  'staff/catalogue-bulk-price-preview': 'catalogue',
  'staff/catalogue-bulk-price-apply': 'catalogue',
  // Addon groups are shop-wide, as categories are: reading them (to link them to an item) is the
  // catalogue's, changing them an admin's (decision 0280). Combos are a store's.
  'staff/catalogue-addon-groups': 'catalogue',
  'staff/catalogue-addon-group-create': 'categories',
  'staff/catalogue-addon-group-update': 'categories',
  'staff/catalogue-addon-group-archive': 'categories',
  'staff/catalogue-addon-group-restore': 'categories',
  'staff/catalogue-combos': 'catalogue',
  'staff/catalogue-combo': 'catalogue',
  'staff/catalogue-combo-create': 'catalogue',
  'staff/catalogue-combo-update': 'catalogue',
  'staff/catalogue-combo-archive': 'catalogue',
  'staff/catalogue-combo-restore': 'catalogue',
  'staff/catalogue-combo-part-choices': 'catalogue',
  'staff/catalogue-import-check': 'catalogue',
  'staff/catalogue-import-apply': 'catalogue',
  // The customers' home (decision 0283): editors and admins.
  'staff/home': 'content',
  'staff/home-save': 'content',
  'staff/home-publish': 'content',
  'staff/home-discard': 'content',
  'staff/home-find': 'content',
  // The shop's labels in every language, and its settings (decision 0284).
  'staff/words': 'content',
  'staff/words-save': 'content',
  'staff/settings': 'shop_settings',
  'staff/settings-save': 'shop_settings',
  'staff/tax': 'shop_settings',
  'staff/tax-rate-add': 'shop_settings',
  'staff/tax-rate-end': 'shop_settings',
  'staff/tax-charges-save': 'shop_settings',
} as const satisfies Readonly<Record<string, Permission>>;

/** The permission a staff call needs, or null for a path the table does not name. */
export function permissionOfCall(path: string): Permission | null {
  return (STAFF_CALL_PERMISSIONS as Readonly<Record<string, Permission>>)[path] ?? null;
}

/**
 * The permission each staff event stream needs (api/streams/), as a staff call's: the live queue is
 * the orders' (it carries customers' names, phones and addresses), the partner lists the partners'.
 * A staff stream without an entry fails at start (api/stream.ts; decision 0312).
 */
export const STAFF_STREAM_PERMISSIONS = {
  'staff/queue': 'orders',
  'staff/partners': 'partners',
} as const satisfies Readonly<Record<string, Permission>>;
export type StaffStreamPath = keyof typeof STAFF_STREAM_PERMISSIONS;

/** The permission a staff event stream needs, or null for a path the table does not name. */
export function permissionOfStream(path: string): Permission | null {
  return (STAFF_STREAM_PERMISSIONS as Readonly<Record<string, Permission>>)[path] ?? null;
}
