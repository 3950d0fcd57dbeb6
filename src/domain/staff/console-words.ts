// The console's own words (decision 0345): every label of the console's frame and of the counter's
// queue is a key of the words table, in English here and in Marathi beside the customers' words
// (server/seed/essentials/labels-console-mr.ts), editable on the Words screen under "The console".
// A member reads them in the language they chose; a page picks the keys its islands need and
// passes them as one prop, as the customers' pages do.

import type { StaffRole } from './permissions.ts';

/** The console's words in English, by key; {placeholders} are filled where the text is shown. */
export const CONSOLE_WORDS = {
  consoleStaff: 'Staff',
  consoleTitle: '{screen} · {shop} staff',
  consoleTabsName: 'Console',
  consoleLowStock: 'Low stock',
  consoleAllStores: 'all stores',
  consoleSignOut: 'Sign out',
  consoleLanguage: 'Console language',
  consoleLanguageSaved: 'The console is now in {language}.',
  consoleNoAccess: 'You do not have access to {page}: your role ({role}) cannot open it. Ask an admin if you need it.',
  consoleNoAccessThatPage: 'that page',
  consoleRoleAdmin: 'Admin',
  consoleRoleManager: 'Manager',
  consoleRoleEditor: 'Editor',
  consoleRoleCounter: 'Counter',
  consoleRoleRider: 'Rider',
  consoleTabOrders: 'Orders',
  consoleTabShop: 'Your shop',
  consoleTabRides: 'My deliveries',
  consoleTabStock: 'Stock',
  consoleTabCall: 'Phone order',
  consoleTabCatalogue: 'Catalogue',
  consoleTabImport: 'Import',
  consoleTabStores: 'Stores',
  consoleTabSlots: 'Slots',
  consoleTabAreas: 'Areas',
  consoleTabCoupons: 'Coupons',
  consoleTabReports: 'Reports',
  consoleTabContent: 'Content',
  consoleTabMedia: 'Media',
  consoleTabHome: 'Home',
  consoleTabWords: 'Words',
  consoleTabSettings: 'Settings',
  consoleTabPeople: 'People',
  consoleTabCustomerList: 'Customers',
  consoleTabCustomers: 'Sign in as customer',
  consoleTabPartners: 'Partners',
  consoleTabFarm: 'Farm visits',
  consoleTabApp: "Customers' app",
  consoleTabAudit: 'Audit',
  consoleTabMessages: 'Messages',
  // The counter's queue.
  consoleQueueStatusPlaced: 'New',
  consoleQueueStatusAccepted: 'Accepted',
  consoleQueueStatusPreparing: 'Preparing',
  consoleQueueStatusReady: 'Ready',
  consoleQueueStatusPartnerAssigned: 'Partner on the way',
  consoleQueueStatusOnTheWay: 'Out for delivery',
  consoleQueueStatusDelivered: 'Delivered',
  consoleQueueStatusCollected: 'Picked up',
  consoleQueueStatusCancelled: 'Cancelled by customer',
  consoleQueueStatusRejected: 'Rejected',
  consoleQueueStatusAwaitingPayment: 'Awaiting payment',
  consoleQueueStatusPaymentFailed: 'Payment failed',
  consoleQueueStepAccept: 'Accept',
  consoleQueueStepPrepare: 'Start preparing',
  consoleQueueStepMarkReady: 'Mark ready',
  consoleQueueStepHandOver: 'Picked up by customer',
  consoleQueuePayCash: 'Cash',
  consoleQueuePayWallet: 'Wallet',
  consoleQueuePayWalletCash: 'Wallet + cash',
  consoleQueuePayOnline: 'Paid online',
  consoleQueuePayOnlineWallet: 'Paid online + wallet',
  consoleQueueTitle: 'Orders',
  consoleQueueLive: 'Live: new orders appear here by themselves.',
  consoleQueueSound: 'New-order sound',
  consoleQueueTestSound: 'Test sound',
  consoleQueueShortcuts: 'Keyboard shortcuts',
  consoleQueueJustIn: 'Just in',
  consoleQueueDoneLately: 'Done lately',
  consoleQueueFind: 'Find an order',
  consoleQueueFindHint: 'Order number or phone',
  consoleQueueEmpty: 'No orders to prepare now. New ones appear here.',
} as const;

export type ConsoleWordKey = keyof typeof CONSOLE_WORDS;

/** A console tab's word (console-tabs.ts key 'customer-list' → consoleTabCustomerList), if it has one. */
export function tabWordKey(tabKey: string): ConsoleWordKey | undefined {
  const key = `consoleTab${tabKey.replace(/(^|-)([a-z])/g, (_whole, _dash: string, letter: string) => letter.toUpperCase())}`;
  return key in CONSOLE_WORDS ? (key as ConsoleWordKey) : undefined;
}

/** A role's name among the console's words. */
export function roleWordKey(role: StaffRole): ConsoleWordKey {
  return `consoleRole${role.charAt(0).toUpperCase()}${role.slice(1)}` as ConsoleWordKey;
}
