// The console's home composer (decisions 0283, 0317). Editors (and admins) change the customers' home
// as a draft: one JSON document in home_drafts that no customer query reads. Publishing checks the
// saved draft against what exists (domain/home/home-composition.ts homeRefusals: 422, each refused
// field saying why), applies it to home_components (rows added, removed, ordered, on their days),
// sections, section_items, promo_sliders, promo_slides, promo_slide_stores, home_deals, their
// Marathi texts and the footer's centre button (the footerCentreLink setting) in one transaction
// with its audit row (before and after), drops the draft, and then empties the catalogue caches and
// the zone page cache on every instance (catalogChanged). Each call carries the stamp of what the member loaded
// (the published home and the draft): a save or a publish over a newer one is refused (409).
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { codesOf, fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type {
  HomePlaceView,
  HomeReferenceLists,
  HomeThingView,
  StaffHomeAnswer,
  StaffHomeFindAnswer,
} from '../../../domain/api/staff/home.ts';
import {
  type DealDraft,
  type FooterLink,
  type HomeComposition,
  type HomeRowDraft,
  homeRefusals,
  isNewInDraft,
  NEW_SECTION_TYPES,
  referencesOf,
  type SectionDraft,
  type SlideDraft,
  type SlideLink,
  type SliderDraft,
  slideLinkUrl,
} from '../../../domain/home/home-composition.ts';
import type { ItemView } from '../../../domain/api/catalog.ts';
import { slugFromName } from '../../../domain/catalogue/catalogue-rules.ts';
import type { BannerSlideView, HomeComponentView, PromoSliderView } from '../../../domain/api/sections.ts';
import type { LatLng } from '../../../domain/types.ts';
import { homeDealItems } from '../catalogue/deals.ts';
import {
  describeSlide,
  type HomeRow,
  homeComponents,
  type SectionRecord,
  slideUrl,
  storedSectionRecords,
  storedSliders,
} from '../catalogue/sections.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { publishedOfKind } from '../content/content-store.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { marathiOf, setMarathi } from '../catalogue/staff-catalogue.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { said } from '../../said.ts';

type Db = Kysely<Database>;

/** The page editors compose (home_components.page_slug). */
const HOME = 'home';

const SECTION_ROW = 'DynamicFeaturedSection';
const SLIDER_ROW = 'PromoSlider';

/** The setting the footer's centre button reads (domain/settings.ts). */
const FOOTER_LINK_SETTING = 'footerCentreLink';

const STALE = fail('conflict', said('saidHomeChangedMeanwhile'), { stamp: said('saidFieldHomeChanged') });

// ---- The home as published ----

function linkOfRow(slide: { url: string | null; model: string | null; model_id: number | null }): SlideLink | null {
  if ((slide.model === 'category' || slide.model === 'item' || slide.model === 'store') && slide.model_id !== null)
    return { kind: slide.model, id: slide.model_id };
  if (slide.url === null) return null;
  const campaign = /^\/campaign\/([a-z0-9-]+)$/.exec(slide.url);
  if (campaign?.[1]) return { kind: 'campaign', slug: campaign[1] };
  const page = /^\/pages\/([a-z0-9-]+)$/.exec(slide.url);
  if (page?.[1]) return { kind: 'page', slug: page[1] };
  // Any other address is kept as it is: the rules refuse it until an editor chooses where it leads.
  return { kind: 'screen', path: slide.url };
}

/** The footer's centre button as the setting holds it (an address; empty: none). */
function footerLinkOf(url: string | undefined): FooterLink | null {
  if (url === undefined || url.trim() === '') return null;
  const link = linkOfRow({ url: url.trim(), model: null, model_id: null });
  return link === null || 'id' in link ? null : link;
}

/** The home's composition as the tables hold it now. */
async function publishedComposition(db: Db): Promise<HomeComposition> {
  const components = await db
    .selectFrom('home_components')
    .select(['id', 'type', 'section_id', 'slider_id', 'is_active', 'starts_on', 'ends_on'])
    .where('page_slug', '=', HOME)
    .orderBy('order_column')
    .orderBy('id')
    .execute();
  const rows: HomeRowDraft[] = components.flatMap((row): HomeRowDraft[] => {
    const days = { visible: row.is_active === 1, starts_on: row.starts_on, ends_on: row.ends_on };
    if (row.type === SECTION_ROW && row.section_id !== null)
      return [{ id: row.id, kind: 'section', ref_id: row.section_id, ...days }];
    if (row.type === SLIDER_ROW && row.slider_id !== null)
      return [{ id: row.id, kind: 'slider', ref_id: row.slider_id, ...days }];
    return [];
  });
  const sectionIds = [...new Set(rows.filter((row) => row.kind === 'section').map((row) => row.ref_id))];
  const sliderIds = [...new Set(rows.filter((row) => row.kind === 'slider').map((row) => row.ref_id))];
  const [sectionRows, children, picks, sliderRows, slideRows, slideStores, dealRows, footer] = await Promise.all([
    sectionIds.length ? db.selectFrom('sections').selectAll().where('id', 'in', sectionIds).execute() : [],
    sectionIds.length
      ? db.selectFrom('sections').select('parent_id').where('parent_id', 'in', sectionIds).execute()
      : [],
    sectionIds.length
      ? db
          .selectFrom('section_items')
          .select(['section_id', 'item_id'])
          .where('section_id', 'in', sectionIds)
          .orderBy('sort_order')
          .orderBy('item_id')
          .execute()
      : [],
    sliderIds.length ? db.selectFrom('promo_sliders').selectAll().where('id', 'in', sliderIds).execute() : [],
    sliderIds.length
      ? db
          .selectFrom('promo_slides')
          .selectAll()
          .where('slider_id', 'in', sliderIds)
          .orderBy('sort_order')
          .orderBy('id')
          .execute()
      : [],
    db.selectFrom('promo_slide_stores').select(['slide_id', 'store_id']).orderBy('store_id').execute(),
    db
      .selectFrom('home_deals')
      .select(['item_id', 'starts_on', 'ends_on'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('settings').select('value').where('key', '=', FOOTER_LINK_SETTING).executeTakeFirst(),
  ]);
  const [titlesMr, altsMr] = await Promise.all([
    marathiOf(db, 'section', sectionIds),
    marathiOf(
      db,
      'promo_slide',
      slideRows.map((slide) => slide.id),
    ),
  ]);
  const sections: SectionDraft[] = sectionIds.flatMap((sectionId) => {
    const row = sectionRows.find((candidate) => candidate.id === sectionId);
    if (!row) return [];
    return [
      {
        id: row.id,
        type: row.type,
        style: row.style,
        title: row.title,
        title_mr: titlesMr.get(`${row.id}:title`) ?? '',
        is_parent: children.some((child) => child.parent_id === row.id),
        item_ids: picks.filter((pick) => pick.section_id === row.id).map((pick) => pick.item_id),
      },
    ];
  });
  const sliders: SliderDraft[] = sliderIds.flatMap((sliderId) => {
    const row = sliderRows.find((candidate) => candidate.id === sliderId);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        style: row.style,
        slides: slideRows
          .filter((slide) => slide.slider_id === row.id)
          .map(
            (slide): SlideDraft => ({
              id: slide.id,
              name: slide.name,
              image: slide.image,
              alt: slide.alt,
              alt_mr: altsMr.get(`${slide.id}:alt`) ?? '',
              link: linkOfRow(slide),
              starts_on: slide.starts_on,
              ends_on: slide.ends_on,
              store_ids: slideStores.filter((link) => link.slide_id === slide.id).map((link) => link.store_id),
            }),
          ),
      },
    ];
  });
  const deals: DealDraft[] = dealRows.map((deal) => ({ ...deal }));
  return { rows, sections, sliders, deals, footer_link: footerLinkOf(footer?.value) };
}

// ---- The draft ----

interface StoredDraft {
  composition: HomeComposition;
  updated_at: string;
  updated_by: number;
}

/**
 * The saved draft, if any. A draft saved before rows had days and the footer its button reads as
 * the rows with no days and the published footer (decision 0317).
 */
async function storedDraft(db: Db, published: HomeComposition): Promise<StoredDraft | null> {
  const row = await db.selectFrom('home_drafts').selectAll().where('page_slug', '=', HOME).executeTakeFirst();
  if (!row) return null;
  const saved = JSON.parse(row.document) as Partial<HomeComposition> & Omit<HomeComposition, 'footer_link'>;
  const composition: HomeComposition = {
    ...saved,
    rows: saved.rows.map((one) => ({ ...one, starts_on: one.starts_on ?? null, ends_on: one.ends_on ?? null })),
    footer_link: saved.footer_link === undefined ? published.footer_link : saved.footer_link,
  };
  return { composition, updated_at: row.updated_at, updated_by: row.updated_by };
}

/** The published home and the draft, as one member loaded them. */
async function homeNow(db: Db): Promise<{ published: HomeComposition; draft: StoredDraft | null }> {
  const published = await publishedComposition(db);
  return { published, draft: await storedDraft(db, published) };
}

/** What the member loads: the published home and the draft (its stamp names both). */
function stampOf(published: HomeComposition, draft: StoredDraft | null): string {
  return createHash('sha256')
    .update(JSON.stringify([published, draft?.composition ?? null, draft?.updated_at ?? null]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Whether a draft fits the published home (decision 0317): its rows are published ones (showing the
 * same section or slider) or new ones showing a new section or slider; each section and slider is
 * a row's; a published section keeps its kind; a new section is of a kind editors add; slides are
 * new or the slider's own.
 */
function shapeRefusal(draft: HomeComposition, published: HomeComposition): Said | null {
  const publishedRows = new Map(published.rows.map((row) => [row.id, row]));
  const rowIds = new Set<number>();
  for (const row of draft.rows) {
    const before = publishedRows.get(row.id);
    const fits = isNewInDraft(row.id)
      ? isNewInDraft(row.ref_id)
      : before !== undefined && before.kind === row.kind && before.ref_id === row.ref_id;
    if (!fits || rowIds.has(row.id)) return said('saidShapeRows');
    rowIds.add(row.id);
  }
  const sameSet = (ids: readonly number[], shown: readonly number[]) =>
    new Set(ids).size === ids.length && new Set(shown).size === ids.length && shown.every((id) => ids.includes(id));
  const shown = (kind: HomeRowDraft['kind']) => draft.rows.filter((row) => row.kind === kind).map((row) => row.ref_id);
  if (
    !sameSet(
      draft.sections.map((section) => section.id),
      shown('section'),
    )
  )
    return said('saidShapeSections');
  if (
    !sameSet(
      draft.sliders.map((slider) => slider.id),
      shown('slider'),
    )
  )
    return said('saidShapeSliders');
  for (const slider of draft.sliders) {
    const own = new Set(published.sliders.find((one) => one.id === slider.id)?.slides.map((slide) => slide.id));
    const ids = slider.slides.flatMap((slide) => (slide.id === null ? [] : [slide.id]));
    if (ids.some((slideId) => !own.has(slideId)) || new Set(ids).size !== ids.length)
      return said('saidShapeSlide', { slider: slider.name });
  }
  for (const section of draft.sections) {
    const before = published.sections.find((one) => one.id === section.id);
    if (before && (before.type !== section.type || before.is_parent !== section.is_parent))
      return said('saidShapeSectionKind', { section: before.title });
    if (isNewInDraft(section.id) && (section.is_parent || !NEW_SECTION_TYPES.includes(section.type ?? '')))
      return said('saidShapeSectionKind', { section: section.title });
  }
  return null;
}

// ---- What a composition names ----

function thingsNamed(composition: HomeComposition): { items: number[]; categories: number[]; stores: number[] } {
  const items = new Set<number>();
  const categories = new Set<number>();
  const stores = new Set<number>();
  for (const section of composition.sections) for (const itemId of section.item_ids) items.add(itemId);
  for (const deal of composition.deals) items.add(deal.item_id);
  for (const slider of composition.sliders)
    for (const slide of slider.slides) {
      for (const storeId of slide.store_ids) stores.add(storeId);
      if (slide.link?.kind === 'item') items.add(slide.link.id);
      if (slide.link?.kind === 'category') categories.add(slide.link.id);
      if (slide.link?.kind === 'store') stores.add(slide.link.id);
    }
  return { items: [...items], categories: [...categories], stores: [...stores] };
}

async function itemViews(db: Db, ids: readonly number[]): Promise<HomeThingView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .leftJoin('item_variants', (join) =>
      join.onRef('item_variants.item_id', '=', 'items.id').on('item_variants.is_default', '=', 1),
    )
    .select([
      'items.id',
      'items.name',
      'items.archived_at',
      'stores.name as store_name',
      'item_variants.sale_price_paise',
      'item_variants.regular_price_paise',
    ])
    .where('items.id', 'in', [...ids])
    .execute();
  const views = new Map<number, HomeThingView>();
  for (const row of rows)
    if (!views.has(row.id))
      views.set(row.id, {
        id: row.id,
        name: row.name,
        store_name: row.store_name,
        archived: row.archived_at !== null,
        on_sale:
          row.sale_price_paise !== null &&
          row.regular_price_paise !== null &&
          row.sale_price_paise < row.regular_price_paise,
      });
  return [...views.values()];
}

async function publishedSlugs(db: Db, kind: 'campaign' | 'page'): Promise<string[]> {
  return (await publishedOfKind({ db }, kind)).map((entry) => entry.slug).sort();
}

async function referenceLists(db: Db, composition: HomeComposition): Promise<HomeReferenceLists> {
  const named = thingsNamed(composition);
  const [items, categories, stores, campaigns, pages] = await Promise.all([
    itemViews(db, named.items),
    named.categories.length
      ? db.selectFrom('categories').select(['id', 'name', 'archived_at']).where('id', 'in', named.categories).execute()
      : [],
    // Every store: the form offers them all for "which stores' customers see it".
    db.selectFrom('stores').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    // What a slide may link to: the campaigns and info pages published now (decision 0281).
    publishedSlugs(db, 'campaign'),
    publishedSlugs(db, 'page'),
  ]);
  return {
    items,
    categories: categories.map((row) => ({
      id: row.id,
      name: row.name,
      store_name: null,
      archived: row.archived_at !== null,
      on_sale: false,
    })),
    stores: stores.map((row) => ({ id: row.id, name: row.name, store_name: null, archived: false, on_sale: false })),
    campaigns,
    pages,
  };
}

async function placesOf(db: Db): Promise<HomePlaceView[]> {
  const rows = await db
    .selectFrom('popular_locations')
    .select(['name', 'latitude', 'longitude'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ name: row.name, lat: row.latitude, lng: row.longitude }));
}

async function answerOf(ctx: ShopContext): Promise<StaffHomeAnswer> {
  const { published, draft } = await homeNow(ctx.db);
  const composition = draft?.composition ?? published;
  const [references, places, author] = await Promise.all([
    referenceLists(ctx.db, composition),
    placesOf(ctx.db),
    draft ? ctx.db.selectFrom('staff').select('name').where('id', '=', draft.updated_by).executeTakeFirst() : undefined,
  ]);
  return {
    composition,
    has_draft: draft !== null,
    draft_saved_at: draft?.updated_at ?? null,
    draft_saved_by: author?.name ?? null,
    stamp: stampOf(published, draft),
    references,
    places,
    refusals: codesOf(homeRefusals(composition, referencesOf(references))),
  };
}

// ---- Calls ----

/** The home as the member edits it: the draft or the published home, with what it names. */
export async function staffHome(ctx: ShopContext, _member: StaffMember): Promise<Result<StaffHomeAnswer>> {
  return ok(await answerOf(ctx));
}

/** The audit's line for a draft or a publish: what changed, briefly. */
function changeSummary(before: HomeComposition, after: HomeComposition, verb: string): string {
  const parts: string[] = [];
  const order = (composition: HomeComposition) =>
    composition.rows.map((row) => `${row.id}${row.visible ? '' : 'h'}${row.starts_on}${row.ends_on}`).join();
  if (order(before) !== order(after)) parts.push('rows');
  if (JSON.stringify(before.sections) !== JSON.stringify(after.sections)) parts.push('sections');
  if (JSON.stringify(before.sliders) !== JSON.stringify(after.sliders)) parts.push('slides');
  if (JSON.stringify(before.deals) !== JSON.stringify(after.deals)) parts.push('deal of the day');
  if (JSON.stringify(before.footer_link) !== JSON.stringify(after.footer_link)) parts.push('footer button');
  return parts.length > 0 ? `Home ${verb}: ${parts.join(', ')}` : `Home ${verb}`;
}

/** Keeps `composition` as the draft (customers still see the published home). */
export async function saveHomeDraft(
  ctx: ShopContext,
  member: StaffMember,
  input: { stamp: string; composition: HomeComposition },
): Promise<Result<StaffHomeAnswer>> {
  const saved = await auditedWrite(ctx, member, async (tx, audit) => {
    const { published, draft } = await homeNow(tx.db);
    if (stampOf(published, draft) !== input.stamp) return STALE;
    const shape = shapeRefusal(input.composition, published);
    if (shape) return fail('conflict', said('saidDraftDoesNotFit', { reason: shape }), { composition: shape });
    const at = tx.now().toISOString();
    const document = JSON.stringify(input.composition);
    await tx.db.deleteFrom('home_drafts').where('page_slug', '=', HOME).execute();
    await tx.db
      .insertInto('home_drafts')
      .values({ page_slug: HOME, document, updated_by: member.id, updated_at: at })
      .execute();
    const before = draft?.composition ?? published;
    await audit.record({
      kind: 'home',
      action: 'draft',
      entityId: null,
      storeId: null,
      summary: changeSummary(before, input.composition, 'draft saved'),
      before,
      after: input.composition,
    });
    return ok(null);
  });
  if (!saved.ok) return saved;
  return ok(await answerOf(ctx));
}

/** Drops the draft: the console shows the published home again. */
export async function discardHomeDraft(
  ctx: ShopContext,
  member: StaffMember,
  input: { stamp: string },
): Promise<Result<StaffHomeAnswer>> {
  const dropped = await auditedWrite(ctx, member, async (tx, audit) => {
    const { published, draft } = await homeNow(tx.db);
    if (stampOf(published, draft) !== input.stamp) return STALE;
    if (!draft) return ok(null);
    await tx.db.deleteFrom('home_drafts').where('page_slug', '=', HOME).execute();
    await audit.record({
      kind: 'home',
      action: 'discard',
      entityId: null,
      storeId: null,
      summary: 'Home draft dropped',
      before: draft.composition,
      after: published,
    });
    return ok(null);
  });
  if (!dropped.ok) return dropped;
  return ok(await answerOf(ctx));
}

/** The slugs of the categories, items and stores the slides link to, for their addresses. */
async function linkSlugs(db: Db, composition: HomeComposition) {
  const links = composition.sliders.flatMap((slider) => slider.slides.flatMap((slide) => slide.link ?? []));
  const ids = (kind: 'category' | 'item' | 'store') => links.flatMap((link) => (link.kind === kind ? [link.id] : []));
  const [categories, items, stores] = await Promise.all([
    ids('category').length
      ? db.selectFrom('categories').select(['id', 'slug']).where('id', 'in', ids('category')).execute()
      : [],
    ids('item').length ? db.selectFrom('items').select(['id', 'slug']).where('id', 'in', ids('item')).execute() : [],
    ids('store').length ? db.selectFrom('stores').select(['id', 'slug']).where('id', 'in', ids('store')).execute() : [],
  ]);
  const bySlug = { category: categories, item: items, store: stores };
  return (kind: 'category' | 'item' | 'store', id: number) => bySlug[kind].find((row) => row.id === id)?.slug;
}

/**
 * Makes the sections and sliders new in the draft (decision 0317) and gives back the composition
 * with their table ids: a section's slug is its title's and its id's, for its "View all" page.
 */
async function withNewRecords(db: Db, composition: HomeComposition): Promise<HomeComposition> {
  const made = new Map<string, number>();
  for (const section of composition.sections) {
    if (!isNewInDraft(section.id)) continue;
    const { id } = await db
      .insertInto('sections')
      .values({ slug: `new-${randomUUID()}`, type: section.type, style: section.style, title: section.title.trim() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = slugFromName(section.title, 60) || 'section';
    await db
      .updateTable('sections')
      .set({ slug: `${base}-${id}` })
      .where('id', '=', id)
      .execute();
    made.set(`section:${section.id}`, id);
  }
  for (const slider of composition.sliders) {
    if (!isNewInDraft(slider.id)) continue;
    const { id } = await db
      .insertInto('promo_sliders')
      .values({ name: slider.name.trim(), style: slider.style })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.set(`slider:${slider.id}`, id);
  }
  const real = (kind: HomeRowDraft['kind'], id: number) => made.get(`${kind}:${id}`) ?? id;
  return {
    ...composition,
    rows: composition.rows.map((row) => ({ ...row, ref_id: real(row.kind, row.ref_id) })),
    sections: composition.sections.map((section) => ({ ...section, id: real('section', section.id) })),
    sliders: composition.sliders.map((slider) => ({ ...slider, id: real('slider', slider.id) })),
  };
}

/** The home's rows as the draft has them: removed ones deleted, new ones added, all in order, shown or not, on their days. */
async function applyRows(db: Db, rows: readonly HomeRowDraft[], published: HomeComposition): Promise<void> {
  const kept = new Set(rows.map((row) => row.id));
  const gone = published.rows.flatMap((row) => (kept.has(row.id) ? [] : [row.id]));
  // Only the home's row goes: its section or slider stays, reachable by its own address.
  if (gone.length > 0) await db.deleteFrom('home_components').where('id', 'in', gone).execute();
  for (const [index, row] of rows.entries()) {
    const values = {
      order_column: (index + 1) * 10,
      is_active: row.visible ? 1 : 0,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
    } as const;
    if (isNewInDraft(row.id))
      await db
        .insertInto('home_components')
        .values({
          ...values,
          page_slug: HOME,
          type: row.kind === 'section' ? SECTION_ROW : SLIDER_ROW,
          section_id: row.kind === 'section' ? row.ref_id : null,
          slider_id: row.kind === 'slider' ? row.ref_id : null,
        })
        .execute();
    else await db.updateTable('home_components').set(values).where('id', '=', row.id).execute();
  }
}

/** Writes a composition (already checked) over the published home, inside the caller's transaction. */
async function applyComposition(db: Db, draft: HomeComposition, published: HomeComposition): Promise<void> {
  const composition = await withNewRecords(db, draft);
  await applyRows(db, composition.rows, published);
  for (const section of composition.sections) {
    await db
      .updateTable('sections')
      .set({ title: section.title.trim(), style: section.style })
      .where('id', '=', section.id)
      .execute();
    await setMarathi(db, 'section', section.id, 'title', section.title_mr.trim());
    await db.deleteFrom('section_items').where('section_id', '=', section.id).execute();
    if (section.item_ids.length > 0)
      await db
        .insertInto('section_items')
        .values(
          section.item_ids.map((itemId, index) => ({ section_id: section.id, item_id: itemId, sort_order: index + 1 })),
        )
        .execute();
  }
  const slugOf = await linkSlugs(db, composition);
  for (const slider of composition.sliders) {
    await db
      .updateTable('promo_sliders')
      .set({ name: slider.name.trim(), style: slider.style })
      .where('id', '=', slider.id)
      .execute();
    const kept = new Set(slider.slides.flatMap((slide) => (slide.id === null ? [] : [slide.id])));
    const gone = (published.sliders.find((one) => one.id === slider.id)?.slides ?? []).flatMap((slide) =>
      slide.id !== null && !kept.has(slide.id) ? [slide.id] : [],
    );
    if (gone.length > 0) {
      await db.deleteFrom('promo_slides').where('id', 'in', gone).execute();
      await db.deleteFrom('promo_slide_stores').where('slide_id', 'in', gone).execute();
      await db
        .deleteFrom('catalog_translations')
        .where('entity', '=', 'promo_slide')
        .where('entity_id', 'in', gone)
        .execute();
    }
    for (const [index, slide] of slider.slides.entries()) {
      const link = slide.link;
      const values = {
        slider_id: slider.id,
        name: slide.name.trim(),
        image: slide.image.trim(),
        alt: slide.alt.trim(),
        url: slideLinkUrl(link, slugOf),
        model: link === null ? 'campaign' : link.kind === 'screen' ? 'page' : link.kind,
        model_id: link !== null && 'id' in link ? link.id : null,
        sort_order: index + 1,
        starts_on: slide.starts_on,
        ends_on: slide.ends_on,
      };
      let slideId: number;
      if (slide.id === null) {
        slideId = (await db.insertInto('promo_slides').values(values).returning('id').executeTakeFirstOrThrow()).id;
      } else {
        slideId = slide.id;
        await db.updateTable('promo_slides').set(values).where('id', '=', slideId).execute();
        await db.deleteFrom('promo_slide_stores').where('slide_id', '=', slideId).execute();
      }
      const storeIds = [...new Set(slide.store_ids)];
      if (storeIds.length > 0)
        await db
          .insertInto('promo_slide_stores')
          .values(storeIds.map((storeId) => ({ slide_id: slideId, store_id: storeId })))
          .execute();
      await setMarathi(db, 'promo_slide', slideId, 'alt', slide.alt_mr.trim());
      // A renamed slide's Marathi name would no longer match it: customers read the English one.
      if (slide.id !== null) {
        const before = published.sliders.flatMap((one) => one.slides).find((one) => one.id === slide.id);
        if (before && before.name.trim() !== slide.name.trim())
          await setMarathi(db, 'promo_slide', slideId, 'name', '');
      }
    }
  }
  await db.deleteFrom('home_deals').execute();
  if (composition.deals.length > 0)
    await db
      .insertInto('home_deals')
      .values(
        composition.deals.map((deal, index) => ({
          item_id: deal.item_id,
          starts_on: deal.starts_on,
          ends_on: deal.ends_on,
          sort_order: index + 1,
        })),
      )
      .execute();
  const footer = slideLinkUrl(composition.footer_link, slugOf) ?? '';
  const stored = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', FOOTER_LINK_SETTING)
    .executeTakeFirst();
  if (!stored) await db.insertInto('settings').values({ key: FOOTER_LINK_SETTING, value: footer }).execute();
  else if (stored.value !== footer)
    await db.updateTable('settings').set({ value: footer }).where('key', '=', FOOTER_LINK_SETTING).execute();
}

/**
 * Publishes the saved draft: refused (422, by field) when it names what does not exist or is
 * archived; otherwise applied in one transaction with its audit row, after which every instance
 * forgets its cached home.
 */
export async function publishHome(
  ctx: ShopContext,
  member: StaffMember,
  input: { stamp: string },
): Promise<Result<StaffHomeAnswer>> {
  // Sections, sliders, slides, the deal of the day and the zone pages built from them, on every instance.
  const published = await auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const { published: before, draft } = await homeNow(tx.db);
      if (stampOf(before, draft) !== input.stamp) return STALE;
      if (!draft) return fail('conflict', said('saidNoDraft'), { stamp: said('saidFieldNoDraft') });
      const shape = shapeRefusal(draft.composition, before);
      if (shape) return fail('conflict', said('saidDraftNoLongerFits', { reason: shape }), { composition: shape });
      const refusals = homeRefusals(draft.composition, referencesOf(await referenceLists(tx.db, draft.composition)));
      const count = Object.keys(refusals).length;
      if (count > 0)
        return fail(
          'unprocessable',
          count === 1 ? said('saidOneFieldBeforePublishing') : said('saidFieldsBeforePublishing', { n: count }),
          refusals,
        );
      await applyComposition(tx.db, draft.composition, before);
      await tx.db.deleteFrom('home_drafts').where('page_slug', '=', HOME).execute();
      const after = await publishedComposition(tx.db);
      await audit.record({
        kind: 'home',
        action: 'publish',
        entityId: null,
        storeId: null,
        summary: changeSummary(before, after, 'published'),
        before,
        after,
      });
      return ok(null);
    },
    { announce: () => 'all' },
  );
  if (!published.ok) return published;
  return ok(await answerOf(ctx));
}

// ---- The preview ----

/** A section new in a draft as its sections row will be (the columns an editor does not set at their defaults). */
function newSectionRow(draft: SectionDraft): SectionRecord['row'] {
  return {
    id: draft.id,
    slug: `draft-${-draft.id}`,
    type: draft.type,
    style: draft.style,
    title: draft.title,
    subtitle: null,
    image: null,
    bg_image: null,
    bg_color: null,
    title_color: null,
    item_color: null,
    parent_id: null,
    store_id: null,
    show_search: 0,
    is_active: 1,
    sort_order: 0,
  };
}

/** A slider new in a draft as its promo_sliders row will read (the columns an editor does not set at their defaults). */
function newSliderView(draft: SliderDraft): PromoSliderView {
  return {
    id: draft.id,
    name: draft.name,
    style: draft.style,
    header_image: null,
    show_title: false,
    bg_color: null,
    color: null,
    bg_image: null,
    size: 1,
    show_indicators: true,
    infinite_loop: true,
    auto_play: false,
    position_id: 1,
    slides: [],
  };
}

/** The home's rows as `composition` has them, over the published sections and sliders it leaves as they are. */
async function previewSource(ctx: ShopContext, composition: HomeComposition) {
  const [sections, sliders, slugOf] = await Promise.all([
    storedSectionRecords(ctx),
    storedSliders(ctx),
    linkSlugs(ctx.db, composition),
  ]);
  const itemIds = [...new Set(composition.sections.flatMap((section) => section.item_ids))];
  const items = itemIds.length
    ? await ctx.db.selectFrom('items').select(['id', 'link_slug']).where('id', 'in', itemIds).execute()
    : [];
  const linkSlugOf = new Map(items.map((item) => [item.id, item.link_slug]));
  const itemsOf = (draft: SectionDraft) => draft.item_ids.flatMap((itemId) => linkSlugOf.get(itemId) ?? []);
  const previewSections: SectionRecord[] = [
    ...sections.map((record) => {
      const draft = composition.sections.find((section) => section.id === record.row.id);
      if (!draft) return record;
      return { row: { ...record.row, title: draft.title, style: draft.style }, linkSlugs: itemsOf(draft) };
    }),
    // A section new in the draft, as it will be stored (its slug is made on publishing).
    ...composition.sections.flatMap((draft): SectionRecord[] =>
      isNewInDraft(draft.id) ? [{ row: newSectionRow(draft), linkSlugs: itemsOf(draft) }] : [],
    ),
  ];
  const newSliders = composition.sliders.filter((slider) => isNewInDraft(slider.id)).map(newSliderView);
  const previewSliders: PromoSliderView[] = [...sliders, ...newSliders].map((slider) => {
    const draft = composition.sliders.find((one) => one.id === slider.id);
    if (!draft) return slider;
    return {
      ...slider,
      name: draft.name,
      style: draft.style,
      slides: draft.slides.map((slide): BannerSlideView => {
        const { link } = slide;
        const view: BannerSlideView = {
          image: slide.image,
          url: slideUrl(draft.style, slideLinkUrl(link, slugOf)),
          alt: slide.alt,
          data: {
            id: link !== null && 'id' in link ? link.id : (slide.id ?? 0),
            name: slide.name,
            image: slide.image,
            model: link === null ? 'campaign' : link.kind === 'screen' ? 'page' : link.kind,
          },
        };
        return describeSlide(view, slide.id ?? 0, {
          starts_on: slide.starts_on,
          ends_on: slide.ends_on,
          store_ids: slide.store_ids,
        });
      }),
    };
  });
  const rows: HomeRow[] = composition.rows
    .filter((row) => row.visible)
    .map((row, index) => ({
      id: row.id,
      order_column: (index + 1) * 10,
      type: row.kind === 'section' ? SECTION_ROW : SLIDER_ROW,
      section_id: row.kind === 'section' ? row.ref_id : null,
      slider_id: row.kind === 'slider' ? row.ref_id : null,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
    }));
  return { rows, sections: previewSections, sliders: previewSliders };
}

/**
 * The home's rows and deal of the day at `point` as the draft (else the published home) would show
 * them to a customer there: the console's preview, before publishing.
 */
export async function homePreview(
  ctx: ShopContext,
  point: LatLng,
): Promise<Result<{ components: HomeComponentView[]; deals: ItemView[]; has_draft: boolean }>> {
  const { published, draft } = await homeNow(ctx.db);
  const composition = draft?.composition ?? published;
  const [components, deals] = await Promise.all([
    homeComponents(ctx, HOME, point, await previewSource(ctx, composition)),
    homeDealItems(ctx, point, composition.deals),
  ]);
  if (!components.ok) return components;
  if (!deals.ok) return deals;
  return ok({ components: components.value, deals: deals.value, has_draft: draft !== null });
}

const FOUND_MAX = 20;

/** Items, categories or stores whose name holds the words typed (what a section, a slide or a deal names). */
export async function findForHome(
  ctx: ShopContext,
  _member: StaffMember,
  input: { kind: 'item' | 'category' | 'store'; query: string },
): Promise<Result<StaffHomeFindAnswer>> {
  // Wildcards typed are taken as letters would be: dropped, since no name holds them.
  const pattern = `%${input.query
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '')}%`;
  if (input.kind === 'item') {
    const rows = await ctx.db
      .selectFrom('items')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern))
      .where('archived_at', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .limit(FOUND_MAX)
      .execute();
    const views = await itemViews(
      ctx.db,
      rows.map((row) => row.id),
    );
    return ok({ found: rows.flatMap((row) => views.find((view) => view.id === row.id) ?? []) });
  }
  const rows =
    input.kind === 'category'
      ? await ctx.db
          .selectFrom('categories')
          .select(['id', 'name'])
          .where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern))
          .where('archived_at', 'is', null)
          .orderBy('name')
          .limit(FOUND_MAX)
          .execute()
      : await ctx.db
          .selectFrom('stores')
          .select(['id', 'name'])
          .where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern))
          .orderBy('name')
          .limit(FOUND_MAX)
          .execute();
  return ok({
    found: rows.map((row) => ({ id: row.id, name: row.name, store_name: null, archived: false, on_sale: false })),
  });
}
