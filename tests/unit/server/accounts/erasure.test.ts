// Decision 0330: deleting an account keeps its orders, their money and the reports' sums, with an
// anonymous marker in place of the customer and a coarse place in place of the address; removes
// what serves only the customer; frees the phone and e-mail; waits while money or an order is open.
// On both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_ADDRESS, ERASED_NAME } from '../../../../src/domain/accounts/erasure.ts';
import { fillReportSums } from '../../../../src/server/db/report-sums.ts';
import { customerDataExport } from '../../../../src/server/services/accounts/customer-data.ts';
import { toggleFavourite } from '../../../../src/server/services/accounts/favourites.ts';
import { deleteAccount } from '../../../../src/server/services/accounts/users.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { rateOrder } from '../../../../src/server/services/orders/ratings.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';
import { summaryRows } from '../reports/report-sums-rows.ts';
import { ASHA, DEMO_PASSWORD, errorOf, signIn, TEST_CLIENT } from './accounts-helpers.ts';

describe.skipIf(!engineAvailable)(`deleting an account on ${testEngine} (decision 0330)`, () => {
  let shop: TestShop;
  let delivered = '';

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    await shop.db.updateTable('item_variants').set({ stock: 1000 }).where('id', '=', banana.variantId).execute();
    delivered = unwrap(await placeOrder(shop, ASHA.id, orderRequest({ items: [line(banana, 2)] }))).order
      .unique_order_id;
    for (let step = 0; step < 8; step++) {
      const moved = await advanceOrder(shop, delivered);
      if (!moved.ok) break;
    }
    unwrap(await rateOrder(shop, ASHA.id, { unique_order_id: delivered, stars: 4, comment: 'Rang the bell twice' }));
    await signIn(shop, ASHA.phone);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('waits while an order is on its way, and while the wallet holds money', async () => {
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const running = unwrap(
      await placeOrder(shop, ASHA.id, orderRequest({ items: [line(banana, 3)], address_id: null, mode: 'SELFPICKUP' })),
    ).order.unique_order_id;
    const waiting = errorOf(await deleteAccount(shop, ASHA.id, DEMO_PASSWORD, TEST_CLIENT));
    expect(waiting).toMatchObject({ code: 'conflict', message_code: { key: 'saidEraseOrderRunning' } });
    unwrap(await cancelOrder(shop, ASHA.id, running, 'Changed my mind'));

    await shop.db.updateTable('users').set({ wallet_balance_paise: 2500 }).where('id', '=', ASHA.id).execute();
    const owed = errorOf(await deleteAccount(shop, ASHA.id, DEMO_PASSWORD, TEST_CLIENT));
    expect(owed.message).toBe(
      'Your wallet holds ₹25. Spend it, or ask the shop to pay it back, before you delete your account.',
    );
    await shop.db.updateTable('users').set({ wallet_balance_paise: 0 }).where('id', '=', ASHA.id).execute();
    expect(await shop.db.selectFrom('users').select('name').where('id', '=', ASHA.id).executeTakeFirst()).toEqual({
      name: 'Asha Kulkarni',
    });
  });

  it('keeps the orders, their money and the reports, and anonymises the customer', async () => {
    unwrap(await toggleFavourite(shop, ASHA.id, 'store', 1));
    const ordersBefore = await shop.db
      .selectFrom('orders')
      .select(['id', 'unique_order_id', 'status', 'total_paise', 'store_id', 'address_lat', 'address_lng'])
      .where('user_id', '=', ASHA.id)
      .orderBy('id')
      .execute();
    expect(ordersBefore).toHaveLength(2);
    const linesBefore = await shop.db.selectFrom('order_items').selectAll().orderBy('id').execute();
    const sumsBefore = await summaryRows(shop);

    unwrap(await deleteAccount(shop, ASHA.id, DEMO_PASSWORD, TEST_CLIENT));

    const marker = await shop.db.selectFrom('users').selectAll().where('id', '=', ASHA.id).executeTakeFirstOrThrow();
    expect(marker).toMatchObject({
      name: ERASED_NAME,
      email: null,
      phone: null,
      password_hash: null,
      avatar: null,
      tax_number: null,
      default_address_id: null,
      is_banned: 1,
    });
    expect(marker.erased_at).not.toBeNull();

    const ordersAfter = await shop.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', ASHA.id)
      .orderBy('id')
      .execute();
    expect(
      ordersAfter.map(({ id, unique_order_id, status, total_paise, store_id }) => ({
        id,
        unique_order_id,
        status,
        total_paise,
        store_id,
      })),
    ).toEqual(
      ordersBefore.map(({ id, unique_order_id, status, total_paise, store_id }) => ({
        id,
        unique_order_id,
        status,
        total_paise,
        store_id,
      })),
    );
    const deliveredAfter = ordersAfter.find((order) => order.unique_order_id === delivered);
    const deliveredBefore = ordersBefore.find((order) => order.unique_order_id === delivered);
    expect(deliveredAfter).toMatchObject({
      address_id: null,
      address_text: ERASED_ADDRESS,
      address_house: null,
      address_tag: null,
    });
    // The locality stays (the state, the place of supply), the door does not.
    expect(deliveredAfter?.address_lat).toBeCloseTo(deliveredBefore?.address_lat ?? Number.NaN, 1);
    expect(deliveredAfter?.address_lat).toBe(Math.round((deliveredBefore?.address_lat ?? 0) * 100) / 100);
    expect(await shop.db.selectFrom('order_items').selectAll().orderBy('id').execute()).toEqual(linesBefore);

    const rating = await shop.db
      .selectFrom('ratings')
      .select(['stars', 'comment'])
      .where('user_id', '=', ASHA.id)
      .execute();
    expect(rating).toEqual([{ stars: 4, comment: '' }]);
    for (const table of ['addresses', 'notifications', 'push_tokens', 'sessions', 'favourite_stores'] as const) {
      const left = await shop.db.selectFrom(table).select('user_id').where('user_id', '=', ASHA.id).execute();
      expect(left, table).toEqual([]);
    }
    expect(await shop.db.selectFrom('otps').select('id').where('phone', '=', ASHA.phone).execute()).toEqual([]);

    // The reports read the same, as kept and as recomputed from the orders.
    expect(await summaryRows(shop)).toEqual(sumsBefore);
    await fillReportSums(shop.db, shop.engine);
    expect(await summaryRows(shop)).toEqual(sumsBefore);

    // Nothing is left to export, and the phone and e-mail sign up again as a new account.
    expect(await customerDataExport(shop, ASHA.id, { kind: 'customer' }, TEST_CLIENT)).toBeNull();
    expect(await shop.db.selectFrom('users').select('id').where('phone', '=', ASHA.phone).execute()).toEqual([]);
    const again = await shop.db
      .insertInto('users')
      .values({ name: 'Asha Again', phone: ASHA.phone, email: ASHA.email, created_at: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(again.id).not.toBe(ASHA.id);
  });
});
