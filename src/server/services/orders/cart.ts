// §4 Cart "rechecked with the server" and the members cart: each line gets a fresh
// is_active, price, name and variant from the database. Nothing the client sends
// about a line is trusted but its item id, variant id and quantity, and nothing is
// read from a cache: availability must be as of now. A combo line (is_combo 1) is
// answered with its price and parts as they are now.
import type { CartAvailabilityView, CartLineRef, UnavailableReason } from '../../../domain/api/cart.ts';
import type { ItemView } from '../../../domain/api/catalog.ts';
import { ok, type Result } from '../../../domain/api/errors.ts';
import { defaultVariant, itemAvailability } from '../../../domain/catalogue/availability.ts';
import { FREE_ITEM_FLAG } from '../../../domain/constants.ts';
import { isOperational, roundKm, straightLineKm } from '../../../domain/orders/delivery.ts';
import { isStockLimited } from '../../../domain/catalogue/stock.ts';
import type { LatLng, SelectedAddon, Variant } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { comboLine, comboRefusal, loadCombos, type ComboNow } from '../pricing/combo-lines.ts';
import { loadItems } from '../catalogue/items.ts';
import { storesOpenNow } from '../catalogue/store-hours.ts';
import { storesWithLaterSlots } from '../catalogue/store-slots.ts';
import { chooseAddons } from '../pricing/pricing-lines.ts';
import { translatedComboParts, translatedItems } from '../shop/translations.ts';

/** regular: sale prices; member: §4 Members cart, member prices and only items with member variants. */
export type CartPricing = 'regular' | 'member';

interface StoreReach {
  is_active: number;
  is_delivery: number;
  latitude: number;
  longitude: number;
  delivery_radius_km: number;
}

/**
 * Stores of the cart's items, read now (a store that closed a minute ago no longer delivers):
 * is_active is whether it takes orders now, its hours and pause counted (decision 0270), or, closed
 * now, for one of its later slots (decision 0287: the checkout then offers only those).
 */
async function storesOf(ctx: ShopContext, storeIds: number[]): Promise<Map<number, StoreReach>> {
  if (storeIds.length === 0) return new Map();
  const [rows, open] = await Promise.all([
    ctx.db
      .selectFrom('stores')
      .select(['id', 'is_delivery', 'latitude', 'longitude', 'delivery_radius_km'])
      .where('id', 'in', storeIds)
      .execute(),
    storesOpenNow(ctx, storeIds),
  ]);
  const later = await storesWithLaterSlots(
    ctx,
    rows.filter((row) => !open.has(row.id)).map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, { ...row, is_active: open.has(row.id) || later.has(row.id) ? 1 : 0 }]));
}

function deliversTo(store: StoreReach | undefined, point: LatLng | null): boolean {
  if (store?.is_active !== 1) return false;
  if (point === null) return true;
  const km = roundKm(straightLineKm({ lat: store.latitude, lng: store.longitude }, point));
  return store.is_delivery === 1 && isOperational(km, store.delivery_radius_km);
}

function requestedVariantId(line: CartLineRef): number | null {
  return line.variant_id ?? line.selectedvariant?.id ?? null;
}

/** The variant a line buys: the one asked for, else the item's default (§9), else the first. */
function variantOf(item: ItemView, requested: number | null): Variant | null | 'missing' {
  if (requested !== null) return item.variants.find((variant) => variant.id === requested) ?? 'missing';
  return defaultVariant(item) ?? item.variants[0] ?? null;
}

interface LineCheck {
  item: ItemView;
  variant: Variant | null;
  /** How many of this variant the whole cart asks for (§5 counts every line of the variant). */
  variantTotal: number;
  quantity: number;
  delivers: boolean;
  pricing: CartPricing;
}

function unavailableReason(check: LineCheck): UnavailableReason | null {
  const { item, variant } = check;
  if (item.is_active !== 1) return 'unavailable';
  if (!check.delivers) return 'not_delivered';
  const status = itemAvailability(item, variant);
  if (status !== 'available') return status;
  // §4 Free items cannot change quantity: one is all a cart may hold.
  if (item.is_free_item === FREE_ITEM_FLAG && check.quantity > 1) return 'free_item';
  // §5 A variant neither infinite nor negative-allowed cannot be bought past its stock.
  if (variant !== null && isStockLimited(variant) && check.variantTotal > variant.stock) return 'out_of_stock';
  if (check.pricing === 'member' && (item.member_variants ?? []).length === 0) return 'not_member';
  return null;
}

/** The variant as the cart should now hold it: the member variant (member price as sale price) when pricing for members. */
function freshVariant(item: ItemView, variant: Variant | null, pricing: CartPricing): Variant | null {
  if (variant === null || pricing === 'regular') return variant;
  return item.member_variants?.find((candidate) => candidate.id === variant.id) ?? variant;
}

function missingLine(line: CartLineRef, reason: UnavailableReason): CartAvailabilityView {
  return {
    id: line.id,
    variant_id: requestedVariantId(line),
    is_active: 0,
    price: 0,
    name: '',
    selectedvariant: null,
    reason,
  };
}

/**
 * §4/§7 Cart availability: one result per line, in the order sent. A line is inactive when its item
 * or variant is inactive or gone, out of stock for the quantity asked, a free item above quantity 1,
 * or (when a point is sent) its store no longer delivers there. Prices are fresh, in rupees.
 */
export async function checkCartAvailability(
  ctx: ShopContext,
  lines: readonly CartLineRef[],
  point: LatLng | null,
  pricing: CartPricing = 'regular',
): Promise<Result<CartAvailabilityView[]>> {
  const itemLines = lines.filter((line) => line.is_combo !== 1);
  const [items, combos] = await Promise.all([
    // In the customer's language: the cart shows the names this answer gives.
    loadItems(ctx.db, { ids: [...new Set(itemLines.map((line) => line.id))] })
      .then((list) => translatedItems(ctx, list))
      .then((list) => new Map(list.map((item) => [item.id, item]))),
    loadCombos(
      ctx.db,
      lines.filter((line) => line.is_combo === 1).map((line) => line.id),
    ).then((found) => translatedComboParts(ctx, found)),
  ]);
  const storeIds = [...items.values()].map((item) => item.restaurant_id);
  for (const combo of combos.values()) storeIds.push(combo.storeId);
  const stores = await storesOf(ctx, [...new Set(storeIds)]);

  // §5 Every line of a variant counts, and every combo part of it.
  const totals = new Map<number, number>();
  const count = (variantId: number, quantity: number) => totals.set(variantId, (totals.get(variantId) ?? 0) + quantity);
  for (const line of lines) {
    if (line.is_combo === 1) {
      for (const part of combos.get(line.id)?.parts ?? []) count(part.variantId, part.quantity * line.quantity);
      continue;
    }
    const item = items.get(line.id);
    const variant = item ? variantOf(item, requestedVariantId(line)) : null;
    if (variant !== null && variant !== 'missing') count(variant.id, line.quantity);
  }

  return ok(
    lines.map((line): CartAvailabilityView => {
      if (line.is_combo === 1) return comboAvailability(line, combos.get(line.id), { stores, point, pricing, totals });
      const item = items.get(line.id);
      if (!item) return missingLine(line, 'missing');
      const requested = requestedVariantId(line);
      const variant = variantOf(item, requested);
      if (variant === 'missing') return { ...missingLine(line, 'sold_out'), name: item.name };
      const reason = unavailableReason({
        item,
        variant,
        variantTotal: variant ? (totals.get(variant.id) ?? 0) : line.quantity,
        quantity: line.quantity,
        delivers: deliversTo(stores.get(item.restaurant_id), point),
        pricing,
      });
      const priced = freshVariant(item, variant, pricing);
      return {
        id: item.id,
        variant_id: requested,
        is_active: reason === null ? 1 : 0,
        // §3/§9 A free item costs nothing whatever price the data carries.
        price: item.is_free_item === FREE_ITEM_FLAG ? 0 : (priced?.sale_price ?? item.price),
        name: item.name,
        selectedvariant: requested === null ? null : priced,
        ...addonsNow(item, line.addon_ids),
        reason,
      };
    }),
  );
}

/** The line's addons as the item offers them now (names in the customer's language); none when the choice no longer fits. */
function addonsNow(item: ItemView, addonIds: readonly number[] | undefined): { selectedaddons?: SelectedAddon[] } {
  if (!addonIds || addonIds.length === 0) return {};
  const chosen = chooseAddons(item.addon_categories, addonIds);
  return Array.isArray(chosen) ? { selectedaddons: chosen } : {};
}

/**
 * §3 Combo line: its price, old price and parts as they are now; inactive when the combo or a part
 * cannot be bought (combo-lines.ts names the part), when a part's stock is short for the whole cart,
 * when its store no longer delivers, or in the members cart (a combo has no member price).
 */
function comboAvailability(
  line: CartLineRef,
  combo: ComboNow | undefined,
  context: {
    stores: Map<number, StoreReach>;
    point: LatLng | null;
    pricing: CartPricing;
    totals: Map<number, number>;
  },
): CartAvailabilityView {
  if (!combo) return { ...missingLine(line, 'missing'), variant_id: null, is_combo: 1 };
  const fresh = comboLine(combo, line.quantity);
  const short = combo.parts.some(
    (part) =>
      part.variant !== undefined &&
      isStockLimited(part.variant) &&
      (context.totals.get(part.variantId) ?? 0) > part.variant.stock,
  );
  const reason: UnavailableReason | null =
    comboRefusal(combo)?.status ??
    (!deliversTo(context.stores.get(combo.storeId), context.point)
      ? 'not_delivered'
      : short
        ? 'out_of_stock'
        : context.pricing === 'member'
          ? 'not_member'
          : null);
  return {
    id: combo.id,
    is_combo: 1,
    variant_id: null,
    is_active: reason === null ? 1 : 0,
    price: fresh.price,
    old_price: fresh.old_price,
    name: combo.name,
    selectedvariant: null,
    ...(fresh.items === undefined ? {} : { items: fresh.items }),
    reason,
  };
}
