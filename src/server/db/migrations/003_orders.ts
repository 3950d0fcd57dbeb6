// Orders (decision 0115, decision 0120; docs/architecture.md "API", "Database"): orders with a snapshot of
// what was bought and the delivery address, their status timeline, idempotency
// keys of place-order, coupon redemptions, the wallet ledger and store ratings.
// Every amount is integer paise, computed by the server (services/pricing/pricing.ts).
// Rows of a customer go with the customer's account (foreign keys cascade).
import type { Kysely } from 'kysely';
import { double, withId, type Engine } from './columns.ts';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const s = db.schema;

  await withId(s.createTable('orders'), engine)
    // Human-friendly and unguessable: 'FC-20261101-7KQ2M9XD' (services/orders/order-ids.ts).
    .addColumn('unique_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    // 'regular' or 'member' (§4 Members cart).
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('regular'))
    // placed → accepted → preparing → on_the_way (or ready_for_pickup) → delivered; or cancelled.
    .addColumn('status', 'text', (c) => c.notNull())
    // DELIVERY or SELFPICKUP (§1 userSelected).
    .addColumn('mode', 'text', (c) => c.notNull())
    // Snapshot of the delivery address, so a later edit or delete of the address does not rewrite history.
    .addColumn('address_id', 'integer')
    .addColumn('address_text', 'text')
    .addColumn('address_lat', double)
    .addColumn('address_lng', double)
    .addColumn('address_house', 'text')
    .addColumn('address_tag', 'text')
    .addColumn('distance_km', double)
    // yyyy-mm-dd; the day a pre-order (or a later delivery) is wanted.
    .addColumn('delivery_date', 'text')
    .addColumn('subtotal_paise', 'integer', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_charge_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tip_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_used_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('total_payable_paise', 'integer', (c) => c.notNull())
    // COD, WALLET or COD_WALLET (wallet covers part, the rest is paid on delivery).
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'text')
    // Member orders: the membership charged and the weight taken from it (grams or millilitres).
    .addColumn('membership_id', 'integer', (c) => c.references('memberships.id').onDelete('set null'))
    .addColumn('member_weight_grams', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .execute();
  await s.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
  await s.createIndex('orders_store').on('orders').column('store_id').execute();

  // What was bought, as it was when ordered: names, prices and addons are copies, not references.
  await withId(s.createTable('order_items'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_name', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
    // JSON list of §3 selected addons: addon_category_name, addon_id, addon_name, price (rupees).
    .addColumn('addons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('line_total_paise', 'integer', (c) => c.notNull())
    // Whether the line took stock (finite, not negative-allowed), so a cancel puts back exactly that.
    .addColumn('stock_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('order_items_order').on('order_items').column('order_id').execute();

  // The running-order timeline.
  await withId(s.createTable('order_status_events'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('order_status_events_order').on('order_status_events').column('order_id').execute();

  // place-order idempotency: a replay of a key answers the stored response.
  await withId(s.createTable('idempotency_keys'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // sha256 of the request as parsed, so the same key with another cart is told apart.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
    .execute();

  await withId(s.createTable('coupon_redemptions'), engine)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('coupon_redemptions_coupon').on('coupon_redemptions').column('coupon_id').execute();

  // The wallet ledger: every change of users.wallet_balance_paise, with the balance after it.
  await withId(s.createTable('wallet_transactions'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Signed: an order takes (negative), a refund or top-up gives (positive).
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    // 'order', 'refund' or 'topup'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('balance_after_paise', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('wallet_transactions_user').on('wallet_transactions').column('user_id').execute();

  // One rating per delivered order.
  await withId(s.createTable('ratings'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('ratings_store').on('ratings').column('store_id').execute();
}
