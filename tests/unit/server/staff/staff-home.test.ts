// The console's home composer through the real dispatcher (decision 0283): an editor reorders the
// home's rows and adds a slide as a draft that customers never see; publishing applies the whole
// draft at once, audited with its before and after, and customers see it; a draft naming an
// archived item, a missing page or a picture without alt text is refused (422) on the field at
// fault and changes nothing; roles without 'content' get 403; a stale stamp gets 409.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HomeComponentView } from '../../../../src/domain/api/sections.ts';
import type { StaffHomeAnswer, StaffHomeFindAnswer } from '../../../../src/domain/api/staff/home.ts';
import type { HomeComposition, SlideDraft, SliderDraft } from '../../../../src/domain/home/home-composition.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { homePreview } from '../../../../src/server/services/content/staff-home.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { NOW } from '../orders/orders-fixtures.ts';

const PRIYA = 1;
const MEERA = 4;
const ANIL = 5;
/** Kothrud, where the Kothrud store (1) and others deliver. */
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };

const newSlide = (fields: Partial<SlideDraft> = {}): SlideDraft => ({
  id: null,
  name: 'Monsoon greens',
  image: '/images/banners/fresh-vegetables.webp',
  alt: 'Bunches of methi and palak in the rain',
  alt_mr: 'पावसातील मेथी आणि पालक',
  link: { kind: 'campaign', slug: 'monsoon-greens' },
  starts_on: null,
  ends_on: null,
  store_ids: [],
  ...fields,
});

describe.skipIf(!engineAvailable)('the console’s home composer', () => {
  let shop: TestShop;
  let anil: string;
  let priya: string;
  let meera: string;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    anil = await createRoleSession(shop, 'staff', ANIL);
    priya = await createRoleSession(shop, 'staff', PRIYA);
    meera = await createRoleSession(shop, 'staff', MEERA);
  });
  afterAll(async () => {
    await shop.close();
  });
  // Each test starts from the published home with no draft.
  beforeEach(async () => {
    await shop.db.deleteFrom('home_drafts').execute();
  });

  const as = (token: string) => (path: string, body: unknown) =>
    apiCall(shop, path, body, { cookie: `fc_staff=${token}` });

  async function load(token = anil): Promise<StaffHomeAnswer> {
    const answer = await as(token)('staff/home', {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as StaffHomeAnswer;
  }

  async function save(home: StaffHomeAnswer, composition: HomeComposition): Promise<StaffHomeAnswer> {
    const answer = await as(anil)('staff/home-save', { stamp: home.stamp, composition });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as StaffHomeAnswer;
  }

  async function customersHome(): Promise<HomeComponentView[]> {
    const answer = await apiCall(shop, 'get-home-components', { slug: 'home', ...KOTHRUD });
    expect(answer.status).toBe(200);
    return answer.body as HomeComponentView[];
  }

  /** The home hero slider (id 1) of a composition, and where it sits among the sliders. */
  function heroSlider(composition: HomeComposition): { index: number; slider: SliderDraft } {
    const index = composition.sliders.findIndex((slider) => slider.id === 1);
    const slider = composition.sliders[index];
    if (!slider) throw new Error('The demo home has no hero slider');
    return { index, slider };
  }

  /** An item on sale, found as the console finds one. */
  async function itemOnSale(): Promise<number> {
    const found = await as(anil)('staff/home-find', { kind: 'item', query: 'alphonso' });
    expect(found.status).toBe(200);
    const onSale = (found.body as StaffHomeFindAnswer).found.find((item) => item.on_sale);
    if (!onSale) throw new Error('No Alphonso item is on sale');
    return onSale.id;
  }

  it('loads the published home: its rows in order, sections with items, sliders with linked slides', async () => {
    const home = await load();
    expect(home.has_draft).toBe(false);
    expect(home.composition.rows.slice(0, 3)).toEqual([
      { id: 1, kind: 'slider', ref_id: 1, visible: true, starts_on: null, ends_on: null },
      { id: 2, kind: 'section', ref_id: 1, visible: true, starts_on: null, ends_on: null },
      { id: 3, kind: 'slider', ref_id: 2, visible: true, starts_on: null, ends_on: null },
    ]);
    const fresh = home.composition.sections.find((section) => section.id === 1);
    expect(fresh).toMatchObject({ title: 'Fresh this morning', style: 'style_1', is_parent: false });
    expect(fresh?.item_ids.length).toBeGreaterThan(0);
    expect(heroSlider(home.composition).slider?.slides.map((slide) => slide.link)).toEqual([
      { kind: 'campaign', slug: 'mango' },
      { kind: 'category', id: expect.any(Number) },
      { kind: 'store', id: 1 },
    ]);
    expect(home.references.campaigns).toEqual(expect.arrayContaining(['home', 'mango', 'monsoon-greens']));
    expect(home.references.pages).toContain('about');
    expect(home.places.length).toBeGreaterThan(0);
    expect(home.refusals).toEqual({});
  });

  it('keeps a reordered home with a new slide as a draft customers do not see', async () => {
    const before = await customersHome();
    const home = await load();
    const { rows } = home.composition;
    // The first section (row 2) moves above the hero slider (row 1).
    const reordered = [rows[1], rows[0], ...rows.slice(2)].filter((row) => row !== undefined);
    const { index, slider } = heroSlider(home.composition);
    const sliders = home.composition.sliders.with(index, { ...slider, slides: [...slider.slides, newSlide()] });
    const saved = await save(home, { ...home.composition, rows: reordered, sliders });
    expect(saved.has_draft).toBe(true);
    expect(saved.draft_saved_by).toBe('Anil Patwardhan');
    expect(saved.composition.rows[0]).toEqual({
      id: 2,
      kind: 'section',
      ref_id: 1,
      visible: true,
      starts_on: null,
      ends_on: null,
    });

    // The preview at a point shows the draft: the section first, the new slide in the hero.
    const preview = await homePreview(shop, { lat: KOTHRUD.latitude, lng: KOTHRUD.longitude });
    expect(preview.ok).toBe(true);
    const previewed = preview.ok ? preview.value : null;
    expect(previewed?.has_draft).toBe(true);
    expect(previewed?.components[0]).toMatchObject({ id: 2, type: 'DynamicFeaturedSection' });
    const previewedSlides = previewed?.components.find((row) => row.id === 1)?.slides?.promo_slider.slides;
    expect(previewedSlides?.at(-1)).toMatchObject({ url: '/campaign/monsoon-greens', alt: newSlide().alt });

    // Customers' home and tables are as they were.
    expect((await customersHome()).map((row) => row.id)).toEqual(before.map((row) => row.id));
    const slides = await shop.db.selectFrom('promo_slides').select('name').where('slider_id', '=', 1).execute();
    expect(slides.map((one) => one.name)).not.toContain('Monsoon greens');
    const draftChange = await shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'home')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(draftChange).toMatchObject({ staff_id: ANIL, action: 'draft' });
  });

  it('publishes the draft at once: rows, slide, Marathi alt, audit; customers see it', async () => {
    const home = await load();
    const { rows } = home.composition;
    const reordered = [rows[1], rows[0], ...rows.slice(2)].filter((row) => row !== undefined);
    const { index, slider } = heroSlider(home.composition);
    const sliders = home.composition.sliders.with(index, {
      ...slider,
      slides: [...slider.slides, newSlide({ link: { kind: 'store', id: 1 }, store_ids: [1] })],
    });
    const saved = await save(home, { ...home.composition, rows: reordered, sliders });
    const published = await as(anil)('staff/home-publish', { stamp: saved.stamp });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = published.body as StaffHomeAnswer;
    expect(after.has_draft).toBe(false);
    expect(after.composition.rows[0]).toEqual({
      id: 2,
      kind: 'section',
      ref_id: 1,
      visible: true,
      starts_on: null,
      ends_on: null,
    });

    const customers = await customersHome();
    expect(customers[0]).toMatchObject({ id: 2, type: 'DynamicFeaturedSection' });
    const hero = customers.find((row) => row.id === 1);
    const added = hero?.slides?.promo_slider.slides.at(-1);
    expect(added).toMatchObject({ url: '/stores/farmcart-kothrud', alt: 'Bunches of methi and palak in the rain' });

    const row = await shop.db
      .selectFrom('promo_slides')
      .selectAll()
      .where('name', '=', 'Monsoon greens')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ model: 'store', model_id: 1, url: '/stores/farmcart-kothrud' });
    const stores = await shop.db.selectFrom('promo_slide_stores').selectAll().where('slide_id', '=', row.id).execute();
    expect(stores).toEqual([{ slide_id: row.id, store_id: 1 }]);
    const marathi = await shop.db
      .selectFrom('catalog_translations')
      .select('text')
      .where('entity', '=', 'promo_slide')
      .where('entity_id', '=', row.id)
      .where('field', '=', 'alt')
      .executeTakeFirstOrThrow();
    expect(marathi.text).toBe('पावसातील मेथी आणि पालक');

    const change = await shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'home')
      .where('action', '=', 'publish')
      .executeTakeFirstOrThrow();
    expect(change.staff_id).toBe(ANIL);
    expect(change.summary).toBe('Home published: rows, slides');
    const auditedBefore = JSON.parse(change.before_json ?? 'null') as HomeComposition;
    const auditedAfter = JSON.parse(change.after_json ?? 'null') as HomeComposition;
    expect(auditedBefore.rows[0]?.id).toBe(1);
    expect(auditedAfter.rows[0]?.id).toBe(2);
  });

  it('refuses to publish an archived item, a missing page and a picture without alt, changing nothing', async () => {
    const home = await load();
    const before = JSON.stringify(home.composition);
    const archived = await shop.db
      .selectFrom('items')
      .select('id')
      .where('slug', '=', 'onion-kothrud')
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('items')
      .set({ archived_at: NOW.toISOString(), is_active: 0 })
      .where('id', '=', archived.id)
      .execute();
    try {
      const { index, slider } = heroSlider(home.composition);
      const sliders = home.composition.sliders.with(index, {
        ...slider,
        slides: [...slider.slides, newSlide({ alt: '' }), newSlide({ link: { kind: 'page', slug: 'no-such-page' } })],
      });
      const sections = home.composition.sections.map((section, at) =>
        at === 0
          ? { ...section, item_ids: [archived.id, ...section.item_ids.filter((id) => id !== archived.id)] }
          : section,
      );
      const saved = await save(home, { ...home.composition, sliders, sections });
      const count = slider.slides.length;
      expect(saved.refusals).toMatchObject({
        [`sliders.${index}.slides.${count}.alt`]: { key: 'saidRuleHomeAlt' },
        [`sliders.${index}.slides.${count + 1}.link`]: { key: 'saidRuleHomeNoPage', params: { slug: 'no-such-page' } },
        'sections.0.item_ids': { key: 'saidRuleHomeArchived' },
      });
      const refused = await as(anil)('staff/home-publish', { stamp: saved.stamp });
      expect(refused.status).toBe(422);
      expect(errorBody(refused).code).toBe('unprocessable');
      expect(errorBody(refused).field_codes).toEqual(saved.refusals);
      expect(errorBody(refused).fields?.[`sliders.${index}.slides.${count + 1}.link`]).toBe(
        "there is no page 'no-such-page'",
      );
      // Nothing published: the tables still give the home it had.
      const again = await load();
      expect(again.has_draft).toBe(true);
      await as(anil)('staff/home-discard', { stamp: again.stamp });
      expect(JSON.stringify((await load()).composition)).toBe(before);
    } finally {
      await shop.db
        .updateTable('items')
        .set({ archived_at: null, is_active: 1 })
        .where('id', '=', archived.id)
        .execute();
    }
  });

  it('applies a publish all or nothing: a failure half-way leaves the published home and the draft', async () => {
    const home = await load();
    const order = async () =>
      (await shop.db.selectFrom('home_components').select(['id', 'order_column']).orderBy('id').execute()).map(
        (row) => `${row.id}:${row.order_column}`,
      );
    const orderBefore = await order();
    const { rows } = home.composition;
    const deal = { item_id: await itemOnSale(), starts_on: '2026-11-02', ends_on: '2026-11-02' };
    const saved = await save(home, { ...home.composition, rows: [...rows].reverse(), deals: [deal, deal] });
    // The deal of the day is written last: an index that refuses its second row fails the publish there.
    await shop.db.schema.createIndex('home_deals_once').unique().on('home_deals').column('item_id').execute();
    try {
      const failed = await as(anil)('staff/home-publish', { stamp: saved.stamp });
      expect(failed.status).toBe(500);
    } finally {
      await shop.db.schema.dropIndex('home_deals_once').execute();
    }
    expect(await order()).toEqual(orderBefore);
    const after = await load();
    expect(after.has_draft).toBe(true);
    expect(after.composition.rows[0]?.id).toBe(rows.at(-1)?.id);
    expect(
      await shop.db
        .selectFrom('staff_changes')
        .select('id')
        .where('kind', '=', 'home')
        .where('action', '=', 'publish')
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a save or a publish from a stale stamp (409) and a draft whose rows and sliders disagree', async () => {
    const home = await load();
    await save(home, home.composition);
    const stale = await as(anil)('staff/home-save', { stamp: home.stamp, composition: home.composition });
    expect(stale.status).toBe(409);
    const fresh = await load();
    // The first row goes, but its slider stays among the draft's: no row would show it.
    const missingRow = await as(anil)('staff/home-save', {
      stamp: fresh.stamp,
      composition: { ...fresh.composition, rows: fresh.composition.rows.slice(1) },
    });
    expect(missingRow.status).toBe(409);
    expect(errorBody(missingRow).fields).toHaveProperty('composition');
    const noDraftPublish = await as(anil)('staff/home-publish', { stamp: home.stamp });
    expect(noDraftPublish.status).toBe(409);
  });

  it('hides a row and changes a section’s title, style and Marathi title', async () => {
    const home = await load();
    const rows = home.composition.rows.map((row) => (row.id === 3 ? { ...row, visible: false } : row));
    const sections = home.composition.sections.map((section) =>
      section.id === 1 ? { ...section, title: 'Picked at dawn', title_mr: 'पहाटे तोडलेले', style: 'style_5' } : section,
    );
    const saved = await save(home, { ...home.composition, rows, sections });
    expect((await as(priya)('staff/home-publish', { stamp: saved.stamp })).status).toBe(200);
    const customers = await customersHome();
    expect(customers.some((row) => row.id === 3)).toBe(false);
    expect(customers.find((row) => row.id === 2)).toMatchObject({ title: 'Picked at dawn', style: 'style_5' });
    const marathi = await apiCall(shop, 'get-home-components', { slug: 'home', ...KOTHRUD }, { cookie: 'lang=mr' });
    expect((marathi.body as HomeComponentView[]).find((row) => row.id === 2)?.title).toBe('पहाटे तोडलेले');
  });

  it('shows a slide only on its days and to its stores’ customers', async () => {
    const home = await load();
    const { index, slider } = heroSlider(home.composition);
    const sliders = home.composition.sliders.with(index, {
      ...slider,
      slides: [
        ...slider.slides,
        newSlide({ name: 'Tomorrow only', starts_on: '2026-11-03', ends_on: '2026-11-03' }),
        newSlide({ name: 'Baner only', store_ids: [2] }),
        newSlide({ name: 'Far store only', store_ids: [9999] }),
      ],
    });
    const saved = await save(home, { ...home.composition, sliders });
    expect(saved.refusals).toEqual({
      [`sliders.${index}.slides.${slider.slides.length + 2}.store_ids`]: {
        key: 'saidRuleHomeNoStore',
        params: { id: '9999' },
      },
    });
    const fixed = await save(saved, {
      ...saved.composition,
      sliders: saved.composition.sliders.with(index, {
        ...heroSlider(saved.composition).slider,
        slides: heroSlider(saved.composition).slider.slides.slice(0, -1),
      }),
    });
    expect((await as(anil)('staff/home-publish', { stamp: fixed.stamp })).status).toBe(200);
    const names = (await customersHome())
      .find((row) => row.id === 1)
      ?.slides?.promo_slider.slides.map((slide) => slide.data?.name);
    // Baner (store 2) delivers to Kothrud; tomorrow's slide waits for its day.
    expect(names).toContain('Baner only');
    expect(names).not.toContain('Tomorrow only');
  });

  it('chooses the deal of the day: the chosen items lead the home’s deal row on their days', async () => {
    const onSale = await itemOnSale();
    const home = await load();
    const saved = await save(home, {
      ...home.composition,
      deals: [{ item_id: onSale, starts_on: '2026-11-02', ends_on: '2026-11-02' }],
    });
    expect(saved.refusals).toEqual({});
    expect((await as(anil)('staff/home-publish', { stamp: saved.stamp })).status).toBe(200);
    const rows = await shop.db.selectFrom('home_deals').selectAll().execute();
    expect(rows).toMatchObject([{ item_id: onSale, starts_on: '2026-11-02', ends_on: '2026-11-02' }]);
    const { homeDealItems } = await import('../../../../src/server/services/catalogue/deals.ts');
    const deals = await homeDealItems(shop, { lat: KOTHRUD.latitude, lng: KOTHRUD.longitude });
    expect(deals.ok && deals.value.map((item) => item.name).every((name) => /alphonso/i.test(name))).toBe(true);
  });

  it('refuses the composer to roles without the content permission', async () => {
    const refused = await as(meera)('staff/home', {});
    expect(refused.status).toBe(403);
    const find = await as(meera)('staff/home-find', { kind: 'item', query: 'onion' });
    expect(find.status).toBe(403);
  });
});
