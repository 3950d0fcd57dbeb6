// The console's store settings through the real dispatcher (decision 0270): an admin makes a
// store, a manager edits only their own (another store answers 404, as a missing one), a counter
// is refused (403); each bad field is refused on the field; every save is audited; a store
// without hours cannot take orders; and the hours decide, in Pune's time, whether customers
// can order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import type { StaffStoreSettingsAnswer, StaffStoresAnswer } from '../../../../src/domain/api/staff/stores.ts';
import type { HoursRange } from '../../../../src/domain/stores/opening-hours.ts';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';
import type { StoreSettings } from '../../../../src/domain/stores/store-settings.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { storeInfoById, storesServing } from '../../../../src/server/services/catalogue/stores.ts';
import { checkCartAvailability } from '../../../../src/server/services/orders/cart.ts';
import { storesWithLaterSlots } from '../../../../src/server/services/catalogue/store-slots.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, ASHA, errorBody, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya admin, Kiran Kothrud's counter, Meera Kothrud's manager. */
const PRIYA = 1;
const KIRAN = 2;
const MEERA = 4;
const KOTHRUD_STORE = 1;
const BANER_STORE = 2;
/** Bananas 12 pc at FarmCart Kothrud: self-pickup, cash. */
const BANANA_ITEM = 5;
/** A Monday in Pune, 10:00 (04:30 UTC). */
const MONDAY_10 = new Date('2026-11-23T04:30:00Z');
const WAKAD = { latitude: 18.5975, longitude: 73.7898 };

const NEW_STORE: StoreSettings = {
  name: 'FarmCart Wakad',
  slug: 'farmcart-wakad',
  description: 'Greens from Mulshi every morning.',
  address: 'Wakad Road, Wakad, Pune 411057',
  phone: '',
  image: '/images/stores/kothrud.webp',
  latitude: null,
  longitude: null,
  delivery_radius_km: 6,
  delivery_time: 35,
  min_order_paise: 9900,
  delivery_charge_type: 'DYNAMIC',
  delivery_charges_paise: 2000,
  base_delivery_distance_km: 3,
  extra_delivery_charge_per_km_paise: 500,
  is_free_delivery: true,
  free_delivery_min_cart_paise: 59900,
  is_delivery: true,
  is_selfpickup: true,
  is_paused: true,
  delivered_by: 'partners',
  partner_offer_after_minutes: 10,
  legal_name: '',
  gstin: '',
  tax_state_code: '',
  series_prefix: '',
  hours: [],
  closed_days: [],
};

/** Monday to Saturday 09:00–13:00 and 16:00–21:00. */
const SHOP_HOURS: HoursRange[] = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, opens_minute: 540, closes_minute: 780 },
  { weekday, opens_minute: 960, closes_minute: 1260 },
]);

const at = (shop: ShopContext, when: Date): ShopContext => ({ ...shop, now: () => when });

describe.skipIf(!engineAvailable)('store settings in the console', () => {
  let shop: TestShop;
  const cookies: Record<'priya' | 'kiran' | 'meera', string> = { priya: '', kiran: '', meera: '' };
  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: MONDAY_10 }));
    cookies.priya = `fc_staff=${await createRoleSession(shop, 'staff', PRIYA)}`;
    cookies.kiran = `fc_staff=${await createRoleSession(shop, 'staff', KIRAN)}`;
    cookies.meera = `fc_staff=${await createRoleSession(shop, 'staff', MEERA)}`;
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (who: keyof typeof cookies, path: string, body: unknown, on: ShopContext = shop) =>
    apiCall(on, path, body, { cookie: cookies[who] });

  async function settingsOf(storeId: number, who: keyof typeof cookies = 'priya'): Promise<StoreSettings> {
    const answer = await as(who, 'staff/store', { store_id: storeId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const {
      id: _id,
      is_open_today: _today,
      open_now: _now,
      ...settings
    } = (answer.body as StaffStoreSettingsAnswer).store;
    return settings;
  }

  async function changesOf(storeId: number) {
    return shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'store')
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
  }

  it('lists every store for an admin, only their own for a manager; refuses a counter', async () => {
    const all = (await as('priya', 'staff/stores', {})).body as StaffStoresAnswer;
    expect(all.may_create).toBe(true);
    expect(all.stores.length).toBeGreaterThanOrEqual(7);
    expect(all.stores.find((store) => store.id === KOTHRUD_STORE)).toMatchObject({
      is_paused: false,
      open_now: true,
      hours_count: 7,
    });
    const own = (await as('meera', 'staff/stores', {})).body as StaffStoresAnswer;
    expect(own.may_create).toBe(false);
    expect(own.stores.map((store) => store.id)).toEqual([KOTHRUD_STORE]);
    expect((await as('kiran', 'staff/stores', {})).status).toBe(403);
  });

  it('lets only an admin make a store: a manager and a counter get 403', async () => {
    for (const who of ['meera', 'kiran'] as const) {
      const refused = await as(who, 'staff/store-create', { ...NEW_STORE, ...WAKAD });
      expect(refused.status, who).toBe(403);
    }
    expect(await shop.db.selectFrom('stores').select('id').where('slug', '=', NEW_STORE.slug).executeTakeFirst()).toBe(
      undefined,
    );
  });

  it('refuses a store without a location on the location fields, and one taking orders without hours on the pause', async () => {
    const noPoint = await as('priya', 'staff/store-create', NEW_STORE);
    expect(noPoint.status).toBe(400);
    expect(errorBody(noPoint).fields).toEqual({
      latitude: 'Give a latitude, or find the address.',
      longitude: 'Give a longitude, or find the address.',
    });
    const open = await as('priya', 'staff/store-create', { ...NEW_STORE, ...WAKAD, is_paused: false });
    expect(open.status).toBe(400);
    expect(errorBody(open).fields?.is_paused).toBe(
      'It cannot take orders: it has no opening hours. Keep it paused until then.',
    );
  });

  it('makes a paused store, audited; customers see it closed until it has hours and is unpaused', async () => {
    const made = await as('priya', 'staff/store-create', { ...NEW_STORE, ...WAKAD });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const store = (made.body as StaffStoreSettingsAnswer).store;
    expect(store).toMatchObject({ slug: 'farmcart-wakad', is_paused: true, open_now: false, hours: [] });
    const [created] = await changesOf(store.id);
    expect(created).toMatchObject({ staff_id: PRIYA, action: 'create', entity_id: store.id, before_json: null });
    expect(JSON.parse(created?.after_json ?? '{}')).toMatchObject({ name: 'FarmCart Wakad', is_paused: true });

    const point = { lat: WAKAD.latitude, lng: WAKAD.longitude };
    const closed = (await storesServing(shop, point, 'DELIVERY')).find((info) => info.id === store.id);
    expect(closed?.is_active).toBe(0);

    const opened = await as('priya', 'staff/store-save', {
      store_id: store.id,
      ...NEW_STORE,
      ...WAKAD,
      is_paused: false,
      hours: SHOP_HOURS,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((opened.body as StaffStoreSettingsAnswer).store).toMatchObject({ is_paused: false, open_now: true });
    const serving = (await storesServing(shop, point, 'DELIVERY')).find((info) => info.id === store.id);
    expect(serving).toMatchObject({ is_active: 1, delivery_charge_type: 'DYNAMIC', base_delivery_distance: 3 });
    const changes = await changesOf(store.id);
    expect(changes.at(-1)).toMatchObject({ action: 'unpause', summary: 'FarmCart Wakad: taking orders again' });
    expect(JSON.parse(changes.at(-1)?.before_json ?? '{}')).toMatchObject({ is_paused: true, hours: [] });
  });

  it('refuses a taken slug on the slug field, and changes nothing', async () => {
    const before = await settingsOf(BANER_STORE);
    const taken = await as('priya', 'staff/store-save', { store_id: BANER_STORE, ...before, slug: 'farmcart-wakad' });
    expect(taken.status).toBe(409);
    expect(errorBody(taken).fields).toEqual({ slug: 'Another store has this web address: change it.' });
    const twice = await as('priya', 'staff/store-create', { ...NEW_STORE, ...WAKAD });
    expect(errorBody(twice).fields).toEqual({ slug: 'Another store has this web address: change it.' });
    expect(await settingsOf(BANER_STORE)).toEqual(before);
  });

  it('lets a manager edit their store, and answers 404 for another store, changing nothing', async () => {
    const mine = await settingsOf(KOTHRUD_STORE, 'meera');
    const saved = await as('meera', 'staff/store-save', {
      store_id: KOTHRUD_STORE,
      ...mine,
      delivery_radius_km: 9.5,
      delivery_time: 40,
      closed_days: ['2026-12-25'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as StaffStoreSettingsAnswer).store).toMatchObject({
      delivery_radius_km: 9.5,
      delivery_time: 40,
      closed_days: ['2026-12-25'],
    });
    const change = (await changesOf(KOTHRUD_STORE)).at(-1);
    expect(change).toMatchObject({ staff_id: MEERA, action: 'update' });
    expect(change?.summary).toBe('FarmCart Kothrud: delivery radius, delivery time, closed days');

    const baner = await settingsOf(BANER_STORE);
    for (const [path, body] of [
      ['staff/store', { store_id: BANER_STORE }],
      ['staff/store-save', { store_id: BANER_STORE, ...baner, name: 'Taken over' }],
    ] as const) {
      const refused = await as('meera', path, body);
      expect(refused.status, path).toBe(404);
      expect(errorBody(refused).code).toBe('not_found');
    }
    const missing = await as('priya', 'staff/store', { store_id: 9999 });
    expect(missing.status).toBe(404);
    expect(await settingsOf(BANER_STORE)).toEqual(baner);
    expect((await as('kiran', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine })).status).toBe(403);
  });

  it('refuses each bad field on the field, with the shared rules', async () => {
    const mine = await settingsOf(KOTHRUD_STORE);
    const refused = await as('priya', 'staff/store-save', {
      store_id: KOTHRUD_STORE,
      ...mine,
      delivery_radius_km: 0,
      delivery_time: 500,
      latitude: 95,
      free_delivery_min_cart_paise: 100,
      is_free_delivery: true,
      hours: [
        { weekday: 1, opens_minute: 540, closes_minute: 780 },
        { weekday: 1, opens_minute: 720, closes_minute: 900 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields).toEqual({
      delivery_radius_km: 'Give a radius above 0 and at most 50 km.',
      delivery_time: 'Give whole minutes from 5 to 240.',
      latitude: 'A latitude is between -90 and 90.',
      free_delivery_min_cart_paise: 'Free delivery cannot start below the minimum order.',
      'hours.1': 'Overlaps 09:00–13:00 on the same day.',
    });
    expect(await settingsOf(KOTHRUD_STORE)).toEqual(mine);
  });

  it('keeps the store’s mobile as customers dial it, refuses any other number on the field, and audits the change', async () => {
    const mine = await settingsOf(KOTHRUD_STORE);
    const landline = await as('priya', 'staff/store-save', {
      store_id: KOTHRUD_STORE,
      ...mine,
      phone: '020 2543 1234',
    });
    expect(landline.status).toBe(400);
    expect(errorBody(landline).fields).toEqual({
      phone: 'Give a 10-digit mobile number (98220 12345), or leave it empty.',
    });
    const saved = await as('priya', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine, phone: '+91 98220-55555' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as StaffStoreSettingsAnswer).store.phone).toBe('98220 55555');
    const row = await shop.db.selectFrom('stores').select('phone').where('id', '=', KOTHRUD_STORE).executeTakeFirst();
    expect(row?.phone).toBe('+919822055555');
    expect((await changesOf(KOTHRUD_STORE)).at(-1)?.summary).toBe('FarmCart Kothrud: phone');
    // The same number typed another way is no change; emptied, the store has none.
    await as('priya', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine, phone: '9822055555' });
    expect((await changesOf(KOTHRUD_STORE)).at(-1)?.summary).toBe('FarmCart Kothrud: saved unchanged');
    await as('priya', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine, phone: '' });
    expect(
      (await shop.db.selectFrom('stores').select('phone').where('id', '=', KOTHRUD_STORE).executeTakeFirst())?.phone,
    ).toBe('');
  });

  it('§10 keeps the seller for GST documents: the GSTIN as registered, its state, the two series’ prefixes; audited', async () => {
    const mine = await settingsOf(KOTHRUD_STORE);
    const typo = await as('priya', 'staff/store-save', {
      store_id: KOTHRUD_STORE,
      ...mine,
      gstin: '27AAPFU0939F1ZW',
      tax_state_code: '27',
      series_prefix: 'KOT',
    });
    expect(typo.status).toBe(400);
    expect(errorBody(typo).fields).toEqual({
      gstin: 'This GSTIN has a typo: its last character does not fit the others.',
    });
    const saved = await as('priya', 'staff/store-save', {
      store_id: KOTHRUD_STORE,
      ...mine,
      gstin: ' 27aapfu0939f1zv ',
      tax_state_code: '27',
      legal_name: 'Kothrud Fresh LLP',
      series_prefix: 'KOT',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as StaffStoreSettingsAnswer).store).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      tax_state_code: '27',
      legal_name: 'Kothrud Fresh LLP',
      series_prefix: 'KOT',
    });
    const row = await shop.db
      .selectFrom('stores')
      .select(['gstin', 'legal_name', 'tax_state_code', 'invoice_prefix', 'credit_prefix'])
      .where('id', '=', KOTHRUD_STORE)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legal_name: 'Kothrud Fresh LLP',
      tax_state_code: '27',
      invoice_prefix: 'KOT',
      credit_prefix: 'KOTCN',
    });
    expect((await changesOf(KOTHRUD_STORE)).at(-1)?.summary).toBe('FarmCart Kothrud: tax documents');
    // Emptied, the store issues none.
    await as('priya', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine });
    const cleared = await shop.db
      .selectFrom('stores')
      .select(['gstin', 'invoice_prefix'])
      .where('id', '=', KOTHRUD_STORE)
      .executeTakeFirstOrThrow();
    expect(cleared).toEqual({ gstin: null, invoice_prefix: null });
  });

  it('cannot open a store without hours: emptying the hours of an open store is refused', async () => {
    const mine = await settingsOf(KOTHRUD_STORE);
    const refused = await as('priya', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine, hours: [] });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields?.is_paused).toMatch(/no opening hours/);
    expect((await settingsOf(KOTHRUD_STORE)).hours).toEqual(roundTheClock());
  });

  it('finds a place by the customers’ geocoder', async () => {
    const found = await as('meera', 'staff/find-place', { query: 'Kothrud' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const places = (found.body as { places: { name: string; latitude: number }[] }).places;
    expect(places.length).toBeGreaterThan(0);
    expect(places[0]?.latitude).toBeGreaterThan(18);
  });

  it('closes the store to customers outside its hours, on its closed days and when paused', async () => {
    const mine = await settingsOf(KOTHRUD_STORE);
    const save = (change: Partial<StoreSettings>) =>
      as('priya', 'staff/store-save', { store_id: KOTHRUD_STORE, ...mine, ...change });
    expect((await save({ hours: SHOP_HOURS, closed_days: ['2026-11-24'] })).status).toBe(200);

    const order = (on: ShopContext, key: string) =>
      placeOrder(
        on,
        ASHA.id,
        placeOrderRequest.parse({
          items: [{ id: BANANA_ITEM, quantity: 2 }],
          restaurant_id: KOTHRUD_STORE,
          mode: 'SELFPICKUP',
          payment_method: 'COD',
          idempotency_key: key,
        }),
      );
    const lines = [{ id: BANANA_ITEM, quantity: 1 }];

    // Monday 10:00: open.
    expect(unwrap(await storeInfoById(shop, KOTHRUD_STORE, null)).is_active).toBe(1);
    expect(unwrap(await order(shop, 'hours-open')).order.unique_order_id).toMatch(/^FC-/);

    // Monday 14:00, between the ranges; Tuesday 10:00, a closed day; Sunday 10:00, no hours.
    for (const [what, when] of [
      ['Monday 14:00', new Date('2026-11-23T08:30:00Z')],
      ['closed Tuesday', new Date('2026-11-24T04:30:00Z')],
      ['Sunday', new Date('2026-11-22T04:30:00Z')],
    ] as const) {
      const then = at(shop, when);
      expect(unwrap(await storeInfoById(then, KOTHRUD_STORE, null)).is_active, what).toBe(0);
      const refused = await order(then, `hours-${what.replace(/\W/g, '-')}`);
      expect(refused.ok, what).toBe(false);
      if (!refused.ok) expect(refused.error.fields, what).toEqual({ restaurant_id: 'the store is closed' });
      // The cart keeps its lines only where a later slot of the store has room (decision 0287).
      const later = (await storesWithLaterSlots(then, [KOTHRUD_STORE])).has(KOTHRUD_STORE);
      const [line] = unwrap(await checkCartAvailability(then, lines, null));
      expect(line?.is_active, what).toBe(later ? 1 : 0);
    }

    // Monday 10:00 again, but paused.
    expect((await save({ hours: SHOP_HOURS, is_paused: true })).status).toBe(200);
    expect(unwrap(await storeInfoById(shop, KOTHRUD_STORE, null)).is_active).toBe(0);
    expect((await order(shop, 'hours-paused')).ok).toBe(false);
    expect((await save({ hours: roundTheClock(), is_paused: false })).status).toBe(200);
    expect(unwrap(await storeInfoById(shop, KOTHRUD_STORE, null)).is_active).toBe(1);
  });
});
