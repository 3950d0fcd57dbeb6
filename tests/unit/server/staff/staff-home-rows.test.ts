// The home's rows added, ordered, scheduled and removed in the console, and the footer's centre
// button chosen there (decision 0317), through the real dispatcher: an editor adds a promo slider
// with a slide and a featured section, moves them to the top and publishes; customers see them in
// English and Marathi, the tables hold new records, and the publish is audited. A row shows only on
// its days; a removed row leaves the home but not the section. The footer's button leads only to
// what exists (422 on its field otherwise) and goes from the footer when its campaign is taken
// down; a draft cannot borrow a published section for a new row (409).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HomeComponentView } from '../../../../src/domain/api/sections.ts';
import type { StaffHomeAnswer, StaffHomeFindAnswer } from '../../../../src/domain/api/staff/home.ts';
import { type HomeComposition, withNewRow, withoutRow } from '../../../../src/domain/home/home-composition.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { homePreview } from '../../../../src/server/services/content/staff-home.ts';
import { shopTexts } from '../../../../src/server/services/shop/texts.ts';
import { unpublishContent } from '../../../../src/server/services/content/content-store.ts';
import { footerCentreHref } from '../../../../src/server/pages/footer-link.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { NOW } from '../orders/orders-fixtures.ts';

const ANIL = 5;
/** Kothrud, where the Kothrud store (1) and others deliver. */
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };
/** The shop's calendar day of NOW, and the next. */
const TODAY = '2026-11-02';
const TOMORROW = '2026-11-03';

describe.skipIf(!engineAvailable)('the home’s rows and footer button in the console', () => {
  let shop: TestShop;
  let anil: string;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    anil = await createRoleSession(shop, 'staff', ANIL);
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(async () => {
    await shop.db.deleteFrom('home_drafts').execute();
  });

  const call = (path: string, body: unknown) => apiCall(shop, path, body, { cookie: `fc_staff=${anil}` });

  async function load(): Promise<StaffHomeAnswer> {
    const answer = await call('staff/home', {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as StaffHomeAnswer;
  }

  async function save(home: StaffHomeAnswer, composition: HomeComposition): Promise<StaffHomeAnswer> {
    const answer = await call('staff/home-save', { stamp: home.stamp, composition });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as StaffHomeAnswer;
  }

  async function publish(home: StaffHomeAnswer): Promise<StaffHomeAnswer> {
    const answer = await call('staff/home-publish', { stamp: home.stamp });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as StaffHomeAnswer;
  }

  async function customersHome(language?: 'mr'): Promise<HomeComponentView[]> {
    const cookie = language ? { cookie: `lang=${language}` } : {};
    const answer = await apiCall(shop, 'get-home-components', { slug: 'home', ...KOTHRUD }, cookie);
    expect(answer.status).toBe(200);
    return answer.body as HomeComponentView[];
  }

  async function itemIds(query: string): Promise<number[]> {
    const found = await call('staff/home-find', { kind: 'item', query });
    return (found.body as StaffHomeFindAnswer).found.map((item) => item.id);
  }

  /** The composition with a new slider (one slide) and a new featured section, both moved to the top. */
  async function withSliderAndSection(composition: HomeComposition): Promise<HomeComposition> {
    const added = withNewRow(withNewRow(composition, 'slider'), 'section');
    const [sliderRow, sectionRow] = added.rows.slice(-2);
    if (!sliderRow || !sectionRow) throw new Error('The rows were not added');
    const items = (await itemIds('tomato')).slice(0, 2);
    return {
      ...added,
      rows: [sectionRow, sliderRow, ...added.rows.slice(0, -2)],
      sliders: added.sliders.map((slider) =>
        slider.id === sliderRow.ref_id
          ? {
              ...slider,
              name: 'Winter greens',
              slides: [
                {
                  id: null,
                  name: 'Sarson season',
                  image: '/images/banners/fresh-vegetables.webp',
                  alt: 'Mustard greens stacked at the market',
                  alt_mr: 'बाजारात रचलेली मोहरीची पाने',
                  link: { kind: 'campaign', slug: 'monsoon-greens' },
                  starts_on: null,
                  ends_on: null,
                  store_ids: [],
                },
              ],
            }
          : slider,
      ),
      sections: added.sections.map((section) =>
        section.id === sectionRow.ref_id
          ? { ...section, title: 'Tomatoes of the week', title_mr: 'आठवड्याचे टोमॅटो', item_ids: items }
          : section,
      ),
    };
  }

  it('adds a slider with a slide and a featured section at the top; the preview and then customers see them', async () => {
    const before = await customersHome();
    const home = await load();
    const saved = await save(home, await withSliderAndSection(home.composition));
    expect(saved.refusals).toEqual({});
    expect(saved.composition.rows[0]).toMatchObject({ kind: 'section' });
    expect(saved.composition.rows[0]?.id).toBeLessThan(0);

    const preview = await homePreview(shop, { lat: KOTHRUD.latitude, lng: KOTHRUD.longitude });
    const previewed = preview.ok ? preview.value.components : [];
    expect(previewed[0]).toMatchObject({ type: 'DynamicFeaturedSection', title: 'Tomatoes of the week' });
    expect(previewed[0]?.items.length).toBeGreaterThan(0);
    expect(previewed[1]?.slides?.promo_slider.slides).toMatchObject([
      { alt: 'Mustard greens stacked at the market', url: '/campaign/monsoon-greens' },
    ]);
    // Customers still see the published home.
    expect((await customersHome()).map((row) => row.id)).toEqual(before.map((row) => row.id));

    const after = await publish(saved);
    expect(after.composition.rows.every((row) => row.id > 0 && row.ref_id > 0)).toBe(true);
    const [sectionRow, sliderRow] = after.composition.rows;
    const section = await shop.db
      .selectFrom('sections')
      .selectAll()
      .where('id', '=', sectionRow?.ref_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(section).toMatchObject({ type: 'main', style: 'style_1', slug: `tomatoes-of-the-week-${section.id}` });

    const customers = await customersHome();
    expect(customers[0]).toMatchObject({ id: sectionRow?.id, title: 'Tomatoes of the week' });
    expect(customers[1]).toMatchObject({ id: sliderRow?.id, type: 'PromoSlider', style: 'style_1' });
    expect(customers[1]?.slides?.promo_slider.slides[0]).toMatchObject({
      alt: 'Mustard greens stacked at the market',
      url: '/campaign/monsoon-greens',
    });
    const marathi = await customersHome('mr');
    expect(marathi[0]?.title).toBe('आठवड्याचे टोमॅटो');
    expect(marathi[1]?.slides?.promo_slider.slides[0]?.alt).toBe('बाजारात रचलेली मोहरीची पाने');

    const change = await shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'home')
      .where('action', '=', 'publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ staff_id: ANIL, summary: 'Home published: rows, sections, slides' });
    expect((JSON.parse(change.after_json ?? 'null') as HomeComposition).rows[0]?.ref_id).toBe(section.id);
  });

  it('shows a row only on its days, and removes a row from the home, keeping its section', async () => {
    const home = await load();
    const [first, second] = home.composition.rows;
    if (!first || !second) throw new Error('The home has fewer than two rows');
    const rows = home.composition.rows.map((row) =>
      row.id === first.id
        ? { ...row, starts_on: TOMORROW, ends_on: null }
        : row.id === second.id
          ? { ...row, starts_on: TODAY, ends_on: TODAY }
          : row,
    );
    await publish(await save(home, { ...home.composition, rows }));
    const shown = (await customersHome()).map((row) => row.id);
    expect(shown).not.toContain(first.id);
    expect(shown).toContain(second.id);
    expect(
      await shop.db
        .selectFrom('home_components')
        .select(['starts_on', 'ends_on'])
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ starts_on: TOMORROW, ends_on: null });

    const scheduled = await load();
    const at = scheduled.composition.rows.findIndex((row) => row.id === second.id);
    await publish(await save(scheduled, withoutRow(scheduled.composition, at)));
    expect(await shop.db.selectFrom('home_components').select('id').where('id', '=', second.id).execute()).toEqual([]);
    expect((await customersHome()).map((row) => row.id)).not.toContain(second.id);
    if (second.kind === 'section')
      expect(
        await shop.db.selectFrom('sections').select('id').where('id', '=', second.ref_id).executeTakeFirst(),
      ).toEqual({ id: second.ref_id });
  });

  it('chooses the footer’s centre button among what exists, and takes it away', async () => {
    const home = await load();
    expect(home.composition.footer_link).toEqual({ kind: 'campaign', slug: 'mango' });
    const missing = await save(home, { ...home.composition, footer_link: { kind: 'campaign', slug: 'litchi' } });
    expect(missing.refusals).toEqual({ footer_link: { key: 'saidRuleHomeNoCampaign', params: { slug: 'litchi' } } });
    const refused = await call('staff/home-publish', { stamp: missing.stamp });
    expect(refused.status).toBe(422);
    expect(errorBody(refused).fields).toEqual({ footer_link: "there is no campaign 'litchi'" });
    expect((await shopTexts(shop)).raw.footerCentreLink).toBe('/campaign/mango');

    const fresh = await load();
    await publish(await save(fresh, { ...fresh.composition, footer_link: { kind: 'page', slug: 'about' } }));
    expect((await shopTexts(shop)).raw.footerCentreLink).toBe('/pages/about');
    const none = await load();
    await publish(await save(none, { ...none.composition, footer_link: null }));
    expect((await shopTexts(shop)).raw.footerCentreLink).toBe('');
    expect((await load()).composition.footer_link).toBeNull();
  });

  it('shows the footer’s button only while its campaign is published', async () => {
    const home = await load();
    await publish(await save(home, { ...home.composition, footer_link: { kind: 'campaign', slug: 'monsoon-greens' } }));
    const page = async () => {
      const texts = await shopTexts(shop);
      return footerCentreHref({ shop, settings: texts.settings });
    };
    expect(await page()).toBe('/campaign/monsoon-greens');
    expect(
      (
        await unpublishContent(
          shop,
          { id: ANIL, role: 'editor', store_ids: [] },
          { kind: 'campaign', slug: 'monsoon-greens' },
        )
      ).ok,
    ).toBe(true);
    expect(await page()).toBe('');
    // Publishing the home again refuses the button to the campaign taken down.
    const after = await load();
    expect(after.refusals).toEqual({
      footer_link: { key: 'saidRuleHomeNoCampaign', params: { slug: 'monsoon-greens' } },
    });
  });

  it('refuses a new row that shows a published section (409): a new row brings its own', async () => {
    const home = await load();
    const section = home.composition.sections[0];
    if (!section) throw new Error('The home has no section');
    const borrowed = await call('staff/home-save', {
      stamp: home.stamp,
      composition: {
        ...home.composition,
        rows: [
          ...home.composition.rows,
          { id: -1, kind: 'section', ref_id: section.id, visible: true, starts_on: null, ends_on: null },
        ],
      },
    });
    expect(borrowed.status).toBe(409);
    expect(errorBody(borrowed).fields).toHaveProperty('composition');
  });
});
