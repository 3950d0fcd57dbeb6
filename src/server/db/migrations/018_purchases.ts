// Buying online what is not an order (decision 0260):
// a membership plan or a wallet top-up is a purchase, paid by one attempt
// at a provider (its provider order id unique, so a signal finds it; its payment id unique, so one
// payment never counts twice). It is applied once, in the transaction that marks it paid. An
// order's attempt at a hosted checkout (Stripe) keeps the page's address, as a purchase does.
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('purchases'), engine)
    // What the customer's pages and the provider's return name it by: not guessable from another's.
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'membership' or 'wallet_topup'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.references('membership_plans.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // Set once the provider made the attempt (Razorpay order_…, Stripe cs_…).
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    // A hosted checkout's page (Stripe), to send the customer back to while it is open.
    .addColumn('checkout_url', 'text')
    // 'awaiting_payment' → 'paid', or 'failed' / 'expired' (a payment that still arrives is applied).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('purchases_user').on('purchases').columns(['user_id', 'id']).execute();
  // An order's attempt at a hosted checkout keeps its page too, so "Pay now" again reopens it.
  await s.alterTable('payment_attempts').addColumn('checkout_url', 'text').execute();
  await s.createIndex('purchases_status_expiry').on('purchases').columns(['status', 'expires_at']).execute();
}
