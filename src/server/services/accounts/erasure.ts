// Deleting a customer's account (decision 0330). The orders, their lines, payments, refunds,
// wallet entries, coupon uses and ratings' stars stay: they are the shop's tax and account records
// (CGST Act s.36, Rule 56: eight years) and the reports' sums. The account row stays as an
// anonymous marker they point at, with no name, phone, e-mail, password or picture, so the phone
// and e-mail are free to sign up again. The orders lose the address and keep a coarse place. What
// serves only the customer goes: addresses, favourites, alerts, push subscriptions, sessions,
// codes, pending contact changes, farm-visit bookings and the text of their ratings.
import type { Transaction } from 'kysely';
import { coarsePoint, ERASED_ADDRESS, ERASED_NAME } from '../../../domain/accounts/erasure.ts';
import type { Database } from '../../db/schema.ts';

/** Tables whose rows serve only the customer, removed whole with the account. */
const PERSONAL_TABLES = [
  'addresses',
  'favourite_stores',
  'favourite_items',
  'notifications',
  'push_tokens',
  'sessions',
  'password_resets',
  'contact_changes',
  'idempotency_keys',
  'farm_visits',
] as const;

/** Erases the account inside the caller's transaction; `at` is when. */
export async function eraseAccount(trx: Transaction<Database>, userId: number, at: string): Promise<void> {
  const user = await trx.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  if (user.phone) await trx.deleteFrom('otps').where('phone', '=', user.phone).execute();
  // The messages sent to it hold its phone, e-mail and codes (decision 0335).
  await trx.deleteFrom('outbox_messages').where('customer_id', '=', userId).execute();
  if (user.phone) await trx.deleteFrom('outbox_messages').where('recipient', '=', user.phone).execute();
  await trx
    .updateTable('users')
    .set({
      name: ERASED_NAME,
      email: null,
      phone: null,
      password_hash: null,
      avatar: null,
      tax_number: null,
      default_address_id: null,
      // Banned too, so that nothing addressed to every customer (a broadcast) reaches the marker.
      is_banned: 1,
      erased_at: at,
    })
    .where('id', '=', userId)
    .execute();
  for (const table of PERSONAL_TABLES) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx.updateTable('ratings').set({ comment: '' }).where('user_id', '=', userId).execute();
  await coarsenOrderPlaces(trx, userId);
}

/** Each order's delivery address replaced by the marker; its point kept to a locality (decision 0330). */
async function coarsenOrderPlaces(trx: Transaction<Database>, userId: number): Promise<void> {
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'address_lat', 'address_lng'])
    .where('user_id', '=', userId)
    .where('address_text', 'is not', null)
    .execute();
  for (const order of orders) {
    await trx
      .updateTable('orders')
      .set({
        address_id: null,
        address_text: ERASED_ADDRESS,
        address_house: null,
        address_tag: null,
        address_lat: coarsePoint(order.address_lat),
        address_lng: coarsePoint(order.address_lng),
      })
      .where('id', '=', order.id)
      .execute();
  }
}
