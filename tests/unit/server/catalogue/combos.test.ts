// Combos as cart and order lines (decision 0193; §3 Combo, Item
// is_combo and items; §4 Cart, Item availability; §5 Stock): the server prices a combo from the
// database by the domain's rule, checks and takes each part's stock, stores the combo as one
// order line with its parts, gives the stock back on cancel, and brings it back on order again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comboPrice } from '../../../../src/domain/catalogue/combo.ts';
import { fromMinor } from '../../../../src/domain/money.ts';
import { cancelOrder } from '../../../../src/server/services/orders/cancel-order.ts';
import { checkCartAvailability } from '../../../../src/server/services/orders/cart.ts';
import { loadCombos } from '../../../../src/server/services/pricing/combo-lines.ts';
import { orderAgain } from '../../../../src/server/services/orders/order-again.ts';
import { getOrder } from '../../../../src/server/services/orders/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { priceCart } from '../../../../src/server/services/pricing/pricing.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import {
  ASHA,
  errorOf,
  line,
  NOW,
  orderRequest,
  stockOf,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

interface ComboRef {
  id: number;
  pricePaise: number;
  /** [variant id, quantity per combo] of each part. */
  parts: [number, number][];
}

async function comboRef(shop: TestShop, slug: string): Promise<ComboRef> {
  const combo = await shop.db
    .selectFrom('combos')
    .select(['id', 'price_paise'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const parts = await shop.db
    .selectFrom('combo_items')
    .select(['variant_id', 'quantity'])
    .where('combo_id', '=', combo.id)
    .orderBy('variant_id')
    .execute();
  return { id: combo.id, pricePaise: combo.price_paise, parts: parts.map((part) => [part.variant_id, part.quantity]) };
}

const comboLine = (combo: ComboRef, quantity = 1) => ({ combo_id: combo.id, quantity });

describe.skipIf(!engineAvailable)('combos as cart and order lines (§3 Combo, §5 Stock)', () => {
  let shop: TestShop;
  let veggie: ComboRef;
  let mango: ComboRef;
  let breakfast: ComboRef;
  let tomato: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    veggie = await comboRef(shop, 'weekly-veggie-basket');
    mango = await comboRef(shop, 'mango-lovers-box');
    breakfast = await comboRef(shop, 'breakfast-bundle');
    tomato = await variantRef(shop, 'tomato-kothrud', '1 kg');
    // Plenty of every part, so the tests below decide the stock they need.
    for (const [variantId] of [...veggie.parts, ...mango.parts])
      await shop.db
        .updateTable('item_variants')
        .set({ stock: 50, is_infinite: 0, is_negative: 0 })
        .where('id', '=', variantId)
        .execute();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('prices a combo from the database by the domain rule, whatever the client sends (§3 Combo price)', async () => {
    const input = orderRequest({ items: [{ ...comboLine(veggie, 2), price: 1, total: 1 }, line(tomato, 1)] });
    const priced = unwrap(
      await priceCart(shop, { userId: ASHA, lines: input.items, mode: 'DELIVERY', point: KOTHRUD }),
    );
    const combos = await loadCombos(shop.db, [veggie.id]);
    const now = combos.get(veggie.id);
    const rule = comboPrice({
      price: fromMinor(veggie.pricePaise),
      old_price: fromMinor(now?.oldPricePaise ?? 0),
      items: now?.parts.map((part) => ({
        id: part.itemId,
        name: '',
        quantity: part.quantity,
        item_variant: part.variant ?? null,
      })),
    });
    expect(priced.minor.subtotal).toBe(rule.unitMinor * 2 + tomato.pricePaise);
    expect(priced.bill.items[0]).toMatchObject({
      id: veggie.id,
      is_combo: 1,
      name: 'Weekly Veggie Basket',
      quantity: 2,
      unit_price: fromMinor(rule.unitMinor),
      variant_name: expect.stringContaining('Coriander'),
    });
  });

  it('never charges more than the parts when a part goes on a deep sale (§3 Combo price)', async () => {
    const [variantId] = mango.parts[0] ?? [0];
    const before = await shop.db
      .selectFrom('item_variants')
      .select('sale_price_paise')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    await shop.db.updateTable('item_variants').set({ sale_price_paise: 100 }).where('id', '=', variantId).execute();
    const priced = unwrap(await priceCart(shop, { lines: [comboLine(mango)], mode: 'DELIVERY', point: KOTHRUD }));
    expect(priced.minor.subtotal).toBeLessThan(mango.pricePaise);
    await shop.db
      .updateTable('item_variants')
      .set({ sale_price_paise: before.sale_price_paise })
      .where('id', '=', variantId)
      .execute();
  });

  it('takes each part’s stock on place-order, keeps the combo as one line with its parts, gives it back on cancel (§5)', async () => {
    const before = new Map(await Promise.all(veggie.parts.map(async ([id]) => [id, await stockOf(shop, id)] as const)));
    const tomatoBefore = await stockOf(shop, tomato.variantId);
    const { order } = unwrap(
      await placeOrder(shop, ASHA, orderRequest({ items: [comboLine(veggie, 2), line(tomato, 1)] })),
    );
    for (const [variantId, perCombo] of veggie.parts) {
      const extra = variantId === tomato.variantId ? 1 : 0;
      expect(await stockOf(shop, variantId)).toBe((before.get(variantId) ?? 0) - perCombo * 2 - extra);
    }
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      item_id: 0,
      combo_id: veggie.id,
      name: 'Weekly Veggie Basket',
      quantity: 2,
      unit_price: fromMinor(veggie.pricePaise),
      line_total: fromMinor(veggie.pricePaise * 2),
    });
    expect(order.items[0]?.parts.map((part) => part.quantity)).toEqual(
      expect.arrayContaining(veggie.parts.map(([, quantity]) => quantity)),
    );
    expect(order.items[1]).toMatchObject({ combo_id: null, parts: [] });
    expect(unwrap(await getOrder(shop, ASHA, order.unique_order_id)).order.items[0]?.parts).toHaveLength(
      veggie.parts.length,
    );

    unwrap(await cancelOrder(shop, ASHA, order.unique_order_id, null));
    for (const [variantId] of veggie.parts) expect(await stockOf(shop, variantId)).toBe(before.get(variantId));
    expect(await stockOf(shop, tomato.variantId)).toBe(tomatoBefore);
  });

  it('refuses a combo whose part is short, counting the item lines of that part too (§5)', async () => {
    // Tomato 1 kg is a part of the veggie basket: 3 left, 2 baskets and 2 loose packs ask for 4.
    await shop.db.updateTable('item_variants').set({ stock: 3 }).where('id', '=', tomato.variantId).execute();
    const refused = errorOf(
      await placeOrder(shop, ASHA, orderRequest({ items: [comboLine(veggie, 2), line(tomato, 2)] })),
    );
    expect(refused.code).toBe('out_of_stock');
    expect(refused.message).toContain('Tomato');
    expect(await stockOf(shop, tomato.variantId)).toBe(3);
    const answer = unwrap(
      await checkCartAvailability(
        shop,
        [
          { id: veggie.id, is_combo: 1, quantity: 2 },
          { id: tomato.itemId, variant_id: tomato.variantId, quantity: 2 },
        ],
        KOTHRUD,
      ),
    );
    expect(answer[0]).toMatchObject({ id: veggie.id, is_combo: 1, is_active: 0, reason: 'out_of_stock' });
    await shop.db.updateTable('item_variants').set({ stock: 50 }).where('id', '=', tomato.variantId).execute();
    const fine = unwrap(await checkCartAvailability(shop, [{ id: veggie.id, is_combo: 1, quantity: 2 }], KOTHRUD));
    expect(fine[0]).toMatchObject({ is_active: 1, price: fromMinor(veggie.pricePaise), reason: null });
    expect(fine[0]?.items).toHaveLength(veggie.parts.length);
  });

  it('refuses a combo whose part went inactive, naming the item (§4 Item availability)', async () => {
    await shop.db.updateTable('items').set({ is_active: 0 }).where('slug', '=', 'methi-kothrud').execute();
    const refused = errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [comboLine(veggie)] })));
    expect(refused.code).toBe('conflict');
    expect(refused.message).toMatch(/Weekly Veggie Basket: Methi.* is not available any more/);
    expect(refused.fields).toEqual({ 'items.0': 'unavailable' });
    const answer = unwrap(await checkCartAvailability(shop, [{ id: veggie.id, is_combo: 1, quantity: 1 }], KOTHRUD));
    expect(answer[0]).toMatchObject({ is_active: 0, reason: 'unavailable' });
    await shop.db.updateTable('items').set({ is_active: 1 }).where('slug', '=', 'methi-kothrud').execute();
  });

  it('keeps one store per cart and no combos in the members cart (§4 Cart, Members cart)', async () => {
    const otherStore = errorOf(
      await placeOrder(shop, ASHA, orderRequest({ items: [line(tomato, 1), comboLine(breakfast)] })),
    );
    expect(otherStore).toMatchObject({
      code: 'validation_failed',
      fields: { 'items.1.combo_id': 'is from another store than the cart' },
    });
    const member = errorOf(await placeOrder(shop, ASHA, orderRequest({ items: [comboLine(veggie)] }), 'member'));
    expect(member.fields).toEqual({ 'items.0.combo_id': 'a combo is not sold in the members cart' });
    expect(
      errorOf(await priceCart(shop, { lines: [{ combo_id: 99_999, quantity: 1 }], mode: 'DELIVERY' })).fields,
    ).toEqual({
      'items.0.combo_id': 'no such combo',
    });
  });

  it('orders a combo again as the combo is now, capped by its parts’ stock (§4 Order again)', async () => {
    const { order } = unwrap(await placeOrder(shop, ASHA, orderRequest({ items: [comboLine(mango, 2)] })));
    const [firstPart, perCombo] = mango.parts[0] ?? [0, 1];
    await shop.db.updateTable('item_variants').set({ stock: perCombo }).where('id', '=', firstPart).execute();
    const again = unwrap(await orderAgain(shop, ASHA, order.unique_order_id));
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ id: mango.id, is_combo: 1, quantity: 1, name: 'Mango Lovers Box' });
    expect(again.items[0]?.items).toHaveLength(mango.parts.length);
    await shop.db.updateTable('item_variants').set({ stock: 0 }).where('id', '=', firstPart).execute();
    const none = unwrap(await orderAgain(shop, ASHA, order.unique_order_id));
    expect(none.items).toEqual([]);
    expect(none.unavailable[0]).toMatchObject({ name: 'Mango Lovers Box', reason: 'out_of_stock' });
  });
});
