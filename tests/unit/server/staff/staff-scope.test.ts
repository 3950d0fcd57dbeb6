// A staff token reaches only staff calls and only its stores (decision 0183).
// The staff routes are enumerated from the route table, so a new one is
// covered without touching this file: every id field of a staff route must be declared; for each
// id of a store's thing (store, order, item, variant), staff of store A get 404 for store B's and
// nothing of B's changes, while the same call for A's own thing answers 200; and no customer or
// partner token reaches any staff call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOrderDocument } from '../../../../src/server/services/tax/issue.ts';
import { may } from '../../../../src/domain/staff/permissions.ts';
import type { ApiRoute, IdKind } from '../../../../src/server/api/route.ts';
import { apiRoutes } from '../../../../src/server/api/routes/index.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession } from '../../../../src/server/services/sessions/sessions.ts';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';
import { apiCall, ASHA, errorBody, openAccountsShop, shapeOf } from '../accounts/accounts-helpers.ts';
import { EMPTY_CATALOGUE_FILE, EMPTY_IMPORT_CHECK } from './catalogue-import-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { type FakePrinter, startFakePrinter } from '../../../e2e/support/fake-printer.ts';

/**
 * Demo staff (src/server/seed/demo/staff.ts): Kiran works the counter of store 1 (FarmCart Kothrud),
 * Meera manages it; Sunita works store 2's counter.
 */
const KIRAN = 2;
const MEERA = 4;
const RAVI = 6;
const STORE_A = 1;
const STORE_B = 2;
const ID_FIELD = /(^|_)ids?$/;

const staffRoutes = apiRoutes.filter((route) => route.auth === 'staff');
const STORE_THINGS: readonly IdKind[] = ['store', 'store-order', 'item', 'variant'];
const scopedFields = staffRoutes.flatMap((route) =>
  Object.entries(route.ids).flatMap(([field, kind]) => (STORE_THINGS.includes(kind) ? [{ route, field, kind }] : [])),
);

/** A store's settings as the console's form sends them: open round the clock (decision 0270). */
const SAVED_STORE = {
  name: 'Scope Test Store',
  slug: 'scope-test-store',
  description: '',
  address: 'Paud Road, Pune',
  phone: '',
  image: '',
  latitude: 18.5074,
  longitude: 73.8077,
  delivery_radius_km: 8,
  delivery_time: 30,
  min_order_paise: 0,
  delivery_charge_type: 'FIXED',
  delivery_charges_paise: 2500,
  base_delivery_distance_km: 0,
  extra_delivery_charge_per_km_paise: 0,
  is_free_delivery: false,
  free_delivery_min_cart_paise: 0,
  is_delivery: true,
  is_selfpickup: true,
  is_paused: false,
  delivered_by: 'partners',
  partner_offer_after_minutes: 10,
  legal_name: '',
  gstin: '',
  tax_state_code: '',
  series_prefix: '',
  hours: roundTheClock(),
  closed_days: [],
};

/**
 * What else a call needs beside the id, so that validation does not answer before the scope is
 * decided; a function of store A's things where the call needs some of them (a combo's parts).
 */
/** Store A's receipt printer, started before the calls. */
let printer: FakePrinter;

const OTHER_FIELDS: Record<
  string,
  | Record<string, unknown>
  | ((storeA: StoreThings, call: ScopeCall) => Record<string, unknown> | Promise<Record<string, unknown>>)
> = {
  'staff/order-step': { event: 'accept', preparation_minutes: 20 },
  'staff/reject-order': { reason: 'Some items are out of stock' },
  // Ravi rides for store A (demo staff).
  'staff/send-out': { rider_id: 6 },
  'staff/item-stock': { in_stock: false },
  'staff/variant-stock': { in_stock: false, stock: 3 },
  'staff/store-open': { is_open: false },
  // Store A's receipt printer listens on 127.0.0.1 (decision 0333); the calls that print send it a job.
  'staff/printer-save': () => ({ host: printer.host, port: printer.port, paper_mm: 58, auto_print: false }),
  'staff/store-save': { ...SAVED_STORE },
  'staff/slots-save': {
    slots: [
      { id: null, weekday: 1, start_minute: 420, end_minute: 540, capacity: 10, cutoff_minutes: 60, fee_paise: 0 },
    ],
  },
  // A complete item as the console's form sends it; the scope test's own store and version.
  'staff/catalogue-item-create': scopeItem(),
  'staff/catalogue-item-update': { version: 1, ...scopeItem() },
  // A combo of two of store A's sizes (decision 0280): refused 404 for store B before its parts are looked at.
  'staff/catalogue-combo-create': (storeA) => ({
    name: 'Scope Test Combo',
    name_mr: '',
    description: '',
    description_mr: '',
    slug: '',
    image: '',
    price_paise: 5000,
    old_price_paise: 6000,
    is_active: true,
    parts: storeA.comboParts.map((variant_id) => ({ variant_id, quantity: 1 })),
  }),
  'staff/catalogue-combo-part-choices': { query: 'a' },
  // A bulk price change (decision 0319): +5 % on store A's item, applied as its preview read the prices.
  'staff/catalogue-bulk-price-preview': { change: { kind: 'percent', percent: 5 } },
  'staff/catalogue-bulk-price-apply': async (storeA, call) => {
    const change = { kind: 'percent', percent: 5 };
    const preview = await call('staff/catalogue-bulk-price-preview', { item_ids: [storeA.item], change });
    return { change, prices_seen: (preview.body as { prices_seen: string }).prices_seen };
  },
  // Short lines (decision 0285): line 1 of the scope test's order (thingsOf), packed where the call needs it.
  'staff/substitution-options': { line: 1 },
  'staff/mark-short': { line: 1, short_quantity: 1, substitute: null },
  'staff/substitution-answer': { line: 1, approved: false },
  // A refund after delivery (decision 0338): one unit of the invoice's first line.
  'staff/refund-items': { lines: [{ position: 0, quantity: 1 }], reason: 'Damaged in transit' },
  'staff/catalogue-import-check': { file: EMPTY_CATALOGUE_FILE },
  'staff/catalogue-import-apply': { file: EMPTY_CATALOGUE_FILE, check: EMPTY_IMPORT_CHECK },
};

function scopeItem() {
  return {
    category_id: 1,
    name: 'Scope Test Methi',
    name_mr: '',
    description: '',
    description_mr: '',
    slug: '',
    image: '',
    is_veg: true,
    nutritional_facts: [],
    is_pre_item: false,
    pre_avail_date: '',
    is_active: true,
    is_free_item: false,
    variants: [
      {
        name: '250 g',
        name_mr: '',
        unit_id: 1,
        measurement: 250,
        regular_price_paise: 3000,
        sale_price_paise: 3000,
        member_price_paise: null,
        stock: 5,
        is_infinite: false,
        is_negative: false,
        is_default: true,
        is_active: true,
      },
    ],
  };
}

interface StoreThings {
  store: number;
  order: () => Promise<string>;
  item: number;
  variant: number;
  /** Two sizes of the store's items, for a combo. */
  comboParts: number[];
}

async function thingsOf(shop: ShopContext, storeId: number): Promise<StoreThings> {
  const variant = await shop.db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .select(['items.id as item_id', 'item_variants.id as variant_id'])
    .where('items.store_id', '=', storeId)
    .where('items.is_active', '=', 1)
    .where('items.is_free_item', '=', 0)
    .where('item_variants.is_active', '=', 1)
    .orderBy('items.id')
    .executeTakeFirstOrThrow();
  const comboParts = await shop.db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .select('item_variants.id')
    .where('items.store_id', '=', storeId)
    // Not of the item other calls archive or rewrite.
    .where('items.id', '!=', variant.item_id)
    .orderBy('item_variants.id')
    .limit(2)
    .execute();
  return {
    store: storeId,
    item: variant.item_id,
    variant: variant.variant_id,
    comboParts: comboParts.map((row) => row.id),
    // An order row as place-order leaves it (placed, nothing taken): only whose store it is matters here.
    async order() {
      const now = shop.now().toISOString();
      const uniqueOrderId = `FC-SCOPE-${storeId}-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
      const { id } = await shop.db
        .insertInto('orders')
        .values({
          unique_order_id: uniqueOrderId,
          user_id: ASHA.id,
          store_id: storeId,
          status: 'placed',
          mode: 'SELFPICKUP',
          address_id: null,
          address_text: null,
          address_lat: null,
          address_lng: null,
          address_house: null,
          address_tag: null,
          distance_km: null,
          delivery_date: null,
          subtotal_paise: 10000,
          total_paise: 10000,
          total_payable_paise: 10000,
          payment_method: 'COD',
          coupon_id: null,
          coupon_code: null,
          membership_id: null,
          member_weight_grams: null,
          created_at: now,
          updated_at: now,
          cancelled_at: null,
          cancel_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await shop.db.insertInto('order_status_events').values({ order_id: id, status: 'placed', at: now }).execute();
      // One line of the store's item, for the calls about an order's lines.
      await shop.db
        .insertInto('order_items')
        .values({
          order_id: id,
          item_id: variant.item_id,
          variant_id: variant.variant_id,
          name: 'Scope test line',
          variant_name: null,
          quantity: 2,
          unit_price_paise: 5000,
          line_total_paise: 10000,
        })
        .execute();
      return uniqueOrderId;
    },
  };
}

/**
 * What a call needs of the order it names, beyond its being the store's: the short-line calls
 * need it being packed, and the counter's answer a line asked about with a substitute.
 */
const ORDER_STATE: Record<string, (shop: ShopContext, uniqueOrderId: string, things: StoreThings) => Promise<void>> = {
  // Ready, at a store whose own riders deliver (decision 0314).
  'staff/send-out': async (shop, uniqueOrderId) => {
    const order = await orderAt(shop, uniqueOrderId, 'ready_for_pickup');
    await shop.db.updateTable('stores').set({ delivered_by: 'own_riders' }).where('id', '=', order.store_id).execute();
  },
  // On its way with Ravi (store A's rider), whichever store's it is: store B's answers 404 all the same.
  'staff/rider-deliver': async (shop, uniqueOrderId) => {
    const order = await orderAt(shop, uniqueOrderId, 'on_the_way');
    await shop.db
      .insertInto('order_rider_runs')
      .values({
        order_id: order.id,
        store_id: order.store_id,
        rider_id: RAVI,
        sent_out_by: KIRAN,
        sent_out_at: shop.now().toISOString(),
        delivered_at: null,
        code: null,
      })
      .execute();
  },
  'staff/mark-short': (shop, uniqueOrderId) => packing(shop, uniqueOrderId),
  // Delivered with its tax invoice, at a store with a GSTIN: a refund of items credits against it.
  'staff/refund-items': async (shop, uniqueOrderId) => {
    const order = await shop.db
      .updateTable('orders')
      .set({ status: 'delivered' })
      .where('unique_order_id', '=', uniqueOrderId)
      .returning(['id', 'store_id'])
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('stores')
      .set({
        gstin: '27AAPFU0939F1ZV',
        tax_state_code: '27',
        invoice_prefix: `S${order.store_id}`,
        credit_prefix: `C${order.store_id}`,
      })
      .where('id', '=', order.store_id)
      .execute();
    await issueOrderDocument(shop, order.id, shop.now().toISOString());
  },
  'staff/substitution-answer': async (shop, uniqueOrderId, things) => {
    await packing(shop, uniqueOrderId);
    const order = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('unique_order_id', '=', uniqueOrderId)
      .executeTakeFirstOrThrow();
    const line = await shop.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('order_substitutions')
      .values({
        order_id: order.id,
        order_item_id: line.id,
        part_id: null,
        short_quantity: 1,
        preference: 'call',
        substitute_item_id: things.item,
        substitute_variant_id: null,
        substitute_name: 'Scope test substitute',
        substitute_variant_name: null,
        substitute_unit_paise: 4000,
        substitute_quantity: 1,
        state: 'asked',
        answer_due_at: null,
        answer: null,
        answered_by: null,
        outcome: null,
        staff_id: null,
        created_at: shop.now().toISOString(),
        settled_at: null,
      })
      .execute();
  },
};

async function orderAt(
  shop: ShopContext,
  uniqueOrderId: string,
  status: 'ready_for_pickup' | 'on_the_way',
): Promise<{ id: number; store_id: number }> {
  return shop.db
    .updateTable('orders')
    .set({ status, mode: 'DELIVERY' })
    .where('unique_order_id', '=', uniqueOrderId)
    .returning(['id', 'store_id'])
    .executeTakeFirstOrThrow();
}

async function packing(shop: ShopContext, uniqueOrderId: string): Promise<void> {
  await shop.db
    .updateTable('orders')
    .set({ status: 'preparing' })
    .where('unique_order_id', '=', uniqueOrderId)
    .execute();
}

async function idFor(things: StoreThings, kind: IdKind, path?: string, shop?: ShopContext): Promise<number | string> {
  if (kind === 'store') return things.store;
  if (kind === 'store-order') {
    const uniqueOrderId = await things.order();
    const prepare = path === undefined ? undefined : ORDER_STATE[path];
    if (prepare && shop) await prepare(shop, uniqueOrderId, things);
    return uniqueOrderId;
  }
  if (kind === 'item') return things.item;
  return things.variant;
}

/** Everything of a store a staff call could change. */
async function snapshotOf(shop: ShopContext, storeId: number): Promise<string> {
  const [store, hours, slots, items, variants, orders] = await Promise.all([
    shop.db.selectFrom('stores').selectAll().where('id', '=', storeId).execute(),
    shop.db.selectFrom('store_hours').selectAll().where('store_id', '=', storeId).execute(),
    shop.db.selectFrom('store_slots').selectAll().where('store_id', '=', storeId).orderBy('id').execute(),
    shop.db.selectFrom('items').selectAll().where('store_id', '=', storeId).orderBy('id').execute(),
    shop.db
      .selectFrom('item_variants')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .selectAll('item_variants')
      .where('items.store_id', '=', storeId)
      .orderBy('item_variants.id')
      .execute(),
    shop.db.selectFrom('orders').selectAll().where('store_id', '=', storeId).orderBy('id').execute(),
  ]);
  return JSON.stringify({ store, hours, slots, items, variants, orders });
}

/** A call by the member the test acts as. */
type ScopeCall = (path: string, body: unknown) => ReturnType<typeof apiCall>;

async function bodyFor(
  route: ApiRoute,
  storeA: StoreThings,
  values: Record<string, unknown>,
  call: ScopeCall,
): Promise<Record<string, unknown>> {
  const other = OTHER_FIELDS[route.path];
  return { ...(typeof other === 'function' ? await other(storeA, call) : other), ...values };
}

/** An id as its field takes it: a list field (`item_ids`) takes a list of one. */
const asField = (field: string, id: number | string) => (field.endsWith('_ids') ? [id] : id);

describe('the staff routes declare every id they take', () => {
  it('has staff routes, each declaring its id fields', () => {
    expect(staffRoutes.length).toBeGreaterThan(10);
    for (const route of staffRoutes) {
      const fields = Object.keys(shapeOf(route.bodySchema)).filter((field) => ID_FIELD.test(field));
      for (const field of fields) expect(route.ids[field], `${route.path}: declare ids.${field}`).toBeDefined();
    }
    expect(scopedFields.map(({ route }) => route.path)).toEqual(
      expect.arrayContaining([
        'staff/orders',
        'staff/order-step',
        'staff/reject-order',
        'staff/items',
        'staff/item-stock',
      ]),
    );
  });
});

describe.skipIf(!engineAvailable)('staff of store A cannot see or change store B’s orders, stock or catalogue', () => {
  let shop: TestShop;
  let kiran: string;
  let meera: string;
  let ravi: string;
  let storeA: StoreThings;
  let storeB: StoreThings;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    kiran = await createRoleSession(shop, 'staff', KIRAN);
    meera = await createRoleSession(shop, 'staff', MEERA);
    ravi = await createRoleSession(shop, 'staff', RAVI);
    storeA = await thingsOf(shop, STORE_A);
    storeB = await thingsOf(shop, STORE_B);
    printer = await startFakePrinter();
    await shop.db
      .updateTable('stores')
      .set({ printer_host: printer.host, printer_port: printer.port })
      .where('id', '=', STORE_A)
      .execute();
  });
  afterAll(async () => {
    await printer?.close();
    await shop.close();
  });

  for (const { route, field, kind } of scopedFields) {
    // Store A's counter member where their role may make the call, else its manager (a price, a
    // coupon), or its rider (a delivery: decision 0314).
    const member =
      route.permission && may('counter', route.permission)
        ? 'counter'
        : route.permission && may('rider', route.permission)
          ? 'rider'
          : 'manager';
    it(`${route.path}: 404 for store B’s ${kind} (${field}), 200 for store A’s (store A’s ${member})`, async () => {
      const cookie = `fc_staff=${member === 'counter' ? kiran : member === 'rider' ? ravi : meera}`;
      const theirs = await idFor(storeB, kind, route.path, shop);
      const before = await snapshotOf(shop, STORE_B);
      const call: ScopeCall = (path, body) => apiCall(shop, path, body, { cookie });
      const refused = await call(route.path, await bodyFor(route, storeA, { [field]: asField(field, theirs) }, call));
      expect(refused.status, JSON.stringify(refused.body)).toBe(404);
      expect(await snapshotOf(shop, STORE_B), `${route.path} changed store B`).toBe(before);
      const ours = asField(field, await idFor(storeA, kind, route.path, shop));
      const own = await call(route.path, await bodyFor(route, storeA, { [field]: ours }, call));
      expect(own.status, JSON.stringify(own.body)).toBe(200);
    });
  }

  it('lists only store A’s orders in store A’s staff queue', async () => {
    const theirs = await storeB.order();
    const mine = await storeA.order();
    const queue = await apiCall(shop, 'staff/orders', {}, { cookie: `fc_staff=${kiran}` });
    const ids = (queue.body as { orders: { unique_order_id: string; store: { id: number } }[] }).orders;
    expect(ids.map((order) => order.unique_order_id)).toContain(mine);
    expect(ids.map((order) => order.unique_order_id)).not.toContain(theirs);
    expect(new Set(ids.map((order) => order.store.id))).toEqual(new Set([STORE_A]));
  });

  it('answers 401 to every staff call made with a customer’s or a partner’s token, or none', async () => {
    const customer = await createSession(shop, ASHA.id);
    const partner = await createRoleSession(shop, 'partner', 1);
    for (const route of staffRoutes) {
      for (const options of [
        {},
        { bearer: customer },
        { cookie: `fc_session=${customer}` },
        { cookie: `fc_staff=${customer}` },
        { bearer: partner },
        { cookie: `fc_partner=${partner}` },
        { cookie: `fc_staff=${partner}` },
      ]) {
        const call: ScopeCall = (path, body) => apiCall(shop, path, body, options);
        const answer = await call(route.path, await bodyFor(route, storeA, {}, call));
        expect(answer.status, `${route.path} with ${JSON.stringify(options)}`).toBe(401);
        expect(errorBody(answer).code).toBe('unauthorized');
      }
    }
  });

  it('answers 401 once the staff account is disabled', async () => {
    const sunita = await createRoleSession(shop, 'staff', 3);
    expect((await apiCall(shop, 'staff/me', {}, { cookie: `fc_staff=${sunita}` })).status).toBe(200);
    await shop.db.updateTable('staff').set({ is_disabled: 1 }).where('id', '=', 3).execute();
    expect((await apiCall(shop, 'staff/me', {}, { cookie: `fc_staff=${sunita}` })).status).toBe(401);
  });
});
