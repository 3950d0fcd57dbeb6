import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyAvailability,
  basketShortfall,
  cartLineKey,
  cartTotals,
  emptyCart,
  hasPreItems,
  lineTotalMinor,
  offeredDeliveryDays,
  quantityOf,
  removeFromCart,
  removeLine,
  removeUnavailableLines,
  replaceCart,
  replaceQuestion,
  type Cart,
} from '../../../../src/domain/orders/cart.ts';
import type { CartAvailabilityResult, Item } from '../../../../src/domain/types.ts';
import {
  alphonsoMango,
  banerOnions,
  cubes,
  freeCoriander,
  KITCHEN_SINK_TOTAL_MINOR,
  kitchenSinkLines,
  lineOf,
  makeItem,
  mango1kg,
  mango500g,
  masalaPack,
  paneer,
  settings,
  tomato500g,
  tomatoes,
} from '../fixtures.ts';

const kitchenSink: Cart = { lines: kitchenSinkLines, activeRestaurantId: 1 };

function added(cart: Cart, item: Item): Cart {
  const result = addToCart(cart, item, settings);
  if (!result.ok) throw new Error(`add refused: ${result.reason}`);
  return result.cart;
}

describe('§4 Cart: adding', () => {
  it('a new line starts at quantity 1 and sets the active store', () => {
    const cart = added(emptyCart, { ...alphonsoMango, selectedvariant: mango1kg });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(1);
    expect(cart.activeRestaurantId).toBe(1);
  });

  it('the same item and variant again raises the quantity by one', () => {
    const mango = { ...alphonsoMango, selectedvariant: mango1kg };
    const cart = added(added(emptyCart, mango), mango);
    expect(cart.lines).toHaveLength(1);
    expect(quantityOf(cart, mango)).toBe(2);
  });

  it('another variant of the same item is its own line', () => {
    const cart = added(added(emptyCart, { ...alphonsoMango, selectedvariant: mango1kg }), {
      ...alphonsoMango,
      selectedvariant: mango500g,
    });
    expect(cart.lines.map((line) => line.selectedvariant?.id)).toEqual([1011, 1012]);
  });

  it('without a chosen variant the default variant (is_default = 1) is used', () => {
    const cart = added(emptyCart, alphonsoMango);
    expect(cart.lines[0]?.selectedvariant?.id).toBe(1011);
  });

  it('the same addons in another order are the same line; other addons make a new line', () => {
    const withBoth = { ...paneer, selectedaddons: [cubes, masalaPack] };
    const reversed = { ...paneer, selectedaddons: [masalaPack, cubes] };
    const cubesOnly = { ...paneer, selectedaddons: [cubes] };
    expect(cartLineKey(withBoth)).toBe(cartLineKey(reversed));
    const cart = added(added(added(emptyCart, withBoth), reversed), cubesOnly);
    expect(cart.lines.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('§4 a free item (is_free_item = 1) stays at quantity 1 when added again', () => {
    const cart = added(added(emptyCart, freeCoriander), freeCoriander);
    expect(quantityOf(cart, freeCoriander)).toBe(1);
  });

  it('§4 a free item already in the cart (as a coupon puts it there) stays at 1 when added again', () => {
    const cart = added(kitchenSink, freeCoriander);
    expect(quantityOf(cart, freeCoriander)).toBe(1);
    expect(cart.lines).toHaveLength(4);
  });

  it('§4 adding from another store asks to replace instead of mixing stores', () => {
    const result = addToCart(kitchenSink, banerOnions, settings);
    expect(result).toEqual({ ok: false, reason: 'needs_replace', activeRestaurantId: 1 });
  });

  it('§5 refuses an add beyond stock with the configured inventory message', () => {
    const result = addToCart(kitchenSink, tomatoes, settings);
    expect(result).toEqual({ ok: false, reason: 'stock_limit', message: settings.inventoryMessage });
  });

  it('§4 refuses an inactive item', () => {
    const result = addToCart(emptyCart, { ...paneer, is_active: 0 }, settings);
    expect(result).toEqual({ ok: false, reason: 'unavailable', status: 'unavailable' });
  });
});

describe('§4 Cart: replacing', () => {
  it('confirming the replace dialog empties the cart, clears the coupon and adds the new item', () => {
    const result = replaceCart(banerOnions, settings);
    expect(result.couponCleared).toBe(true);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.cart.lines.map((line) => line.id)).toEqual([201]);
      expect(result.cart.activeRestaurantId).toBe(2);
    }
  });
});

describe('§4 Cart: removing', () => {
  it('lowers the quantity by one and clears the coupon', () => {
    const { cart, couponCleared } = removeFromCart(kitchenSink, { ...tomatoes, selectedvariant: tomato500g });
    expect(quantityOf(cart, tomatoes)).toBe(2);
    expect(couponCleared).toBe(true);
  });

  it('at quantity one the line is removed', () => {
    const { cart } = removeFromCart(kitchenSink, { ...paneer, selectedaddons: [cubes, masalaPack] });
    expect(cart.lines.map((line) => line.id)).toEqual([101, 102, 104]);
  });

  it('when the cart becomes empty the active store is cleared', () => {
    const single = added(emptyCart, paneer);
    const { cart } = removeFromCart(single, paneer);
    expect(cart).toEqual({ lines: [], activeRestaurantId: null });
  });

  it('removing something not in the cart changes nothing and keeps the coupon', () => {
    const result = removeFromCart(kitchenSink, banerOnions);
    expect(result.cart).toBe(kitchenSink);
    expect(result.couponCleared).toBe(false);
  });

  it('removeLine drops a whole line whatever its quantity', () => {
    const { cart, couponCleared } = removeLine(kitchenSink, { ...alphonsoMango, selectedvariant: mango1kg });
    expect(cart.lines.map((line) => line.id)).toEqual([102, 103, 104]);
    expect(couponCleared).toBe(true);
  });

  it("§2 'Remove All' drops every unavailable line", () => {
    const withInactive: Cart = {
      ...kitchenSink,
      lines: kitchenSink.lines.map((line) => (line.id === 102 ? { ...line, is_active: 0 } : line)),
    };
    const { cart, couponCleared } = removeUnavailableLines(withInactive);
    expect(cart.lines.map((line) => line.id)).toEqual([101, 103, 104]);
    expect(couponCleared).toBe(true);
  });
});

describe('§3 Cart totals', () => {
  it('totalPrice of the kitchen sink is ₹871.50 in paise (variants, addons × quantity, free item at 0)', () => {
    expect(cartTotals(kitchenSinkLines, settings).totalPrice).toBe(KITCHEN_SINK_TOTAL_MINOR);
  });

  it('a line total is (variant price + addons) × quantity', () => {
    expect(lineTotalMinor(lineOf(paneer, 3, null, [cubes, masalaPack]))).toBe(30_000);
    expect(lineTotalMinor(lineOf(alphonsoMango, 2, mango500g))).toBe(35_800);
  });

  it('productQuantity counts lines by default', () => {
    expect(cartTotals(kitchenSinkLines, settings).productQuantity).toBe(4);
  });

  it('productQuantity sums quantities when countQuantityAsTotalItemsOnCart is on', () => {
    expect(cartTotals(kitchenSinkLines, { countQuantityAsTotalItemsOnCart: true }).productQuantity).toBe(7);
  });

  it('productMemberQuantity counts the members cart', () => {
    const members = [lineOf(alphonsoMango, 1, mango1kg), lineOf(tomatoes, 2, tomato500g)];
    expect(cartTotals(kitchenSinkLines, settings, members).productMemberQuantity).toBe(3);
    expect(cartTotals(kitchenSinkLines, settings).productMemberQuantity).toBe(0);
  });

  it('an empty cart totals zero', () => {
    expect(cartTotals([], settings)).toEqual({ productQuantity: 0, productMemberQuantity: 0, totalPrice: 0 });
  });
});

describe('§4 Pre-order (has_preitems)', () => {
  const preMango = makeItem({
    id: 105,
    name: 'Devgad Alphonso (pre-order)',
    price: 599,
    is_pre_item: 1,
    pre_avail_date: '2025-05-12',
  });

  it('is true when a pre-item becomes available after the selected date', () => {
    expect(hasPreItems([lineOf(preMango, 1)], '2025-05-10')).toBe(true);
  });

  it('is false on or after the availability date, and for ordinary items', () => {
    expect(hasPreItems([lineOf(preMango, 1)], '2025-05-12')).toBe(false);
    expect(hasPreItems(kitchenSinkLines, '2025-01-01')).toBe(false);
  });

  it('compares calendar days even when the date carries a time', () => {
    const timed = { ...preMango, pre_avail_date: '2025-05-12 09:00:00' };
    expect(hasPreItems([lineOf(timed, 1)], '2025-05-12T18:00:00')).toBe(false);
  });
});

describe('§4 Cart availability recheck', () => {
  const fresh: CartAvailabilityResult[] = [
    {
      id: 101,
      variant_id: 1011,
      is_active: 1,
      price: 329,
      name: 'Alphonso Mango',
      selectedvariant: { ...mango1kg, price: 329 },
    },
    { id: 102, variant_id: 1021, is_active: 0, price: 24.5, name: 'Tomato (Hybrid)', selectedvariant: tomato500g },
    { id: 103, variant_id: null, is_active: 1, price: 95, name: 'Malai Paneer', selectedvariant: null },
    { id: 104, variant_id: null, is_active: 1, price: 0, name: 'Coriander Bunch', selectedvariant: null },
  ];

  it('each line takes fresh is_active, price, name and variant', () => {
    const { cart } = applyAvailability(kitchenSink, fresh);
    const mango = cart.lines[0];
    expect(mango?.name).toBe('Alphonso Mango');
    expect(mango?.price).toBe(329);
    expect(mango?.selectedvariant?.price).toBe(329);
    expect(cart.lines[2]?.price).toBe(95);
    expect(cartTotals(cart.lines, settings).totalPrice).toBe(2 * 32_900 + 3 * 2450 + 10_500);
  });

  it('any inactive line makes allItemsAvailable false', () => {
    expect(applyAvailability(kitchenSink, fresh).allItemsAvailable).toBe(false);
  });

  it('all active makes allItemsAvailable true', () => {
    const allActive = fresh.map((result) => ({ ...result, is_active: 1 as const }));
    expect(applyAvailability(kitchenSink, allActive).allItemsAvailable).toBe(true);
  });

  it('a line takes its addons as the answer names them now (the customer’s language); others stay as kept', () => {
    const marathiCubes = { ...cubes, addon_category_name: 'तुकडे', addon_name: 'चौकोनी तुकडे' };
    const named = fresh.map((result) => (result.id === 103 ? { ...result, selectedaddons: [marathiCubes] } : result));
    const { cart } = applyAvailability(kitchenSink, named);
    expect(cart.lines[2]?.selectedaddons).toEqual([marathiCubes, masalaPack]);
    // An answer without addons (an older server, a combo) leaves the kept ones.
    expect(applyAvailability(kitchenSink, fresh).cart.lines[2]?.selectedaddons).toEqual([cubes, masalaPack]);
  });

  it('a line the server did not answer for is marked unavailable', () => {
    const { cart, allItemsAvailable } = applyAvailability(kitchenSink, fresh.slice(0, 1));
    expect(cart.lines[2]?.is_active).toBe(0);
    expect(allItemsAvailable).toBe(false);
  });
});

describe('§2 /recipe "Add all to cart": the cart is topped up to the basket', () => {
  const mango = { ...alphonsoMango, selectedvariant: mango1kg, selectedaddons: [] };
  const tomato = { ...tomatoes, selectedvariant: tomato500g, selectedaddons: [] };
  const basket = [
    { item: mango, quantity: 2 },
    { item: tomato, quantity: 1 },
  ];
  const lacking = (cart: Cart) => basketShortfall(cart, basket).map(({ item, quantity }) => [item.id, quantity]);

  it('an empty cart lacks the whole basket', () => {
    expect(lacking(emptyCart)).toEqual([
      [mango.id, 2],
      [tomato.id, 1],
    ]);
  });

  it('a cart holding part of it lacks the rest, line by line', () => {
    expect(lacking(added(emptyCart, mango))).toEqual([
      [mango.id, 1],
      [tomato.id, 1],
    ]);
  });

  it('a cart holding all of it lacks nothing: a second tap (or one after a reload) adds nothing', () => {
    const full = added(added(added(emptyCart, mango), mango), tomato);
    expect(lacking(full)).toEqual([]);
    expect(lacking(added(full, mango))).toEqual([]);
  });

  it('another size of an ingredient is another line and does not count', () => {
    expect(lacking(added(emptyCart, { ...alphonsoMango, selectedvariant: mango500g }))).toEqual([
      [mango.id, 2],
      [tomato.id, 1],
    ]);
  });

  it('another store’s cart counts for nothing: it is replaced, not topped up', () => {
    expect(lacking(added(emptyCart, banerOnions))).toEqual([
      [mango.id, 2],
      [tomato.id, 1],
    ]);
  });
});

describe('replaceQuestion (§4 a cart holds one store’s items; both stores named)', () => {
  const texts = {
    plain: 'Your cart contains items from another store. Replace them with this item?',
    stores: 'Your cart has items from {current}. Replace them with {item} from {next}?',
    items: 'Your cart has items from {current}. Replace them with the items from {next}?',
  };

  it('names the cart’s store, the item and its store when one item is added', () => {
    expect(replaceQuestion(texts, 'Aundh Dairy & Bakehouse', 'FarmCart Kothrud', 'Cucumber')).toBe(
      'Your cart has items from Aundh Dairy & Bakehouse. Replace them with Cucumber from FarmCart Kothrud?',
    );
  });

  it('speaks of the items when several are added (a recipe, an order again)', () => {
    expect(replaceQuestion(texts, 'Aundh Dairy & Bakehouse', 'FarmCart Kothrud')).toBe(
      'Your cart has items from Aundh Dairy & Bakehouse. Replace them with the items from FarmCart Kothrud?',
    );
  });

  it('asks the settings’ question when either store’s name is not known', () => {
    expect(replaceQuestion(texts, undefined, 'FarmCart Kothrud', 'Cucumber')).toBe(texts.plain);
    expect(replaceQuestion(texts, 'Aundh Dairy & Bakehouse', undefined)).toBe(texts.plain);
    expect(replaceQuestion(texts, '', 'FarmCart Kothrud')).toBe(texts.plain);
  });
});

describe('§4 Delivery date: the days a cart offers', () => {
  it('five days from today', () => {
    expect(offeredDeliveryDays('2026-11-26', null)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('five days from a later pre-order date, across a month’s end', () => {
    expect(offeredDeliveryDays('2026-11-26', '2027-04-28')).toEqual([
      '2027-04-28',
      '2027-04-29',
      '2027-04-30',
      '2027-05-01',
      '2027-05-02',
    ]);
  });

  it('a pre-order date already past counts from today', () => {
    expect(offeredDeliveryDays('2026-11-26', '2026-11-01')[0]).toBe('2026-11-26');
  });
});
