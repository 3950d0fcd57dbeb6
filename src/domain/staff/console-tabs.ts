// The console's tabs (decision 0268): each screen and the permission it needs, so a member sees
// only the tabs their role can use, in this order.
import { may, type Permission, type StaffRole } from './permissions.ts';

export interface ConsoleTab {
  key: string;
  href: string;
  label: string;
  permission: Permission;
}

const CONSOLE_TABS: readonly ConsoleTab[] = [
  { key: 'orders', href: '/staff', label: 'Orders', permission: 'orders' },
  // What a new shop still shows as it came (its name, logo, contact, pages...) and where each is set (decision 0316).
  { key: 'shop', href: '/staff/your-shop', label: 'Your shop', permission: 'shop_settings' },
  // The orders a store's own rider carries (decision 0314).
  { key: 'rides', href: '/staff/rides', label: 'My deliveries', permission: 'rides' },
  { key: 'stock', href: '/staff/stock', label: 'Stock', permission: 'stock' },
  { key: 'call', href: '/staff/call-order', label: 'Phone order', permission: 'phone_orders' },
  { key: 'catalogue', href: '/staff/catalogue', label: 'Catalogue', permission: 'catalogue' },
  // The catalogue as a spreadsheet: export, and an import checked before it is applied (decision 0273).
  { key: 'import', href: '/staff/catalogue/import', label: 'Import', permission: 'catalogue' },
  { key: 'stores', href: '/staff/stores', label: 'Stores', permission: 'store_settings' },
  // A store's delivery and pickup slots (decision 0279).
  { key: 'slots', href: '/staff/slots', label: 'Slots', permission: 'store_settings' },
  // The areas the shop serves, found by customers by name or PIN (decision 0315): shop-wide, so admins'.
  { key: 'areas', href: '/staff/areas', label: 'Areas', permission: 'new_stores' },
  { key: 'coupons', href: '/staff/coupons', label: 'Coupons', permission: 'coupons' },
  // Sales, orders, items and service times of past days, from the orders (decision 0278).
  { key: 'reports', href: '/staff/reports', label: 'Reports', permission: 'reports' },
  // Pages, campaigns, recipes and the farm-visit text, written and published from the web (decision 0286).
  { key: 'content', href: '/staff/content', label: 'Content', permission: 'content' },
  { key: 'media', href: '/staff/media', label: 'Media', permission: 'media' },
  // The customers' home: its rows, sections, slides and deal of the day, previewed and published (decision 0283).
  { key: 'home', href: '/staff/home', label: 'Home', permission: 'content' },
  // The shop's labels in every language side by side, and its settings (decision 0284).
  { key: 'words', href: '/staff/words', label: 'Words', permission: 'content' },
  { key: 'settings', href: '/staff/settings', label: 'Settings', permission: 'shop_settings' },
  { key: 'people', href: '/staff/people', label: 'People', permission: 'staff_accounts' },
  // Who ordered, how often and for how much (decision 0327); signing in as one is the next tab.
  { key: 'customer-list', href: '/staff/customers', label: 'Customers', permission: 'customer_list' },
  { key: 'customers', href: '/auth/login-as-customer', label: 'Sign in as customer', permission: 'customers' },
  { key: 'partners', href: '/staff/partners', label: 'Partners', permission: 'partners' },
  { key: 'farm', href: '/staff/farm-visits', label: 'Farm visits', permission: 'farm_visits' },
  // The customers' app on their phones (version file, decision 0248).
  { key: 'app', href: '/staff/app', label: "Customers' app", permission: 'shop_wide' },
  { key: 'audit', href: '/staff/audit', label: 'Audit', permission: 'audit' },
  // The outbox of messages to people, the providers each channel uses and a test send (decision 0341).
  { key: 'messages', href: '/staff/messages', label: 'Messages', permission: 'messages' },
];

/** The query parameter naming the console page a member was sent away from, their role not using it. */
export const NO_ACCESS_PARAM = 'no_access';

/** The tabs a role sees. */
export function tabsOf(role: StaffRole): ConsoleTab[] {
  return CONSOLE_TABS.filter((tab) => may(role, tab.permission));
}

/**
 * The tab a console address belongs to (its own, or the longest tab address it starts with), if any;
 * the Orders tab is the console's root, so it holds only its own address.
 */
export function tabOfPath(path: string): ConsoleTab | undefined {
  return CONSOLE_TABS.filter(
    (tab) => path === tab.href || (tab.key !== 'orders' && path.startsWith(`${tab.href}/`)),
  ).sort((a, b) => b.href.length - a.href.length)[0];
}
