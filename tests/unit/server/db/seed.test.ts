// The demo shop seed: a fresh database (embedded SQLite, or a fresh PostgreSQL
// schema in the second pass) holds every kind of row the screens need, the
// rows are the same on every run, and every image it references is drawn.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PICTURES_IN_LANGUAGES, pictureIn } from '../../../../src/domain/pictures.ts';
import { defaultSettings } from '../../../../src/domain/settings.ts';
import { DEMO_FACE_TEXTS, DEMO_FACE_VALUES } from '../../../../src/server/seed/demo/face.ts';
import type { Database, ShopDatabase } from '../../../../src/server/db/index.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { renderImages } from '../../../../src/server/seed/demo/images/index.ts';
import { rasterPath } from '../../../../src/server/seed/demo/images/raster.ts';
import { verifyPassword } from '../../../../src/server/services/sessions/passwords.ts';

const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const postgresUrl = engine === 'postgres' ? inject('postgresUrl') : '';
const available = engine === 'sqlite' || postgresUrl !== '';

async function openFresh(): Promise<{ shop: ShopDatabase; close(): Promise<void> }> {
  const base = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false' } as const;
  if (engine === 'postgres') {
    const shop = await openShopDatabase(
      { ...base, DATA_DIR: './data', DATABASE_URL: postgresUrl },
      { pgSchema: `test_${randomBytes(6).toString('hex')}` },
    );
    return { shop, close: () => shop.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-seed-'));
  const shop = await openShopDatabase({ ...base, DATA_DIR: dir });
  return {
    shop,
    async close() {
      await shop.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const TABLES: readonly (keyof Database)[] = [
  'settings',
  'languages',
  'units',
  'stores',
  'store_categories',
  'store_category_links',
  'categories',
  'items',
  'item_variants',
  'addon_categories',
  'addons',
  'item_addon_categories',
  'combos',
  'combo_items',
  'coupons',
  'coupon_stores',
  'sections',
  'section_items',
  'promo_sliders',
  'promo_slides',
  'home_components',
  'popular_locations',
  'places',
  'membership_plans',
  'users',
  'addresses',
  'memberships',
];

/** Every row of every table, in a stable order, without the (randomly salted) password hashes. */
async function snapshot(shop: ShopDatabase): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await shop.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    out[table] = rows
      .map((row) => JSON.stringify({ ...row, password_hash: undefined }, Object.keys(row).sort()))
      .sort();
  }
  return out;
}

describe.skipIf(!available)(`demo shop seed (${engine})`, () => {
  let fresh: Awaited<ReturnType<typeof openFresh>>;
  let db: ShopDatabase['db'];

  beforeAll(async () => {
    fresh = await openFresh();
    db = fresh.shop.db;
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('has at least seven stores of every kind the screens need', async () => {
    const stores = await db.selectFrom('stores').selectAll().orderBy('id').execute();
    expect(stores.length).toBeGreaterThanOrEqual(7);
    expect(stores.some((s) => s.is_delivery === 1 && s.is_selfpickup === 0)).toBe(true);
    expect(stores.some((s) => s.is_delivery === 0 && s.is_selfpickup === 1)).toBe(true);
    expect(stores.some((s) => s.is_delivery === 1 && s.is_selfpickup === 1)).toBe(true);
    expect(stores.filter((s) => s.is_active === 0)).toHaveLength(1);
    const minimums = new Set(stores.map((s) => s.min_order_paise));
    for (const paise of [0, 9900, 19900, 29900]) expect(minimums.has(paise)).toBe(true);
    expect(new Set(stores.map((s) => s.delivery_charge_type))).toEqual(new Set(['FIXED', 'DYNAMIC']));
    for (const s of stores.filter((row) => row.delivery_charge_type === 'DYNAMIC')) {
      expect(s.base_delivery_distance_km).toBeGreaterThan(0);
      expect(s.extra_delivery_charge_per_km_paise).toBeGreaterThan(0);
    }
    expect(stores.some((s) => s.is_free_delivery === 1 && s.free_delivery_min_cart_paise > 0)).toBe(true);
    const kothrud = { latitude: 18.5074, longitude: 73.8077 };
    const central = { latitude: 18.5308, longitude: 73.8475 };
    // A small area that leaves part of the city out, and a store far outside the city.
    expect(
      stores.some(
        (s) =>
          s.is_active === 1 &&
          km(s, kothrud) > s.delivery_radius_km &&
          km(s, central) > s.delivery_radius_km &&
          km(s, central) < 15,
      ),
    ).toBe(true);
    expect(stores.some((s) => km(s, central) > 40 && km(s, central) > s.delivery_radius_km)).toBe(true);
    for (const s of stores) {
      expect(s.latitude).toBeGreaterThan(18.4);
      expect(s.latitude).toBeLessThan(18.8);
      expect(s.delivery_time).toBeGreaterThan(0);
      expect(s.rating).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(10);
    }
    const links = await db.selectFrom('store_category_links').selectAll().execute();
    expect(new Set(links.map((l) => l.store_id)).size).toBe(stores.length);
  });

  it('has units 1 to 4 and at least twelve active item categories', async () => {
    const units = await db.selectFrom('units').selectAll().orderBy('id').execute();
    expect(units.map((u) => [u.id, u.symbol])).toEqual([
      [1, 'kg'],
      [2, 'g'],
      [3, 'L'],
      [4, 'pc'],
    ]);
    const categories = await db.selectFrom('categories').selectAll().execute();
    expect(categories.filter((c) => c.is_active === 1).length).toBeGreaterThanOrEqual(12);
  });

  it('has 150+ listed items, each with exactly one default variant, and every stock case', async () => {
    const items = await db.selectFrom('items').selectAll().execute();
    const variants = await db.selectFrom('item_variants').selectAll().execute();
    expect(items.filter((i) => i.is_active === 1 && i.is_free_item === 0).length).toBeGreaterThanOrEqual(150);
    for (const item of items) {
      const own = variants.filter((v) => v.item_id === item.id);
      expect(own.length, item.slug).toBeGreaterThan(0);
      expect(own.filter((v) => v.is_default === 1).length, item.slug).toBe(1);
    }
    const byLink = new Map<string, Set<number>>();
    for (const item of items) byLink.set(item.link_slug, (byLink.get(item.link_slug) ?? new Set()).add(item.store_id));
    expect([...byLink.values()].some((stores) => stores.size >= 3)).toBe(true);
    expect(new Set(items.map((i) => i.is_veg))).toEqual(new Set([0, 1, null]));
    expect(items.some((i) => i.is_active === 0)).toBe(true);
    expect(variants.some((v) => v.is_active === 0)).toBe(true);
    expect(variants.some((v) => v.sale_price_paise < v.regular_price_paise)).toBe(true);
    expect(variants.some((v) => v.member_price_paise !== null && v.member_price_paise < v.sale_price_paise)).toBe(true);
    expect(variants.some((v) => v.is_infinite === 1)).toBe(true);
    expect(variants.some((v) => v.is_negative === 1)).toBe(true);
    expect(variants.some((v) => v.is_default === 1 && v.stock === 0 && v.is_infinite === 0)).toBe(true);
    expect(
      variants.some((v) => v.unit_id === 4) &&
        variants.some((v) => v.unit_id === 2) &&
        variants.some((v) => v.unit_id === 1) &&
        variants.some((v) => v.unit_id === 3),
    ).toBe(true);
    for (const v of variants) {
      expect(v.sale_price_paise).toBeLessThanOrEqual(v.regular_price_paise);
      expect(v.sale_price_paise % 100).toBe(0);
      expect(v.measurement).toBeGreaterThan(0);
    }
    const limited = items.find((i) => i.slug === 'limited-alphonso-mango-box');
    const limitedVariants = variants.filter((v) => v.item_id === limited?.id);
    expect(limitedVariants.map((v) => [v.stock, v.is_infinite, v.is_negative, v.is_active])).toEqual([[5, 0, 0, 1]]);
    const free = items.filter((i) => i.is_free_item === 1);
    expect(free.length).toBeGreaterThan(0);
    expect(variants.filter((v) => free.some((i) => i.id === v.item_id)).every((v) => v.sale_price_paise === 0)).toBe(
      true,
    );
    const pre = items.filter((i) => i.is_pre_item === 1);
    expect(pre.length).toBeGreaterThan(0);
    for (const item of pre) expect(item.pre_avail_date).toMatch(/^2027-\d\d-\d\d$/);
    const facts = items.filter((i) => i.nutritional_facts !== null);
    expect(facts.length).toBeGreaterThan(50);
    for (const item of facts) {
      const parsed: unknown = JSON.parse(item.nutritional_facts ?? '');
      expect(Array.isArray(parsed)).toBe(true);
      for (const row of parsed as Record<string, unknown>[]) expect(Object.keys(row).sort()).toEqual(['name', 'value']);
    }
  });

  it('has SINGLE and multiple addon categories attached to items', async () => {
    const categories = await db.selectFrom('addon_categories').selectAll().execute();
    const addons = await db
      .selectFrom('addons')
      .selectAll()
      .orderBy('addon_category_id')
      .orderBy('sort_order')
      .execute();
    const single = categories.filter((c) => c.type === 'SINGLE');
    expect(single.length).toBeGreaterThan(0);
    expect(categories.some((c) => c.type !== 'SINGLE')).toBe(true);
    for (const category of single) expect(addons.find((a) => a.addon_category_id === category.id)?.price_paise).toBe(0);
    const links = await db.selectFrom('item_addon_categories').selectAll().execute();
    expect(new Set(links.map((l) => l.addon_category_id)).size).toBe(categories.length);
  });

  it('has combos priced below the sum of their variants, from one store each', async () => {
    const combos = await db.selectFrom('combos').selectAll().execute();
    expect(combos.filter((c) => c.is_active === 1).length).toBeGreaterThanOrEqual(4);
    const parts = await db
      .selectFrom('combo_items')
      .innerJoin('item_variants', 'item_variants.id', 'combo_items.variant_id')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .select(['combo_items.combo_id', 'combo_items.quantity', 'item_variants.regular_price_paise', 'items.store_id'])
      .execute();
    for (const combo of combos) {
      const own = parts.filter((p) => p.combo_id === combo.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((p) => p.store_id === combo.store_id)).toBe(true);
      expect(own.reduce((sum, p) => sum + p.regular_price_paise * p.quantity, 0)).toBe(combo.old_price_paise);
      expect(combo.price_paise).toBeLessThan(combo.old_price_paise);
    }
  });

  it('has coupons of each kind', async () => {
    const coupons = await db.selectFrom('coupons').selectAll().execute();
    const scopes = await db.selectFrom('coupon_stores').selectAll().execute();
    const code = (c: string) => coupons.find((row) => row.code === c);
    const storesOf = (c: string) => scopes.filter((s) => s.coupon_id === code(c)?.id).map((s) => s.store_id);
    expect(code('FRESH20')).toMatchObject({
      discount_type: 'PERCENTAGE',
      discount: 20,
      max_discount_paise: 10000,
      is_active: 1,
      // The welcome offer: one order per customer.
      max_uses_per_customer: 1,
    });
    const deliveryStores = (await db.selectFrom('stores').select('id').where('is_delivery', '=', 1).execute()).map(
      (s) => s.id,
    );
    expect(storesOf('FRESH20').sort()).toEqual(deliveryStores.sort());
    expect(code('FLAT50')).toMatchObject({ discount_type: 'FIXED', discount: 5000, min_subtotal_paise: 29900 });
    expect(code('KOTHRUD10')).toMatchObject({ discount_type: 'PERCENTAGE', discount: 10 });
    expect(storesOf('KOTHRUD10')).toHaveLength(1);
    expect(code('MANGO15')).toMatchObject({ discount: 15, max_discount_paise: 15000 });
    expect(code('EXPIRED10')?.expires_at?.startsWith('2025')).toBe(true);
    expect(code('LIMITED3')).toMatchObject({ max_uses: 3, used_count: 0, max_uses_per_customer: null });
    expect(coupons.some((c) => c.is_active === 0)).toBe(true);
  });

  it('has sections of every kind, tabbed parents and store-scoped ones', async () => {
    const sections = await db.selectFrom('sections').selectAll().execute();
    const items = await db.selectFrom('section_items').selectAll().execute();
    const types = new Set(sections.map((s) => s.type));
    for (const type of [
      'deal_of_the_day',
      'deal_of_the_day_1',
      'deal_of_the_day_singleItem',
      'frequently_bought',
      'main',
      'category',
      null,
    ]) {
      expect(types.has(type), String(type)).toBe(true);
    }
    const dealStyles = new Set(sections.filter((s) => s.type === 'deal_of_the_day').map((s) => s.style));
    for (const style of ['default', 'new1', 'new2', 'new3', 'style8']) expect(dealStyles.has(style), style).toBe(true);
    expect(sections.find((s) => s.style === 'style8')?.bg_image).toBeTruthy();
    const children = sections.filter((s) => s.parent_id !== null);
    expect(children.length).toBeGreaterThanOrEqual(2);
    for (const child of children) {
      expect(child.image).toBeTruthy();
      expect(child.title.length).toBeGreaterThan(0);
      expect(items.some((i) => i.section_id === child.id)).toBe(true);
      expect(sections.some((s) => s.id === child.parent_id && s.parent_id === null)).toBe(true);
    }
    expect(sections.some((s) => s.show_search === 1)).toBe(true);
    expect(sections.some((s) => s.type === 'frequently_bought' && s.store_id === null)).toBe(true);
    expect(sections.some((s) => s.type === 'frequently_bought' && s.store_id !== null)).toBe(true);
    const parents = new Set(children.map((c) => c.parent_id));
    for (const s of sections.filter((row) => row.is_active === 1 && !parents.has(row.id))) {
      expect(
        items.some((i) => i.section_id === s.id),
        s.slug,
      ).toBe(true);
    }
  });

  it('has promo sliders of every style with real links, and an ordered home page', async () => {
    const sliders = await db.selectFrom('promo_sliders').selectAll().execute();
    const slides = await db.selectFrom('promo_slides').selectAll().execute();
    expect(new Set(sliders.map((s) => s.style))).toEqual(
      new Set(['style_1', 'style_2', 'style_3', 'style_4', 'style_6', 'style_7', 'style_8', 'style_9', 'style_11']),
    );
    expect(new Set(sliders.map((s) => s.position_id))).toEqual(new Set([1, 2, 3]));
    for (const slide of slides) {
      const style = sliders.find((s) => s.id === slide.slider_id)?.style;
      if (style === 'style_7' || style === 'style_8') expect(slide.url).toBeNull();
      else
        expect(slide.url).toMatch(/^\/(category|campaign|stores|item|members-mart|membership-plans|farm-visit)(\/|$)/);
      expect(slide.alt.length).toBeGreaterThan(0);
    }
    expect(
      sliders.find((s) => s.style === 'style_11') &&
        slides.filter((s) => s.slider_id === sliders.find((x) => x.style === 'style_11')?.id),
    ).toHaveLength(1);
    const home = await db
      .selectFrom('home_components')
      .selectAll()
      .where('page_slug', '=', 'home')
      .orderBy('order_column')
      .execute();
    expect(home.length).toBeGreaterThanOrEqual(10);
    expect(home.length).toBeLessThanOrEqual(14);
    expect(new Set(home.map((h) => h.order_column)).size).toBe(home.length);
    expect(new Set(home.map((h) => h.type))).toEqual(new Set(['DynamicFeaturedSection', 'PromoSlider']));
    for (const h of home) {
      if (h.type === 'PromoSlider') expect(sliders.some((s) => s.id === h.slider_id)).toBe(true);
      else expect(h.section_id).not.toBeNull();
    }
  });

  it('has popular locations and an offline gazetteer of Pune', async () => {
    expect(await db.selectFrom('popular_locations').selectAll().execute()).toHaveLength(8);
    const places = await db.selectFrom('places').selectAll().execute();
    expect(places.filter((p) => p.city === 'Pune').length).toBeGreaterThanOrEqual(40);
    for (const place of places) {
      expect(place.state).toBe('Maharashtra');
      expect(place.postcode).toMatch(/^4[01]\d{4}$/);
    }
    expect(places.find((p) => p.name === 'Kothrud')?.postcode).toBe('411038');
    expect(places.some((p) => p.name === 'Lonavala' && p.postcode === '410401')).toBe(true);
  });

  it('has search synonyms, each meaning words an item’s name holds (in English, or in Marathi for Devanagari)', async () => {
    const synonyms = await db.selectFrom('search_synonyms').selectAll().execute();
    expect(synonyms.length).toBeGreaterThanOrEqual(40);
    const english = (await db.selectFrom('items').select('name').execute()).map((row) => row.name.toLowerCase());
    const marathi = (
      await db
        .selectFrom('catalog_translations')
        .select('text')
        .where('language_code', '=', 'mr')
        .where('entity', '=', 'item')
        .where('field', '=', 'name')
        .execute()
    ).map((row) => row.text);
    for (const { word, means } of synonyms) {
      const names = /\p{Script=Devanagari}/u.test(means) ? marathi : english;
      expect(
        names.some((name) => name.includes(means)),
        `${word} → ${means}`,
      ).toBe(true);
      // A synonym is one word, as a query's words are.
      expect(word).toMatch(/^\S+$/);
    }
  });

  it('stores every typed setting as a string, plus the landing and version keys', async () => {
    const rows = await db.selectFrom('settings').selectAll().execute();
    const settings = new Map(rows.map((r) => [r.key, r.value]));
    // The demo wears its own face over the essentials' neutral words (decision 0316).
    const face = (key: string) => DEMO_FACE_VALUES[key] ?? DEMO_FACE_TEXTS[key]?.en;
    for (const [key, value] of Object.entries(defaultSettings))
      expect(settings.get(key), key).toBe(face(key) ?? String(value));
    expect(settings.get('storeName')).toBe('FarmCart');
    expect(settings.get('desktopTestimonial1Name')).toBe('Sneha P., Kothrud');
    for (const key of [
      'forceNewSettingsVersion',
      'forceCacheClearVersion',
      'desktopTestimonial5Text',
      'desktopFooterColumn3Link3Url',
      'desktopMenu6Link',
      'farmVisitSuccessText',
    ]) {
      expect(settings.get(key), key).toBeTruthy();
    }
    expect([...settings.values()].some((v) => v === 'null')).toBe(true);
  });

  it('has English (default) and Marathi with identical label keys', async () => {
    const languages = await db.selectFrom('languages').selectAll().orderBy('id').execute();
    expect(languages.map((l) => [l.code, l.is_default])).toEqual([
      ['en', 1],
      ['mr', 0],
    ]);
    const [en, mr] = languages.map((l) => JSON.parse(l.labels) as Record<string, string>);
    expect(Object.keys(mr ?? {})).toEqual(Object.keys(en ?? {}));
    expect(Object.keys(en ?? {}).length).toBeGreaterThan(100);
    expect(en?.navHome).toBe('Home');
    expect(mr?.navHome).toMatch(/[\u0900-\u097F]/);
    expect(en?.minOrderMessage).toBe(defaultSettings.minOrderMessage);
    for (const [key, text] of Object.entries(en ?? {})) {
      for (const placeholder of text.match(/\{\w+\}/g) ?? []) expect(mr?.[key], key).toContain(placeholder);
    }
  });

  it('has membership plans and the three demo customers', async () => {
    expect(await db.selectFrom('membership_plans').selectAll().execute()).toHaveLength(3);
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => [u.name, u.phone, u.email])).toEqual([
      ['Asha Kulkarni', '+919800000001', 'asha@example.in'],
      ['Rohan Deshpande', '+919800000002', 'rohan@example.in'],
      ['Meera Joshi', '+919800000003', 'meera@example.in'],
    ]);
    const [asha, rohan, meera] = users;
    const addresses = await db.selectFrom('addresses').selectAll().execute();
    const ashas = addresses.filter((a) => a.user_id === asha?.id);
    expect(ashas.map((a) => a.tag).sort()).toEqual(['Home', 'Parents', 'Work']);
    expect(ashas.some((a) => a.id === asha?.default_address_id)).toBe(true);
    expect(addresses.filter((a) => a.user_id === rohan?.id)).toHaveLength(1);
    expect(rohan?.wallet_balance_paise).toBe(50000);
    expect(addresses.filter((a) => a.user_id === meera?.id)).toHaveLength(0);
    const memberships = await db.selectFrom('memberships').selectAll().execute();
    expect(memberships.map((m) => [m.user_id, m.total_weight_grams, m.remaining_weight_grams])).toEqual([
      [asha?.id, 10000, 6500],
    ]);
    expect(asha?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('demo1234', asha?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('demo12345', asha?.password_hash ?? '')).toBe(false);
  });

  it('references only images the generator draws, each small and titled', async () => {
    const images = renderImages();
    const used = new Set<string>();
    const collect = (values: (string | null)[]) => {
      for (const value of values) if (value !== null) used.add(value);
    };
    collect((await db.selectFrom('stores').select('image').execute()).map((r) => r.image));
    collect((await db.selectFrom('store_categories').select('image').execute()).map((r) => r.image));
    collect((await db.selectFrom('categories').select('image').execute()).map((r) => r.image));
    for (const r of await db.selectFrom('items').select(['image', 'bg_image']).execute())
      collect([r.image, r.bg_image]);
    collect((await db.selectFrom('combos').select('image').execute()).map((r) => r.image));
    for (const r of await db.selectFrom('sections').select(['image', 'bg_image']).execute())
      collect([r.image, r.bg_image]);
    for (const r of await db.selectFrom('promo_sliders').select(['bg_image', 'header_image']).execute())
      collect([r.bg_image, r.header_image]);
    collect((await db.selectFrom('promo_slides').select('image').execute()).map((r) => r.image));
    // A picture with words drawn in it is also shown in its copies in other languages (pictureIn).
    for (const path of [...used])
      for (const language of Object.keys(PICTURES_IN_LANGUAGES)) used.add(pictureIn(path, language));
    // The shop serves each drawing as its WebP (raster.ts); the SVG is its source.
    const served = new Set([...images.keys()].map(rasterPath));
    const missing = [...used].filter((path) => !served.has(path));
    expect(missing).toEqual([]);
    expect([...served].filter((path) => !used.has(path))).toEqual([]);
    for (const [path, svg] of images) {
      expect(Buffer.byteLength(svg), path).toBeLessThan(6 * 1024);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 '), path).toBe(true);
      expect(svg, path).toMatch(/<title id="t">[^<]{3,}<\/title>/);
      expect(svg.trimEnd().endsWith('</svg>'), path).toBe(true);
      for (const id of svg.match(/url\(#([\w-]+)\)|href="#([\w-]+)"/g) ?? []) {
        expect(svg, `${path} ${id}`).toContain(`id="${id.replace(/^url\(#|^href="#|\)$|"$/g, '')}"`);
      }
    }
  });

  it('leaves the id sequences ready for new rows', async () => {
    const unit = await db
      .insertInto('units')
      .values({ name: 'Dozen', symbol: 'dz' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(unit.id).toBe(5);
    await db.deleteFrom('units').where('id', '=', unit.id).execute();
  });

  it('seeds the same rows on every run', async () => {
    const other = await openFresh();
    try {
      // The first database lost its test unit again above; compare everything.
      expect(await snapshot(other.shop)).toEqual(await snapshot(fresh.shop));
    } finally {
      await other.close();
    }
  }, 30_000);
});
