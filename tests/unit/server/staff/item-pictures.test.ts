// An item's several pictures in order (decision 0326), through the real dispatcher on each engine:
// the console's item form saves them with their alt texts, the first being the item's picture that
// cards and lists show; a reorder changes which one that is and is audited with the item; a list
// whose first is not the item's picture is refused on its field, saving nothing; a picture changed
// without the list keeps the later ones; the item page reads them in order with each alt text in the
// page's language, the item's name where a picture has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueItemAnswer, CatalogueItemView } from '../../../../src/domain/api/staff/catalogue.ts';
import { itemGallery } from '../../../../src/server/services/catalogue/item-gallery.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya is an admin. */
const PRIYA = 1;
const KOTHRUD_STORE = 1;
const GRAMS = 2;

const WHOLE = { image: '/media/101-480.webp', alt: 'A whole papaya', alt_mr: 'अख्खी पपई' };
const CUT = { image: '/media/102-480.webp', alt: '', alt_mr: '' };
const HALF = { image: '/images/items/papaya.webp', alt: 'Half a papaya', alt_mr: '' };

function asBody(item: CatalogueItemView) {
  const { id, version, store_id, store_name, link_slug, archived, ...rest } = item;
  return { item_id: id, version, ...rest };
}

describe.skipIf(!engineAvailable)('an item’s pictures', () => {
  let shop: TestShop;
  let cookie = '';
  let categoryId = 0;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    cookie = `fc_staff=${await createRoleSession(shop, 'staff', PRIYA)}`;
    categoryId = (await shop.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (path: string, body: unknown) => apiCall(shop, path, body, { cookie });

  async function created(name: string, pictures: (typeof WHOLE)[]): Promise<CatalogueItemView> {
    const answer = await as('staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      category_id: categoryId,
      name,
      name_mr: 'पपई',
      description: '',
      description_mr: '',
      slug: '',
      image: pictures[0]?.image ?? '',
      pictures,
      is_veg: true,
      nutritional_facts: [],
      is_pre_item: false,
      pre_avail_date: '',
      is_active: true,
      is_free_item: false,
      variants: [
        {
          name: '1 kg',
          name_mr: '१ किलो',
          unit_id: GRAMS,
          measurement: 1000,
          regular_price_paise: 6000,
          sale_price_paise: null,
          member_price_paise: null,
          stock: 10,
          is_infinite: false,
          is_negative: false,
          is_default: true,
          is_active: true,
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as CatalogueItemAnswer).item;
  }

  it('saves them in order with their alt texts; the first is the picture cards show', async () => {
    const item = await created('Gallery Papaya', [WHOLE, CUT, HALF]);
    expect(item.image).toBe(WHOLE.image);
    expect(item.pictures).toEqual([WHOLE, CUT, HALF]);
    const row = await shop.db.selectFrom('items').select('image').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.image).toBe(WHOLE.image);
  });

  it('reorders them: the new first becomes the item’s picture, and the change is audited', async () => {
    const item = await created('Gallery Papaya Reordered', [WHOLE, CUT, HALF]);
    const saved = await as('staff/catalogue-item-update', {
      ...asBody(item),
      image: CUT.image,
      pictures: [CUT, WHOLE],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (saved.body as CatalogueItemAnswer).item;
    expect(after.pictures).toEqual([CUT, WHOLE]);
    expect(after.image).toBe(CUT.image);
    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['before_json', 'after_json'])
      .where('kind', '=', 'item')
      .where('action', '=', 'update')
      .where('entity_id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}').pictures).toEqual([WHOLE, CUT, HALF]);
    expect(JSON.parse(audit.after_json ?? '{}').pictures).toEqual([CUT, WHOLE]);
  });

  it('refuses a list whose first is not the item’s picture, or that names one twice, and saves nothing', async () => {
    const item = await created('Gallery Papaya Refused', [WHOLE, CUT]);
    const notFirst = await as('staff/catalogue-item-update', { ...asBody(item), pictures: [CUT, WHOLE] });
    expect(notFirst.status).toBe(400);
    expect(Object.keys(errorBody(notFirst).fields ?? {})).toEqual(['pictures']);
    const twice = await as('staff/catalogue-item-update', { ...asBody(item), pictures: [WHOLE, WHOLE] });
    expect(twice.status).toBe(400);
    expect(Object.keys(errorBody(twice).fields ?? {})).toEqual(['pictures.1.image']);
    const read = await as('staff/catalogue-item', { item_id: item.id });
    expect((read.body as CatalogueItemAnswer).item.pictures).toEqual([WHOLE, CUT]);
  });

  it('keeps the later pictures behind a picture changed without the list', async () => {
    const item = await created('Gallery Papaya Kept', [WHOLE, CUT]);
    const { pictures: _pictures, ...withoutList } = asBody(item);
    const saved = await as('staff/catalogue-item-update', { ...withoutList, image: HALF.image });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as CatalogueItemAnswer).item.pictures).toEqual([{ ...HALF, alt: '' }, CUT]);
  });

  it('shows them on the item page in order, each alt text in the page’s language or the item’s name', async () => {
    const item = await created('Gallery Papaya Shown', [WHOLE, CUT]);
    const page = { id: item.id, image: item.image };
    expect(await itemGallery({ ...shop, language: 'en' }, { ...page, name: 'Gallery Papaya Shown' })).toEqual([
      { image: WHOLE.image, alt: 'A whole papaya' },
      { image: CUT.image, alt: 'Gallery Papaya Shown' },
    ]);
    expect(await itemGallery({ ...shop, language: 'mr' }, { ...page, name: 'पपई' })).toEqual([
      { image: WHOLE.image, alt: 'अख्खी पपई' },
      { image: CUT.image, alt: 'पपई' },
    ]);
    // An item of one picture is what it always was: no rows, its picture alone.
    const single = await created('Gallery Papaya Single', [CUT]);
    expect(await shop.db.selectFrom('item_pictures').where('item_id', '=', single.id).selectAll().execute()).toEqual(
      [],
    );
    expect(await itemGallery(shop, { id: single.id, image: single.image, name: 'Single' })).toEqual([
      { image: CUT.image, alt: 'Single' },
    ]);
  });
});
