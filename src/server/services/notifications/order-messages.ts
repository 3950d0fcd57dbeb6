// Order updates by message (decision 0340): a step of an order the customer hears of (accepted, on
// its way, delivered or collected, cancelled, a short item to answer, a refund) is queued to the
// outbox in the transaction of the step, to the account's phone on the channel the customer chose
// (WhatsApp or SMS; push and none queue nothing, the in-app alert and Web Push go on as before), in
// the account's language with the shop's name. Beyond the cap (domain ORDER_MESSAGE_CAP) nothing is
// queued: the alert still says it.
import type { Kysely } from 'kysely';
import {
  DEFAULT_ORDER_UPDATES,
  isOrderUpdateChannel,
  messageChannelOf,
  ORDER_MESSAGE_CAP,
  ORDER_MESSAGE_KINDS,
  ORDER_MESSAGE_WORDS,
  type OrderMessageKind,
  orderMessageAllowed,
} from '../../../domain/notifications/order-messages.ts';
import type { Database } from '../../db/schema.ts';
import { messageWords } from './message-words.ts';
import { enqueueMessage } from './outbox.ts';

export interface OrderUpdate {
  kind: OrderMessageKind;
  order: { id: number; unique_order_id: string; user_id: number };
}

/**
 * Queues the order update in `db`, the transaction of the step that causes it; answers the outbox
 * row's id, or null when the customer gets none (push or none chosen, no phone, over the cap).
 */
export async function enqueueOrderUpdate(db: Kysely<Database>, update: OrderUpdate): Promise<number | null> {
  const { order, kind } = update;
  const user = await db
    .selectFrom('users')
    .select(['phone', 'order_updates', 'language', 'erased_at'])
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  if (!user?.phone || user.erased_at !== null) return null;
  const channel = messageChannelOf(
    isOrderUpdateChannel(user.order_updates) ? user.order_updates : DEFAULT_ORDER_UPDATES,
  );
  if (channel === null) return null;
  // On the outbox's own clock, which wrote the rows' created_at (real time, also where the shop's stands still).
  const since = new Date(Date.now() - ORDER_MESSAGE_CAP.windowMs).toISOString();
  const recent = await db
    .selectFrom('outbox_messages')
    .select(['order_id', 'kind'])
    .where('customer_id', '=', order.user_id)
    .where('kind', 'in', ORDER_MESSAGE_KINDS)
    .where('created_at', '>', since)
    .execute();
  const ofOrder = recent.filter((row) => row.order_id === order.id).map((row) => row.kind);
  if (!orderMessageAllowed(kind, { ofOrder, ofCustomer: recent.length })) return null;
  const words = await messageWords(db, user.language);
  return enqueueMessage(db, {
    channel,
    to: user.phone,
    kind,
    language: words.language,
    text: words.say(ORDER_MESSAGE_WORDS[kind], { id: order.unique_order_id }),
    // The templates' variables, in this order for every kind (docs/deploy.md): {{1}} the order, {{2}} the shop.
    params: [order.unique_order_id, words.shop],
    customerId: order.user_id,
    orderId: order.id,
  });
}
