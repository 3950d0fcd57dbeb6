// The reports' summary tables (decision 0298) under orders placed at once: customers of one store
// and day place orders of a fruit and a vegetable, half of them the vegetable first (so their
// category rows in the other order), some cancel theirs at once, one change is refused and rolled
// back; every order gets through, each counted once, and the tables equal a recomputation from
// the orders, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillReportSums } from '../../../../src/server/db/report-sums.ts';
import { summaryRows } from './report-sums-rows.ts';
import { inWriteTransaction } from '../../../../src/server/db/write-transaction.ts';
import { fail } from '../../../../src/domain/api/errors.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { orderChanging } from '../../../../src/server/services/reports/summaries.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import {
  createCustomer,
  line,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';
import { said } from '../../../../src/server/said.ts';

const pickup = { address_id: null, mode: 'SELFPICKUP' };

describe.skipIf(!engineAvailable)(`the reports' summary tables on ${testEngine}`, () => {
  let shop: TestShop;
  let banana: VariantRef;
  let tomato: VariantRef;
  let mango: VariantRef;
  let onion: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    tomato = await variantRef(shop, 'tomato-kothrud', '1 kg');
    mango = await variantRef(shop, 'alphonso-mango-kothrud');
    onion = await variantRef(shop, 'onion-kothrud');
    for (const ref of [banana, tomato, mango, onion])
      await shop.db.updateTable('item_variants').set({ stock: 10_000 }).where('id', '=', ref.variantId).execute();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('sums orders placed and cancelled at once, each once, and equals a recomputation', async () => {
    const customers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createCustomer(shop, 0, `Racer ${index}`)),
    );
    const placed = await Promise.all(
      customers.map((customer, index) =>
        placeOrder(
          shop,
          customer,
          orderRequest({
            ...pickup,
            items: index % 2 === 0 ? [line(banana, 2), line(tomato, 1)] : [line(onion, 2), line(mango, 1)],
          }),
        ),
      ),
    );
    const ids = placed.map((result) => unwrap(result).order.unique_order_id);
    // Every third customer calls theirs off, all at once.
    await Promise.all(
      ids.flatMap((id, index) =>
        index % 3 === 0 ? [cancelOrder(shop, customers[index] ?? 0, id, 'Changed my mind').then(unwrap)] : [],
      ),
    );
    const written = await summaryRows(shop);
    const orders = written.report_order_sums ?? [];
    // 12 placed: 8 kept, 4 called off, on one store, day and mode.
    expect(orders.map((row) => row.split(' | ').slice(5, 7))).toEqual([
      ['0', '8'],
      ['1', '4'],
    ]);
    // Kept: four of each kind (2, 4, 8, 10 and 1, 5, 7, 11).
    const lines = (written.report_line_sums ?? []).map((row) => row.split(' | ').slice(3, 6));
    expect(lines).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        [`item:${banana.itemId}`, '8', '4'],
        [`item:${tomato.itemId}`, '4', '4'],
        [`item:${onion.itemId}`, '8', '4'],
        [`item:${mango.itemId}`, '4', '4'],
      ]),
    );
    expect((written.report_category_sums ?? []).length).toBeGreaterThanOrEqual(2);
    await fillReportSums(shop.db, shop.engine);
    expect(await summaryRows(shop)).toEqual(written);
  });

  it('moves nothing when the change is refused and rolled back', async () => {
    const before = await summaryRows(shop);
    const customer = await createCustomer(shop, 0, 'Refused');
    const id = unwrap(await placeOrder(shop, customer, orderRequest({ ...pickup, items: [line(banana, 3)] }))).order
      .unique_order_id;
    const placed = await summaryRows(shop);
    expect(placed).not.toEqual(before);
    const row = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('unique_order_id', '=', id)
      .executeTakeFirstOrThrow();
    const refused = await inWriteTransaction(shop, async (tx) => {
      await orderChanging(tx.db, row.id);
      await tx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', row.id).execute();
      return fail('conflict', said('saidInternal'));
    });
    expect(refused.ok).toBe(false);
    expect(await summaryRows(shop)).toEqual(placed);
  });

  it('refuses to note a change outside a write transaction', async () => {
    await expect(orderChanging(shop.db, 1)).rejects.toThrow(/write transaction/);
  });
});
