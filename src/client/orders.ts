// The browser's calls of the cart and order journey (§7 cart availability, confirm
// cart, apply coupon, place order, order-related calls). Cart lines travel in the
// short form the server reads (item, variant, addons, quantity): prices a device
// holds are never sent, since the server recomputes every amount.
import type { PaymentProviderId } from '../domain/orders/payments.ts';
import { type LineWish, wishToSend } from '../domain/orders/substitutions.ts';
import type { CartAvailabilityAnswer } from '../domain/api/cart.ts';
import type { Result } from '../domain/api/errors.ts';
import type {
  MemberCartAnswer,
  OrderAgainAnswer,
  OrderAnswer,
  PlaceOrderAnswer,
  RatingAnswer,
} from '../domain/api/orders.ts';
import type { Bill, CartLineInput, CouponAnswer, CouponOffer, TipInput } from '../domain/api/pricing.ts';
import type { AddressesAnswer } from '../domain/api/addresses.ts';
import type { DeliverySlotsAnswer, SlotChoice } from '../domain/api/slots.ts';
import { isComboLine } from '../domain/catalogue/combo.ts';
import type { CartLine, FulfilmentMode, LatLng, StoredDeliveryAddress } from '../domain/types.ts';
import { callApi } from './api.ts';

export function lineInputs(lines: readonly CartLine[]): CartLineInput[] {
  return lines.map((line) =>
    // §3 A combo line is sent as the combo and how many; the server reads its parts itself.
    isComboLine(line)
      ? { combo_id: line.id, quantity: line.quantity }
      : {
          item_id: line.id,
          variant_id: line.selectedvariant?.id ?? null,
          addon_ids: line.selectedaddons.map((addon) => addon.addon_id),
          quantity: line.quantity,
        },
  );
}

const pointOf = (point: LatLng | null) => (point ? { latitude: point.lat, longitude: point.lng } : {});

/** §4 Availability rechecked with the server: one result per line, in order. */
export function checkAvailability(
  lines: readonly CartLine[],
  point: LatLng | null,
  members = false,
): Promise<Result<CartAvailabilityAnswer>> {
  const items = lines.map((line) =>
    isComboLine(line)
      ? { id: line.id, is_combo: 1 as const, variant_id: null, quantity: line.quantity }
      : {
          id: line.id,
          variant_id: line.selectedvariant?.id ?? null,
          ...(line.selectedaddons.length > 0 ? { addon_ids: line.selectedaddons.map((addon) => addon.addon_id) } : {}),
          quantity: line.quantity,
        },
  );
  return callApi(members ? 'check-member-cart-items-availability' : 'check-cart-items-availability', {
    items,
    ...pointOf(point),
  });
}

export interface BillRequest {
  lines: readonly CartLine[];
  storeId: number;
  coupon: string | null;
  tip: TipInput | null;
  mode: FulfilmentMode;
  /** The delivery address's point (none for self-pickup). */
  point: LatLng | null;
  useWallet: boolean;
  deliveryDate: string | null;
  /** The slot chosen at checkout (decision 0279): its fee is on the bill. */
  slot?: SlotChoice | null | undefined;
}

function billBody(request: BillRequest) {
  return {
    items: lineInputs(request.lines),
    restaurant_id: request.storeId,
    coupon: request.coupon,
    tip: request.tip,
    mode: request.mode,
    use_wallet: request.useWallet,
    delivery_date: request.slot?.day ?? request.deliveryDate,
    ...(request.slot ? { slot: request.slot } : {}),
    ...(request.mode === 'DELIVERY' ? pointOf(request.point) : {}),
  };
}

/** The server's bill: every figure the cart and checkout show. */
export function confirmCart(request: BillRequest): Promise<Result<Bill>> {
  return callApi('confirm-cart', billBody(request));
}

/** §4 Members cart: the bill at member prices and the weight against the allowance. */
export function confirmMemberCart(request: BillRequest): Promise<Result<MemberCartAnswer>> {
  return callApi('confirm-member-cart', billBody(request));
}

/** §7 Apply coupon: validated on the server against the cart's lines. */
export function applyCoupon(
  code: string,
  lines: readonly CartLine[],
  storeId: number,
  point: LatLng | null,
): Promise<Result<CouponAnswer>> {
  return callApi('apply-coupon', {
    coupon: code,
    restaurant_id: storeId,
    cartProducts: lineInputs(lines),
    ...pointOf(point),
  });
}

/** §7 The coupons a cart of the store is offered, each applied by a tap (decision 0329). */
export function cartCoupons(storeId: number): Promise<Result<CouponOffer[]>> {
  return callApi('cart-coupons', { restaurant_id: storeId });
}

export interface OrderRequest {
  lines: readonly CartLine[];
  storeId: number;
  mode: FulfilmentMode;
  addressId: number | null;
  /** The device's stored address, when no saved address is chosen. */
  address: StoredDeliveryAddress | null;
  coupon: string | null;
  tip: TipInput | null;
  payment: 'COD' | 'WALLET' | 'ONLINE';
  /** With ONLINE: the provider, and whether the wallet pays first. */
  online?: { provider: PaymentProviderId; useWallet: boolean } | undefined;
  deliveryDate: string | null;
  /** A slot of the store on a day; without one, as soon as possible. */
  slot?: SlotChoice | null | undefined;
  /** Each line's wish if it is short at packing (decision 0285), in the lines' order; null: the customer's default. */
  substitutions?: readonly (LineWish | null)[] | undefined;
  idempotencyKey: string;
}

export function placeOrder(request: OrderRequest, members = false): Promise<Result<PlaceOrderAnswer>> {
  const delivery = request.mode === 'DELIVERY';
  return callApi(members ? 'place-member-order' : 'place-order', {
    items: lineInputs(request.lines),
    restaurant_id: request.storeId,
    mode: request.mode,
    address_id: delivery ? request.addressId : null,
    address: delivery && request.addressId === null ? request.address : null,
    coupon: request.coupon,
    tip: request.tip,
    payment_method: request.payment,
    ...(request.payment === 'ONLINE' && request.online
      ? { payment_provider: request.online.provider, use_wallet: request.online.useWallet }
      : {}),
    delivery_date: request.slot?.day ?? request.deliveryDate,
    ...(request.slot ? { slot: request.slot } : {}),
    ...(request.substitutions?.some((wish) => wishToSend(wish) !== null)
      ? { substitutions: request.substitutions.map(wishToSend) }
      : {}),
    idempotency_key: request.idempotencyKey,
  });
}

/** The slots the store offers this cart now (decision 0279): as soon as possible while open, and the next days'. */
export function deliverySlots(storeId: number, availableFrom: string | null): Promise<Result<DeliverySlotsAnswer>> {
  return callApi('delivery-slots', { restaurant_id: storeId, available_from: availableFrom });
}

/** §7 Get addresses with restaurant_id: each says whether the cart's store delivers there. */
export function addressesFor(storeId: number): Promise<Result<AddressesAnswer>> {
  return callApi('get-addresses', { restaurant_id: storeId });
}

export function cancelOrder(
  uniqueOrderId: string,
  refundTo?: 'source' | 'wallet',
  reason: string | null = null,
): Promise<Result<OrderAnswer>> {
  return callApi('cancel-order', {
    unique_order_id: uniqueOrderId,
    ...(refundTo ? { refund_to: refundTo } : {}),
    ...(reason ? { reason } : {}),
  });
}

export function orderAgain(uniqueOrderId: string): Promise<Result<OrderAgainAnswer>> {
  return callApi('order-again', { unique_order_id: uniqueOrderId });
}

export function rateOrder(uniqueOrderId: string, stars: number, comment: string): Promise<Result<RatingAnswer>> {
  return callApi('rate-order', {
    unique_order_id: uniqueOrderId,
    stars,
    comment: comment.trim() || null,
  });
}
