import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCartRequest } from '../../../../src/domain/api/pricing.ts';
import { priceCart, type PriceCartInput } from '../../../../src/server/services/pricing/pricing.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { addonId, errorOf, line, NOW, ROHAN, unwrap, variantRef, type VariantRef } from '../orders/orders-fixtures.ts';
import { KOTHRUD } from '../points.ts';

/** Asha's Work address in Baner (0.5 km from Baner Green Basket). */
const BANER_OFFICE = { lat: 18.5621, lng: 73.7838 };

describe.skipIf(!engineAvailable)('the server’s bill of a cart (§4 Cart, Delivery charge; §5; §9 tips)', () => {
  let shop: TestShop;
  let mango: VariantRef;
  let banana: VariantRef;
  let bhindi: VariantRef;
  let tomato: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    mango = await variantRef(shop, 'alphonso-mango-kothrud');
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    bhindi = await variantRef(shop, 'bhindi-kothrud', '250 g');
    tomato = await variantRef(shop, 'tomato-kothrud', '500 g');
    // The figures below are written in rupees from these demo prices.
    expect([mango.pricePaise, banana.pricePaise, bhindi.pricePaise, tomato.pricePaise]).toEqual([
      31400, 6000, 2200, 1800,
    ]);
  });
  afterAll(async () => {
    await shop.close();
  });

  const kothrudCart = (lines: PriceCartInput['lines'], extra: Partial<PriceCartInput> = {}) =>
    priceCart(shop, { lines, mode: 'DELIVERY', point: KOTHRUD, ...extra });

  it('FRESH20 takes 20 % capped at ₹100 off a ₹650 cart, and the ₹550 left unlocks free delivery from ₹499', async () => {
    const { bill, minor } = unwrap(await kothrudCart([line(mango, 2), line(bhindi)], { coupon: 'FRESH20' }));
    expect(bill).toMatchObject({
      subtotal: 650,
      discount: 100,
      total_after_coupon: 550,
      delivery_charge: 0,
      free_delivery_unlocked: true,
      tip: 0,
      total: 550,
      total_payable: 550,
      coupon: {
        code: 'FRESH20',
        success: true,
        appliedAmount: 100,
        coupon_error: null,
        discount_type: 'PERCENTAGE',
        discount: 20,
        max_discount: 100,
      },
    });
    expect(minor).toMatchObject({ subtotal: 65000, discount: 10000, total: 55000 });
    expect(bill.items.map((item) => [item.name, item.quantity, item.unit_price, item.line_total])).toEqual([
      ['Alphonso Mango (Ratnagiri)', 2, 314, 628],
      [expect.any(String), 1, 22, 22],
    ]);
  });

  it('FRESH20 on a ₹300 cart is ₹60; the ₹240 left pays the ₹25 delivery, ₹259 short of free delivery', async () => {
    const { bill } = unwrap(await kothrudCart([line(banana, 5)], { coupon: 'fresh20' }));
    expect(bill).toMatchObject({
      subtotal: 300,
      discount: 60,
      total_after_coupon: 240,
      delivery_charge: 25,
      free_delivery_remaining: 259,
      // What to add: ₹599 of items less FRESH20's ₹100 cap is ₹499 (₹259 more would give ₹559 − ₹100).
      free_delivery_add_more: 299,
      total: 265,
    });
  });

  it('measures free delivery after the coupon: ₹540 is free without FRESH20 and pays ₹25 with it (§4)', async () => {
    expect(unwrap(await kothrudCart([line(banana, 9)]))).toMatchObject({
      bill: { subtotal: 540, delivery_charge: 0, total: 540 },
    });
    expect(unwrap(await kothrudCart([line(banana, 9)], { coupon: 'FRESH20' }))).toMatchObject({
      bill: {
        discount: 100,
        total_after_coupon: 440,
        delivery_charge: 25,
        free_delivery_remaining: 59,
        // At the cap, the discount no longer grows: the ₹59 is what to add.
        free_delivery_add_more: 59,
        total: 465,
      },
    });
  });

  it('charges Baner’s DYNAMIC delivery by distance: ₹20 up to 3 km, ₹6 a km beyond (6.1 km → ₹39)', async () => {
    const baner = await variantRef(shop, 'alphonso-mango-baner');
    expect(baner.pricePaise).toBe(32700);
    const near = unwrap(await priceCart(shop, { lines: [line(baner)], mode: 'DELIVERY', point: BANER_OFFICE }));
    expect(near.bill).toMatchObject({
      distance: 0.5,
      delivery_charge: 20,
      subtotal: 327,
      total: 347,
      free_delivery_remaining: 272,
      free_delivery_add_more: 272,
    });
    const far = unwrap(await priceCart(shop, { lines: [line(baner)], mode: 'DELIVERY', point: KOTHRUD }));
    expect(far.bill).toMatchObject({ distance: 6.1, delivery_charge: 39, total: 366 });
  });

  it('charges nothing for delivery on a self-pickup order, and takes no tip with it', async () => {
    const pickup = unwrap(await kothrudCart([line(banana, 2)], { mode: 'SELFPICKUP' }));
    expect(pickup.bill).toMatchObject({
      mode: 'SELFPICKUP',
      delivery_charge: 0,
      free_delivery_remaining: null,
      total: 120,
    });
    const tipped = errorOf(
      await kothrudCart([line(banana, 2)], { mode: 'SELFPICKUP', tip: { kind: 'amount', value: 20 } }),
    );
    expect(tipped).toMatchObject({ code: 'validation_failed', fields: { tip: 'no tip with self-pickup' } });
  });

  it('takes a tip from the settings’ lists only: ₹20 of 10,20,30 and 10 % of 5,10 (of the subtotal)', async () => {
    expect(unwrap(await kothrudCart([line(banana, 5)], { tip: { kind: 'amount', value: 20 } })).bill).toMatchObject({
      tip: 20,
      total: 345,
    });
    expect(unwrap(await kothrudCart([line(banana, 5)], { tip: { kind: 'percent', value: 10 } })).bill).toMatchObject({
      tip: 30,
      total: 355,
    });
    expect(errorOf(await kothrudCart([line(banana, 5)], { tip: { kind: 'amount', value: 25 } }))).toMatchObject({
      code: 'validation_failed',
      message: 'Choose a tip of ₹10, ₹20, ₹30.',
    });
    expect(errorOf(await kothrudCart([line(banana, 5)], { tip: { kind: 'percent', value: 7 } })).message).toBe(
      'Choose a tip of 5%, 10%.',
    );
  });

  it('refuses tip amounts when the shop hides them (showTipsAmount false)', async () => {
    await shop.db.updateTable('settings').set({ value: 'false' }).where('key', '=', 'showTipsAmount').execute();
    try {
      expect(errorOf(await kothrudCart([line(banana, 5)], { tip: { kind: 'amount', value: 20 } })).message).toBe(
        'Tip amounts are not offered.',
      );
    } finally {
      await shop.db.updateTable('settings').set({ value: 'true' }).where('key', '=', 'showTipsAmount').execute();
    }
  });

  it('reports the minimum order in the bill with the shop’s text: ₹60 at Kothrud (min ₹99) needs ₹39 more (§5)', async () => {
    const { bill } = unwrap(await kothrudCart([line(banana)]));
    expect(bill.min_order).toEqual({ enabled: false, remaining: 39, message: 'Shop for ₹39 more to place the order' });
    expect(unwrap(await kothrudCart([line(banana, 2)])).bill.min_order).toEqual({
      enabled: true,
      remaining: 0,
      message: null,
    });
  });

  it('prices addons from the database and checks they belong to the item, one per SINGLE category (§3)', async () => {
    const [diced, sliced, lemon, block] = await Promise.all(
      ['Diced', 'Sliced', 'Lemon', 'Block'].map((name) => addonId(shop, name)),
    );
    const { bill } = unwrap(await kothrudCart([line(tomato, 3, [diced ?? 0, lemon ?? 0])]));
    expect(bill.items[0]).toMatchObject({ unit_price: 36, line_total: 108 });
    expect(bill.items[0]?.selectedaddons.map((addon) => [addon.addon_name, addon.price])).toEqual([
      ['Diced', 10],
      ['Lemon', 8],
    ]);
    expect(errorOf(await kothrudCart([line(tomato, 1, [diced ?? 0, sliced ?? 0])]))).toMatchObject({
      code: 'validation_failed',
      fields: { 'items.0.addon_ids': 'pick one Cutting style only' },
    });
    expect(errorOf(await kothrudCart([line(tomato, 1, [block ?? 0])])).fields).toEqual({
      'items.0.addon_ids': `addon ${block} is not offered with this item`,
    });
  });

  it('refuses lines that cannot be bought, naming each: inactive, sold out, out of stock (§4, §8)', async () => {
    const watermelon = await variantRef(shop, 'watermelon-kothrud');
    const onionSoldOut = await variantRef(shop, 'onion-kothrud', '5 kg');
    const avocado = await variantRef(shop, 'hass-avocado-kothrud');
    const mixed = errorOf(await kothrudCart([line(banana, 2), line(watermelon), line(onionSoldOut)]));
    expect(mixed).toMatchObject({ code: 'conflict', fields: { 'items.1': 'unavailable', 'items.2': 'sold_out' } });
    expect(mixed.message).toContain('Watermelon');
    expect(errorOf(await kothrudCart([line(banana, 2), line(avocado)]))).toMatchObject({
      code: 'out_of_stock',
      fields: { 'items.1': 'out_of_stock' },
    });
    const tooMany = errorOf(await kothrudCart([line(mango, mango.stock + 1)]));
    expect(tooMany).toMatchObject({
      code: 'out_of_stock',
      fields: { 'items.0.quantity': `only ${mango.stock} in stock` },
    });
  });

  it('lets a negative-allowed variant be ordered past its stock (§5)', async () => {
    const coriander = await variantRef(shop, 'coriander-kothrud');
    expect(unwrap(await kothrudCart([line(coriander, coriander.stock + 8)])).bill.subtotal).toBe(
      15 * (coriander.stock + 8),
    );
  });

  it('refuses a closed store, a mode the store does not offer, and an address outside its area', async () => {
    const spices = await variantRef(shop, 'turmeric-powder-shivaji');
    expect(errorOf(await priceCart(shop, { lines: [line(spices, 5)], mode: 'SELFPICKUP' }))).toMatchObject({
      code: 'conflict',
      message: 'Shivajinagar Spice Market is closed right now.',
    });
    const farmRice = await variantRef(shop, 'indrayani-rice-mulshi');
    expect(errorOf(await priceCart(shop, { lines: [line(farmRice, 2)], mode: 'DELIVERY' }))).toMatchObject({
      code: 'validation_failed',
      fields: { mode: 'the store does not deliver' },
    });
    const hadapsar = await variantRef(shop, 'tomato-hadapsar');
    expect(
      errorOf(await priceCart(shop, { lines: [line(hadapsar, 6)], mode: 'DELIVERY', point: KOTHRUD })),
    ).toMatchObject({
      code: 'validation_failed',
      fields: { address: 'outside the store’s delivery area' },
    });
  });

  it('refuses mixing stores and unknown items or variants, naming the line', async () => {
    const baner = await variantRef(shop, 'alphonso-mango-baner');
    expect(errorOf(await kothrudCart([line(banana, 2), line(baner)])).fields).toEqual({
      'items.1.id': 'is from another store than the cart',
    });
    expect(errorOf(await kothrudCart([{ ...line(banana), variant_id: baner.variantId }])).fields).toEqual({
      'items.0.variant_id': 'not a variant of this item',
    });
    expect(
      errorOf(await kothrudCart([line(banana), { item_id: 999_999, variant_id: null, addon_ids: [], quantity: 1 }]))
        .fields,
    ).toEqual({ 'items.1.id': 'no such item' });
  });

  it('uses the wallet up to its balance and the total (Rohan: ₹500)', async () => {
    const small = unwrap(await kothrudCart([line(banana, 5)], { userId: ROHAN, walletUse: true }));
    expect(small.bill).toMatchObject({ total: 325, wallet_balance: 500, wallet_used: 325, total_payable: 0 });
    const large = unwrap(await kothrudCart([line(mango, 2)], { userId: ROHAN, walletUse: true }));
    expect(large.bill).toMatchObject({ total: 628, wallet_used: 500, total_payable: 128 });
    expect(errorOf(await kothrudCart([line(banana, 5)], { walletUse: true })).fields).toEqual({
      use_wallet: 'sign in first',
    });
  });

  it('ignores prices, totals and discounts a client sends with the cart (docs/architecture.md "API")', async () => {
    const tampered = confirmCartRequest.parse({
      items: [
        {
          id: banana.itemId,
          price: 1,
          name: 'Free bananas',
          quantity: 5,
          selectedvariant: { id: banana.variantId, price: 0.01 },
          selectedaddons: [],
        },
      ],
      subtotal: 5,
      total: 5,
      discount: 295,
      delivery_charge: 0,
      coupon: 'FRESH20',
    });
    const { bill } = unwrap(
      await priceCart(shop, { lines: tampered.items, coupon: tampered.coupon, mode: tampered.mode, point: KOTHRUD }),
    );
    expect(bill).toMatchObject({ subtotal: 300, discount: 60, delivery_charge: 25, total: 265 });
  });

  it('prices a member cart at member prices (§4 Members cart)', async () => {
    const apple = await variantRef(shop, 'shimla-apple-kothrud', '500 g');
    const member = unwrap(await kothrudCart([line(apple, 2)], { pricing: 'member' }));
    expect(member.bill.subtotal).toBe((2 * (apple.memberPricePaise ?? 0)) / 100);
    expect(member.bill.subtotal).toBeLessThan((2 * apple.pricePaise) / 100);
    expect(errorOf(await kothrudCart([line(banana, 2)], { pricing: 'member' })).fields).toEqual({
      'items.0': 'not_member',
    });
  });

  it('flags pre-order lines and the day from which they can be delivered (§4 Pre-order)', async () => {
    const preorder = await variantRef(shop, 'alphonso-mango-preorder-kothrud');
    const now = unwrap(await kothrudCart([line(preorder)])).bill;
    expect(now).toMatchObject({ has_preitems: true, available_from: '2027-04-10' });
    expect(unwrap(await kothrudCart([line(preorder)], { deliveryDate: '2027-04-10' })).bill.has_preitems).toBe(false);
  });
});
