// Alerts stored before they carried a message code (migration 023) are given one when their words
// are one of the alerts' sentences (decision 0308): the server no longer reads English words back
// into codes when an alert is shown, so an alert without a code is shown as it is stored. The
// title must be the code's title and the message its sentence, each {value} taken as written; a
// row that matches no sentence (a staff broadcast, the shop's own words, an older wording) keeps
// no code. The sentences are this migration's own copy, as they read when it was written: the
// alerts' table (domain/notifications/notifications.ts) moves on, and what this matched must not.
// Rows are read in pages by id, so a large table never sits in memory at once.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

/** The notifications table as this migration knows it. */
interface AlertTables {
  notifications: {
    id: number;
    title: string;
    message: string;
    message_code: string | null;
    message_params: string | null;
  };
}

/**
 * Each alert code, its title and its message. The rejection with the store's reason comes before
 * the one without: the shorter would take the longer's reason as part of its order number.
 */
const ALERTS: readonly (readonly [code: string, title: string, message: string])[] = [
  [
    'saidAlertPaymentFailed',
    'Payment not completed',
    'The online payment for order {id} did not complete, so nothing was charged and its items were put back. Pay again or choose cash on delivery.',
  ],
  [
    'saidAlertPaidAfterAll',
    'Payment received',
    'The payment for order {id} came through after all: your order is placed and the store has it.',
  ],
  ['saidAlertAccepted', 'Order accepted', 'The store accepted your order {id}.'],
  ['saidAlertPreparing', 'Order being packed', 'The store is packing your order {id}.'],
  ['saidAlertReadyToCollect', 'Ready to collect', 'Your order {id} is packed and waiting for you at the store.'],
  ['saidAlertPacked', 'Order packed', 'Your order {id} is packed; a delivery partner will pick it up soon.'],
  ['saidAlertPartner', 'Delivery partner assigned', 'A delivery partner is heading to the store for your order {id}.'],
  ['saidAlertOnTheWay', 'On the way', 'Your order {id} has been picked up and is on its way to you.'],
  ['saidAlertDelivered', 'Delivered', 'Your order {id} was delivered. Enjoy, and tell us how it went.'],
  ['saidAlertCollected', 'Collected', 'You collected your order {id}. Enjoy, and tell us how it went.'],
  ['saidAlertCancelled', 'Order cancelled', 'Your order {id} was cancelled.'],
  ['saidAlertRejectedWhy', 'Order not accepted', 'The store could not take your order {id}. The store says: {reason}'],
  ['saidAlertRejected', 'Order not accepted', 'The store could not take your order {id}.'],
  [
    'saidAlertSubstitutionAsk',
    'An item is short',
    '{item} is short in your order {id}. The store offers {substitute} instead: say yes or no on your order page.',
  ],
  [
    'saidAlertSubstitutionCall',
    'The store will call you',
    '{item} is short in your order {id}. The store will call you to ask what you would like.',
  ],
  [
    'saidAlertSubstituted',
    'Item replaced',
    '{item} in your order {id} was replaced by {substitute}. Refunded: {amount}.',
  ],
  ['saidAlertShortRefunded', 'Item refunded', '{item} was short in your order {id}. Refunded: {amount}.'],
  ['saidAlertRefundSent', 'Refund on its way', '{amount} paid for order {id} is being refunded to how you paid.'],
  ['saidAlertRefundToWallet', 'Refunded to your wallet', '{amount} paid for order {id} is in your wallet.'],
  ['saidAlertWalletToppedUp', 'Wallet topped up', '{amount} was added to your wallet.'],
  ['saidAlertMembershipActive', 'Membership active', '{plan}: {kg} kg to use until {date}.'],
  ['saidAlertMembershipExtended', 'Membership extended', '{plan}: {kg} kg to use until {date}.'],
  [
    'saidAlertStaffPhoneOrder',
    'Staff opened your account',
    '{staff} of FarmCart opened your account on {at} to take your order on the phone. If you did not call us, tell the shop.',
  ],
  [
    'saidAlertStaffSignedIn',
    'Staff opened your account',
    '{staff} of FarmCart opened your account on {at} to look into it for you. If you did not ask for this, tell the shop.',
  ],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each alert's title, and its message as a pattern with a group for each {value}. */
const PATTERNS = ALERTS.map(([code, title, message]) => ({
  code,
  title,
  names: [...message.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? ''),
  match: new RegExp(
    `^${message
      .split(/\{\w+\}/)
      .map(escaped)
      .join('(.+?)')}$`,
    's',
  ),
}));

/** The code and parameters (JSON) of an alert's stored words, or null when they are no alert's sentence. */
export function alertCodeOf(title: string, message: string): { code: string; params: string } | null {
  for (const pattern of PATTERNS) {
    if (pattern.title !== title) continue;
    const found = pattern.match.exec(message);
    if (!found) continue;
    const params = Object.fromEntries(pattern.names.map((name, index) => [name, found[index + 1] ?? '']));
    return { code: pattern.code, params: JSON.stringify(params) };
  }
  return null;
}

const PAGE = 500;

export async function up(anyDb: Kysely<unknown>, _engine: Engine): Promise<void> {
  const db = anyDb as unknown as Kysely<AlertTables>;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'title', 'message'])
      .where('message_code', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const coded = alertCodeOf(row.title, row.message);
      if (coded)
        await db
          .updateTable('notifications')
          .set({ message_code: coded.code, message_params: coded.params })
          .where('id', '=', row.id)
          .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.id;
  }
}
