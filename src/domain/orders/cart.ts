// §4 Cart: lines, quantities, the one-store rule, totals in paise, pre-orders and the server's
// availability answer. Every function returns a new cart; nothing here reads or writes storage.
import { defaultVariant, itemAvailability, type AvailabilityStatus } from '../catalogue/availability.ts';
import { addDays, parseIsoDate, toIsoDate } from '../calendar.ts';
import { comboAvailability, comboPrice, isComboLine } from '../catalogue/combo.ts';
import { FREE_ITEM_FLAG } from '../constants.ts';
import { addMinor, multiplyMinor, toMinor } from '../money.ts';
import type { Settings } from '../settings.ts';
import { checkAddAgainstStock, checkComboAgainstStock } from '../catalogue/stock.ts';
import type { CartAvailabilityResult, CartLine, CartTotals, Item, Variant } from '../types.ts';
import { storedVariant } from '../catalogue/stored-variant.ts';
import { fillTemplate } from '../text.ts';

export interface Cart {
  lines: CartLine[];
  /** §4 The store the cart belongs to (device key activeRestaurant); cleared when the cart empties. */
  activeRestaurantId: number | null;
}

export const emptyCart: Cart = { lines: [], activeRestaurantId: null };

/** What identifies a line: the item, its variant and its addons (§3 lines by item id plus variant id). */
export type LineIdentity = Pick<Item, 'id' | 'variants' | 'selectedvariant' | 'selectedaddons'> &
  Partial<Pick<Item, 'is_combo'>>;

export type AddToCartResult =
  | { ok: true; cart: Cart; line: CartLine }
  | { ok: false; reason: 'needs_replace'; activeRestaurantId: number }
  | { ok: false; reason: 'unavailable'; status: Exclude<AvailabilityStatus, 'available'> }
  | { ok: false; reason: 'stock_limit'; message: string };

export interface RemoveFromCartResult {
  cart: Cart;
  /** §4 Any removal or decrease clears an applied coupon. */
  couponCleared: boolean;
}

/** §9 The variant a line uses: the customer's choice, else the default variant, else none. */
export function chosenVariant(item: Pick<Item, 'variants' | 'selectedvariant'>): Variant | null {
  return item.selectedvariant ?? defaultVariant(item) ?? null;
}

/**
 * Lines are keyed by item id + variant id + sorted addon ids: §3 names item and variant, and §4
 * "same item and addons" means two different addon choices of one item are two lines.
 */
export function cartLineKey(line: LineIdentity): string {
  // A combo is one line whatever it holds; its id is the combo's, so it never meets an item's key.
  if (isComboLine(line)) return `combo:${line.id}`;
  const variantId = chosenVariant(line)?.id ?? '-';
  const addonIds = (line.selectedaddons ?? []).map((addon) => addon.addon_id).sort((a, b) => a - b);
  return `${line.id}:${variantId}:${addonIds.join(',')}`;
}

/** §3/§9 A line is free when the item or its variant carries is_free_item = 1. */
export function isFreeLine(line: Pick<CartLine, 'is_free_item' | 'selectedvariant'>): boolean {
  return line.is_free_item === FREE_ITEM_FLAG || line.selectedvariant?.is_free_item === FREE_ITEM_FLAG;
}

/**
 * One unit of a line in paise: the selected variant's price (else the item price) plus every
 * selected addon. A free item costs nothing whatever price the data carries.
 */
export function lineUnitPriceMinor(line: CartLine): number {
  if (isFreeLine(line)) return 0;
  // §3 Combo: the combo's price, never above its parts' (domain/catalogue/combo.ts).
  if (isComboLine(line)) return comboPrice(line).unitMinor;
  const base = toMinor(line.selectedvariant?.price ?? line.price);
  return addMinor(base, ...line.selectedaddons.map((addon) => toMinor(addon.price)));
}

export function lineTotalMinor(line: CartLine): number {
  return multiplyMinor(lineUnitPriceMinor(line), line.quantity);
}

export function cartSubtotalMinor(lines: readonly CartLine[]): number {
  return addMinor(...lines.map(lineTotalMinor));
}

/** Raises a matching line by one or appends the line; free lines stay at quantity 1 (§4). */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = cartLineKey(line);
  const existing = lines.find((candidate) => cartLineKey(candidate) === key);
  if (existing === undefined) return [...lines, line];
  if (isFreeLine(existing)) return [...lines];
  return lines.map((candidate) =>
    candidate === existing ? { ...candidate, quantity: candidate.quantity + 1 } : candidate,
  );
}

/** Lowers a line by one; at one the line goes. Returns null when no line matches. */
export function lowerLine(lines: readonly CartLine[], identity: LineIdentity): CartLine[] | null {
  const key = cartLineKey(identity);
  const existing = lines.find((candidate) => cartLineKey(candidate) === key);
  if (existing === undefined) return null;
  if (existing.quantity <= 1) return lines.filter((candidate) => candidate !== existing);
  return lines.map((candidate) =>
    candidate === existing ? { ...candidate, quantity: candidate.quantity - 1 } : candidate,
  );
}

function withLines(lines: CartLine[], activeRestaurantId: number | null): Cart {
  // §4 When the cart becomes empty the active store is cleared.
  return { lines, activeRestaurantId: lines.length === 0 ? null : activeRestaurantId };
}

/** The store a non-empty cart belongs to; the lines themselves vouch for it if the id was lost. */
function cartStoreId(cart: Cart): number | null {
  if (cart.lines.length === 0) return null;
  return cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;
}

/** §4 Adding from a store other than the cart's opens the replace dialog instead of mixing stores. */
export function belongsToAnotherStore(cart: Cart, item: Pick<Item, 'restaurant_id'>): boolean {
  const storeId = cartStoreId(cart);
  return storeId !== null && storeId !== item.restaurant_id;
}

/** The words of the replace dialog (§4): the settings' texts, and the questions naming both stores (decision 0186). */
export interface ReplaceCartTexts {
  title: string;
  yes: string;
  no: string;
  /** replaceCartSubTitle: the question that names no store. */
  plain: string;
  /** replaceCartStoresText: "… {current}. Replace them with {item} from {next}?" (one item added). */
  stores: string;
  /** replaceCartItemsFromText: "… {current}. Replace them with the items from {next}?" (a recipe, an order). */
  items: string;
}

/**
 * The replace question (§4 a cart holds one store's items; decision 0186), naming the
 * store the cart holds and the one being added from. `item` names one added item; without it the
 * question is about several (a recipe's basket, an order again). Where either store's name is not
 * known (a cart kept from before names were kept on its lines), the settings' question.
 */
export function replaceQuestion(
  texts: Pick<ReplaceCartTexts, 'plain' | 'stores' | 'items'>,
  current: string | undefined,
  next: string | undefined,
  item?: string,
): string {
  if (!current || !next) return texts.plain;
  return item ? fillTemplate(texts.stores, { current, item, next }) : fillTemplate(texts.items, { current, next });
}

/**
 * §4 Add: a new line starts at quantity 1; the same item, variant and addons again raises it by one;
 * free items stay at 1. Refused when the item cannot be bought (§4 availability), when it belongs
 * to another store (needs_replace), or when the stock would be exceeded (§5).
 */
export function addToCart(cart: Cart, item: Item, settings: Pick<Settings, 'inventoryMessage'>): AddToCartResult {
  if (isComboLine(item)) return addComboToCart(cart, item, settings);
  const variant = chosenVariant(item);
  const status = itemAvailability(item, variant);
  if (status !== 'available') return { ok: false, reason: 'unavailable', status };
  const storeId = cartStoreId(cart);
  if (storeId !== null && storeId !== item.restaurant_id) {
    return { ok: false, reason: 'needs_replace', activeRestaurantId: storeId };
  }
  const line: CartLine = { ...item, quantity: 1, selectedvariant: variant, selectedaddons: item.selectedaddons ?? [] };
  const key = cartLineKey(line);
  const existing = cart.lines.find((candidate) => cartLineKey(candidate) === key);
  if (existing === undefined || !isFreeLine(existing)) {
    const stock = checkAddAgainstStock(cart.lines, variant, settings);
    if (!stock.ok) return { ok: false, reason: 'stock_limit', message: stock.message };
  }
  const lines = addLine(cart.lines, line);
  const added = lines.find((candidate) => cartLineKey(candidate) === key) ?? line;
  return { ok: true, cart: withLines(lines, item.restaurant_id), line: added };
}

/**
 * §3 Combo, §4 Add: a combo is one line of the combo's store; again raises it by one. Refused when
 * a part cannot be bought (§4 availability), for another store's cart (needs_replace), or when a
 * part's stock would be exceeded counting what the cart holds of it (§5).
 */
function addComboToCart(cart: Cart, combo: Item, settings: Pick<Settings, 'inventoryMessage'>): AddToCartResult {
  const { status } = comboAvailability(combo);
  if (status !== 'available') return { ok: false, reason: 'unavailable', status };
  const storeId = cartStoreId(cart);
  if (storeId !== null && storeId !== combo.restaurant_id) {
    return { ok: false, reason: 'needs_replace', activeRestaurantId: storeId };
  }
  const stock = checkComboAgainstStock(cart.lines, combo.items ?? [], settings);
  if (!stock.ok) return { ok: false, reason: 'stock_limit', message: stock.message };
  const line: CartLine = { ...combo, quantity: 1, selectedvariant: null, selectedaddons: [] };
  const key = cartLineKey(line);
  const lines = addLine(cart.lines, line);
  const added = lines.find((candidate) => cartLineKey(candidate) === key) ?? line;
  return { ok: true, cart: withLines(lines, combo.restaurant_id), line: added };
}

/** §4 Replace: confirming the dialog clears cart and coupon, then adds the new item. */
export function replaceCart(
  item: Item,
  settings: Pick<Settings, 'inventoryMessage'>,
): AddToCartResult & { couponCleared: true } {
  return { ...addToCart(emptyCart, item, settings), couponCleared: true };
}

/** §4 Remove: lowers by one; at one the line is removed; any change clears the coupon. */
export function removeFromCart(cart: Cart, identity: LineIdentity): RemoveFromCartResult {
  const lines = lowerLine(cart.lines, identity);
  if (lines === null) return { cart, couponCleared: false };
  return { cart: withLines(lines, cart.activeRestaurantId), couponCleared: true };
}

/** Removes a whole line whatever its quantity (the cart's remove-item action). */
export function removeLine(cart: Cart, identity: LineIdentity): RemoveFromCartResult {
  const key = cartLineKey(identity);
  const lines = cart.lines.filter((line) => cartLineKey(line) !== key);
  if (lines.length === cart.lines.length) return { cart, couponCleared: false };
  return { cart: withLines(lines, cart.activeRestaurantId), couponCleared: true };
}

/** §2 'Remove All' under 'Unavailable Items': drops every inactive line. */
export function removeUnavailableLines(cart: Cart): RemoveFromCartResult {
  const lines = cart.lines.filter((line) => line.is_active === 1);
  if (lines.length === cart.lines.length) return { cart, couponCleared: false };
  return { cart: withLines(lines, cart.activeRestaurantId), couponCleared: true };
}

export function quantityOf(cart: Cart, identity: LineIdentity): number {
  const key = cartLineKey(identity);
  return cart.lines.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
}

/**
 * §2 /recipe/{id} "Add all to cart": what the cart still lacks of a basket, each entry's quantity
 * less what the cart already holds of that line (only lines of the basket's store count: another
 * store's cart is replaced, not topped up). Tapping again, or after a reload, tops the cart up to
 * the recipe instead of adding the basket twice; an empty answer means the cart already holds it.
 */
export function basketShortfall<E extends { item: LineIdentity & Pick<Item, 'restaurant_id'>; quantity: number }>(
  cart: Cart,
  entries: readonly E[],
): E[] {
  const missing: E[] = [];
  for (const entry of entries) {
    const held = belongsToAnotherStore(cart, entry.item) ? 0 : quantityOf(cart, entry.item);
    if (entry.quantity > held) missing.push({ ...entry, quantity: entry.quantity - held });
  }
  return missing;
}

/**
 * §3 Cart totals. productQuantity is what the bar and the footer badge count: the number of lines,
 * or, when countQuantityAsTotalItemsOnCart is on, the sum of quantities (3 × mango + 1 × paneer is
 * 2 lines or 4 items). productMemberQuantity counts the separate members cart (§1); totalPrice is
 * the regular cart in paise, before coupon, delivery and tips.
 */
export function cartTotals(
  lines: readonly CartLine[],
  settings: Pick<Settings, 'countQuantityAsTotalItemsOnCart'>,
  memberLines: readonly CartLine[] = [],
): CartTotals {
  const sumQuantities = (list: readonly CartLine[]): number => list.reduce((sum, line) => sum + line.quantity, 0);
  return {
    productQuantity: settings.countQuantityAsTotalItemsOnCart ? sumQuantities(lines) : lines.length,
    productMemberQuantity: sumQuantities(memberLines),
    totalPrice: cartSubtotalMinor(lines),
  };
}

/**
 * §4 Pre-order: true when any pre-order line becomes available after the selected date. Dates are
 * compared as calendar days (yyyy-mm-dd), ignoring any time part the data carries.
 */
export function hasPreItems(lines: readonly CartLine[], selectedDate: string): boolean {
  const selectedDay = selectedDate.slice(0, 10);
  return lines.some(
    (line) => line.is_pre_item === 1 && line.pre_avail_date !== null && line.pre_avail_date.slice(0, 10) > selectedDay,
  );
}

/**
 * §4 The server's availability answer: each line takes fresh is_active, price, name and variant.
 * A line the server did not answer for is marked inactive, because only the server can vouch for it;
 * a null variant in the answer keeps the line's own, so a line never loses the variant it was bought as.
 */
export function applyAvailability(
  cart: Cart,
  results: readonly CartAvailabilityResult[],
): { cart: Cart; allItemsAvailable: boolean } {
  const lines = cart.lines.map((line): CartLine => {
    const variantId = line.selectedvariant?.id ?? null;
    const combo = isComboLine(line);
    const fresh = results.find(
      (result) =>
        result.id === line.id &&
        (result.is_combo === 1) === combo &&
        (combo || (result.variant_id ?? null) === variantId),
    );
    if (fresh === undefined) return { ...line, is_active: 0 };
    if (combo) {
      // §3 Combo: its price, old price and parts as the server has them now.
      return {
        ...line,
        is_active: fresh.is_active,
        price: fresh.price,
        name: fresh.name,
        ...(fresh.old_price === undefined ? {} : { old_price: fresh.old_price }),
        ...(fresh.items === undefined ? {} : { items: fresh.items }),
      };
    }
    // Addons named as the answers name them now (in the customer's language); an addon no answer names stays as kept.
    const freshAddons = new Map(
      results
        .filter((result) => result.id === line.id && result.is_combo !== 1)
        .flatMap((result) => result.selectedaddons ?? [])
        .map((addon) => [addon.addon_id, addon]),
    );
    return {
      ...line,
      is_active: fresh.is_active,
      price: fresh.price,
      name: fresh.name,
      selectedvariant: fresh.selectedvariant ?? line.selectedvariant,
      selectedaddons: line.selectedaddons.map((addon) => freshAddons.get(addon.addon_id) ?? addon),
    };
  });
  return { cart: { ...cart, lines }, allItemsAvailable: lines.every((line) => line.is_active === 1) };
}

/**
 * What a cart line needs to keep of an item: its identity, prices, stock, variants
 * and addons, without the page-only fields (description, nutrition, member prices…).
 * Item cards hand this to their controls, so pages do not ship whole catalog rows.
 */
export function cartItemOf(item: Item): Item {
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    image: item.image,
    price: item.price,
    old_price: item.old_price,
    is_active: item.is_active,
    is_veg: item.is_veg,
    is_free_item: item.is_free_item,
    is_combo: item.is_combo,
    is_pre_item: item.is_pre_item,
    pre_avail_date: item.pre_avail_date,
    has_variant: item.has_variant,
    restaurant_id: item.restaurant_id,
    ...(item.restaurant_name === undefined ? {} : { restaurant_name: item.restaurant_name }),
    variants: item.variants.map(storedVariant),
    addon_categories: item.addon_categories,
  };
}

/** §2 Items with more than one variant, or with addon categories, open a chooser before they are added. */
export function needsChooser(item: Pick<Item, 'variants' | 'addon_categories'>): boolean {
  return item.variants.length > 1 || item.addon_categories.length > 0;
}

/**
 * §4 Pre-order: the day (YYYY-MM-DD) from which every pre-order line can be
 * delivered, or null when none is a pre-order. ISO dates compare as strings.
 */
export function preOrderAvailableFrom(
  lines: readonly Pick<CartLine, 'is_pre_item' | 'pre_avail_date'>[],
): string | null {
  const days = lines
    .filter((line) => line.is_pre_item === 1 && line.pre_avail_date)
    .map((line) => (line.pre_avail_date ?? '').slice(0, 10));
  return days.sort().at(-1) ?? null;
}

/** §4 Delivery date: how many day cards a cart offers (the spec shows the cards, not their number). */
const DELIVERY_DAYS_OFFERED = 5;

/**
 * §4 Delivery date: the days a cart offers (YYYY-MM-DD), DELIVERY_DAYS_OFFERED of them from today,
 * or from the pre-order date when that is later. The server takes no other day (decision 0227):
 * an order booked months ahead held its stock from the day it was placed.
 */
export function offeredDeliveryDays(today: string, availableFrom: string | null): string[] {
  const first = availableFrom !== null && availableFrom > today ? availableFrom : today;
  const start = parseIsoDate(first);
  if (!start) return [];
  return Array.from({ length: DELIVERY_DAYS_OFFERED }, (_, index) => toIsoDate(addDays(start, index)));
}
