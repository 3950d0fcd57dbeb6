// Low stock in the console (decision 0327): a threshold set on the stock screen is refused out of
// bounds and audited; an order taking the stock to it lists the variant under Low stock and counts
// it in the header, for the members of that store only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import type { StaffMember } from '../../../../src/domain/staff/staff.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { staffMember } from '../../../../src/server/services/staff/staff.ts';
import { lowStockCount } from '../../../../src/server/services/catalogue/staff-low-stock.ts';
import { setVariantStock, staffItems } from '../../../../src/server/services/catalogue/staff-stock.ts';
import { openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { createCustomer } from '../orders/orders-fixtures.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Meera manages store 1 (Kothrud), Sunita works store 2's counter. */
const MEERA = 4;
const SUNITA = 3;
/** Bananas 12 pc at FarmCart Kothrud (store 1): self-pickup, cash. */
const BANANA_ITEM = 5;

describe.skipIf(!engineAvailable)('low stock', () => {
  let shop: TestShop;
  let manager: StaffMember;
  let variantId: number;

  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    const meera = await staffMember(shop, MEERA, 0);
    if (!meera) throw new Error('the demo manager is missing');
    manager = meera;
    const variant = await shop.db
      .selectFrom('item_variants')
      .select('id')
      .where('item_id', '=', BANANA_ITEM)
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    variantId = variant.id;
    await shop.db
      .updateTable('item_variants')
      .set({ stock: 10, is_infinite: 0, is_negative: 0, is_active: 1 })
      .where('id', '=', variantId)
      .execute();
  });
  afterAll(async () => {
    await shop.close();
  });

  const lowIds = async () =>
    unwrap(await staffItems(shop, manager, { store_id: 1, low_stock: true })).items.map((item) => item.id);

  it('refuses a threshold out of bounds, naming the field', async () => {
    const answer = await setVariantStock(shop, manager, { variant_id: variantId, low_stock_at: -3 });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(Object.keys(answer.error.fields ?? {})).toEqual(['low_stock_at']);
  });

  it('lists a variant once an order takes its stock to the threshold, counted for its store only', async () => {
    const before = await lowStockCount(shop, [1]);
    const set = unwrap(await setVariantStock(shop, manager, { variant_id: variantId, low_stock_at: 8 }));
    expect(set.item.variants.find((variant) => variant.id === variantId)).toMatchObject({
      low_stock_at: 8,
      low: false,
    });
    expect(await lowIds()).not.toContain(BANANA_ITEM);
    const audited = await shop.db
      .selectFrom('staff_changes')
      .select(['staff_id', 'kind', 'summary', 'before_json', 'after_json'])
      .where('entity_id', '=', variantId)
      .where('kind', '=', 'variant')
      .execute();
    expect(audited.at(-1)).toMatchObject({
      staff_id: MEERA,
      before_json: '{"low_stock_at":null}',
      after_json: '{"low_stock_at":8}',
    });
    expect(audited.at(-1)?.summary).toMatch(/Low-stock alert of .* set to 8/);

    const customer = await createCustomer(shop, 0, 'Low Stock Buyer');
    const input = placeOrderRequest.parse({
      items: [{ id: BANANA_ITEM, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `low-stock-${Math.random().toString(36).slice(2)}`,
    });
    unwrap(await placeOrder(shop, customer, input));
    expect(await lowIds()).toContain(BANANA_ITEM);
    const listed = unwrap(await staffItems(shop, manager, { store_id: 1, low_stock: true })).items.find(
      (item) => item.id === BANANA_ITEM,
    );
    expect(listed?.variants.find((variant) => variant.id === variantId)).toMatchObject({
      stock: 8,
      low_stock_at: 8,
      low: true,
    });
    expect(await lowStockCount(shop, [1])).toBe(before + 1);
    // Another store's members do not count it.
    const sunita = await staffMember(shop, SUNITA, 0);
    expect(await lowStockCount(shop, sunita?.store_ids ?? [])).toBe(await lowStockCount(shop, [2]));
    expect(await lowStockCount(shop, [])).toBe(0);
  });

  it('leaves the list once a staff edit raises the stock, or the alert is removed', async () => {
    unwrap(await setVariantStock(shop, manager, { variant_id: variantId, stock: 30 }));
    expect(await lowIds()).not.toContain(BANANA_ITEM);
    unwrap(await setVariantStock(shop, manager, { variant_id: variantId, stock: 2 }));
    expect(await lowIds()).toContain(BANANA_ITEM);
    unwrap(await setVariantStock(shop, manager, { variant_id: variantId, low_stock_at: null }));
    expect(await lowIds()).not.toContain(BANANA_ITEM);
  });
});
