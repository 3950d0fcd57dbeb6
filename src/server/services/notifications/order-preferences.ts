// How a customer's order updates reach them (decision 0340), as My account reads and saves it: the
// channel, and the language of the page it was saved on, in which their messages are written from
// then on. WhatsApp and SMS go to the account's phone, so they need one.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { OrderUpdatesAnswer } from '../../../domain/api/notifications.ts';
import {
  DEFAULT_ORDER_UPDATES,
  isOrderUpdateChannel,
  messageChannelOf,
  ORDER_UPDATE_CHANNELS,
  type OrderUpdateChannel,
} from '../../../domain/notifications/order-messages.ts';
import type { ShopContext } from '../../context.ts';
import { said } from '../../said.ts';

export async function setOrderUpdates(
  ctx: ShopContext,
  userId: number,
  choice: OrderUpdateChannel,
): Promise<Result<OrderUpdatesAnswer>> {
  const channel = messageChannelOf(choice);
  // A shop without a WhatsApp provider does not offer it (SMS always has a transport: a provider, the webhook or the log).
  if (channel !== null && !ctx.outbox.sends(channel))
    return fail('validation_failed', said('saidUpdatesChannelOff'), { order_updates: said('saidFieldNotOffered') });
  const user = await ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  if (channel !== null && !user?.phone)
    return fail('validation_failed', said('saidPhoneForUpdates'), { order_updates: said('saidFieldPhoneForUpdates') });
  const language = ctx.language ?? null;
  await ctx.db.updateTable('users').set({ order_updates: choice, language }).where('id', '=', userId).execute();
  return ok({ order_updates: choice, language });
}

/** The choices this shop offers: WhatsApp only where a provider sends it. */
export function offeredOrderUpdates(ctx: ShopContext): OrderUpdateChannel[] {
  return ORDER_UPDATE_CHANNELS.filter((choice) => {
    const channel = messageChannelOf(choice);
    return channel === null || ctx.outbox.sends(channel);
  });
}

/** The customer's choice as stored, and whether the account has a phone to send messages to. */
export async function orderUpdatesOf(
  ctx: ShopContext,
  userId: number,
): Promise<{ choice: OrderUpdateChannel; hasPhone: boolean } | null> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['order_updates', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    choice: isOrderUpdateChannel(user.order_updates) ? user.order_updates : DEFAULT_ORDER_UPDATES,
    hasPhone: user.phone !== null && user.phone !== '',
  };
}
