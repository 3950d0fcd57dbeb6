// The console's catalogue editor through the real dispatcher (decision 0271): an admin creates a
// category and an item with two sizes and Marathi names, and the customer's catalogue call at the
// store's point answers it in English and, with lang=mr, in Marathi; refusals name their field; a
// manager reaches only their store's items (404 for another's), counter and editor staff get 403;
// archiving hides an item from customers and a restore brings it back as it was; a save from an
// older version is refused (409) with what changed, and nothing is overwritten; every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryItemsAnswer } from '../../../../src/domain/api/catalog.ts';
import type {
  CatalogueCategoryAnswer,
  CatalogueItemAnswer,
  CatalogueItemView,
  CatalogueListAnswer,
} from '../../../../src/domain/api/staff/catalogue.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts). */
const PRIYA = 1;
const KIRAN = 2;
const MEERA = 4;
const ANIL = 5;
/** FarmCart Kothrud (store 1, Meera's) and Baner (store 2). */
const KOTHRUD_STORE = 1;
const BANER_STORE = 2;
const KOTHRUD_POINT = { latitude: 18.5074, longitude: 73.8077 };
const GRAMS = 2;

const variant = (name: string, name_mr: string, measurement: number, price: number, isDefault: boolean) => ({
  name,
  name_mr,
  unit_id: GRAMS,
  measurement,
  regular_price_paise: price,
  sale_price_paise: price - 200,
  member_price_paise: null,
  stock: 25,
  is_infinite: false,
  is_negative: false,
  is_default: isDefault,
  is_active: true,
});

function itemBody(categoryId: number, name = 'Catalogue Test Methi') {
  return {
    category_id: categoryId,
    name,
    name_mr: 'चाचणी मेथी',
    description: 'Fresh fenugreek leaves.',
    description_mr: 'ताजी मेथीची पाने.',
    slug: '',
    image: '',
    is_veg: true,
    nutritional_facts: [],
    is_pre_item: false,
    pre_avail_date: '',
    is_active: true,
    is_free_item: false,
    variants: [variant('250 g', '२५० ग्रॅम', 250, 3000, true), variant('500 g', '५०० ग्रॅम', 500, 5500, false)],
  };
}

function asBody(item: CatalogueItemView) {
  const { id, version, store_id, store_name, link_slug, archived, ...rest } = item;
  return { item_id: id, version, ...rest };
}

describe.skipIf(!engineAvailable)('the catalogue editor', () => {
  let shop: TestShop;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    for (const [name, id] of Object.entries({ priya: PRIYA, kiran: KIRAN, meera: MEERA, anil: ANIL }))
      cookies[name] = `fc_staff=${await createRoleSession(shop, 'staff', id)}`;
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (who: string, path: string, body: unknown) => apiCall(shop, path, body, { cookie: cookies[who] ?? '' });

  async function newCategory(slug: string): Promise<number> {
    const answer = await as('priya', 'staff/catalogue-category-create', {
      name: `Test ${slug}`,
      name_mr: 'चाचणी विभाग',
      slug,
      image: 'img/test.webp',
      sort_order: 50,
      is_active: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as CatalogueCategoryAnswer).category.id;
  }

  async function newItem(who: string, storeId: number, categoryId: number, name?: string): Promise<CatalogueItemView> {
    const answer = await as(who, 'staff/catalogue-item-create', { store_id: storeId, ...itemBody(categoryId, name) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as CatalogueItemAnswer).item;
  }

  const categoryItems = async (slug: string, lang?: string) => {
    const answer = await apiCall(
      shop,
      'get-category-items',
      { ...KOTHRUD_POINT, slug },
      lang ? { cookie: `lang=${lang}` } : {},
    );
    return answer;
  };

  it('creates a category and an item with two sizes; customers see it in English and in Marathi', async () => {
    const categoryId = await newCategory('test-greens');
    const item = await newItem('priya', KOTHRUD_STORE, categoryId);
    expect(item.slug).toBe('catalogue-test-methi-farmcart-kothrud');
    expect(item.link_slug).toBe('catalogue-test-methi');
    expect(item.variants.map((v) => [v.name, v.name_mr, v.sale_price_paise])).toEqual([
      ['250 g', '२५० ग्रॅम', 2800],
      ['500 g', '५०० ग्रॅम', 5300],
    ]);

    const english = await categoryItems('test-greens');
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    const shown = (english.body as CategoryItemsAnswer).items.find((row) => row.id === item.id);
    expect(shown?.name).toBe('Catalogue Test Methi');
    expect(shown?.price).toBe(28);
    expect(shown?.variants.map((v) => v.sale_price)).toEqual([28, 53]);

    const marathi = await categoryItems('test-greens', 'mr');
    const body = marathi.body as CategoryItemsAnswer;
    expect(body.category.name).toBe('चाचणी विभाग');
    const inMarathi = body.items.find((row) => row.id === item.id);
    expect(inMarathi?.name).toBe('चाचणी मेथी');
    expect(inMarathi?.description).toBe('ताजी मेथीची पाने.');
    expect(inMarathi?.variants.map((v) => v.name)).toEqual(['२५० ग्रॅम', '५०० ग्रॅम']);

    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['kind', 'action', 'entity_id', 'staff_id'])
      .where('staff_id', '=', PRIYA)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => `${row.kind}:${row.action}`)).toEqual(
      expect.arrayContaining(['category:create', 'variant:create', 'item:create']),
    );
    expect(audit.filter((row) => row.kind === 'variant')).toHaveLength(2);
  });

  it('refuses a sale price above the price, a taken slug and a missing name on their fields, and saves nothing', async () => {
    const categoryId = await newCategory('test-refusals');
    const before = await shop.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = itemBody(categoryId);
    const sizes = body.variants.map((v, index) => (index === 1 ? { ...v, sale_price_paise: 9000 } : v));
    const answer = await as('priya', 'staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      ...body,
      name: '',
      slug: 'alphonso-mango-kothrud',
      variants: sizes,
    });
    expect(answer.status).toBe(400);
    const fields = errorBody(answer).fields ?? {};
    expect(fields['variants.1.sale_price_paise']).toMatch(/above the price/);
    expect(fields.name).toBe('Give a name in English.');
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'variants.1.sale_price_paise']));
    const taken = await as('priya', 'staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      ...body,
      slug: (await shop.db.selectFrom('items').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug,
    });
    expect(taken.status).toBe(400);
    expect(errorBody(taken).fields?.slug).toMatch(/Another item has this web address name/);
    const after = await shop.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a blank sale price as no offer: customers pay the price, and the form reads it blank again', async () => {
    const categoryId = await newCategory('test-no-offer');
    const body = itemBody(categoryId, 'No Offer Methi');
    const answer = await as('priya', 'staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      ...body,
      variants: [{ ...body.variants[0], sale_price_paise: null, member_price_paise: 2900 }, body.variants[1]],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const item = (answer.body as CatalogueItemAnswer).item;
    expect(item.variants.map((v) => v.sale_price_paise)).toEqual([null, 5300]);
    const stored = await shop.db
      .selectFrom('item_variants')
      .select('sale_price_paise')
      .where('id', '=', item.variants[0]?.variant_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.sale_price_paise).toBe(3000);
    const shown = ((await categoryItems('test-no-offer')).body as CategoryItemsAnswer).items.find(
      (row) => row.id === item.id,
    );
    expect(shown?.variants.map((v) => v.sale_price)).toEqual([30, 53]);
    // The member price is checked against what customers pay: the price, with no offer.
    const dearMember = await as('priya', 'staff/catalogue-item-update', {
      ...asBody(item),
      variants: item.variants.map((v, index) => (index === 0 ? { ...v, member_price_paise: 3100 } : v)),
    });
    expect(errorBody(dearMember).fields?.['variants.0.member_price_paise']).toBe(
      'The member price cannot be above the price.',
    );
  });

  it('refuses every field at once in the form’s order, and a name the store already has on the name', async () => {
    const categoryId = await newCategory('test-form-order');
    await newItem('priya', KOTHRUD_STORE, categoryId, 'Twice Methi');
    const body = itemBody(categoryId, 'Twice Methi');
    const answer = await as('priya', 'staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      ...body,
      variants: [{ ...body.variants[0], measurement: 0, regular_price_paise: 0, name: '' }, body.variants[1]],
    });
    expect(answer.status).toBe(400);
    const fields = errorBody(answer).fields ?? {};
    expect(Object.keys(fields)).toEqual([
      'name',
      'variants.0.name',
      'variants.0.measurement',
      'variants.0.regular_price_paise',
    ]);
    expect(fields.name).toBe('The store already has an item of this name: give this one another name.');
    expect(fields.slug).toBeUndefined();
  });

  it("keeps a manager to their own store's items (404 for another's) and refuses counter and editor staff (403)", async () => {
    const categoryId = await newCategory('test-scope');
    const baner = await newItem('priya', BANER_STORE, categoryId, 'Baner Only Methi');
    const own = await newItem('meera', KOTHRUD_STORE, categoryId, 'Meera Methi');
    expect((await as('meera', 'staff/catalogue-item', { item_id: baner.id })).status).toBe(404);
    expect((await as('meera', 'staff/catalogue-item-update', asBody({ ...baner, name: 'Taken over' }))).status).toBe(
      404,
    );
    expect((await as('meera', 'staff/catalogue-item-archive', { item_id: baner.id })).status).toBe(404);
    expect(
      (await as('meera', 'staff/catalogue-item-create', { store_id: BANER_STORE, ...itemBody(categoryId, 'X') }))
        .status,
    ).toBe(404);
    expect((await as('meera', 'staff/catalogue-items', { store_id: BANER_STORE })).status).toBe(404);
    const list = (await as('meera', 'staff/catalogue-items', { query: 'methi', category_id: categoryId }))
      .body as CatalogueListAnswer;
    expect(list.items.map((row) => row.name)).toEqual(['Meera Methi']);
    expect((await as('meera', 'staff/catalogue-item', { item_id: own.id })).status).toBe(200);
    // Categories are shop-wide: admins only.
    expect(
      (
        await as('meera', 'staff/catalogue-category-create', {
          name: 'M',
          name_mr: '',
          slug: '',
          image: '',
          sort_order: 1,
          is_active: true,
        })
      ).status,
    ).toBe(403);
    for (const who of ['kiran', 'anil']) {
      expect((await as(who, 'staff/catalogue-items', {})).status, who).toBe(403);
      expect((await as(who, 'staff/catalogue-item', { item_id: own.id })).status, who).toBe(403);
      expect((await as(who, 'staff/catalogue-item-update', asBody(own))).status, who).toBe(403);
    }
    const unchanged = (await as('priya', 'staff/catalogue-item', { item_id: baner.id })).body as CatalogueItemAnswer;
    expect(unchanged.item.name).toBe('Baner Only Methi');
  });

  it('archives an item out of the customers’ lists and restores it with the flag it had', async () => {
    const categoryId = await newCategory('test-archive');
    const item = await newItem('priya', KOTHRUD_STORE, categoryId, 'Archived Methi');
    const listed = async () =>
      ((await categoryItems('test-archive')).body as CategoryItemsAnswer).items.some((row) => row.id === item.id);
    expect(await listed()).toBe(true);
    const archived = await as('priya', 'staff/catalogue-item-archive', { item_id: item.id });
    expect((archived.body as CatalogueItemAnswer).item.archived).toBe(true);
    expect(await listed()).toBe(false);
    const row = await shop.db
      .selectFrom('items')
      .select(['is_active', 'archived_at'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
    expect(row.archived_at).not.toBeNull();
    // Out of the console's list too, but found among the archived.
    const active = (await as('priya', 'staff/catalogue-items', { category_id: categoryId }))
      .body as CatalogueListAnswer;
    expect(active.items.map((r) => r.id)).not.toContain(item.id);
    const inArchive = (await as('priya', 'staff/catalogue-items', { category_id: categoryId, archived: true }))
      .body as CatalogueListAnswer;
    expect(inArchive.items.map((r) => r.id)).toEqual([item.id]);
    // The stock screen cannot put it back on the shelf.
    expect((await as('priya', 'staff/item-stock', { item_id: item.id, in_stock: true })).status).toBe(404);
    // A category holding a live item is not archived; once empty it is.
    const other = await newItem('priya', KOTHRUD_STORE, categoryId, 'Second Methi');
    expect((await as('priya', 'staff/catalogue-category-archive', { category_id: categoryId })).status).toBe(409);
    await as('priya', 'staff/catalogue-item-archive', { item_id: other.id });
    expect((await as('priya', 'staff/catalogue-category-archive', { category_id: categoryId })).status).toBe(200);
    expect((await as('priya', 'staff/catalogue-item-restore', { item_id: item.id })).status).toBe(409);
    expect((await as('priya', 'staff/catalogue-category-restore', { category_id: categoryId })).status).toBe(200);
    const restored = await as('priya', 'staff/catalogue-item-restore', { item_id: item.id });
    expect((restored.body as CatalogueItemAnswer).item).toMatchObject({ archived: false, is_active: true });
    expect(await listed()).toBe(true);
    const actions = await shop.db
      .selectFrom('staff_changes')
      .select('action')
      .where('kind', '=', 'item')
      .where('entity_id', '=', item.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'archive', 'restore']);
  });

  it('§10 keeps an item’s HSN code, GST rate and treatment; refuses a code or a rate that is not one, on its field', async () => {
    const categoryId = await newCategory('test-gst');
    const item = await newItem('priya', KOTHRUD_STORE, categoryId, 'Cow Ghee');
    expect(item).toMatchObject({ hsn_code: '', gst_rate: '', tax_treatment: 'taxable' });
    const bad = await as('priya', 'staff/catalogue-item-update', {
      ...asBody(item),
      hsn_code: '04051',
      gst_rate: '5.125',
    });
    expect(errorBody(bad).fields).toMatchObject({
      hsn_code: 'An HSN code has 4, 6 or 8 digits, such as 0405.',
      gst_rate: 'Give a rate from 0 to 100 %, such as 5 or 0.25.',
    });
    const saved = await as('priya', 'staff/catalogue-item-update', {
      ...asBody(item),
      hsn_code: '0405',
      gst_rate: '5',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as CatalogueItemAnswer).item).toMatchObject({
      hsn_code: '0405',
      gst_rate: '5',
      tax_treatment: 'taxable',
    });
    const row = await shop.db
      .selectFrom('items')
      .select(['hsn_code', 'gst_rate_bp', 'tax_treatment'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hsn_code: '0405', gst_rate_bp: 500, tax_treatment: 'taxable' });
    // Exempt goods carry no rate, whatever the form still held.
    const current = (saved.body as CatalogueItemAnswer).item;
    const exempt = await as('priya', 'staff/catalogue-item-update', {
      ...asBody(current),
      tax_treatment: 'exempt',
      gst_rate: '5',
    });
    expect((exempt.body as CatalogueItemAnswer).item).toMatchObject({ gst_rate: '', tax_treatment: 'exempt' });
  });

  it('archives a size left out of the form: customers no longer see it', async () => {
    const categoryId = await newCategory('test-sizes');
    const item = await newItem('priya', KOTHRUD_STORE, categoryId, 'Sized Methi');
    const [first] = item.variants;
    const saved = await as('priya', 'staff/catalogue-item-update', {
      ...asBody(item),
      variants: item.variants.slice(0, 1).map(({ variant_id, ...rest }) => ({ variant_id, ...rest })),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as CatalogueItemAnswer).item.variants.map((v) => v.variant_id)).toEqual([first?.variant_id]);
    const shown = ((await categoryItems('test-sizes')).body as CategoryItemsAnswer).items.find((r) => r.id === item.id);
    expect(shown?.variants.map((v) => v.name)).toEqual(['250 g']);
  });

  it('refuses a save from an older version with what changed meanwhile, and overwrites nothing', async () => {
    const categoryId = await newCategory('test-conflict');
    const item = await newItem('priya', KOTHRUD_STORE, categoryId, 'Conflict Methi');
    const first = await as('meera', 'staff/catalogue-item-update', {
      ...asBody(item),
      name: 'Conflict Methi Bunch',
      variants: item.variants.map((v, index) => (index === 0 ? { ...v, sale_price_paise: 2500 } : v)),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as CatalogueItemAnswer).item.version).toBe(item.version + 1);
    const second = await as('priya', 'staff/catalogue-item-update', { ...asBody(item), description: 'Mine' });
    expect(second.status).toBe(409);
    const error = errorBody(second);
    expect(error.code).toBe('conflict');
    expect(error.fields).toEqual({
      name: 'Changed meanwhile: now “Conflict Methi Bunch”.',
      description: 'Changed meanwhile: now “Fresh fenugreek leaves.”.',
      'variants.0.sale_price_paise': 'Changed meanwhile: now ₹25.',
    });
    const now = ((await as('priya', 'staff/catalogue-item', { item_id: item.id })).body as CatalogueItemAnswer).item;
    expect(now).toMatchObject({ name: 'Conflict Methi Bunch', description: 'Fresh fenugreek leaves.' });
    expect(now.variants[0]?.sale_price_paise).toBe(2500);
    // The customer's bill prices the changed size at once.
    const bill = await apiCall(shop, 'confirm-cart', {
      ...KOTHRUD_POINT,
      items: [{ item_id: item.id, variant_id: now.variants[0]?.variant_id, quantity: 2 }],
      restaurant_id: KOTHRUD_STORE,
      mode: 'SELFPICKUP',
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    expect((bill.body as { subtotal: number }).subtotal).toBe(50);
  });

  it('lists a page at a time with filters', async () => {
    const categoryId = await newCategory('test-list');
    const plain = await newItem('priya', KOTHRUD_STORE, categoryId, 'List Plain');
    const bare = await as('priya', 'staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      ...itemBody(categoryId, 'List Bare'),
      name_mr: '',
      variants: [{ ...variant('1 kg', '', 1000, 9000, true), stock: 0 }],
    });
    const bareId = (bare.body as CatalogueItemAnswer).item.id;
    await shop.db.updateTable('items').set({ image: 'img/plain.webp' }).where('id', '=', plain.id).execute();
    const ids = async (filters: Record<string, unknown>) =>
      (
        (await as('priya', 'staff/catalogue-items', { category_id: categoryId, ...filters }))
          .body as CatalogueListAnswer
      ).items.map((row) => row.id);
    expect(await ids({})).toEqual([bareId, plain.id]);
    expect(await ids({ out_of_stock: true })).toEqual([bareId]);
    expect(await ids({ no_marathi: true })).toEqual([bareId]);
    expect(await ids({ no_picture: true })).toEqual([bareId]);
    expect(await ids({ query: 'plain' })).toEqual([plain.id]);
    expect(await ids({ query: 'चाचणी' })).toEqual([plain.id]);
    expect(await ids({ store_id: BANER_STORE })).toEqual([]);
    const all = (await as('priya', 'staff/catalogue-items', {})).body as CatalogueListAnswer;
    expect(all.items).toHaveLength(50);
    expect(all.next).not.toBeNull();
    const second = (await as('priya', 'staff/catalogue-items', { after: all.next })).body as CatalogueListAnswer;
    expect(second.items[0]?.name.localeCompare(all.items.at(-1)?.name ?? '')).toBeGreaterThanOrEqual(0);
    expect(second.items.map((r) => r.id)).not.toContain(all.items[0]?.id);
  });
});
