// §4 Notifications: the unread count is the number of entries with is_read 0.
import type { OrderStatusName } from '../orders/order-flow.ts';
import { shopLocale, shopToday } from '../calendar.ts';
import { customerSlotText } from '../slots/slots.ts';
import { fillTemplate } from '../text.ts';
import type { FulfilmentMode, Notification } from '../types.ts';

export function unreadCount(notifications: readonly Pick<Notification, 'is_read'>[]): number {
  return notifications.filter((notification) => notification.is_read === 0).length;
}

/** The list after mark-one-read succeeded, so the badge drops without refetching. */
export function markNotificationRead<T extends Pick<Notification, 'id' | 'is_read'>>(
  notifications: readonly T[],
  id: number,
): T[] {
  return notifications.map((notification) => (notification.id === id ? { ...notification, is_read: 1 } : notification));
}

/**
 * The alerts' sentences, in English (§4 Order lifecycle; decision 0244). They are among the
 * server's words (src/server/said.ts spreads them into SAID), so an alert stored in English is
 * shown and pushed in the customer's language (decision 0220).
 * The rejection with the store's reason comes before the one without: a sentence is recognised by
 * its English text, and the shorter one would match the longer's start.
 */
const ORDER_ALERTS = {
  saidAlertPaymentFailedTitle: 'Payment not completed',
  saidAlertPaymentFailed:
    'The online payment for order {id} did not complete, so nothing was charged and its items were put back. Pay again or choose cash on delivery.',
  saidAlertPaidAfterAllTitle: 'Payment received',
  saidAlertPaidAfterAll:
    'The payment for order {id} came through after all: your order is placed and the store has it.',
  saidAlertAcceptedTitle: 'Order accepted',
  saidAlertAccepted: 'The store accepted your order {id}.',
  saidAlertPreparingTitle: 'Order being packed',
  saidAlertPreparing: 'The store is packing your order {id}.',
  saidAlertReadyToCollectTitle: 'Ready to collect',
  saidAlertReadyToCollect: 'Your order {id} is packed and waiting for you at the store.',
  saidAlertPackedTitle: 'Order packed',
  saidAlertPacked: 'Your order {id} is packed; a delivery partner will pick it up soon.',
  saidAlertPartnerTitle: 'Delivery partner assigned',
  saidAlertPartner: 'A delivery partner is heading to the store for your order {id}.',
  saidAlertOnTheWayTitle: 'On the way',
  saidAlertOnTheWay: 'Your order {id} has been picked up and is on its way to you.',
  saidAlertDeliveredTitle: 'Delivered',
  saidAlertDelivered: 'Your order {id} was delivered. Enjoy, and tell us how it went.',
  saidAlertCollectedTitle: 'Collected',
  saidAlertCollected: 'You collected your order {id}. Enjoy, and tell us how it went.',
  saidAlertCancelledTitle: 'Order cancelled',
  saidAlertCancelled: 'Your order {id} was cancelled.',
  saidAlertRejectedTitle: 'Order not accepted',
  saidAlertRejectedWhy: 'The store could not take your order {id}. The store says: {reason}',
  saidAlertRejected: 'The store could not take your order {id}.',
  // Said after the step's sentence while the order is on its way to its slot (decision 0287).
  saidAlertSlotLine: 'Slot: {slot}.',
} as const;

/** A line short at packing (decision 0285): the counter's question, and what the line became. */
const SHORT_LINE_ALERTS = {
  saidAlertSubstitutionAskTitle: 'An item is short',
  saidAlertSubstitutionAsk:
    '{item} is short in your order {id}. The store offers {substitute} instead: say yes or no on your order page.',
  saidAlertSubstitutionCallTitle: 'The store will call you',
  saidAlertSubstitutionCall: '{item} is short in your order {id}. The store will call you to ask what you would like.',
  saidAlertSubstitutedTitle: 'Item replaced',
  saidAlertSubstituted: '{item} in your order {id} was replaced by {substitute}. Refunded: {amount}.',
  saidAlertShortRefundedTitle: 'Item refunded',
  saidAlertShortRefunded: '{item} was short in your order {id}. Refunded: {amount}.',
} as const;

/** The alerts of money coming back and of purchases (refunds, a wallet top-up, a membership bought online). */
const MONEY_ALERTS = {
  saidAlertRefundSentTitle: 'Refund on its way',
  saidAlertRefundSent: '{amount} paid for order {id} is being refunded to how you paid.',
  saidAlertRefundToWalletTitle: 'Refunded to your wallet',
  saidAlertRefundToWallet: '{amount} paid for order {id} is in your wallet.',
  saidAlertWalletToppedUpTitle: 'Wallet topped up',
  saidAlertWalletToppedUp: '{amount} was added to your wallet.',
  saidAlertMembershipActiveTitle: 'Membership active',
  saidAlertMembershipActive: '{plan}: {kg} kg to use until {date}.',
  saidAlertMembershipExtendedTitle: 'Membership extended',
  saidAlertMembershipExtended: '{plan}: {kg} kg to use until {date}.',
} as const;

/**
 * Staff opened the customer's account (decision 0276): a phone order they called for, or an admin
 * looking into it; said with the staff member's name and the moment, so a customer who did not ask
 * knows to tell the shop.
 */
const ACCOUNT_ALERTS = {
  saidAlertStaffInAccountTitle: 'Staff opened your account',
  saidAlertStaffPhoneOrder:
    '{staff} of our shop opened your account on {at} to take your order on the phone. If you did not call us, tell the shop.',
  saidAlertStaffSignedIn:
    '{staff} of our shop opened your account on {at} to look into it for you. If you did not ask for this, tell the shop.',
} as const;

/** Every alert's words in English, under the label keys the shop's languages say them with. */
export const ALERT_TEXTS = { ...ORDER_ALERTS, ...SHORT_LINE_ALERTS, ...MONEY_ALERTS, ...ACCOUNT_ALERTS } as const;

type AlertTextKey = keyof typeof ALERT_TEXTS;

/**
 * The alert codes: each names its message's label key and its title's. An alert is stored as its
 * code and parameters and said in the reader's language when read or pushed (server/said.ts sayAlert;
 * decision 0263).
 */
export const ALERT_TITLES = {
  saidAlertPaymentFailed: 'saidAlertPaymentFailedTitle',
  saidAlertPaidAfterAll: 'saidAlertPaidAfterAllTitle',
  saidAlertAccepted: 'saidAlertAcceptedTitle',
  saidAlertPreparing: 'saidAlertPreparingTitle',
  saidAlertReadyToCollect: 'saidAlertReadyToCollectTitle',
  saidAlertPacked: 'saidAlertPackedTitle',
  saidAlertPartner: 'saidAlertPartnerTitle',
  saidAlertOnTheWay: 'saidAlertOnTheWayTitle',
  saidAlertDelivered: 'saidAlertDeliveredTitle',
  saidAlertCollected: 'saidAlertCollectedTitle',
  saidAlertCancelled: 'saidAlertCancelledTitle',
  saidAlertRejectedWhy: 'saidAlertRejectedTitle',
  saidAlertRejected: 'saidAlertRejectedTitle',
  saidAlertSubstitutionAsk: 'saidAlertSubstitutionAskTitle',
  saidAlertSubstitutionCall: 'saidAlertSubstitutionCallTitle',
  saidAlertSubstituted: 'saidAlertSubstitutedTitle',
  saidAlertShortRefunded: 'saidAlertShortRefundedTitle',
  saidAlertRefundSent: 'saidAlertRefundSentTitle',
  saidAlertRefundToWallet: 'saidAlertRefundToWalletTitle',
  saidAlertWalletToppedUp: 'saidAlertWalletToppedUpTitle',
  saidAlertMembershipActive: 'saidAlertMembershipActiveTitle',
  saidAlertMembershipExtended: 'saidAlertMembershipExtendedTitle',
  saidAlertStaffPhoneOrder: 'saidAlertStaffInAccountTitle',
  saidAlertStaffSignedIn: 'saidAlertStaffInAccountTitle',
} as const satisfies Partial<Record<AlertTextKey, AlertTextKey>>;

export type AlertCode = keyof typeof ALERT_TITLES;

export function isAlertCode(code: string): code is AlertCode {
  return Object.hasOwn(ALERT_TITLES, code);
}

/** An alert as a notifications row stores it: the English words, and the code with its parameters (JSON). */
export interface AlertNotice {
  title: string;
  message: string;
  click_action: string;
  message_code: AlertCode;
  message_params: string;
}

/** Who reads an alert, and when: the slot it names is said in their language, 'Tomorrow' seen from that day. */
export interface AlertReading {
  /** The reader's language code ('en', 'mr'). */
  language: string;
  now: Date;
}

/**
 * The slot an alert names, from its parameters (slot_day 'yyyy-mm-dd', slot_start and slot_end in
 * minutes): kept as the slot, not as words, so that it is said when read, in the reader's language,
 * and "Tomorrow" is right on the day it is read (decision 0287).
 */
function slotOfParams(
  params: Readonly<Record<string, string>>,
): { day: string; start_minute: number; end_minute: number } | null {
  const { slot_day: day, slot_start: start, slot_end: end } = params;
  if (day === undefined || start === undefined || end === undefined) return null;
  const start_minute = Number(start);
  const end_minute = Number(end);
  return Number.isInteger(start_minute) && Number.isInteger(end_minute) ? { day, start_minute, end_minute } : null;
}

/** The alert's message, and after it the slot it names ('Slot: Tomorrow, 7–9 am.') when it names one. */
function messageWithSlot(
  labels: Readonly<Record<string, string>>,
  code: AlertCode,
  params: Readonly<Record<string, string>>,
  reading: AlertReading,
): string {
  const message = fillTemplate(labels[code] ?? ALERT_TEXTS[code], params);
  const slot = slotOfParams(params);
  if (!slot) return message;
  const words = { today: labels.todayText ?? 'Today', tomorrow: labels.tomorrowText ?? 'Tomorrow' };
  const slotWords = customerSlotText(slot, shopToday(reading.now), words, shopLocale(reading.language));
  return `${message} ${fillTemplate(labels.saidAlertSlotLine ?? ALERT_TEXTS.saidAlertSlotLine, { slot: slotWords })}`;
}

export function alertNotice(
  code: AlertCode,
  params: Readonly<Record<string, string>>,
  clickAction: string,
  now: Date = new Date(),
): AlertNotice {
  return {
    title: ALERT_TEXTS[ALERT_TITLES[code]],
    // The English words kept beside the code, as read when written.
    message: messageWithSlot({}, code, params, { language: 'en', now }),
    click_action: clickAction,
    message_code: code,
    message_params: JSON.stringify(params),
  };
}

/**
 * The order an alert is about: the running-order page it opens, else its `id` parameter (the
 * order alerts' and refunds' one); null for an alert of no order (a message to everyone, a plan).
 * A session staff hold for a customer shows only the alerts of the member's stores' orders
 * (decision 0294), and needs to know which order each is about.
 */
export function alertOrderId(alert: { message_params: string | null; click_action: string | null }): string | null {
  const page = /^\/running-order\/([^/?#]+)/.exec(alert.click_action ?? '')?.[1];
  if (page !== undefined) {
    try {
      return decodeURIComponent(page);
    } catch {
      return page;
    }
  }
  try {
    const params: unknown = JSON.parse(alert.message_params ?? 'null');
    const id = typeof params === 'object' && params !== null ? (params as Record<string, unknown>).id : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** An alert's words from its code: the language's labels where they have the keys, else English. */
export function alertWords(
  labels: Readonly<Record<string, string>>,
  code: AlertCode,
  params: Readonly<Record<string, string>>,
  reading: AlertReading = { language: 'en', now: new Date() },
): { title: string; message: string } {
  const titleKey = ALERT_TITLES[code];
  return {
    title: labels[titleKey] ?? ALERT_TEXTS[titleKey],
    message: messageWithSlot(labels, code, params, reading),
  };
}

/** The steps whose alert names the order's slot: those before it leaves the store, when the slot is still to come. */
const STEPS_NAMING_THE_SLOT: readonly OrderStatusName[] = [
  'placed',
  'accepted',
  'preparing',
  'ready_for_pickup',
  'partner_assigned',
];

/**
 * The alert a customer gets when their order takes a step (§4 Order lifecycle; decision 0244):
 * every step after placing it, worded by its mode (a self-pickup order is ready to collect, not
 * waiting for a partner); a rejection says the store's reason when it gave one. Null for a status that tells the customer nothing new (placed: they
 * did it), but for an order placed after its payment was said to have failed (`from`). In English:
 * the customer reads it in their language (ORDER_ALERTS).
 */
export function orderStepNotice(
  status: OrderStatusName,
  order: {
    unique_order_id: string;
    mode: FulfilmentMode;
    cancel_reason?: string | null;
    slot_day?: string | null;
    slot_start_minute?: number | null;
    slot_end_minute?: number | null;
  },
  from?: OrderStatusName,
  now: Date = new Date(),
): AlertNotice | null {
  const id = order.unique_order_id;
  // An order placed for a slot: the steps before it leaves the store say the slot (decision 0287).
  const slot: Record<string, string> =
    STEPS_NAMING_THE_SLOT.includes(status) &&
    order.slot_day != null &&
    order.slot_start_minute != null &&
    order.slot_end_minute != null
      ? {
          slot_day: order.slot_day,
          slot_start: String(order.slot_start_minute),
          slot_end: String(order.slot_end_minute),
        }
      : {};
  const notice = (code: AlertCode, reason?: string) =>
    alertNotice(
      code,
      reason === undefined ? { id, ...slot } : { id, reason, ...slot },
      `/running-order/${encodeURIComponent(id)}`,
      now,
    );
  switch (status) {
    case 'placed':
      // Paid after an alert said the payment did not complete (a late payment, a retry): said too.
      return from === 'payment_failed' ? notice('saidAlertPaidAfterAll') : null;
    case 'awaiting_payment':
      return null;
    case 'payment_failed':
      return notice('saidAlertPaymentFailed');
    case 'accepted':
      return notice('saidAlertAccepted');
    case 'preparing':
      return notice('saidAlertPreparing');
    case 'ready_for_pickup':
      return order.mode === 'SELFPICKUP' ? notice('saidAlertReadyToCollect') : notice('saidAlertPacked');
    case 'partner_assigned':
      return notice('saidAlertPartner');
    case 'on_the_way':
      return notice('saidAlertOnTheWay');
    case 'delivered':
      return notice('saidAlertDelivered');
    case 'collected':
      return notice('saidAlertCollected');
    case 'cancelled':
      return notice('saidAlertCancelled');
    case 'rejected':
      // The store's reason, as the running-order page shows it.
      return order.cancel_reason ? notice('saidAlertRejectedWhy', order.cancel_reason) : notice('saidAlertRejected');
  }
}
