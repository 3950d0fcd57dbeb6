// Order updates by message (decision 0340): the channel a customer chose for them, which steps of an
// order send one and under which label key its words are, and the cap on how many one customer gets.
// Pure: the outbox's service (services/notifications/order-messages.ts) reads the rows around it.
import type { OrderStatusName } from '../orders/order-flow.ts';

/** How a customer's order updates reach them: push (the in-app alert and Web Push, as always), or a message beside it. */
export const ORDER_UPDATE_CHANNELS = ['push', 'whatsapp', 'sms', 'none'] as const;
export type OrderUpdateChannel = (typeof ORDER_UPDATE_CHANNELS)[number];

/** What an account without a choice gets: what every account got before there was one. */
export const DEFAULT_ORDER_UPDATES: OrderUpdateChannel = 'push';

export function isOrderUpdateChannel(value: string): value is OrderUpdateChannel {
  return (ORDER_UPDATE_CHANNELS as readonly string[]).includes(value);
}

/** The outbox channel a choice sends on; null for push and none (the alert stays in the app). */
export function messageChannelOf(choice: OrderUpdateChannel): 'whatsapp' | 'sms' | null {
  return choice === 'whatsapp' || choice === 'sms' ? choice : null;
}

/**
 * The kinds of order-update messages, each its own provider template (WhatsApp and DLT templates
 * are registered per kind) and its own label key with the words, {shop} and {id} filled in.
 */
export const ORDER_MESSAGE_WORDS = {
  'order-accepted': 'messageOrderAccepted',
  'order-on-the-way': 'messageOrderOnTheWay',
  'order-delivered': 'messageOrderDelivered',
  'order-collected': 'messageOrderCollected',
  'order-cancelled': 'messageOrderCancelled',
  'order-substitution': 'messageOrderSubstitution',
  'order-refund': 'messageOrderRefund',
} as const;
export type OrderMessageKind = keyof typeof ORDER_MESSAGE_WORDS;

export const ORDER_MESSAGE_KINDS = Object.keys(ORDER_MESSAGE_WORDS) as OrderMessageKind[];

/** The message a step into `status` sends, or null for the steps that only alert in the app. */
export function orderMessageKindOf(status: OrderStatusName): OrderMessageKind | null {
  switch (status) {
    case 'accepted':
      return 'order-accepted';
    case 'on_the_way':
      return 'order-on-the-way';
    case 'delivered':
      return 'order-delivered';
    case 'collected':
      return 'order-collected';
    // A store's rejection calls the order off as a cancellation does: the same word reaches the customer.
    case 'cancelled':
    case 'rejected':
      return 'order-cancelled';
    default:
      return null;
  }
}

/**
 * The cap on order messages (decision 0340), over the last `windowMs`: at most `perOrder` of one
 * order and `perCustomer` of all a customer's orders, and a kind once per order (a second short
 * item, a refund sent in two parts: the first message already sent them to the order page). The
 * last word of an order (delivered, collected, cancelled) is sent past the order's cap, never past
 * the customer's.
 */
export const ORDER_MESSAGE_CAP = { perOrder: 3, perCustomer: 8, windowMs: 60 * 60_000 } as const;

const LAST_WORDS: ReadonlySet<OrderMessageKind> = new Set(['order-delivered', 'order-collected', 'order-cancelled']);

/**
 * Whether a message of `kind` is sent, given the order messages the customer was already sent
 * within the window: the kinds of this order's, and how many of all their orders. Beyond the cap it
 * is not sent: the update stays the in-app alert (and Web Push) every customer gets.
 */
export function orderMessageAllowed(
  kind: OrderMessageKind,
  recent: { ofOrder: readonly string[]; ofCustomer: number },
  cap: { perOrder: number; perCustomer: number } = ORDER_MESSAGE_CAP,
): boolean {
  if (recent.ofCustomer >= cap.perCustomer) return false;
  if (recent.ofOrder.includes(kind)) return false;
  return recent.ofOrder.length < cap.perOrder || LAST_WORDS.has(kind);
}

/** The kind of the console's test message (decision 0341): one variable, the moment it was sent. */
export const TEST_MESSAGE_KIND = 'test';

/**
 * Every kind of message the outbox sends, as the providers' template maps name them
 * (MSG91_TEMPLATES, WHATSAPP_TEMPLATES; docs/deploy.md): codes by purpose, the reset code, the
 * account notices, the order updates and an admin's test message (decision 0341).
 */
export const MESSAGE_KINDS: readonly string[] = [
  'otp-login',
  'otp-register',
  'otp-partner_signup',
  'otp-staff_consent',
  'reset-code',
  'contact-code',
  'contact-in-use',
  'email-changed',
  'phone-changed',
  'password-changed',
  ...ORDER_MESSAGE_KINDS,
  TEST_MESSAGE_KIND,
];
