// Helpers of the delivery-partner tests: approved partners made straight in the database,
// and delivery orders of Asha's taken by the store to "ready" through the state machine.
import type { ShopContext } from '../../../../src/server/context.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { hashPassword } from '../../../../src/server/services/sessions/passwords.ts';
import { acceptJob, deliverJob, pickUpJob } from '../../../../src/server/services/delivery/jobs.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { ASHA, line, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';

const PARTNER_PASSWORD = 'ride-safe-2026';
/** FarmCart Kothrud, the demo store the fixtures order from (seed/demo/stores.ts). */
export const NEAR_KOTHRUD = { latitude: 18.5079, longitude: 73.8085 };

let partners = 0;

/** An approved partner, online near Kothrud unless told otherwise; answers its id. */
export async function approvedPartnerFixture(
  shop: ShopContext,
  options: { online?: boolean; name?: string } = {},
): Promise<number> {
  partners += 1;
  const { id } = await shop.db
    .insertInto('delivery_partners')
    .values({
      name: options.name ?? `Partner ${partners}`,
      phone: `+916${String(process.pid).padStart(6, '0').slice(-6)}${String(partners).padStart(3, '0')}`,
      aadhaar_masked: 'XXXX XXXX 1234',
      vehicle_type: 'scooter',
      vehicle_number: 'MH12AB1234',
      password_hash: await hashPassword(PARTNER_PASSWORD),
      status: 'approved',
      is_online: options.online === false ? 0 : 1,
      latitude: options.online === false ? null : NEAR_KOTHRUD.latitude,
      longitude: options.online === false ? null : NEAR_KOTHRUD.longitude,
      position_at: options.online === false ? null : shop.now().toISOString(),
      created_at: shop.now().toISOString(),
      approved_at: shop.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A partner fixture and a live session of theirs. */
export async function signedInPartner(shop: ShopContext, options: { online?: boolean } = {}) {
  const id = await approvedPartnerFixture(shop, options);
  return { id, token: await createRoleSession(shop, 'partner', id, 'Test phone') };
}

/** A cash delivery order of Asha's (to her Home in Kothrud), taken by the store to ready_for_pickup. */
export async function readyDeliveryOrder(shop: ShopContext, steps = 3): Promise<string> {
  const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
  const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [line(banana, 2)] })));
  for (let step = 0; step < steps; step++) unwrap(await advanceOrder(shop, order.unique_order_id));
  return order.unique_order_id;
}

/**
 * A ready order taken the rest of the way by a partner, each step at its own instant: accepted,
 * picked up, then delivered with the customer's code read from the database.
 */
export async function deliverByPartner(
  shop: ShopContext,
  partnerId: number,
  uniqueOrderId: string,
  at: { accept: Date; pickUp: Date; deliver: Date },
): Promise<void> {
  const when = (instant: Date): ShopContext => ({ ...shop, now: () => instant });
  unwrap(await acceptJob(when(at.accept), partnerId, uniqueOrderId));
  unwrap(await pickUpJob(when(at.pickUp), partnerId, uniqueOrderId));
  const { code } = await shop.db
    .selectFrom('order_deliveries')
    .innerJoin('orders', 'orders.id', 'order_deliveries.order_id')
    .select('order_deliveries.code')
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .executeTakeFirstOrThrow();
  unwrap(await deliverJob(when(at.deliver), partnerId, uniqueOrderId, code ?? undefined));
}
