// Everything the shop holds on one customer, as one JSON document (decision 0330; India's DPDP Act
// 2023 s.11 and GDPR Art. 15 and 20): the account, addresses, orders with their lines, payments and
// refunds, the wallet and its entries, memberships and purchases, alerts, push subscriptions,
// favourites, ratings, farm-visit bookings, signed-in devices and coupon uses. No secret leaves:
// no password hash, session token, one-time code or push key; a push subscription names only its
// push service. The customer downloads it from My account, an admin from the console; both audited.
import { parsePushSubscription } from '../../../domain/notifications/push.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';

/** The export's format: a reader of an older file knows which fields it may find. */
const EXPORT_VERSION = 1;

/** Who asked: the customer themselves, or an admin in the console (their id goes to the audit log). */
export type ExportAsker = { kind: 'customer' } | { kind: 'staff'; staffId: number };

export interface CustomerDataExport {
  format: 'customer-data';
  version: number;
  exported_at: string;
  account: Record<string, unknown>;
  [part: string]: unknown;
}

/** The document, or null when no such customer (or only an erased marker) is there. */
export async function customerDataExport(
  ctx: ShopContext,
  userId: number,
  asker: ExportAsker,
  client: Client,
): Promise<CustomerDataExport | null> {
  const account = await ctx.db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'avatar',
      'tax_number',
      'is_banned',
      'wallet_balance_paise',
      'default_address_id',
      'substitution_default',
      'created_at',
    ])
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!account) return null;
  const [addresses, orders, walletEntries, memberships, purchases, alerts, pushTokens] = await Promise.all([
    ctx.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ctx.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ctx.db.selectFrom('wallet_transactions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ctx.db.selectFrom('memberships').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ctx.db
      .selectFrom('purchases')
      .select(['id', 'public_id', 'kind', 'plan_id', 'amount_paise', 'currency', 'provider', 'status', 'paid_at'])
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('notifications')
      .select(['id', 'title', 'message', 'message_code', 'message_params', 'is_read', 'click_action', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('push_tokens')
      .select(['id', 'token', 'language_code', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  const [favouriteStores, favouriteItems, ratings, farmVisits, devices, couponUses] = await Promise.all([
    ctx.db.selectFrom('favourite_stores').select(['store_id', 'created_at']).where('user_id', '=', userId).execute(),
    ctx.db.selectFrom('favourite_items').select(['item_id', 'created_at']).where('user_id', '=', userId).execute(),
    ctx.db
      .selectFrom('ratings')
      .select(['order_id', 'store_id', 'stars', 'comment', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    ctx.db.selectFrom('farm_visits').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ctx.db
      .selectFrom('sessions')
      .select(['device', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('coupon_redemptions')
      .select(['coupon_id', 'order_id', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const document: CustomerDataExport = {
    format: 'customer-data',
    version: EXPORT_VERSION,
    exported_at: ctx.now().toISOString(),
    account,
    addresses,
    orders: await ordersWithLines(ctx, orders),
    wallet: { balance_paise: account.wallet_balance_paise, entries: walletEntries },
    memberships,
    purchases,
    alerts,
    push_subscriptions: pushTokens.map(({ token, ...row }) => ({ ...row, push_service: pushServiceOf(token) })),
    favourite_stores: favouriteStores,
    favourite_items: favouriteItems,
    ratings,
    farm_visits: farmVisits,
    signed_in_devices: devices,
    coupon_uses: couponUses,
    // The cookie banner's answer is kept on the device only (pages/consent.ts), never on the server.
    consents: [],
  };
  await audit(
    ctx,
    'customer_data_exported',
    userId,
    client,
    asker.kind === 'staff' ? { staff_id: asker.staffId, action: `user ${userId}` } : null,
  );
  return document;
}

/** Each order with its lines (and a combo's parts), status steps, payments and refunds. */
async function ordersWithLines(ctx: ShopContext, orders: readonly OrderRow[]) {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, steps, payments, refunds] = await Promise.all([
    ctx.db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    ctx.db
      .selectFrom('order_status_events')
      .select(['order_id', 'status', 'at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('payment_attempts')
      .select(['order_id', 'provider', 'provider_order_id', 'provider_payment_id', 'amount_paise', 'currency'])
      .select(['status', 'created_at', 'updated_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('payment_refunds')
      .select(['order_id', 'amount_paise', 'status', 'destination', 'reason', 'provider_refund_id', 'created_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const parts =
    lines.length === 0
      ? []
      : await ctx.db
          .selectFrom('order_item_parts')
          .select(['order_item_id', 'item_id', 'variant_id', 'name', 'variant_name', 'quantity'])
          .where(
            'order_item_id',
            'in',
            lines.map((line) => line.id),
          )
          .orderBy('id')
          .execute();
  const partsOf = Map.groupBy(parts, (part) => part.order_item_id);
  const linesOf = Map.groupBy(lines, (line) => line.order_id);
  const stepsOf = Map.groupBy(steps, (step) => step.order_id);
  const paymentsOf = Map.groupBy(payments, (payment) => payment.order_id);
  const refundsOf = Map.groupBy(refunds, (refund) => refund.order_id);
  return orders.map((order) => ({
    ...order,
    lines: (linesOf.get(order.id) ?? []).map((line) => ({ ...line, combo_parts: partsOf.get(line.id) ?? [] })),
    steps: stepsOf.get(order.id) ?? [],
    payments: paymentsOf.get(order.id) ?? [],
    refunds: refundsOf.get(order.id) ?? [],
  }));
}

/** The push service a subscription sends through (its origin), never its path or keys. */
function pushServiceOf(token: string): string | null {
  const subscription = parsePushSubscription(token);
  return subscription ? new URL(subscription.endpoint).origin : null;
}
