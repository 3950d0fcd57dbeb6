// The flash sale (docs/benchmarks.md "The busy hour: a flash sale"): many signed-in customers at once
// open the located home, add the deal item of a limited stock, apply a coupon of a limited number of
// uses, take a delivery slot of a limited capacity and place their orders (cash or wallet, each with
// its idempotency key), against one or more instances of the built shop on one database. Shared by
// bench/flash-sale.mjs (2,000 customers) and tests/e2e/orders/flash-sale.spec.ts (200), so that the
// test checks exactly what the bench measures: `seedFlashSale` writes the sale into a migrated demo
// shop, `runFlashSale` plays the customers over loopback, `checkFlashSale` reads what was sold.
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Kysely } from 'kysely';
import { addDays, shopCalendarDate, toIsoDate } from '../../../src/domain/calendar.ts';
import { encodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import type { Database } from '../../../src/server/db/schema.ts';

/** The Kothrud store's deal item: sold from a stock set to the sale's. */
const DEAL_ITEM_SLUG = 'banana-yelakki-kothrud';
const FLASH_COUPON = 'FLASHSALE';
/** The coupon's flat discount, in paise. */
const COUPON_DISCOUNT_PAISE = 2_000;
/**
 * The sale's slots tomorrow, the evening one first (the one most customers want); at a quarter past,
 * beside the store's own slots of the day (a store has one slot a start).
 */
const SLOT_MINUTES: readonly (readonly [number, number])[] = [
  [17 * 60 + 15, 19 * 60 + 15],
  [9 * 60 + 15, 11 * 60 + 15],
  [11 * 60 + 15, 13 * 60 + 15],
];
/** A wallet that pays for the deal, and one that does not (its customer pays cash instead). */
const WALLET_ENOUGH_PAISE = 100_000;
const WALLET_SHORT_PAISE = 100;
const KOTHRUD = { lat: 18.5074, lng: 73.8077 };

export interface FlashSaleOptions {
  customers: number;
  /** Units of the deal item for sale. */
  stock: number;
  /** Orders the coupon may be used in, all customers together (once per customer). */
  couponCap: number;
  /** Orders each of the sale's slots takes. */
  slotCapacity: number;
}

interface Customer {
  id: number;
  token: string;
  addressId: number;
  point: { lat: number; lng: number };
  /** What they try first; the shop's refusals change it (see `shop`). */
  pays: 'COD' | 'WALLET';
  wantsCoupon: boolean;
  quantity: 1 | 2;
  /** Sends the same order twice at once (a double tap): one order must come of it. */
  doubleTap: boolean;
  prefersSlot: number;
}

export interface FlashSale {
  options: FlashSaleOptions;
  storeId: number;
  itemId: number;
  variantId: number;
  /** The basket's other line. */
  staple: { item_id: number; variant_id: number; addon_ids: number[]; quantity: number };
  slotIds: number[];
  slotDay: string;
  customers: Customer[];
}

/** A small deterministic generator, so two runs play the same customers. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const CHUNK = 200;
function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < list.length; from += CHUNK) out.push(list.slice(from, from + CHUNK));
  return out;
}

/**
 * Writes the sale into a migrated demo shop before any instance serves it: the deal item's stock
 * (its default variant stock-limited), a home deal for it, the coupon, the slots tomorrow, and the
 * customers, each with a delivery point of their own in Kothrud, a session and, for those who pay
 * from it, a wallet balance.
 */
export async function seedFlashSale(
  db: Kysely<Database>,
  options: FlashSaleOptions,
  now = new Date(),
): Promise<FlashSale> {
  const item = await db
    .selectFrom('items')
    .innerJoin('item_variants', 'item_variants.item_id', 'items.id')
    .select(['items.id as item_id', 'items.store_id', 'item_variants.id as variant_id'])
    .where('items.slug', '=', DEAL_ITEM_SLUG)
    .where('item_variants.is_default', '=', 1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('item_variants')
    .set({ stock: options.stock, is_infinite: 0, is_negative: 0, is_active: 1 })
    .where('id', '=', item.variant_id)
    .execute();
  // The rest of each basket: a staple of the same store, never short, enough of it for the
  // store's minimum order with the deal.
  const store = await db
    .selectFrom('stores')
    .select('min_order_paise')
    .where('id', '=', item.store_id)
    .executeTakeFirstOrThrow();
  const staple = await db
    .selectFrom('items')
    .innerJoin('item_variants', 'item_variants.item_id', 'items.id')
    .select(['items.id as item_id', 'item_variants.id as variant_id', 'item_variants.sale_price_paise'])
    .where('items.store_id', '=', item.store_id)
    .where('items.id', '!=', item.item_id)
    .where('items.is_active', '=', 1)
    .where('items.archived_at', 'is', null)
    .where('item_variants.is_default', '=', 1)
    .where('item_variants.sale_price_paise', '>', 0)
    .orderBy('items.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('item_variants').set({ is_infinite: 1 }).where('id', '=', staple.variant_id).execute();
  const stapleQuantity = Math.max(1, Math.ceil(store.min_order_paise / staple.sale_price_paise));
  const today = shopCalendarDate(now);
  const tomorrow = addDays(today, 1);
  await db
    .insertInto('home_deals')
    .values({ item_id: item.item_id, starts_on: toIsoDate(today), ends_on: toIsoDate(tomorrow) })
    .execute();
  await db
    .insertInto('coupons')
    .values({
      code: FLASH_COUPON,
      name: 'Flash sale ₹20 off',
      discount_type: 'FIXED',
      discount: COUPON_DISCOUNT_PAISE,
      max_discount_paise: null,
      starts_at: null,
      expires_at: null,
      max_uses: options.couponCap,
      max_uses_per_customer: 1,
    })
    .execute();
  const slotIds: number[] = [];
  for (const [start, end] of SLOT_MINUTES) {
    const { id } = await db
      .insertInto('store_slots')
      .values({
        store_id: item.store_id,
        weekday: tomorrow.getUTCDay(),
        start_minute: start,
        end_minute: end,
        capacity: options.slotCapacity,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    slotIds.push(id);
  }
  const rand = random(20261129);
  const created = now.toISOString();
  const expires = new Date(now.getTime() + 24 * 3600_000).toISOString();
  const plans = Array.from({ length: options.customers }, (_, index) => {
    const pays: Customer['pays'] = rand() < 0.3 ? 'WALLET' : 'COD';
    return {
      index,
      pays,
      wallet: pays === 'WALLET' ? (rand() < 0.1 ? WALLET_SHORT_PAISE : WALLET_ENOUGH_PAISE) : 0,
      point: {
        lat: Number((KOTHRUD.lat + (rand() - 0.5) * 0.006).toFixed(6)),
        lng: Number((KOTHRUD.lng + (rand() - 0.5) * 0.006).toFixed(6)),
      },
      wantsCoupon: rand() < 0.6,
      quantity: (rand() < 0.3 ? 2 : 1) as 1 | 2,
      doubleTap: rand() < 0.1,
      prefersSlot: rand() < 0.7 ? 0 : rand() < 0.5 ? 1 : 2,
      token: randomBytes(32).toString('base64url'),
    };
  });
  const customers: Customer[] = [];
  // A phone of its own for every run's customers: the shop's phones are unique.
  const run = randomBytes(2).readUInt16BE() % 100;
  for (const group of chunks(plans)) {
    const users = await db
      .insertInto('users')
      .values(
        group.map((plan) => ({
          name: `Flash customer ${plan.index + 1}`,
          email: null,
          phone: `+9187${String(run).padStart(2, '0')}${String(plan.index).padStart(6, '0')}`,
          password_hash: null,
          avatar: null,
          tax_number: null,
          wallet_balance_paise: plan.wallet,
          default_address_id: null,
          created_at: created,
        })),
      )
      .returning('id')
      .execute();
    const addresses = await db
      .insertInto('addresses')
      .values(
        group.map((plan, at) => ({
          user_id: users[at]?.id ?? 0,
          latitude: plan.point.lat,
          longitude: plan.point.lng,
          address: `Lane ${(plan.index % 40) + 1}, Kothrud, Pune 411038`,
          house: `Flat ${plan.index + 1}`,
          tag: 'Home',
          created_at: created,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('sessions')
      .values(
        group.map((plan, at) => ({
          user_id: users[at]?.id ?? 0,
          token_hash: createHash('sha256').update(plan.token).digest('hex'),
          created_at: created,
          last_seen_at: created,
          expires_at: expires,
          revoked_at: null,
        })),
      )
      .execute();
    group.forEach((plan, at) => {
      customers.push({
        id: users[at]?.id ?? 0,
        token: plan.token,
        addressId: addresses[at]?.id ?? 0,
        point: plan.point,
        pays: plan.pays,
        wantsCoupon: plan.wantsCoupon,
        quantity: plan.quantity,
        doubleTap: plan.doubleTap,
        prefersSlot: plan.prefersSlot,
      });
    });
  }
  return {
    options,
    storeId: item.store_id,
    itemId: item.item_id,
    variantId: item.variant_id,
    staple: { item_id: staple.item_id, variant_id: staple.variant_id, addon_ids: [], quantity: stapleQuantity },
    slotIds,
    slotDay: toIsoDate(tomorrow),
    customers,
  };
}

interface Answer {
  status: number;
  ms: number;
  body: {
    error?: {
      code?: string;
      message_code?: { key: string };
      fields?: Record<string, string>;
      next_slot?: { slot_id: number; day: string } | null;
    };
  } & Record<string, unknown>;
}

/**
 * The addresses customers come from: loopback addresses of their own (127.0.1.x), as customers on
 * their own phones have, so that the shop's share of connections per address (decision 0288)
 * sees many customers and not one client with hundreds of connections.
 */
const CUSTOMER_ADDRESSES = 200;
function addressAgents(): Agent[] {
  return Array.from(
    { length: CUSTOMER_ADDRESSES },
    (_, n) => new Agent({ keepAlive: true, localAddress: `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}` }),
  );
}

/** One request on `agent`, its whole answer read: its status and text, or throws when none came in `timeoutMs`. */
function send(
  agent: Agent,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent, signal: AbortSignal.timeout(timeoutMs) }, (incoming) => {
      const parts: Buffer[] = [];
      incoming.on('data', (part: Buffer) => parts.push(part));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(parts).toString() }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface FlashSaleResult {
  /** Wall time from the first customer's start to the last one's end. */
  seconds: number;
  /** From the first customer's start to the last order placed: the sale's selling time. */
  lastOrderSeconds: number;
  orders: number;
  /** Each place-order call's time, ms. */
  placeMs: number[];
  /** Each home page's time during the sale, ms. */
  homeMs: number[];
  /** Refused place-order calls by error and message code (decision 0308). */
  refusals: Record<string, number>;
  /** Answers of 500 or more, by call. */
  serverErrors: Record<string, number>;
  /** Double taps placed twice with different answers. */
  doubleTapMismatches: number;
  /** Requests that failed without an answer (a reset connection, a timeout). */
  failed: number;
  /** The first of them, as the client said it. */
  firstFailure?: string;
}

/**
 * Plays every customer of `sale` against the shops at `urls` (customer n on urls[n % urls.length]),
 * `concurrency` customers at a time, all starting at the same instant; each request is bounded by
 * `requestTimeoutMs`, and each customer by four attempts at the order.
 */
export async function runFlashSale(
  urls: readonly string[],
  sale: FlashSale,
  { concurrency, requestTimeoutMs = 30_000 }: { concurrency: number; requestTimeoutMs?: number },
): Promise<FlashSaleResult> {
  const result: FlashSaleResult = {
    seconds: 0,
    lastOrderSeconds: 0,
    orders: 0,
    placeMs: [],
    homeMs: [],
    refusals: {},
    serverErrors: {},
    doubleTapMismatches: 0,
    failed: 0,
  };
  const count = (table: Record<string, number>, key: string) => {
    table[key] = (table[key] ?? 0) + 1;
  };
  let keys = 0;
  let saleStart = performance.now();
  const runId = randomBytes(4).toString('hex');
  const agents = addressAgents();
  const agentOf = (customer: Customer) => agents[customer.id % agents.length] as Agent;
  async function call(
    base: string,
    customer: Customer,
    path: string,
    body: unknown,
    name: string,
  ): Promise<Answer | null> {
    const started = performance.now();
    try {
      const answer = await send(
        agentOf(customer),
        `${base}/api/${path}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: base,
            cookie: `fc_session=${customer.token}; gdpr=accepted`,
          },
          body: JSON.stringify(body),
        },
        requestTimeoutMs,
      );
      const ms = performance.now() - started;
      if (answer.status >= 500) count(result.serverErrors, `${name} ${answer.status}`);
      return { status: answer.status, ms, body: answer.text ? JSON.parse(answer.text) : {} };
    } catch (error) {
      result.failed++;
      result.firstFailure ??= `${name}: ${(error as Error).message}`;
      return null;
    }
  }

  async function home(base: string, customer: Customer): Promise<void> {
    const started = performance.now();
    const loc = encodeLocationCookie({
      lat: customer.point.lat,
      lng: customer.point.lng,
      address: 'Kothrud, Pune 411038',
      house: 'Flat 1',
      tag: 'Home',
    });
    try {
      const answer = await send(
        agentOf(customer),
        `${base}/`,
        { headers: { cookie: `fc_session=${customer.token}; loc=${loc}; gdpr=accepted`, 'accept-encoding': 'br' } },
        requestTimeoutMs,
      );
      if (answer.status >= 500) count(result.serverErrors, `home ${answer.status}`);
      else result.homeMs.push(performance.now() - started);
    } catch (error) {
      result.failed++;
      result.firstFailure ??= `home: ${(error as Error).message}`;
    }
  }

  async function shop(base: string, customer: Customer): Promise<void> {
    await home(base, customer);
    const slots = await call(base, customer, 'delivery-slots', { restaurant_id: sale.storeId }, 'delivery-slots');
    const offered = new Set(
      ((slots?.body.slots as { slot_id: number; day: string; full: boolean }[] | undefined) ?? [])
        .filter((slot) => slot.day === sale.slotDay && !slot.full)
        .map((slot) => slot.slot_id),
    );
    let slotId = sale.slotIds[customer.prefersSlot] ?? sale.slotIds[0] ?? 0;
    if (!offered.has(slotId)) slotId = sale.slotIds.find((id) => offered.has(id)) ?? slotId;
    let slotDay = sale.slotDay;
    let quantity: number = customer.quantity;
    const lines = () => [{ item_id: sale.itemId, variant_id: sale.variantId, addon_ids: [], quantity }, sale.staple];
    let coupon = customer.wantsCoupon ? FLASH_COUPON : null;
    if (coupon) {
      const applied = await call(
        base,
        customer,
        'apply-coupon',
        { coupon, restaurant_id: sale.storeId, cartProducts: lines() },
        'apply-coupon',
      );
      if (!applied || applied.status !== 200) coupon = null;
    }
    let pays = customer.pays;
    for (let attempt = 0; attempt < 4; attempt++) {
      keys++;
      const order = {
        items: lines(),
        restaurant_id: sale.storeId,
        mode: 'DELIVERY',
        address_id: customer.addressId,
        payment_method: pays,
        coupon,
        slot: { slot_id: slotId, day: slotDay },
        idempotency_key: `flash-${runId}-${customer.id}-${attempt}-${keys}`,
      };
      const sent = customer.doubleTap && attempt === 0 ? 2 : 1;
      const answers = await Promise.all(
        Array.from({ length: sent }, () => call(base, customer, 'place-order', order, 'place-order')),
      );
      const [answer, second] = answers;
      for (const one of answers) if (one) result.placeMs.push(one.ms);
      // A refusal changes nothing and keeps no answer (the state may refuse the second tap for
      // another reason); two orders placed must be one and the same.
      if (
        second?.status === 200 &&
        answer?.status === 200 &&
        JSON.stringify(second.body) !== JSON.stringify(answer.body)
      )
        result.doubleTapMismatches++;
      if (!answer) return;
      if (answer.status === 200 || second?.status === 200) {
        result.orders++;
        result.lastOrderSeconds = (performance.now() - saleStart) / 1000;
        return;
      }
      const error = answer.body.error ?? {};
      count(result.refusals, `${error.code ?? answer.status} ${error.message_code?.key ?? '(no message code)'}`);
      if (answer.status >= 500) return;
      // What a customer does next: fewer units, another slot, no coupon, cash; else gives up.
      if (error.code === 'out_of_stock' && quantity > 1) quantity = 1;
      else if (error.fields?.slot && error.next_slot) {
        slotId = error.next_slot.slot_id;
        slotDay = error.next_slot.day;
      } else if (error.fields?.coupon) coupon = null;
      else if (pays === 'WALLET') pays = 'COD';
      else return;
    }
  }

  const queue = sale.customers.map((customer, index) => ({ customer, base: urls[index % urls.length] ?? '' }));
  saleStart = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await shop(next.base, next.customer);
    }),
  );
  result.seconds = (performance.now() - saleStart) / 1000;
  for (const agent of agents) agent.destroy();
  return result;
}

export interface FlashSaleCheck {
  sold: number;
  stockLeft: number;
  couponUses: number;
  couponRedemptions: number;
  /** The most orders any one slot took, against its capacity. */
  fullestSlot: number;
  slotsOverCapacity: number;
  negativeWallets: number;
  /** Customers with more than one coupon use (its limit is one each). */
  couponTwice: number;
  orders: number;
}

/** What the sale left in the database: what was sold, the coupon's uses, the slots' orders, the wallets. */
export async function checkFlashSale(db: Kysely<Database>, sale: FlashSale): Promise<FlashSaleCheck> {
  const sold = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => [
      eb.fn.sum<number>('order_items.quantity').as('units'),
      eb.fn.count<number>('orders.id').as('lines'),
    ])
    .where('order_items.variant_id', '=', sale.variantId)
    .where('orders.status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  const variant = await db
    .selectFrom('item_variants')
    .select('stock')
    .where('id', '=', sale.variantId)
    .executeTakeFirstOrThrow();
  const coupon = await db
    .selectFrom('coupons')
    .select(['id', 'used_count'])
    .where('code', '=', FLASH_COUPON)
    .executeTakeFirstOrThrow();
  const redemptions = await db
    .selectFrom('coupon_redemptions')
    .select(['user_id'])
    .where('coupon_id', '=', coupon.id)
    .execute();
  const perCustomer = new Map<number, number>();
  for (const row of redemptions) perCustomer.set(row.user_id, (perCustomer.get(row.user_id) ?? 0) + 1);
  const slots = await db
    .selectFrom('orders')
    .innerJoin('store_slots', 'store_slots.id', 'orders.slot_id')
    .select((eb) => ['orders.slot_id', 'orders.slot_day', 'store_slots.capacity', eb.fn.countAll<number>().as('taken')])
    .where('orders.slot_held', '=', 1)
    .groupBy(['orders.slot_id', 'orders.slot_day', 'store_slots.capacity'])
    .execute();
  const negative = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('wallet_balance_paise', '<', 0)
    .executeTakeFirstOrThrow();
  return {
    sold: Number(sold.units ?? 0),
    orders: Number(sold.lines),
    stockLeft: variant.stock,
    couponUses: coupon.used_count,
    couponRedemptions: redemptions.length,
    fullestSlot: Math.max(0, ...slots.map((slot) => Number(slot.taken))),
    slotsOverCapacity: slots.filter((slot) => Number(slot.taken) > slot.capacity).length,
    negativeWallets: Number(negative.count),
    couponTwice: [...perCustomer.values()].filter((uses) => uses > 1).length,
  };
}

/** The nearest-rank percentile of `values` (ms), 0 for none. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(share * sorted.length)) - 1] ?? 0;
}
