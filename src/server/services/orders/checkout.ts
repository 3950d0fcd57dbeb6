// What place-order checks beside the bill itself: where the order goes (a saved
// address of the customer's, or the device's stored address), and the refusals
// the cart page only shows (a coupon that does not apply, a cart below the
// minimum, a pre-order before its date, a wallet that is empty).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { PlaceOrderInput } from '../../../domain/api/orders.ts';
import { isComboInput } from '../../../domain/api/pricing.ts';
import { parseIsoDate, shopCalendarDate, toIsoDate } from '../../../domain/calendar.ts';
import { offeredDeliveryDays } from '../../../domain/orders/cart.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { PaymentMethod } from '../../db/schema-orders.ts';
import type { PricedCart } from '../pricing/pricing.ts';
import { said, shopSaid } from '../../said.ts';
import { formatPrice, toMinor } from '../../../domain/money.ts';

export interface AddressSnapshot {
  id: number | null;
  text: string;
  point: LatLng;
  house: string | null;
  tag: string | null;
}

/** The delivery address: a saved one of the customer's (404 for anyone else's), else the sent snapshot; none for self-pickup. */
export async function resolveAddress(
  ctx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
): Promise<Result<AddressSnapshot | null>> {
  if (input.mode === 'SELFPICKUP') return ok(null);
  if (input.address_id !== undefined && input.address_id !== null) {
    const row = await ctx.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', input.address_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // Deleted meanwhile (another tab): said as what to do, once (the field's line is the same).
    if (!row) return fail('not_found', said('saidAddressGone'), { address_id: said('saidAddressGone') });
    return ok({
      id: row.id,
      text: row.address,
      point: { lat: row.latitude, lng: row.longitude },
      house: row.house || null,
      tag: row.tag || null,
    });
  }
  if (input.address) {
    const { address, lat, lng, house, tag } = input.address;
    return ok({ id: null, text: address, point: { lat, lng }, house: house || null, tag: tag || null });
  }
  return fail('validation_failed', said('saidChooseAddress'), { address_id: said('saidFieldNeedsAddress') });
}

/** The cart's store: the one sent, else the first line's item's. */
export async function storeIdOf(
  ctx: ShopContext,
  input: Pick<PlaceOrderInput, 'restaurant_id' | 'items'>,
): Promise<number | null> {
  if (input.restaurant_id) return input.restaurant_id;
  const first = input.items[0];
  if (!first) return null;
  // §3 A combo belongs to its store as an item does.
  if (isComboInput(first)) {
    const combo = await ctx.db
      .selectFrom('combos')
      .select('store_id')
      .where('id', '=', first.combo_id)
      .executeTakeFirst();
    return combo?.store_id ?? null;
  }
  const item = await ctx.db.selectFrom('items').select('store_id').where('id', '=', first.item_id).executeTakeFirst();
  return item?.store_id ?? null;
}

/**
 * The delivery day asked for (or today), refused when past, before a pre-order line is available,
 * or beyond the days the cart offers (§4; offeredDeliveryDays).
 */
function checkDeliveryDate(priced: PricedCart, requested: string | null | undefined, now: Date): Result<string | null> {
  const today = toIsoDate(shopCalendarDate(now));
  const day = requested ?? null;
  const from = priced.bill.available_from;
  if (day !== null) {
    if (parseIsoDate(day) === null || day < today)
      return fail('validation_failed', said('saidDeliveryDatePast'), { delivery_date: said('saidFieldInThePast') });
    const last = offeredDeliveryDays(today, from).at(-1);
    if (last !== undefined && day > last) {
      return fail('validation_failed', said('saidDeliveryDateFar'), {
        delivery_date: said('saidFieldAfterDay', { day: last }),
      });
    }
  }
  if (from !== null && (day ?? today) < from) {
    return fail('validation_failed', said('saidPreOrderFrom', { day: from }), {
      delivery_date: said('saidFieldAvailableFrom', { day: from }),
    });
  }
  return ok(day);
}

/**
 * What the cart page shows but an order may not have: a coupon with coupon_error, a subtotal below
 * the store's minimum (§5 'Shop for {amount} more'), a pre-order before its date, a wallet payment
 * with an empty wallet. Answers the delivery date to store.
 */
export function refuseBill(priced: PricedCart, input: PlaceOrderInput, now: Date): Result<string | null> {
  const { bill } = priced;
  if (bill.coupon && !bill.coupon.success) {
    const reason = priced.coupon?.refusal ?? said('saidCouponDoesNotApply');
    return fail('validation_failed', reason, { coupon: reason });
  }
  if (!bill.min_order.enabled) {
    // The shop's own words for it (its setting minOrderMessage, a label of every language).
    const amount = formatPrice(toMinor(bill.min_order.remaining), priced.settings);
    const message =
      bill.min_order.message === null
        ? said('saidBelowMinimum')
        : shopSaid('minOrderMessage', bill.min_order.message, { amount });
    return fail('below_minimum', message, { items: message });
  }
  if (input.payment_method === 'WALLET' && priced.minor.total > 0 && priced.minor.walletUsed === 0) {
    return fail('validation_failed', said('saidWalletEmpty'), {
      payment_method: said('saidFieldWalletEmpty'),
    });
  }
  return checkDeliveryDate(priced, input.delivery_date, now);
}

/** COD, WALLET when the wallet covers everything, COD_WALLET when it covers part and the rest is paid on delivery. */
export function paymentMethodOf(priced: PricedCart): PaymentMethod {
  if (priced.minor.walletUsed === 0) return 'COD';
  return priced.minor.totalPayable === 0 ? 'WALLET' : 'COD_WALLET';
}
