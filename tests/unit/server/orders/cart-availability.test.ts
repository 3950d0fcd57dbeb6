import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAvailabilityRequest, type CartLineRef } from '../../../../src/domain/api/cart.ts';
import { applyAvailability, emptyCart } from '../../../../src/domain/orders/cart.ts';
import { fromMinor } from '../../../../src/domain/money.ts';
import type { CartLine } from '../../../../src/domain/types.ts';
import { checkCartAvailability } from '../../../../src/server/services/orders/cart.ts';
import { singleItem } from '../../../../src/server/services/catalogue/catalog.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD, MUMBAI } from '../points.ts';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

interface VariantRef {
  itemId: number;
  variantId: number;
  name: string;
  salePrice: number;
  memberPrice: number | null;
  stock: number;
}

// Skipped only in the PostgreSQL pass when no server answers; the run prints why.
describe.skipIf(!engineAvailable)(
  'cart availability rechecked with the server (§4 Cart, §3 Cart availability result)',
  () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await openTestShop();
    });
    afterAll(async () => {
      await shop.close();
    });

    /** A demo variant by item slug and variant name (the default variant when no name is given). */
    async function variant(itemSlug: string, variantName?: string): Promise<VariantRef> {
      let query = shop.db
        .selectFrom('item_variants')
        .innerJoin('items', 'items.id', 'item_variants.item_id')
        .select([
          'items.id as item_id',
          'items.name as item_name',
          'item_variants.id',
          'item_variants.sale_price_paise',
          'item_variants.member_price_paise',
          'item_variants.stock',
        ])
        .where('items.slug', '=', itemSlug);
      query =
        variantName === undefined
          ? query.where('item_variants.is_default', '=', 1)
          : query.where('item_variants.name', '=', variantName);
      const row = await query.executeTakeFirstOrThrow();
      return {
        itemId: row.item_id,
        variantId: row.id,
        name: row.item_name,
        salePrice: fromMinor(row.sale_price_paise),
        memberPrice: row.member_price_paise === null ? null : fromMinor(row.member_price_paise),
        stock: row.stock,
      };
    }

    function line(ref: VariantRef, quantity = 1): CartLineRef {
      return { id: ref.itemId, variant_id: ref.variantId, quantity };
    }

    async function check(
      lines: CartLineRef[],
      point: { lat: number; lng: number } | null = null,
      pricing: 'regular' | 'member' = 'regular',
    ) {
      return unwrap(await checkCartAvailability(shop, lines, point, pricing));
    }

    it('answers a fresh price, name and variant for an available line, whatever price the client sent (§4 rechecked; never trust client prices)', async () => {
      const tomato = await variant('tomato-kothrud');
      const tampered = cartAvailabilityRequest.parse({
        items: [
          {
            id: tomato.itemId,
            price: 1,
            name: 'Free tomatoes',
            quantity: 2,
            selectedvariant: { id: tomato.variantId, price: 0.01, sale_price: 0.01 },
          },
        ],
      });
      const [result] = await check(tampered.items, KOTHRUD);
      expect(result).toMatchObject({
        id: tomato.itemId,
        variant_id: tomato.variantId,
        is_active: 1,
        price: tomato.salePrice,
        name: tomato.name,
        reason: null,
      });
      expect(result?.price).toBeGreaterThan(1);
      expect(result?.name).not.toBe('Free tomatoes');
      expect(result?.selectedvariant).toMatchObject({ id: tomato.variantId, sale_price: tomato.salePrice });
    });

    it('marks an inactive item, an inactive variant, a missing item and a foreign variant inactive (§4 availability, §8)', async () => {
      const watermelon = await variant('watermelon-kothrud');
      const onionFiveKg = await variant('onion-kothrud', '5 kg');
      const tomato = await variant('tomato-kothrud');
      const results = await check([
        line(watermelon),
        line(onionFiveKg),
        { id: 999_999, variant_id: 1, quantity: 1 },
        { id: tomato.itemId, variant_id: onionFiveKg.variantId, quantity: 1 },
      ]);
      expect(results.map((result) => [result.is_active, result.reason])).toEqual([
        [0, 'unavailable'],
        [0, 'sold_out'],
        [0, 'missing'],
        [0, 'sold_out'],
      ]);
      expect(results[0]?.name).toBe(watermelon.name);
      expect(results[2]).toMatchObject({ id: 999_999, price: 0, selectedvariant: null });
    });

    it('marks a finite variant out of stock when the cart asks for more than the stock, counting every line of it (§4, §5)', async () => {
      const avocado = await variant('hass-avocado-kothrud', '1 pc');
      const box = await variant('limited-alphonso-mango-box', 'Box of 12');
      expect(avocado.stock).toBe(0);
      expect(box.stock).toBe(5);
      expect((await check([line(avocado)]))[0]).toMatchObject({ is_active: 0, reason: 'out_of_stock' });
      expect((await check([line(box, 5)]))[0]?.is_active).toBe(1);
      expect((await check([line(box, 6)]))[0]).toMatchObject({ is_active: 0, reason: 'out_of_stock' });
      const split = await check([line(box, 3), line(box, 3)]);
      expect(split.map((result) => result.is_active)).toEqual([0, 0]);
      // Negative-allowed stock (§5: only variants neither infinite nor negative-allowed are limited).
      const sourdough = await variant('sourdough-loaf-aundh', '400 g');
      expect((await check([line(sourdough, 10)]))[0]?.is_active).toBe(1);
    });

    it('reads stock from the database on every check, not from a cache (§4 rechecked with the server)', async () => {
      const milk = await variant('a2-cow-milk-kothrud');
      expect((await check([line(milk)]))[0]?.is_active).toBe(1);
      await shop.db
        .updateTable('item_variants')
        .set({ stock: 0, is_infinite: 0, is_negative: 0 })
        .where('id', '=', milk.variantId)
        .execute();
      expect((await check([line(milk)]))[0]).toMatchObject({ is_active: 0, reason: 'out_of_stock' });
      await shop.db
        .updateTable('item_variants')
        .set({ sale_price_paise: 1234 })
        .where('id', '=', milk.variantId)
        .execute();
      expect((await check([line(milk)]))[0]?.price).toBe(12.34);
    });

    it('keeps a free item at quantity 1 and at no cost (§4 free items cannot change quantity)', async () => {
      const bag = await variant('free-cloth-bag-kothrud');
      expect((await check([line(bag)]))[0]).toMatchObject({ is_active: 1, price: 0 });
      expect((await check([line(bag, 2)]))[0]).toMatchObject({ is_active: 0, reason: 'free_item' });
    });

    it('marks lines inactive when their store no longer delivers to the point sent, or is closed (§4 operational check)', async () => {
      const tomato = await variant('tomato-kothrud');
      expect((await check([line(tomato)], KOTHRUD))[0]?.is_active).toBe(1);
      expect((await check([line(tomato)], null))[0]?.is_active).toBe(1);
      expect((await check([line(tomato)], MUMBAI))[0]).toMatchObject({ is_active: 0, reason: 'not_delivered' });
      const closed = await shop.db
        .selectFrom('items')
        .innerJoin('stores', 'stores.id', 'items.store_id')
        .select('items.id')
        .where('stores.slug', '=', 'shivajinagar-spice-market')
        .where('items.is_active', '=', 1)
        .executeTakeFirstOrThrow();
      expect((await check([{ id: closed.id, quantity: 1 }]))[0]).toMatchObject({
        is_active: 0,
        reason: 'not_delivered',
      });
    });

    it('prices the members cart at member prices and refuses items without member variants (§4 Members cart)', async () => {
      const mango = await variant('alphonso-mango-kothrud', '1 kg (3–4 pc)');
      expect(mango.memberPrice).not.toBeNull();
      expect(mango.memberPrice).toBeLessThan(mango.salePrice);
      const [member] = await check([line(mango)], KOTHRUD, 'member');
      expect(member).toMatchObject({
        is_active: 1,
        price: mango.memberPrice,
        selectedvariant: { id: mango.variantId, sale_price: mango.memberPrice },
      });
      expect((await check([line(mango)], KOTHRUD))[0]?.price).toBe(mango.salePrice);
      const plain = await shop.db
        .selectFrom('items')
        .select(['items.id', 'items.slug'])
        .where('items.is_active', '=', 1)
        .where('items.is_free_item', '=', 0)
        .where('items.store_id', '=', 1)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('item_variants')
                .select('id')
                .whereRef('item_variants.item_id', '=', 'items.id')
                .where('member_price_paise', 'is not', null),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      const withoutMember = await variant(plain.slug);
      expect((await check([line(withoutMember)], KOTHRUD, 'member'))[0]).toMatchObject({
        is_active: 0,
        reason: 'not_member',
      });
      expect((await check([line(withoutMember)], KOTHRUD))[0]?.is_active).toBe(1);
    });

    it('lets the cart apply the answer — one inactive line makes all-items-available false (§4)', async () => {
      const tomato = await variant('tomato-kothrud');
      const watermelon = await variant('watermelon-kothrud');
      const cartLines = await Promise.all(
        [tomato, watermelon].map(async (ref): Promise<CartLine> => {
          const item = unwrap(await singleItem(shop, { id: ref.itemId }));
          const chosen = item.variants.find((candidate) => candidate.id === ref.variantId) ?? null;
          return { ...item, is_active: 1, price: 1, quantity: 1, selectedvariant: chosen, selectedaddons: [] };
        }),
      );
      const cart = { ...emptyCart, lines: cartLines, activeRestaurantId: 1 };
      const results = await check(
        cartLines.map((cartLine) => ({ id: cartLine.id, selectedvariant: cartLine.selectedvariant, quantity: 1 })),
        KOTHRUD,
      );
      const applied = applyAvailability(cart, results);
      expect(applied.allItemsAvailable).toBe(false);
      expect(applied.cart.lines.map((cartLine) => [cartLine.is_active, cartLine.price])).toEqual([
        [1, tomato.salePrice],
        [0, watermelon.salePrice],
      ]);
    });

    it('bounds the request: at most 100 lines, whole positive quantities, latitude with longitude (§7)', () => {
      const lines = Array.from({ length: 101 }, () => ({ id: 1, quantity: 1 }));
      expect(cartAvailabilityRequest.safeParse({ items: lines }).success).toBe(false);
      expect(cartAvailabilityRequest.safeParse({ items: lines.slice(1) }).success).toBe(true);
      expect(cartAvailabilityRequest.safeParse({ items: [{ id: 1, quantity: 0 }] }).success).toBe(false);
      expect(cartAvailabilityRequest.safeParse({ items: [{ id: 1, quantity: 1.5 }] }).success).toBe(false);
      expect(cartAvailabilityRequest.safeParse({ items: [], latitude: 18.5 }).success).toBe(false);
      expect(cartAvailabilityRequest.safeParse({ items: [{ id: -3, quantity: 1 }] }).success).toBe(false);
    });
  },
);
