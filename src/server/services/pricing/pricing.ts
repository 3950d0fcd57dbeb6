// The server's bill of a cart (docs/architecture.md "API": the server recomputes every
// amount). Everything is read fresh from the database, never from a cache, and
// every rule is src/domain's: line prices (cart.ts), stock (stock.ts), minimum order
// (min-order.ts), coupon (coupon.ts), delivery charge (delivery.ts), tips (tips.ts).
// place-order calls this inside its transaction, so what is charged is what is checked.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { Bill, CartLineInput, TipInput } from '../../../domain/api/pricing.ts';
import type { SlotChoice } from '../../../domain/api/slots.ts';
import {
  cartSubtotalMinor,
  hasPreItems,
  lineTotalMinor,
  lineUnitPriceMinor,
  preOrderAvailableFrom,
} from '../../../domain/orders/cart.ts';
import { isComboLine } from '../../../domain/catalogue/combo.ts';
import { amountToReachMinor, totalAfterCoupon } from '../../../domain/orders/coupon.ts';
import {
  chooseDistance,
  deliveryCharge,
  isOperational,
  straightLineKm,
  type DeliveryStore,
} from '../../../domain/orders/delivery.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { minOrderStatus } from '../../../domain/orders/min-order.ts';
import { formatPrice, fromMinor, toMinor } from '../../../domain/money.ts';
import type { Settings } from '../../../domain/settings.ts';
import { tipAmountOptions, tipFromPercent, tipPercentOptions } from '../../../domain/orders/tips.ts';
import type { FulfilmentMode, LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { StoreRow } from '../../db/schema.ts';
import { comboLineContents } from './combo-lines.ts';
import { evaluateCoupon, type CouponEvaluation } from './coupons.ts';
import { checkLinesStock, loadLines, refuseUnavailable, type LinePricing, type PricedLine } from './pricing-lines.ts';
import { loadShopSettings } from '../shop/settings.ts';
import { storesOpenNow } from '../catalogue/store-hours.ts';
import { said } from '../../said.ts';

export interface PriceCartInput {
  /** The signed-in customer (for the wallet and a coupon's limit per customer); absent for guests. */
  userId?: number | null | undefined;
  /** The cart's store; taken from the first line when absent. */
  storeId?: number | null | undefined;
  lines: readonly CartLineInput[];
  coupon?: string | null | undefined;
  tip?: TipInput | null | undefined;
  mode: FulfilmentMode;
  /** The delivery address's point; without one the store is assumed to serve the customer (§4). */
  point?: LatLng | null | undefined;
  /** Use the wallet towards the total, as much as it holds. */
  walletUse?: boolean | undefined;
  pricing?: LinePricing | undefined;
  /** yyyy-mm-dd the customer wants it; today (in the shop's time zone) when absent. */
  deliveryDate?: string | null | undefined;
  /**
   * The slot chosen (decision 0279): its fee is on the bill, and the store need not be open now, only
   * not paused (place-order checks the slot itself: its day, cut-off and capacity).
   */
  slot?: SlotChoice | null | undefined;
}

/** The bill's amounts in paise, as orders store them. */
export interface BillMinor {
  subtotal: number;
  discount: number;
  totalAfterCoupon: number;
  deliveryCharge: number;
  tip: number;
  /** The chosen slot's fee. */
  slotFee: number;
  walletUsed: number;
  total: number;
  totalPayable: number;
}

export interface PricedCart {
  bill: Bill;
  minor: BillMinor;
  lines: PricedLine[];
  store: StoreRow;
  coupon: CouponEvaluation | null;
  distanceKm: number | null;
  settings: Settings;
}

/** §4 Distance from the store: the maps service's when enGDMA is on and it answers, else the straight line (1 decimal). */
export async function deliveryDistanceKm(
  ctx: ShopContext,
  store: Pick<StoreRow, 'latitude' | 'longitude'>,
  point: LatLng,
  settings: Pick<Settings, 'enGDMA'>,
): Promise<number> {
  const storePoint = { lat: store.latitude, lng: store.longitude };
  const maps = settings.enGDMA ? await ctx.distance.roadDistance(storePoint, point) : null;
  return chooseDistance(maps, straightLineKm(storePoint, point)).km;
}

export function deliveryTerms(store: StoreRow): DeliveryStore {
  return {
    is_free_delivery: store.is_free_delivery,
    free_delivery_min_cart_value: fromMinor(store.free_delivery_min_cart_paise),
    delivery_charges: fromMinor(store.delivery_charges_paise),
    delivery_charge_type: store.delivery_charge_type === 'DYNAMIC' ? 'DYNAMIC' : 'FIXED',
    base_delivery_distance: store.base_delivery_distance_km,
    extra_delivery_charge_per_km: fromMinor(store.extra_delivery_charge_per_km_paise),
  };
}

/**
 * The store is open (the counter's open/closed, the pause and the hours: decision 0270), or for an
 * order for a slot, not paused (decision 0279), and it offers the mode.
 */
function checkStore(store: StoreRow, mode: FulfilmentMode, openNow: boolean, forSlot: boolean): Result<void> {
  if (forSlot ? store.is_paused === 1 : !openNow)
    return fail('conflict', said('saidStoreClosed', { store: store.name }), {
      restaurant_id: said('saidFieldStoreClosed'),
    });
  if (mode === 'DELIVERY' && store.is_delivery !== 1) {
    return fail('validation_failed', said('saidStoreNoDelivery', { store: store.name }), {
      mode: said('saidFieldNoDelivery'),
    });
  }
  if (mode === 'SELFPICKUP' && store.is_selfpickup !== 1) {
    return fail('validation_failed', said('saidStoreNoPickup', { store: store.name }), {
      mode: said('saidFieldNoPickup'),
    });
  }
  return ok(undefined);
}

/**
 * §9 Tips come from the settings' lists: an amount must be one of `tips` (shown when showTipsAmount),
 * a percentage one of `tips_percentage` (when showTipsPercentage), taken of the subtotal. A tip
 * thanks the delivery partner, so a self-pickup order takes none.
 */
function tipMinor(
  tip: TipInput | null | undefined,
  subtotalMinor: number,
  settings: Settings,
  mode: FulfilmentMode,
): Result<number> {
  if (!tip) return ok(0);
  if (mode === 'SELFPICKUP')
    return fail('validation_failed', said('saidNoTipWithPickup'), {
      tip: said('saidFieldNoTipWithPickup'),
    });
  if (tip.kind === 'amount') {
    const options = tipAmountOptions(settings);
    const amount = toMinor(tip.value);
    if (options.includes(amount)) return ok(amount);
    const offered = options.map((option) => formatPrice(option, settings)).join(', ');
    return fail('validation_failed', offered ? said('saidChooseTip', { tips: offered }) : said('saidNoTipAmounts'), {
      tip: said('saidFieldTipNotOffered'),
    });
  }
  const options = tipPercentOptions(settings);
  if (options.includes(tip.value)) return ok(tipFromPercent(subtotalMinor, tip.value));
  const offered = options.map((option) => `${option}%`).join(', ');
  return fail('validation_failed', offered ? said('saidChooseTip', { tips: offered }) : said('saidNoTipPercentages'), {
    tip: said('saidFieldTipNotOffered'),
  });
}

/** The fee of the chosen slot of the store (0 without one); refused for a slot the store does not have. */
async function slotFeeMinor(
  ctx: ShopContext,
  storeId: number,
  slot: SlotChoice | null | undefined,
): Promise<Result<number>> {
  if (!slot) return ok(0);
  const row = await ctx.db
    .selectFrom('store_slots')
    .select('fee_paise')
    .where('id', '=', slot.slot_id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row
    ? ok(row.fee_paise)
    : fail('validation_failed', said('saidSlotNotOffered'), { slot: said('saidFieldNoSuchSlot') });
}

async function walletBalanceMinor(ctx: ShopContext, userId: number | null | undefined): Promise<number | null> {
  if (userId === null || userId === undefined) return null;
  const user = await ctx.db
    .selectFrom('users')
    .select('wallet_balance_paise')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.wallet_balance_paise ?? null;
}

/**
 * The bill of a cart, or why it cannot be bought: malformed lines (validation_failed), lines that
 * are inactive, sold out or out of stock (conflict / out_of_stock, naming each), a closed store or
 * one that does not serve the address or mode, a tip not on offer, a wallet without a customer.
 * A coupon that does not apply and a cart below the minimum are reported in the bill
 * (coupon.coupon_error, min_order), so the cart page can show them; place-order refuses them.
 * `known.distanceKm` lets place-order ask the maps service before it takes its locks.
 */
export async function priceCart(
  ctx: ShopContext,
  input: PriceCartInput,
  known: { distanceKm?: number | null } = {},
): Promise<Result<PricedCart>> {
  const loaded = await loadLines(ctx.db, input.storeId ?? null, input.lines, input.pricing ?? 'regular');
  if (!loaded.ok) return loaded;
  const unavailable = refuseUnavailable(loaded.value.unavailable);
  if (unavailable) return unavailable;
  const stock = checkLinesStock(loaded.value.lines);
  if (!stock.ok) return stock;
  const store = await ctx.db.selectFrom('stores').selectAll().where('id', '=', loaded.value.storeId).executeTakeFirst();
  if (!store) return fail('not_found', said('saidNoSuchStore'), { restaurant_id: said('saidFieldUnknownStore') });
  const forSlot = input.slot !== null && input.slot !== undefined;
  const openNow = forSlot || (await storesOpenNow(ctx, [store.id])).has(store.id);
  const storeCheck = checkStore(store, input.mode, openNow, forSlot);
  if (!storeCheck.ok) return storeCheck;
  const slotFee = await slotFeeMinor(ctx, store.id, input.slot);
  if (!slotFee.ok) return slotFee;
  const settings = await loadShopSettings(ctx.db);

  let distanceKm: number | null = null;
  if (input.mode === 'DELIVERY' && input.point) {
    distanceKm = known.distanceKm ?? (await deliveryDistanceKm(ctx, store, input.point, settings));
    if (!isOperational(distanceKm, store.delivery_radius_km)) {
      return fail('validation_failed', said('saidStoreTooFar', { store: store.name, km: distanceKm }), {
        address: said('saidFieldOutsideDeliveryArea'),
      });
    }
  }

  const lines = loaded.value.lines.map((priced) => priced.line);
  const subtotal = cartSubtotalMinor(lines);
  const coupon = input.coupon
    ? await evaluateCoupon(ctx.db, input.coupon, lines, ctx.now(), settings, input.userId ?? null)
    : null;
  const discount = coupon?.discountMinor ?? 0;
  const afterCoupon = totalAfterCoupon(subtotal, discount);
  const delivery = deliveryCharge({
    mode: input.mode,
    store: deliveryTerms(store),
    totalAfterCouponMinor: afterCoupon,
    distanceKm,
  });
  const tip = tipMinor(input.tip, subtotal, settings, input.mode);
  if (!tip.ok) return tip;
  const total = afterCoupon + delivery.chargeMinor + tip.value + slotFee.value;

  const balance = await walletBalanceMinor(ctx, input.userId);
  if (input.walletUse && balance === null)
    return fail('validation_failed', said('saidWalletSignIn'), { use_wallet: said('saidFieldSignInFirst') });
  const walletUsed = input.walletUse ? Math.min(Math.max(balance ?? 0, 0), total) : 0;
  const minOrder = minOrderStatus(subtotal, { min_order_price: fromMinor(store.min_order_paise) }, settings);
  const today = shopToday(ctx.now());

  const minor: BillMinor = {
    subtotal,
    discount,
    totalAfterCoupon: afterCoupon,
    deliveryCharge: delivery.chargeMinor,
    tip: tip.value,
    slotFee: slotFee.value,
    walletUsed,
    total,
    totalPayable: total - walletUsed,
  };
  const bill: Bill = {
    restaurant_id: store.id,
    restaurant_name: store.name,
    mode: input.mode,
    items: loaded.value.lines.map(({ line, variant }) => ({
      id: line.id,
      ...(isComboLine(line) ? { is_combo: 1 as const } : {}),
      variant_id: variant?.id ?? null,
      name: line.name,
      // A combo's parts read as its variant does ("Tomato 1 kg × 1 · Onion 2 kg × 1").
      variant_name: isComboLine(line) ? comboLineContents(line) : (variant?.name ?? null),
      quantity: line.quantity,
      unit_price: fromMinor(lineUnitPriceMinor(line)),
      selectedaddons: line.selectedaddons,
      line_total: fromMinor(lineTotalMinor(line)),
      is_free_item: line.is_free_item,
    })),
    subtotal: fromMinor(subtotal),
    coupon: coupon?.answer ?? null,
    discount: fromMinor(discount),
    total_after_coupon: fromMinor(afterCoupon),
    delivery_charge: fromMinor(delivery.chargeMinor),
    distance: distanceKm,
    free_delivery_unlocked: delivery.freeDeliveryUnlocked,
    free_delivery_remaining:
      delivery.freeDeliveryRemainingMinor === null ? null : fromMinor(delivery.freeDeliveryRemainingMinor),
    free_delivery_add_more:
      delivery.freeDeliveryRemainingMinor === null
        ? null
        : fromMinor(
            delivery.freeDeliveryRemainingMinor > 0
              ? amountToReachMinor(
                  store.free_delivery_min_cart_paise,
                  subtotal,
                  coupon?.answer.success
                    ? {
                        discount_type: coupon.answer.discount_type ?? 'FIXED',
                        discount: coupon.answer.discount ?? 0,
                        max_discount: coupon.answer.max_discount,
                      }
                    : null,
                  discount,
                )
              : 0,
          ),
    tip: fromMinor(tip.value),
    slot_fee: fromMinor(slotFee.value),
    wallet_balance: balance === null ? null : fromMinor(balance),
    wallet_used: fromMinor(walletUsed),
    total: fromMinor(total),
    total_payable: fromMinor(total - walletUsed),
    min_order: { enabled: minOrder.enabled, remaining: fromMinor(minOrder.remainingMinor), message: minOrder.message },
    has_preitems: hasPreItems(lines, input.deliveryDate ?? today),
    available_from: preOrderAvailableFrom(lines),
  };
  return ok({ bill, minor, lines: loaded.value.lines, store, coupon, distanceKm, settings });
}
