// §7 Place order and member order (decision 0115; docs/architecture.md "API"). In one
// write transaction: claim the idempotency key, lock the rows that change, re-price
// the cart from the database (services/pricing/pricing.ts), refuse with the reason when it
// cannot be ordered, then take the stock, count the coupon use, debit the wallet
// (and the membership allowance), and write the order with its items, its first
// status and the answer a retry will get. A refusal rolls everything back; an order for a
// sold-out variant or a used-up coupon is refused before the transaction (decision 0342).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { PlaceOrderAnswer, PlaceOrderInput } from '../../../domain/api/orders.ts';
import { isComboInput } from '../../../domain/api/pricing.ts';
import { lineTotalMinor, lineUnitPriceMinor } from '../../../domain/orders/cart.ts';
import { holdEndsAt, onlineMethodOf } from '../../../domain/orders/payments.ts';
import { isComboLine, stockNeeds } from '../../../domain/catalogue/combo.ts';
import { isVariantInStock } from '../../../domain/catalogue/availability.ts';
import { isStockLimited } from '../../../domain/catalogue/stock.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderKind } from '../../db/schema-orders.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { orderCreated } from '../reports/summaries.ts';
import { paymentMethodOf, refuseBill, resolveAddress, storeIdOf, type AddressSnapshot } from './checkout.ts';
import { comboLineContents, comboVariantIds, insertComboParts } from '../pricing/combo-lines.ts';
import { COUPON_ERRORS } from '../pricing/coupons.ts';
import { claimKey, earlierAnswer, requestHash, storeAnswer } from './idempotency.ts';
import {
  activeMembership,
  memberWeight,
  refuseOverweight,
  takeMemberWeight,
  weightToTake,
} from '../accounts/members.ts';
import { newUniqueOrderId } from './order-ids.ts';
import { recordOrderLegs } from './order-legs.ts';
import { countOrderPlaced } from '../../metrics.ts';
import { announceOrderMoved } from './order-status.ts';
import { orderViewById } from './orders.ts';
import { deliveryDistanceKm, priceCart, type PricedCart } from '../pricing/pricing.ts';
import type { PricedLine } from '../pricing/pricing-lines.ts';
import { loadShopSettings } from '../shop/settings.ts';
import { debitWallet } from '../payments/wallet.ts';
import { chosenProvider } from '../payments/attempts.ts';
import { said } from '../../said.ts';
import { refuseLaterDayWithoutSlot, takeSlot, type TakenSlot } from './slots.ts';
import { DEFAULT_SUBSTITUTION, type SubstitutionPreference } from '../../../domain/orders/substitutions.ts';

/** The parsed fields that decide an order: two requests with the same meaning share a hash. */
function meaningOf(kind: OrderKind, input: PlaceOrderInput) {
  const { items, restaurant_id, mode, address_id, address, coupon, tip, payment_method, delivery_date } = input;
  const online =
    payment_method === 'ONLINE' ? { provider: input.payment_provider, wallet: input.use_wallet ?? false } : null;
  const place = address
    ? {
        lat: address.lat,
        lng: address.lng,
        address: address.address,
        house: address.house ?? null,
        tag: address.tag ?? null,
      }
    : null;
  return {
    kind,
    items,
    restaurant_id: restaurant_id ?? null,
    mode,
    address_id: address_id ?? null,
    address: place,
    coupon,
    tip,
    payment_method,
    // Only an online order names these, so the hash of every other order is what it was.
    ...(online ? { online } : {}),
    delivery_date: delivery_date ?? null,
    // Only an order for a slot names it, so the hash of every other order is what it was.
    ...(input.slot ? { slot: input.slot } : {}),
    // Only an order with substitution wishes names them, so the hash of every other order is what it was.
    ...(input.substitutions ? { substitutions: input.substitutions } : {}),
  };
}

/**
 * PostgreSQL row locks, always in this order (variants by id, coupon, customer, membership) so that orders never deadlock.
 * The coupon's lock also makes its limit per customer race-free: pricing counts the customer's uses after taking it.
 */
async function lockRows(tx: ShopContext, userId: number, input: PlaceOrderInput, kind: OrderKind): Promise<void> {
  if (tx.engine !== 'postgres') return;
  const itemIds = [...new Set(input.items.flatMap((line) => (isComboInput(line) ? [] : [line.item_id])))];
  // A combo takes stock of its parts' variants: they are locked with the items' (one order, by id).
  const partVariantIds = await comboVariantIds(
    tx.db,
    input.items.flatMap((line) => (isComboInput(line) ? [line.combo_id] : [])),
  );
  await forUpdate(
    tx,
    tx.db
      .selectFrom('item_variants')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(itemIds.length > 0 ? [eb('item_id', 'in', itemIds)] : []),
          ...(partVariantIds.length > 0 ? [eb('id', 'in', partVariantIds)] : []),
        ]),
      )
      .orderBy('id'),
  ).execute();
  if (input.coupon)
    await forUpdate(tx, tx.db.selectFrom('coupons').select('id').where('code', '=', input.coupon)).execute();
  await forUpdate(tx, tx.db.selectFrom('users').select('id').where('id', '=', userId)).execute();
  if (kind === 'member') await activeMembership(tx, userId, true);
}

/**
 * Whether the order took the last of some variant, as an item or a combo's part (decision 0246):
 * then every instance forgets its catalog answers and pages at once, so
 * nobody is shown it in stock. Other orders leave them be: a list shows in stock or out of stock,
 * not the count, and the count the browser checks an Add against is re-checked here under lock.
 */
async function ranOut(ctx: ShopContext, uniqueOrderId: string): Promise<boolean> {
  const [lines, parts] = await Promise.all([
    ctx.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.variant_id')
      .where('orders.unique_order_id', '=', uniqueOrderId)
      .where('order_items.stock_taken', '=', 1)
      .execute(),
    ctx.db
      .selectFrom('order_item_parts')
      .innerJoin('order_items', 'order_items.id', 'order_item_parts.order_item_id')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_item_parts.variant_id')
      .where('orders.unique_order_id', '=', uniqueOrderId)
      .where('order_item_parts.stock_taken', '=', 1)
      .execute(),
  ]);
  const ids = [...new Set([...lines, ...parts].flatMap((row) => (row.variant_id === null ? [] : [row.variant_id])))];
  if (ids.length === 0) return false;
  const variants = await ctx.db
    .selectFrom('item_variants')
    .select(['stock', 'is_infinite', 'is_negative'])
    .where('id', 'in', ids)
    .execute();
  return variants.some((variant) => !isVariantInStock(variant));
}

/**
 * §5 Takes each stock-limited variant's quantity, never below zero (the guard in the WHERE is the
 * last line of defence: the cart was checked against the same locked rows). Negative-allowed
 * variants count down past zero as §5 allows; infinite ones are not counted. A combo takes each
 * part's quantity times the line's (domain/catalogue/combo.ts stockNeeds). Answers which variants took
 * stock, so a cancel puts back exactly that.
 */
async function takeStock(tx: ShopContext, lines: readonly PricedLine[]): Promise<Result<Set<number>>> {
  const needs = lines.flatMap((priced) => stockNeeds(priced.line));
  const wanted = new Map<number, number>();
  for (const { variant, quantity } of needs) {
    if (variant.is_infinite !== 1) wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + quantity);
  }
  for (const [variantId, quantity] of wanted) {
    const need = needs.find((candidate) => candidate.variant.id === variantId);
    let update = tx.db
      .updateTable('item_variants')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', variantId);
    if (need && isStockLimited(need.variant)) update = update.where('stock', '>=', quantity);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const name = need?.name || said('saidAnItem');
      return fail('out_of_stock', said('saidRanOut', { name }), { items: said('saidFieldOutOfStock', { name }) });
    }
  }
  return ok(new Set(wanted.keys()));
}

/**
 * Counts one use of the order's coupon, refused when its last use went to another order a moment ago (the
 * total limit; the limit per customer was checked by pricing under the coupon's lock, and the redemption row
 * insertOrder writes is what counts it).
 */
async function countCouponUse(tx: ShopContext, couponId: number): Promise<Result<void>> {
  const result = await tx.db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1
    ? ok(undefined)
    : fail('validation_failed', COUPON_ERRORS.usedUp, { coupon: COUPON_ERRORS.usedUp });
}

interface NewOrder {
  userId: number;
  kind: OrderKind;
  priced: PricedCart;
  address: AddressSnapshot | null;
  deliveryDate: string | null;
  stockTaken: Set<number>;
  member: { membershipId: number; grams: number } | null;
  /** Paid online: the order awaits its payment until the hold ends. */
  online: { provider: string; expiresAt: string } | null;
  /** The slot it takes a place in, or null: as soon as possible. */
  slot: TakenSlot | null;
  /** Each line's wish if it is short at packing, by the line's index in the request (decision 0285). */
  wishes: readonly LineWish[];
}

interface LineWish {
  preference: SubstitutionPreference;
  itemId: number | null;
}

/**
 * What each line wants when it is short (decision 0285): the wish sent with it, else the customer's
 * default. A named item must be one of the order's store.
 */
async function lineWishes(
  tx: ShopContext,
  userId: number,
  storeId: number,
  input: PlaceOrderInput,
): Promise<Result<LineWish[]>> {
  const user = await tx.db
    .selectFrom('users')
    .select('substitution_default')
    .where('id', '=', userId)
    .executeTakeFirst();
  const fallback: LineWish = { preference: user?.substitution_default ?? DEFAULT_SUBSTITUTION, itemId: null };
  const sent = input.substitutions ?? [];
  if (sent.length > input.items.length)
    return fail('validation_failed', said('saidOneWishPerLine'), {
      substitutions: said('saidFieldAtMost', { n: input.items.length }),
    });
  const named = [...new Set(sent.flatMap((choice) => (choice?.item_id ? [choice.item_id] : [])))];
  const items =
    named.length === 0
      ? []
      : await tx.db
          .selectFrom('items')
          .select('id')
          .where('id', 'in', named)
          .where('store_id', '=', storeId)
          .where('archived_at', 'is', null)
          .execute();
  const known = new Set(items.map((item) => item.id));
  const wishes: LineWish[] = [];
  for (const [index] of input.items.entries()) {
    const choice = sent[index];
    if (!choice) {
      wishes.push(fallback);
      continue;
    }
    const itemId = choice.item_id ?? null;
    if (itemId !== null && !known.has(itemId))
      return fail('validation_failed', said('saidSubstituteNotStores'), {
        [`substitutions.${index}.item_id`]: said('saidFieldNotStoresItem'),
      });
    wishes.push({ preference: choice.preference, itemId });
  }
  return ok(wishes);
}

async function insertOrder(tx: ShopContext, order: NewOrder): Promise<number> {
  const { priced, address } = order;
  const now = tx.now().toISOString();
  const { id } = await tx.db
    .insertInto('orders')
    .values({
      unique_order_id: newUniqueOrderId(tx.now()),
      user_id: order.userId,
      store_id: priced.store.id,
      kind: order.kind,
      status: order.online ? 'awaiting_payment' : 'placed',
      mode: priced.bill.mode,
      address_id: address?.id ?? null,
      address_text: address?.text ?? null,
      address_lat: address?.point.lat ?? null,
      address_lng: address?.point.lng ?? null,
      address_house: address?.house ?? null,
      address_tag: address?.tag ?? null,
      distance_km: priced.distanceKm,
      delivery_date: order.deliveryDate,
      subtotal_paise: priced.minor.subtotal,
      discount_paise: priced.minor.discount,
      delivery_charge_paise: priced.minor.deliveryCharge,
      tip_paise: priced.minor.tip,
      wallet_used_paise: priced.minor.walletUsed,
      total_paise: priced.minor.total,
      total_payable_paise: priced.minor.totalPayable,
      payment_method: order.online ? onlineMethodOf(priced.minor.walletUsed) : paymentMethodOf(priced),
      payment_provider: order.online?.provider ?? null,
      payment_expires_at: order.online?.expiresAt ?? null,
      coupon_id: priced.coupon?.couponId ?? null,
      coupon_code: priced.coupon?.answer.code ?? null,
      membership_id: order.member?.membershipId ?? null,
      member_weight_grams: order.member?.grams ?? null,
      slot_id: order.slot?.slot_id ?? null,
      slot_day: order.slot?.day ?? null,
      slot_start_minute: order.slot?.start_minute ?? null,
      slot_end_minute: order.slot?.end_minute ?? null,
      slot_fee_paise: order.slot?.fee_paise ?? 0,
      slot_held: order.slot ? 1 : 0,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
      cancel_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Its sums join the reports' when the order commits (decision 0298).
  orderCreated(tx.db, id);
  // One row per line, in the cart's order; a combo line (item_id 0, combo_id) has its parts beside it.
  for (const { line, variant, index } of priced.lines) {
    const combo = isComboLine(line);
    const wish = order.wishes[index];
    const row = await tx.db
      .insertInto('order_items')
      .values({
        order_id: id,
        item_id: combo ? 0 : line.id,
        combo_id: combo ? line.id : null,
        variant_id: variant?.id ?? null,
        name: line.name,
        variant_name: combo ? comboLineContents(line) : (variant?.name ?? null),
        quantity: line.quantity,
        unit_price_paise: lineUnitPriceMinor(line),
        addons: JSON.stringify(line.selectedaddons),
        line_total_paise: lineTotalMinor(line),
        stock_taken: variant && order.stockTaken.has(variant.id) ? (1 as const) : (0 as const),
        substitution: wish?.preference ?? DEFAULT_SUBSTITUTION,
        substitution_item_id: wish?.itemId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (combo) await insertComboParts(tx, row.id, line, order.stockTaken);
  }
  await tx.db
    .insertInto('order_status_events')
    .values({ order_id: id, status: order.online ? 'awaiting_payment' : 'placed', at: now })
    .execute();
  // An online order is placed once paid (recordStatus); any other now.
  if (!order.online) await recordOrderLegs(tx, id);
  if (priced.coupon?.couponId) {
    await tx.db
      .insertInto('coupon_redemptions')
      .values({ coupon_id: priced.coupon.couponId, user_id: order.userId, order_id: id, created_at: now })
      .execute();
  }
  return id;
}

/**
 * Whether an order may be paid online: a provider the configuration enables (the first when none
 * is named), and a regular order (the members cart is paid on delivery). Answers the provider and
 * the hold's end.
 */
function refuseOnlinePayment(
  ctx: ShopContext,
  input: Pick<PlaceOrderInput, 'payment_provider'>,
  kind: OrderKind,
): Result<{ provider: string; expiresAt: string }> {
  if (kind === 'member')
    return fail('validation_failed', said('saidMembersPayOnDelivery'), {
      payment_method: said('saidFieldCashOnly'),
    });
  const provider = chosenProvider(ctx, input.payment_provider);
  if (!provider)
    return fail('validation_failed', said('saidNoOnlinePayment'), {
      [input.payment_provider ? 'payment_provider' : 'payment_method']: said('saidFieldNotOffered'),
    });
  return ok({ provider: provider.id, expiresAt: holdEndsAt(ctx.now()) });
}

type KnownPlace = { address: AddressSnapshot | null; distanceKm: number | null };

/** The order's bill from the database, as the customer will be charged (services/pricing/pricing.ts). */
function priceOrder(ctx: ShopContext, userId: number, input: PlaceOrderInput, kind: OrderKind, known: KnownPlace) {
  return priceCart(
    ctx,
    {
      userId,
      storeId: input.restaurant_id ?? null,
      lines: input.items,
      coupon: input.coupon,
      tip: input.tip,
      mode: input.mode,
      point: known.address?.point ?? null,
      walletUse: input.payment_method === 'WALLET' || (input.payment_method === 'ONLINE' && input.use_wallet === true),
      pricing: kind,
      deliveryDate: input.slot?.day ?? input.delivery_date ?? null,
      slot: input.slot ?? null,
    },
    { distanceKm: known.distanceKm },
  );
}

/**
 * An order for more than is left of a stock-limited variant, or with a coupon whose uses are all
 * taken, refused before the write transaction (decision 0342): in a flash sale most orders come after
 * the deal has sold out or the coupon run out, and each of them waited for a write slot and the hot
 * rows' locks only to be refused, holding back the orders that could still be placed. What is read
 * here is committed and only comes back by a cancel; when it is short, the bill is priced without
 * locks and its refusal answered, the very answer the transaction would give. Otherwise (or when
 * pricing finds nothing wrong) the order goes on to the transaction, which checks everything again
 * under its locks.
 */
async function refusedBeforeLocks(
  ctx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
  kind: OrderKind,
  known: KnownPlace,
): Promise<Result<PlaceOrderAnswer> | null> {
  const wanted = new Map<string, number>();
  for (const line of input.items) {
    if (isComboInput(line)) continue;
    const key = line.variant_id === null ? `item:${line.item_id}` : `variant:${line.variant_id}`;
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  const variantIds = input.items.flatMap((line) =>
    !isComboInput(line) && line.variant_id !== null ? [line.variant_id] : [],
  );
  const itemIds = input.items.flatMap((line) =>
    !isComboInput(line) && line.variant_id === null ? [line.item_id] : [],
  );
  if (variantIds.length === 0 && itemIds.length === 0) return null;
  const variants = await ctx.db
    .selectFrom('item_variants')
    .select(['id', 'item_id', 'is_default', 'stock', 'is_infinite', 'is_negative'])
    .where((eb) =>
      eb.or([
        ...(variantIds.length > 0 ? [eb('id', 'in', variantIds)] : []),
        ...(itemIds.length > 0 ? [eb.and([eb('item_id', 'in', itemIds), eb('is_default', '=', 1)])] : []),
      ]),
    )
    .execute();
  const short = variants.some((variant) => {
    const quantity =
      (wanted.get(`variant:${variant.id}`) ?? 0) +
      (variant.is_default === 1 ? (wanted.get(`item:${variant.item_id}`) ?? 0) : 0);
    return quantity > 0 && isStockLimited(variant) && variant.stock < quantity;
  });
  const usedUp =
    input.coupon !== null &&
    (await ctx.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', input.coupon)
      .where((eb) => eb.and([eb('max_uses', 'is not', null), eb('used_count', '>=', eb.ref('max_uses'))]))
      .executeTakeFirst()) !== undefined;
  if (!short && !usedUp) return null;
  const priced = await priceOrder(ctx, userId, input, kind, known);
  return priced.ok ? null : priced;
}

/** The transaction's work once the key is ours: price, refuse or write. */
async function placeLocked(
  tx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
  kind: OrderKind,
  known: KnownPlace,
): Promise<Result<PlaceOrderAnswer>> {
  await lockRows(tx, userId, input, kind);
  const priced = await priceOrder(tx, userId, input, kind, known);
  if (!priced.ok) return priced;
  // An order for a slot is delivered (or collected) on the slot's day.
  if (input.slot && input.delivery_date && input.delivery_date !== input.slot.day)
    return fail('validation_failed', said('saidSlotNotOffered'), {
      delivery_date: said('saidFieldSlotIsOn', { day: input.slot.day }),
    });
  const deliveryDate = refuseBill(
    priced.value,
    { ...input, delivery_date: input.slot?.day ?? input.delivery_date },
    tx.now(),
  );
  if (!deliveryDate.ok) return deliveryDate;
  if (!input.slot) {
    const unslotted = await refuseLaterDayWithoutSlot(
      tx,
      priced.value.store.id,
      deliveryDate.value,
      priced.value.bill.available_from,
    );
    if (!unslotted.ok) return unslotted;
  }
  // Online with nothing left to pay (the wallet covers it all) is a wallet order: nothing to wait for.
  const online =
    input.payment_method === 'ONLINE' && priced.value.minor.totalPayable > 0
      ? refuseOnlinePayment(tx, input, kind)
      : ok(null);
  if (!online.ok) return online;

  let member: NewOrder['member'] = null;
  if (kind === 'member') {
    const membership = await activeMembership(tx, userId);
    const weight = memberWeight(
      priced.value.lines.map((line) => line.line),
      membership,
    );
    const overweight = refuseOverweight(weight, membership !== null);
    if (!overweight.ok) return overweight;
    if (membership) member = { membershipId: membership.id, grams: weightToTake(weight) };
  }

  const wishes = await lineWishes(tx, userId, priced.value.store.id, input);
  if (!wishes.ok) return wishes;

  const stock = await takeStock(tx, priced.value.lines);
  if (!stock.ok) return stock;
  // The slot's lock comes after the variants', the coupon's and the customer's (lockRows), as everywhere.
  const slot = input.slot
    ? await takeSlot(tx, priced.value.store.id, input.slot, priced.value.bill.available_from)
    : ok(null);
  if (!slot.ok) return slot;
  const couponId = priced.value.coupon?.couponId;
  if (couponId) {
    const counted = await countCouponUse(tx, couponId);
    if (!counted.ok) return counted;
  }
  if (member) {
    const taken = await takeMemberWeight(tx, member.membershipId, member.grams);
    if (!taken.ok) return taken;
  }
  const orderId = await insertOrder(tx, {
    userId,
    kind,
    priced: priced.value,
    address: known.address,
    deliveryDate: deliveryDate.value,
    stockTaken: stock.value,
    member,
    online: online.value,
    slot: slot.value,
    wishes: wishes.value,
  });
  const debited = await debitWallet(tx, {
    userId,
    amountMinor: priced.value.minor.walletUsed,
    kind: 'order',
    orderId,
    description: 'Paid for an order',
  });
  if (!debited.ok) return debited;
  const answer: PlaceOrderAnswer = { success: true, order: await orderViewById(tx.db, orderId) };
  await storeAnswer(tx, userId, input.idempotency_key, orderId, answer);
  // The stored text is what every retry gets: answer exactly that now too.
  return ok(JSON.parse(JSON.stringify(answer)) as PlaceOrderAnswer);
}

/**
 * Places the order of the signed-in customer `userId`. A retry with the same idempotency key and
 * request answers the first attempt's answer; with another request, 409. A refused order answers
 * why (code, message, fields) and changes nothing.
 */
export async function placeOrder(
  ctx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
  kind: OrderKind = 'regular',
): Promise<Result<PlaceOrderAnswer>> {
  const hash = requestHash(meaningOf(kind, input));
  const earlier = await earlierAnswer<PlaceOrderAnswer>(ctx, userId, input.idempotency_key, hash);
  if (earlier) return earlier;
  const address = await resolveAddress(ctx, userId, input);
  if (!address.ok) return address;

  // Outside the transaction: the maps service may take a while, and no lock should wait for it.
  let distanceKm: number | null = null;
  const storeId = address.value ? await storeIdOf(ctx, input) : null;
  const store =
    storeId === null
      ? undefined
      : await ctx.db
          .selectFrom('stores')
          .select(['latitude', 'longitude'])
          .where('id', '=', storeId)
          .executeTakeFirst();
  if (address.value && store)
    distanceKm = await deliveryDistanceKm(ctx, store, address.value.point, await loadShopSettings(ctx.db));

  const soldOut = await refusedBeforeLocks(ctx, userId, input, kind, { address: address.value, distanceKm });
  if (soldOut) return soldOut;

  let created = false;
  const result = await inWriteTransaction(ctx, async (tx) => {
    const replay = await claimKey<PlaceOrderAnswer>(tx, userId, input.idempotency_key, hash);
    if (replay) return replay;
    const placed = await placeLocked(tx, userId, input, kind, { address: address.value, distanceKm });
    created = placed.ok;
    return placed;
  });
  if (created && result.ok && (await ranOut(ctx, result.value.order.unique_order_id))) catalogChanged(ctx.db);
  // A new order for the store's live queue (and its customer's running-order page), on every instance.
  if (created && result.ok) {
    const { unique_order_id, restaurant, status } = result.value.order;
    void announceOrderMoved(ctx.db, { unique_order_id, store_id: restaurant.id, status });
    countOrderPlaced(restaurant.id);
  }
  return result;
}
