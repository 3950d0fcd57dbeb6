// A customer session a staff member holds shows and offers only the stores the member reaches
// (decision 0294): a Kothrud counter member finds only Kothrud in the store lists, another store
// is not there, and cached answers of the shared lists are not given to the held session; an
// admin reaches every store; the customer's own session is not narrowed. A cart is priced and
// ordered at the member's store, whatever store its first line's item is of (heldCartStore), and
// the customer's alerts about another store's orders are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsAnswer } from '../../../../src/domain/api/notifications.ts';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import type { StoreInfo } from '../../../../src/domain/api/stores.ts';
import { orderStepNotice } from '../../../../src/domain/notifications/notifications.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { setStaffStores } from '../../../../src/server/services/staff/staff.ts';
import { apiCall, type CallAnswer, errorBody, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const PRIYA = { id: 1 };
const KIRAN = { id: 2, email: 'kiran@farmcart.example.in' };
/** FarmCart Kothrud's own point: several demo stores deliver there. */
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };
/** Baner (src/server/seed/demo/places.ts): Baner Green Basket (store 2) delivers there. */
const BANER = { lat: 18.559, lng: 73.7868 };

function tokenIn(answer: CallAnswer, name: string): string {
  const line = answer.cookies.find((cookie) => cookie.startsWith(`${name}=`));
  const token = line?.slice(name.length + 1).split(';')[0];
  if (!token) throw new Error(`no ${name} cookie in ${JSON.stringify(answer.cookies)}`);
  return token;
}

describe.skipIf(!engineAvailable)('a session staff hold for a customer', () => {
  let shop: TestShop;
  let kiran: string;
  let priya: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    kiran = await createRoleSession(shop, 'staff', KIRAN.id);
    priya = await createRoleSession(shop, 'staff', PRIYA.id);
  });
  afterAll(async () => {
    await shop.close();
  });

  async function heldBy(staffToken: string, phone: string): Promise<string> {
    const registered = await apiCall(
      shop,
      'staff/guest-register',
      { name: 'Ravi Patil', phone },
      { cookie: `fc_staff=${staffToken}` },
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const marker = tokenIn(registered, 'fc_acting');
    return `fc_session=${tokenIn(registered, 'fc_session')}; fc_acting=${marker}`;
  }

  const storeIds = (answer: CallAnswer) => (answer.body as StoreInfo[]).map((store) => store.id);

  it('offers a counter member only their own store, and another store is not there', async () => {
    // The shared list first, so that a cached copy of it exists.
    const everyone = await apiCall(shop, 'get-delivery-restaurants', KOTHRUD);
    expect(storeIds(everyone).length).toBeGreaterThan(1);
    const cookie = await heldBy(kiran, '98765 43001');
    const held = await apiCall(shop, 'get-delivery-restaurants', KOTHRUD, { cookie });
    expect(held.status).toBe(200);
    expect(storeIds(held)).toEqual([1]);
    expect((await apiCall(shop, 'get-restaurant-info-by-id/1', {}, { cookie })).status).toBe(200);
    expect((await apiCall(shop, 'get-restaurant-info-by-id/2', {}, { cookie })).status).toBe(404);
    // The shared copy is untouched by the held session's narrower answer.
    expect(storeIds(await apiCall(shop, 'get-delivery-restaurants', KOTHRUD))).toEqual(storeIds(everyone));
  });

  it('offers an admin every store', async () => {
    const cookie = await heldBy(priya, '98765 43002');
    const everyone = await apiCall(shop, 'get-delivery-restaurants', KOTHRUD);
    expect(storeIds(await apiCall(shop, 'get-delivery-restaurants', KOTHRUD, { cookie }))).toEqual(storeIds(everyone));
  });

  it('takes the session, not the banner cookie, as the judge', async () => {
    await heldBy(kiran, '98765 43003');
    // The customer's own session with a made-up banner cookie is not narrowed.
    const own = await apiCall(shop, 'login', { phone: '+919800000002', password: 'demo1234' });
    const ownCookie = `fc_session=${tokenIn(own, 'fc_session')}; fc_acting=call_order%7CX`;
    expect(
      storeIds(await apiCall(shop, 'get-delivery-restaurants', KOTHRUD, { cookie: ownCookie })).length,
    ).toBeGreaterThan(1);
  });

  it('narrows a held session’s catalogue reads with its banner cookie dropped: its token says it is held', async () => {
    const cookie = await heldBy(kiran, '98765 43007');
    const withoutBanner = cookie
      .split('; ')
      .filter((part) => !part.startsWith('fc_acting='))
      .join('; ');
    expect(withoutBanner).not.toContain('fc_acting');
    expect(storeIds(await apiCall(shop, 'get-delivery-restaurants', KOTHRUD, { cookie: withoutBanner }))).toEqual([1]);
    expect((await apiCall(shop, 'get-restaurant-info-by-id/2', {}, { cookie: withoutBanner })).status).toBe(404);
  });

  it('prices and places a cart at the member’s store, never at the store of its first line', async () => {
    const baner = await shop.db
      .selectFrom('items')
      .select('id')
      .where('store_id', '=', 2)
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cookie = await heldBy(kiran, '98765 43004');
    const cart = { items: [{ id: baner.id, quantity: 1 }], mode: 'DELIVERY' as const };
    const address = { address: 'Pan Card Club Road, Baner, Pune 411045', ...BANER };
    // Without restaurant_id the store is Kiran's (Kothrud), so Baner's item is another store's line.
    const billed = await apiCall(
      shop,
      'confirm-cart',
      { ...cart, latitude: BANER.lat, longitude: BANER.lng },
      { cookie },
    );
    expect(billed.status, JSON.stringify(billed.body)).toBe(400);
    expect(Object.keys(errorBody(billed).fields ?? {})).toEqual(['items.0.id']);
    const placed = await apiCall(
      shop,
      'place-order',
      { ...cart, address, payment_method: 'COD', idempotency_key: 'held-first-line-baner' },
      { cookie },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(400);
    expect(Object.keys(errorBody(placed).fields ?? {})).toEqual(['items.0.id']);
    const coupon = await apiCall(
      shop,
      'apply-coupon',
      { coupon: 'WELCOME50', subtotal: 100, cartProducts: cart.items, latitude: BANER.lat, longitude: BANER.lng },
      { cookie },
    );
    expect(coupon.status, JSON.stringify(coupon.body)).not.toBe(200);
    const orders = await shop.db
      .selectFrom('orders')
      .select('store_id')
      .where('placed_by_staff_id', '=', KIRAN.id)
      .execute();
    expect(orders.map((order) => order.store_id)).not.toContain(2);
  });

  it('asks a member of several stores to name one, and takes none of another member’s', async () => {
    const cookie = await heldBy(kiran, '98765 43005');
    await setStaffStores(shop, KIRAN.email, [1, 3]);
    try {
      const cart = { items: [{ id: 5, quantity: 1 }], mode: 'SELFPICKUP' as const };
      const unnamed = await apiCall(shop, 'confirm-cart', cart, { cookie });
      expect(unnamed.status, JSON.stringify(unnamed.body)).toBe(400);
      expect(errorBody(unnamed).fields).toEqual({ restaurant_id: 'name one of your stores' });
      const other = await apiCall(shop, 'confirm-cart', { ...cart, restaurant_id: 2 }, { cookie });
      expect(other.status).toBe(403);
      expect(errorBody(other).fields).toEqual({ restaurant_id: 'not one of your stores' });
      const named = await apiCall(shop, 'confirm-cart', { ...cart, restaurant_id: 1 }, { cookie });
      expect(named.status, JSON.stringify(named.body)).toBe(200);
    } finally {
      await setStaffStores(shop, KIRAN.email, [1]);
    }
  });

  it('leaves the alerts about another store’s orders out', async () => {
    const cookie = await heldBy(kiran, '98765 43006');
    const customer = await shop.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '+919876543006')
      .executeTakeFirstOrThrow();
    const orderAt = async (storeId: number) => {
      const input = placeOrderRequest.parse({
        items: [{ id: 5, quantity: 2 }],
        restaurant_id: 1,
        mode: 'SELFPICKUP',
        payment_method: 'COD',
        idempotency_key: `held-alerts-${storeId}`,
      });
      const id = unwrap(await placeOrder(shop, customer.id, input)).order.unique_order_id;
      // The demo's Baner store delivers only: a Kothrud order moved there stands for one of its orders.
      await shop.db.updateTable('orders').set({ store_id: storeId }).where('unique_order_id', '=', id).execute();
      const notice = orderStepNotice('accepted', { unique_order_id: id, mode: 'SELFPICKUP' });
      if (!notice) throw new Error('no alert for an accepted order');
      await shop.db
        .insertInto('notifications')
        .values({ user_id: customer.id, ...notice, image: null, created_at: new Date().toISOString() })
        .execute();
      return id;
    };
    const kothrud = await orderAt(1);
    const baner = await orderAt(2);
    const about = (answer: CallAnswer) =>
      (answer.body as NotificationsAnswer).notifications.map((alert) => alert.data?.click_action);
    const held = await apiCall(shop, 'get-user-notifications', {}, { cookie });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(about(held)).toContain(`/running-order/${kothrud}`);
    expect(about(held)).not.toContain(`/running-order/${baner}`);
    expect((held.body as NotificationsAnswer).unread_count).toBe(about(held).length);
  });
});
