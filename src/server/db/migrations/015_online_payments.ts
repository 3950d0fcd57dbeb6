// Online payments (decision 0252, decision 0254): an order paid online holds
// its stock, coupon use and wallet part until `payment_expires_at`; each attempt to pay is a
// provider order (payment_attempts, one paid payment at most, its provider ids unique); every
// signed webhook is kept by its provider event id, so a repeat is seen as one; a refund through
// the provider is a row whose unique key makes it happen once however often it is asked for.
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  // The hold's end while awaiting payment (ISO); null for orders not paid online.
  await s.alterTable('orders').addColumn('payment_expires_at', 'text').execute();
  // 'razorpay' for an order paid online; null otherwise.
  await s.alterTable('orders').addColumn('payment_provider', 'text').execute();
  // The sweep finds holds that ended: online orders still awaiting payment, by their hold's end.
  await s.createIndex('orders_status_payment_expiry').on('orders').columns(['status', 'payment_expires_at']).execute();

  await withId(s.createTable('payment_attempts'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's attempt (Razorpay order_…): a signal names it, so it finds the order.
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'created' → 'paid' or 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    // The payment that paid it: unique, so one payment never pays twice.
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('payment_attempts_order').on('payment_attempts').column('order_id').execute();

  await withId(s.createTable('payment_events'), engine)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the shop made of it: 'paid', 'failed', 'duplicate', 'refused: …', 'ignored'.
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event', ['provider', 'event_id'])
    .execute();

  await withId(s.createTable('payment_refunds'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // One refund per paid attempt, whoever asks for it and however often.
    .addColumn('attempt_id', 'integer', (c) => c.notNull().unique().references('payment_attempts.id'))
    // Sent to the provider with the refund; unique here too.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    // 'pending' → 'sent'; a failed call stays 'pending' and is tried again.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    // Who is sending it now: a sender claims the row before calling, so two never call at once.
    .addColumn('claimed_at', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('payment_refunds_status').on('payment_refunds').column('status').execute();
}
