// The catalogue's own texts in the customer's language (migration 011, services/shop/translations.ts;
// decision 0197, decision 0198: category names, section titles and store texts stayed English, then item
// names and descriptions, slider and banner names, and the store name on cards). Runs on SQLite
// and again on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView } from '../../../../src/domain/api/catalog.ts';
import type { HomeComponentView } from '../../../../src/domain/api/sections.ts';
import type { StoreInfo } from '../../../../src/domain/api/stores.ts';
import { catalogChanged } from '../../../../src/server/cache.ts';
import { categoriesAt, categoryItems, singleItem } from '../../../../src/server/services/catalogue/catalog.ts';
import { homeComponents, promoSliders } from '../../../../src/server/services/catalogue/sections.ts';
import { membershipOf, membershipPlans } from '../../../../src/server/services/accounts/membership-plans.ts';
import { storeCategories, storeInfoById, storesServing } from '../../../../src/server/services/catalogue/stores.ts';
import { inCustomerLanguage } from '../../../../src/server/services/shop/translations.ts';
import { getOrder, listOrders } from '../../../../src/server/services/orders/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { ASHA, line, orderRequest, variantRef } from '../orders/orders-fixtures.ts';
import { apiCall } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD } from '../points.ts';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const titlesOf = (components: HomeComponentView[]) =>
  components.flatMap((component) =>
    component.type === 'DynamicFeaturedSection' && component.title ? [component.title] : [],
  );

describe.skipIf(!engineAvailable)('catalogue translations (migration 011)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('names categories in the customer’s language, and as stored without one or in the default language', async () => {
    const names = async (language: string | undefined) =>
      unwrap(await categoriesAt({ ...shop, language }, KOTHRUD)).map((category: CategoryView) => category.name);
    const stored = await names(undefined);
    expect(stored).toContain('Fruits');
    expect(await names('en')).toEqual(stored);
    const marathi = await names('mr');
    expect(marathi).toHaveLength(stored.length);
    expect(marathi).toContain('फळे');
    expect(marathi).not.toContain('Fruits');
    // A category's own page names it the same way.
    expect(unwrap(await categoryItems({ ...shop, language: 'mr' }, KOTHRUD, 'fruits')).category.name).toBe('फळे');
  });

  it('gives store names, descriptions and addresses, and store category names, in Marathi', async () => {
    const stores = (language: string | undefined) => storesServing({ ...shop, language }, KOTHRUD, 'DELIVERY');
    const english = await stores(undefined);
    const marathi = await stores('mr');
    const kothrud = (list: StoreInfo[]) => list.find((store) => store.slug === 'farmcart-kothrud');
    expect(kothrud(english)?.name).toBe('FarmCart Kothrud');
    expect(kothrud(marathi)).toMatchObject({ name: 'फार्मकार्ट कोथरूड', address: expect.stringContaining('कोथरूड') });
    expect(kothrud(marathi)?.description).toMatch(/पौड रोड/);
    // Everything but the texts is the same store.
    expect(marathi.map((store) => [store.id, store.distance])).toEqual(
      english.map((store) => [store.id, store.distance]),
    );
    const id = kothrud(english)?.id ?? 0;
    expect(unwrap(await storeInfoById({ ...shop, language: 'mr' }, id, null)).name).toBe('फार्मकार्ट कोथरूड');
    const categoryNames = unwrap(await storeCategories({ ...shop, language: 'mr' })).map((category) => category.name);
    expect(categoryNames).toContain('सेंद्रिय');
  });

  it('titles the home’s sections in Marathi', async () => {
    const english = titlesOf(unwrap(await homeComponents(shop, 'home', KOTHRUD)));
    const marathi = titlesOf(unwrap(await homeComponents({ ...shop, language: 'mr' }, 'home', KOTHRUD)));
    expect(english.length).toBeGreaterThan(0);
    expect(marathi).toHaveLength(english.length);
    expect(english).toContain('Fresh this morning');
    expect(marathi).toContain('आज सकाळचे ताजे');
    expect(marathi.filter((title) => english.includes(title))).toEqual([]);
  });

  it('names items, describes them and names their store in Marathi, in lists and on the item page', async () => {
    const fruits = async (language: string | undefined) =>
      unwrap(await categoryItems({ ...shop, language }, KOTHRUD, 'fruits')).items;
    const english = await fruits(undefined);
    const marathi = await fruits('mr');
    const mango = (list: typeof english) => list.find((item) => item.link_slug === 'alphonso-mango');
    expect(mango(english)).toMatchObject({ name: 'Alphonso Mango (Ratnagiri)', restaurant_name: 'FarmCart Kothrud' });
    expect(mango(marathi)).toMatchObject({ name: 'हापूस आंबा (रत्नागिरी)', restaurant_name: 'फार्मकार्ट कोथरूड' });
    expect(mango(marathi)?.description).toMatch(/रत्नागिरी हापूस/);
    // Every item of the list has its Marathi name; prices, variants and ids are the same items.
    expect(marathi.filter((item) => english.some((other) => other.name === item.name))).toEqual([]);
    expect(marathi.map((item) => [item.id, item.price, item.variants.length])).toEqual(
      english.map((item) => [item.id, item.price, item.variants.length]),
    );
    // The cached English views are left as they were.
    expect(mango(await fruits(undefined))?.name).toBe('Alphonso Mango (Ratnagiri)');
    const page = unwrap(await singleItem({ ...shop, language: 'mr' }, { slug: 'alphonso-mango-kothrud' }));
    expect(page).toMatchObject({ name: 'हापूस आंबा (रत्नागिरी)', restaurant_name: 'फार्मकार्ट कोथरूड' });
    expect(unwrap(await singleItem(shop, { slug: 'alphonso-mango-kothrud' })).name).toBe('Alphonso Mango (Ratnagiri)');
  });

  it('has a Marathi name and description for every item of the demo shop', async () => {
    const items = await shop.db.selectFrom('items').select('id').execute();
    const texts = await shop.db
      .selectFrom('catalog_translations')
      .select(['entity_id', 'field'])
      .where('language_code', '=', 'mr')
      .where('entity', '=', 'item')
      .execute();
    for (const field of ['name', 'description']) {
      const translated = new Set(texts.filter((row) => row.field === field).map((row) => row.entity_id));
      expect(items.filter((item) => !translated.has(item.id))).toEqual([]);
    }
  });

  it('names the promo sliders and describes their banners in Marathi', async () => {
    const sliders = async (language: string | undefined) => {
      const answer = unwrap(await promoSliders({ ...shop, language }, KOTHRUD));
      return [...answer[1], ...answer[2], ...answer[3]];
    };
    const english = await sliders(undefined);
    const marathi = await sliders('mr');
    expect(english.map((slider) => slider.name)).toContain('Home hero');
    expect(marathi.map((slider) => slider.name)).toContain('मुख्य बॅनर');
    const alts = (list: typeof english) => list.flatMap((slider) => slider.slides.map((slide) => slide.alt));
    expect(alts(english)).toContain('Ratnagiri Alphonso mangoes are here');
    expect(alts(marathi)).toContain('रत्नागिरी हापूस आंबे आले आहेत');
    expect(alts(marathi).filter((alt) => alts(english).includes(alt))).toEqual([]);
    // The same slides, to the same places.
    expect(marathi.flatMap((slider) => slider.slides.map((slide) => slide.url))).toEqual(
      english.flatMap((slider) => slider.slides.map((slide) => slide.url)),
    );
  });

  it('names and describes the membership plans in Marathi, on offer and in a customer’s membership', async () => {
    const plans = async (language: string | undefined) =>
      (await membershipPlans({ ...shop, language })).map((plan) => `${plan.name}: ${plan.description}`);
    const english = await plans(undefined);
    expect(english[0]).toBe('Monthly: 10 kg of groceries at member prices every month. Ideal for a couple.');
    const marathi = await plans('mr');
    expect(marathi).toHaveLength(english.length);
    expect(marathi[0]).toBe('मासिक: दर महिन्याला 10 किलो किराणा सदस्य दरात. दोघांसाठी योग्य.');
    for (const line of marathi) expect(line, line).not.toMatch(/[A-Za-z]{3}/);
    // Everything but the texts is the same plan.
    const marathiPlans = await membershipPlans({ ...shop, language: 'mr' });
    const englishPlans = await membershipPlans(shop);
    expect(marathiPlans.map(({ id, price, weight_kg }) => [id, price, weight_kg])).toEqual(
      englishPlans.map(({ id, price, weight_kg }) => [id, price, weight_kg]),
    );
    const asha = await membershipOf({ ...shop, language: 'mr' }, 1);
    expect(asha?.plan.name).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('takes a language the shop offers from the cookie, else the default one', async () => {
    expect((await inCustomerLanguage(shop, 'mr')).language).toBe('mr');
    expect((await inCustomerLanguage(shop, 'en')).language).toBe('en');
    expect((await inCustomerLanguage(shop, 'xx')).language).toBe('en');
    expect((await inCustomerLanguage(shop, null)).language).toBe('en');
  });

  it('keys cached API answers by language: Marathi and English callers each get their own', async () => {
    const body = { latitude: KOTHRUD.lat, longitude: KOTHRUD.lng };
    const names = async (cookie?: string) => {
      const answer = await apiCall(shop, 'get-delivery-restaurants', body, cookie ? { cookie } : {});
      expect(answer.status).toBe(200);
      return (answer.body as StoreInfo[]).map((store) => store.name);
    };
    const first = await names('lang=mr');
    expect(first).toContain('फार्मकार्ट कोथरूड');
    expect(await names()).toContain('FarmCart Kothrud');
    expect(await names('lang=en')).toContain('FarmCart Kothrud');
    expect(await names('lang=mr')).toEqual(first);
    // A made-up language is the default one, not an entry of its own.
    expect(await names('lang=zz')).toContain('FarmCart Kothrud');
  });

  it('names a customer’s order in Marathi: its store, an item line with its size, a combo line and its parts', async () => {
    const tomato = await variantRef(shop, 'tomato-kothrud', '1 kg');
    const combo = await shop.db
      .selectFrom('combos')
      .select('id')
      .where('slug', '=', 'weekly-veggie-basket')
      .executeTakeFirstOrThrow();
    const placed = await placeOrder(
      shop,
      ASHA,
      orderRequest({ items: [{ combo_id: combo.id, quantity: 1 }, line(tomato, 1)] }),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    const id = placed.value.order.unique_order_id;
    const marathiOf = async (entity: string, entityId: number) =>
      (
        await shop.db
          .selectFrom('catalog_translations')
          .select('text')
          .where('language_code', '=', 'mr')
          .where('entity', '=', entity)
          .where('entity_id', '=', entityId)
          .where('field', '=', 'name')
          .executeTakeFirstOrThrow()
      ).text;
    const english = unwrap(await getOrder(shop, ASHA, id)).order;
    const marathi = unwrap(await getOrder({ ...shop, language: 'mr' }, ASHA, id)).order;
    expect(english.restaurant.name).toBe('FarmCart Kothrud');
    expect(marathi.restaurant.name).toBe('फार्मकार्ट कोथरूड');
    const [comboLine, tomatoLine] = marathi.items;
    expect(comboLine?.name).toBe(await marathiOf('combo', combo.id));
    expect(comboLine?.parts.map((part) => part.name)).toEqual(
      await Promise.all((english.items[0]?.parts ?? []).map((part) => marathiOf('item', part.item_id))),
    );
    expect(tomatoLine).toMatchObject({
      name: await marathiOf('item', tomato.itemId),
      variant_name: await marathiOf('variant', tomato.variantId),
    });
    // What was paid is the order's own, in either language.
    expect(marathi.items.map((item) => [item.quantity, item.line_total])).toEqual(
      english.items.map((item) => [item.quantity, item.line_total]),
    );
    expect(english.items[1]?.name).not.toBe(tomatoLine?.name);
    // My orders says it the same way.
    const listed = unwrap(await listOrders({ ...shop, language: 'mr' }, ASHA)).orders.find(
      (order) => order.unique_order_id === id,
    );
    expect(listed?.items.map((item) => item.name)).toEqual(marathi.items.map((item) => item.name));
  });

  it('shows an edited translation once the catalogue changes', async () => {
    const fruits = unwrap(await categoriesAt(shop, KOTHRUD)).find((category) => category.slug === 'fruits');
    await shop.db
      .updateTable('catalog_translations')
      .set({ text: 'ताजी फळे' })
      .where('language_code', '=', 'mr')
      .where('entity', '=', 'category')
      .where('entity_id', '=', fruits?.id ?? 0)
      .where('field', '=', 'name')
      .execute();
    catalogChanged(shop.db);
    const marathi = unwrap(await categoriesAt({ ...shop, language: 'mr' }, KOTHRUD));
    expect(marathi.find((category) => category.slug === 'fruits')?.name).toBe('ताजी फळे');
  });
});
