// Sections, promo sliders and the home page (§2 "Item listings and sections",
// "Banner slider styles", "Mobile home"; §3 Featured section, Tabbed section,
// Home component, Banner slide). A section names specific items; at a customer's
// point each is shown as the same product (link_slug) on offer there, so a list
// never holds an item of a store that does not deliver to the customer.
import type { Selectable } from 'kysely';
import type { ItemView } from '../../../domain/api/catalog.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type {
  BannerSlideView,
  ChildSectionView,
  FeaturedSectionView,
  HomeComponentView,
  PromoPosition,
  PromoSlidersAnswer,
  PromoSliderView,
} from '../../../domain/api/sections.ts';
import type { StoreInfo } from '../../../domain/api/stores.ts';
import { STORES_IN_LISTS } from '../../../domain/lists.ts';
import { pictureIn } from '../../../domain/pictures.ts';
import { type PointReach, slidesInReach } from '../../../domain/reach.ts';
import { parseSettings } from '../../../domain/settings.ts';
import { filterByName, searchNoResultMessage, truncateName } from '../../../domain/text.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { showsOn, slideForStores } from '../../../domain/home/home-composition.ts';
import type { LatLng } from '../../../domain/types.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { categoriesAt, categoryItems } from './catalog.ts';
import { inChunks } from './items.ts';
import { namedInReach, type OfferFilter, offersAll } from './offers.ts';
import { openStoresServing, storesServing } from './stores.ts';
import { translated } from '../shop/translations.ts';
import { said } from '../../said.ts';

type SectionRow = Selectable<Database['sections']>;

export interface SectionRecord {
  row: SectionRow;
  /** The section's items as products, in the section's order. */
  linkSlugs: string[];
}

/** Active sections with the products they name, titled in the customer's language (translations.ts). */
export async function loadSections(ctx: ShopContext): Promise<readonly SectionRecord[]> {
  const records = await translated(
    ctx,
    'section',
    await storedSections(ctx),
    (record) => record.row.id,
    (record, texts) => ({ ...record, row: { ...record.row, ...texts } }),
  );
  // A section's banner with words drawn in it, in the customer's language where the shop has it.
  const { language } = ctx;
  if (language === undefined) return records;
  return records.map((record) => {
    const image = pictureIn(record.row.image, language);
    return image === record.row.image ? record : { ...record, row: { ...record.row, image } };
  });
}

/** Active sections with the products they name, as stored, cached like the rest of the catalog. */
async function storedSections(ctx: ShopContext): Promise<SectionRecord[]> {
  return cacheOf<SectionRecord[]>(ctx.db, 'sections', 1).getOrLoad('all', async () => {
    const [rows, picks] = await Promise.all([
      ctx.db
        .selectFrom('sections')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      ctx.db
        .selectFrom('section_items')
        .innerJoin('items', 'items.id', 'section_items.item_id')
        .select(['section_items.section_id', 'items.link_slug'])
        .orderBy('section_items.sort_order')
        .orderBy('section_items.item_id')
        .execute(),
    ]);
    const picksBySection = Map.groupBy(picks, (pick) => pick.section_id);
    return rows.map((row) => ({ row, linkSlugs: (picksBySection.get(row.id) ?? []).map((pick) => pick.link_slug) }));
  });
}

/**
 * The stores, among `serving`, that have sections of their own: on the home such a section
 * shows when its store delivers to the point, whether or not it is among the nearest few
 * (page-cache.ts keys the zone pages by these as well).
 */
export async function storesWithSectionsAmong(ctx: ShopContext, serving: readonly StoreInfo[]): Promise<number[]> {
  const owners = new Set((await loadSections(ctx)).flatMap((record) => record.row.store_id ?? []));
  return serving.flatMap((store) => (owners.has(store.id) ? [store.id] : []));
}

/**
 * What is on offer at one point, asked for once per request and only for what a screen
 * shows: the products its sections name, its deals, its featured items (offers.ts reads
 * each in SQL; nothing loads every item in reach, decision 0181).
 */
export interface Shelf {
  point: LatLng;
  /** Open stores delivering to the point, nearest first (every one: a store's own lists ask whether it is among them). */
  stores(): Promise<StoreInfo[]>;
  /**
   * The products named, as offered at the point (one offer each, from the nearest store), in
   * the order named, each once; with a store, as that store sells them (none when it does not
   * deliver to the point).
   */
  offered(linkSlugs: readonly string[], storeId?: number | null): Promise<ItemView[]>;
  /** The listed offers matching a filter in list order: the point's, or one store's (none when it does not deliver here). */
  list(filter: OfferFilter, storeId?: number): Promise<ItemView[]>;
  /** Listable items of every store in reach whose item slug or product is one of `refs` (editors' pages). */
  named(refs: readonly string[]): Promise<ItemView[]>;
}

export function createShelf(ctx: ShopContext, point: LatLng): Shelf {
  let stores: Promise<StoreInfo[]> | undefined;
  // Per scope (the point, or one store): the offer of each product asked for so far.
  const offers = new Map<string, Map<string, Promise<ItemView | undefined>>>();
  // The point's lists draw on the nearest few (STORES_IN_LISTS); a store's own, on that store if it delivers here.
  const reach = async (storeId?: number | null): Promise<number[]> => {
    const serving = (await shelf.stores()).map((store) => store.id);
    if (storeId === undefined || storeId === null) return serving.slice(0, STORES_IN_LISTS);
    return serving.includes(storeId) ? [storeId] : [];
  };
  const shelf: Shelf = {
    point,
    stores: () => (stores ??= openStoresServing(ctx, point)),
    async offered(linkSlugs, storeId = null) {
      const scope = String(storeId);
      const known = offers.get(scope) ?? new Map<string, Promise<ItemView | undefined>>();
      offers.set(scope, known);
      const missing = [...new Set(linkSlugs)].filter((linkSlug) => !known.has(linkSlug));
      if (missing.length > 0) {
        const loaded = reach(storeId).then(async (ids) => {
          const items = await inChunks(missing, (chunk) => offersAll(ctx, ids, { linkSlugs: chunk }));
          return new Map(items.map((item) => [item.link_slug, item]));
        });
        for (const linkSlug of missing)
          known.set(
            linkSlug,
            loaded.then((found) => found.get(linkSlug)),
          );
      }
      const items = await Promise.all(linkSlugs.map((linkSlug) => known.get(linkSlug)));
      return [...new Set(items.filter((item) => item !== undefined))];
    },
    async list(filter, storeId) {
      return offersAll(ctx, await reach(storeId), filter);
    },
    async named(refs) {
      return namedInReach(ctx, await reach(), refs);
    },
  };
  return shelf;
}

/** Loads at once the products of every section about to be shown at the point (one query, not one per section). */
async function preload(shelf: Shelf, records: readonly SectionRecord[]): Promise<void> {
  await shelf.offered(records.filter((record) => record.row.store_id === null).flatMap((record) => record.linkSlugs));
}

export async function sectionItemsAt(shelf: Shelf, record: SectionRecord): Promise<ItemView[]> {
  return shelf.offered(record.linkSlugs, record.row.store_id);
}

async function sectionView(
  shelf: Shelf,
  record: SectionRecord,
  sections: readonly SectionRecord[],
): Promise<FeaturedSectionView> {
  const { row } = record;
  const children = sections.filter((child) => child.row.parent_id === row.id);
  const [items, childViews] = await Promise.all([
    sectionItemsAt(shelf, record),
    Promise.all(
      children.map(
        async (child): Promise<ChildSectionView> => ({
          id: child.row.id,
          slug: child.row.slug,
          // §2 Tabbed sections: titles cut at 25.
          title: truncateName(child.row.title),
          image: child.row.image,
          items: await sectionItemsAt(shelf, child),
        }),
      ),
    ),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    style: row.style,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    bg_image: row.bg_image,
    bg_color: row.bg_color,
    title_color: row.title_color,
    item_color: row.item_color,
    restaurant_id: row.store_id,
    show_search: row.show_search === 1 ? 1 : 0,
    is_parent: children.length > 0 ? 1 : 0,
    // A tab with nothing on offer here is not shown.
    child_sections: childViews.filter((child) => child.items.length > 0),
    items,
    no_result_text: null,
  };
}

function hasItems(view: Pick<FeaturedSectionView, 'items' | 'child_sections'>): boolean {
  return view.items.length > 0 || view.child_sections.length > 0;
}

async function noResultText(ctx: ShopContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'itemSearchNoResultText')
    .executeTakeFirst();
  return parseSettings({ itemSearchNoResultText: row?.value }).itemSearchNoResultText;
}

/** §4 Search in a section: case-insensitive name contains; no match gives itemSearchNoResultText + the term. */
async function searched(
  ctx: ShopContext,
  view: FeaturedSectionView,
  query: string | undefined,
): Promise<FeaturedSectionView> {
  if (query === undefined || query.trim() === '') return view;
  const items = filterByName(view.items, query);
  const childSections = view.child_sections.map((child) => ({ ...child, items: filterByName(child.items, query) }));
  const matches = items.length + childSections.reduce((sum, child) => sum + child.items.length, 0);
  const text = matches === 0 ? searchNoResultMessage(await noResultText(ctx), query) : null;
  return { ...view, items, child_sections: childSections, no_result_text: text };
}

/** §7 Dynamic featured sections: top-level sections (optionally of one kind) with something on offer at the point. */
export async function featuredSections(
  ctx: ShopContext,
  point: LatLng,
  options: { type?: string | undefined; query?: string | undefined } = {},
): Promise<Result<FeaturedSectionView[]>> {
  const sections = await loadSections(ctx);
  const shelf = createShelf(ctx, point);
  const topLevel = sections.filter(
    (record) => record.row.parent_id === null && (options.type === undefined || record.row.type === options.type),
  );
  await preload(
    shelf,
    sections.filter((record) => topLevel.some((top) => top.row.id === (record.row.parent_id ?? record.row.id))),
  );
  const views = (await Promise.all(topLevel.map((record) => sectionView(shelf, record, sections)))).filter(hasItems);
  return ok(await Promise.all(views.map((view) => searched(ctx, view, options.query))));
}

/**
 * §7 Dynamic featured section by slug (and /featured-sections/{slug}). The §2 route also names a
 * section kind (main, deal_of_the_day, ...): then the first section of that kind answers.
 */
export async function featuredSection(
  ctx: ShopContext,
  key: string,
  point: LatLng,
  query?: string,
): Promise<Result<FeaturedSectionView>> {
  const sections = await loadSections(ctx);
  const record =
    sections.find((candidate) => candidate.row.slug === key) ??
    sections.find((candidate) => candidate.row.parent_id === null && candidate.row.type === key);
  if (!record)
    return fail('not_found', said('saidNoSectionNamed', { section: key }), {
      slug: said('saidFieldUnknownSection', { section: key }),
    });
  const shelf = createShelf(ctx, point);
  await preload(
    shelf,
    sections.filter((candidate) => candidate === record || candidate.row.parent_id === record.row.id),
  );
  return ok(await searched(ctx, await sectionView(shelf, record, sections), query));
}

// §2 Campaign promo slides of styles 7 and 8 default to /campaign/home, otherwise /.
const CAMPAIGN_SLIDE_STYLES: readonly string[] = ['style_7', 'style_8'];
export const CAMPAIGN_HOME_URL = '/campaign/home';
export const HOME_URL = '/';

export function slideUrl(style: string, url: string | null): string {
  if (url !== null && url.trim() !== '') return url;
  return CAMPAIGN_SLIDE_STYLES.includes(style) ? CAMPAIGN_HOME_URL : HOME_URL;
}

function positionOf(value: number): PromoPosition {
  return value === 2 || value === 3 ? value : 1;
}

/** The promo_slides row of each slide view (its texts' translations are keyed by it). */
const slideIds = new WeakMap<BannerSlideView, number>();

/** The slider with its pictures in `language` where the shop has them (domain/pictures.ts): the words drawn in them. */
function picturedIn(slider: PromoSliderView, language: string | undefined): PromoSliderView {
  if (language === undefined) return slider;
  const header_image = pictureIn(slider.header_image, language);
  const slides = slider.slides.map((slide) => {
    const image = pictureIn(slide.image, language);
    return image === slide.image ? slide : { ...slide, image };
  });
  return header_image === slider.header_image && slides.every((slide, index) => slide === slider.slides[index])
    ? slider
    : { ...slider, header_image, slides };
}

/** The sliders with their slides' names, alt texts and pictures in the customer's language (translations.ts). */
async function translatedSliders(
  ctx: ShopContext,
  sliders: readonly PromoSliderView[],
): Promise<readonly PromoSliderView[]> {
  const named = await translated(
    ctx,
    'promo_slider',
    sliders,
    (slider) => slider.id,
    (slider, texts) => ({ ...slider, ...texts }),
  );
  return Promise.all(
    named.map(async (slider) => {
      const slides = await translated(
        ctx,
        'promo_slide',
        slider.slides,
        (slide) => slideIds.get(slide) ?? 0,
        (slide, texts) => ({
          ...slide,
          alt: texts.alt ?? slide.alt,
          data: slide.data && texts.name ? { ...slide.data, name: texts.name } : slide.data,
        }),
      );
      return picturedIn(slides === slider.slides ? slider : { ...slider, slides: [...slides] }, ctx.language);
    }),
  );
}

/** When and to whom a slide shows (migration 035; decision 0283): its days and its stores. */
export interface SlideShowing {
  starts_on: string | null;
  ends_on: string | null;
  store_ids: readonly number[];
}

/** The showing of each slide view made from a row (the home's preview gives its own views theirs). */
const slideShowings = new WeakMap<BannerSlideView, SlideShowing>();

/** Ties a slide view to the promo_slides row its translations are keyed by (0: none) and to when and to whom it shows. */
export function describeSlide(view: BannerSlideView, rowId: number, showing: SlideShowing): BannerSlideView {
  if (rowId > 0) slideIds.set(view, rowId);
  slideShowings.set(view, showing);
  return view;
}

/** Active sliders that have slides, in id order, as stored. */
async function loadSliders(ctx: ShopContext): Promise<PromoSliderView[]> {
  return cacheOf<PromoSliderView[]>(ctx.db, 'promo-sliders', 1).getOrLoad('all', async () => {
    const [sliders, slides, slideStores] = await Promise.all([
      ctx.db.selectFrom('promo_sliders').selectAll().where('is_active', '=', 1).orderBy('id').execute(),
      ctx.db.selectFrom('promo_slides').selectAll().orderBy('sort_order').orderBy('id').execute(),
      ctx.db.selectFrom('promo_slide_stores').select(['slide_id', 'store_id']).orderBy('store_id').execute(),
    ]);
    const slidesBySlider = Map.groupBy(slides, (slide) => slide.slider_id);
    const storesBySlide = Map.groupBy(slideStores, (link) => link.slide_id);
    return sliders
      .map(
        (slider): PromoSliderView => ({
          id: slider.id,
          name: slider.name,
          style: slider.style,
          header_image: slider.header_image,
          show_title: slider.show_title === 1,
          bg_color: slider.bg_color,
          color: slider.color,
          bg_image: slider.bg_image,
          size: slider.size,
          show_indicators: slider.show_indicators === 1,
          infinite_loop: slider.infinite_loop === 1,
          auto_play: slider.auto_play === 1,
          position_id: positionOf(slider.position_id),
          slides: (slidesBySlider.get(slider.id) ?? []).map((slide): BannerSlideView => {
            const view: BannerSlideView = {
              image: slide.image,
              url: slideUrl(slider.style, slide.url),
              alt: slide.alt,
              data: { id: slide.model_id ?? slide.id, name: slide.name, image: slide.image, model: slide.model },
            };
            return describeSlide(view, slide.id, {
              starts_on: slide.starts_on,
              ends_on: slide.ends_on,
              store_ids: (storesBySlide.get(slide.id) ?? []).map((link) => link.store_id),
            });
          }),
        }),
      )
      .filter((slider) => slider.slides.length > 0);
  });
}

/**
 * What is within reach of the point for the sliders' slides: the open stores delivering there or
 * offering pickup (the same stores that make the zone page cache's key, page-cache.ts), the store
 * of each item a slide names, and the categories on offer.
 */
async function reachFor(ctx: ShopContext, point: LatLng, stored?: readonly PromoSliderView[]): Promise<PointReach> {
  const [stores, categories, itemStores] = await Promise.all([
    storesInReach(ctx, point),
    categoriesAt(ctx, point),
    stored ? itemStoresOf(ctx, stored) : slideItemStores(ctx),
  ]);
  return {
    storeIds: new Set(stores.map((store) => store.id)),
    itemStores,
    categoryIds: new Set(categories.ok ? categories.value.map((category) => category.id) : []),
  };
}

/** Open stores that deliver to the point or offer pickup there. */
async function storesInReach(ctx: ShopContext, point: LatLng): Promise<StoreInfo[]> {
  const [delivery, pickup] = await Promise.all([
    storesServing(ctx, point, 'DELIVERY'),
    storesServing(ctx, point, 'SELFPICKUP'),
  ]);
  return [...delivery, ...pickup].filter((store) => store.is_active === 1);
}

/** The store of each item a slide of the published sliders names (by item id), cached with the catalog. */
async function slideItemStores(ctx: ShopContext): Promise<ReadonlyMap<number, number>> {
  return cacheOf<ReadonlyMap<number, number>>(ctx.db, 'slide-item-stores', 1).getOrLoad('all', async () =>
    itemStoresOf(ctx, await loadSliders(ctx)),
  );
}

/** The store of each item a slide of `sliders` names (by item id). */
async function itemStoresOf(
  ctx: ShopContext,
  sliders: readonly PromoSliderView[],
): Promise<ReadonlyMap<number, number>> {
  const itemIds = [
    ...new Set(
      sliders.flatMap((slider) =>
        slider.slides.flatMap((slide) => (slide.data?.model === 'item' ? [slide.data.id] : [])),
      ),
    ),
  ];
  const items =
    itemIds.length === 0
      ? []
      : await ctx.db.selectFrom('items').select(['id', 'store_id']).where('id', 'in', itemIds).execute();
  return new Map(items.map((item) => [item.id, item.store_id]));
}

/**
 * The stores in reach of the point that a banner leads to (a store's slide, or an item's): whether
 * a slide shows there depends on these alone, besides the categories on offer (page-cache.ts keys
 * the zone pages by them).
 */
export async function bannerStoresAt(ctx: ShopContext, point: LatLng): Promise<number[]> {
  const [stores, sliders, itemStores] = await Promise.all([
    storesInReach(ctx, point),
    loadSliders(ctx),
    slideItemStores(ctx),
  ]);
  const targets = new Set<number>(itemStores.values());
  for (const slider of sliders)
    for (const slide of slider.slides) {
      if (slide.data?.model === 'store') targets.add(slide.data.id);
      // A slide shown only to some stores' customers shows or not with them (decision 0283).
      for (const storeId of slideShowings.get(slide)?.store_ids ?? []) targets.add(storeId);
    }
  return [...new Set(stores.map((store) => store.id))].filter((id) => targets.has(id)).sort((x, y) => x - y);
}

/**
 * The slides shown today (their days, in the shop's calendar) and, with a reach, to customers of
 * the stores they are for (decision 0283); the same list when none is left out, so that cached
 * translations of it stay.
 */
function slidersShowing(
  sliders: readonly PromoSliderView[],
  today: string,
  reachStores: ReadonlySet<number> | null,
): readonly PromoSliderView[] {
  const shows = (slide: BannerSlideView) => {
    const showing = slideShowings.get(slide);
    if (!showing) return true;
    if (!showsOn(today, showing.starts_on, showing.ends_on)) return false;
    return reachStores === null || slideForStores(showing.store_ids, reachStores);
  };
  let changed = false;
  const shown = sliders.flatMap((slider) => {
    const slides = slider.slides.filter(shows);
    if (slides.length === slider.slides.length) return [slider];
    changed = true;
    return slides.length > 0 ? [{ ...slider, slides }] : [];
  });
  return changed ? shown : sliders;
}

/**
 * The sliders with only the slides that show today and lead to something buyable at the point; a
 * slider left without slides is dropped. `stored` is the published sliders unless given (the home's preview).
 */
async function slidersAt(
  ctx: ShopContext,
  point: LatLng | null,
  stored?: readonly PromoSliderView[],
): Promise<PromoSliderView[]> {
  const today = shopToday(ctx.now());
  const loaded = stored ?? (await loadSliders(ctx));
  if (point === null) return [...(await translatedSliders(ctx, slidersShowing(loaded, today, null)))];
  const reach = await reachFor(ctx, point, stored);
  const sliders = await translatedSliders(ctx, slidersShowing(loaded, today, reach.storeIds));
  return sliders.flatMap((slider) => {
    const slides = slidesInReach(slider.slides, reach);
    return slides ? [{ ...slider, slides }] : [];
  });
}

/**
 * §7 Promo slider: active sliders grouped by position (1, 2, 3). With the customer's point, only
 * slides leading to what can be delivered or picked up there (decision 0185: no banner to a store that
 * does not serve the customer).
 */
export async function promoSliders(ctx: ShopContext, point: LatLng | null = null): Promise<Result<PromoSlidersAnswer>> {
  const sliders = await slidersAt(ctx, point);
  const at = (position: PromoPosition) => sliders.filter((slider) => slider.position_id === position);
  return ok({ 1: at(1), 2: at(2), 3: at(3) });
}

function sliderComponent(id: number, orderColumn: number, slider: PromoSliderView): HomeComponentView {
  return {
    id,
    order_column: orderColumn,
    type: 'PromoSlider',
    style: slider.style,
    section_type: null,
    slug: null,
    title: slider.name,
    subtitle: null,
    title_color: slider.color,
    bg_color: slider.bg_color,
    bg_image: slider.bg_image,
    image: slider.header_image,
    is_parent: 0,
    child_sections: [],
    items: [],
    slides: { promo_slider: slider },
  };
}

function sectionComponent(id: number, orderColumn: number, view: FeaturedSectionView): HomeComponentView {
  const { slug, title, subtitle, title_color, bg_color, bg_image, image, is_parent, child_sections, items } = view;
  return {
    id,
    order_column: orderColumn,
    type: 'DynamicFeaturedSection',
    // The default layout (§2) when the section names no style.
    style: view.style ?? 'default',
    section_type: view.type,
    slug,
    title,
    subtitle,
    title_color,
    bg_color,
    bg_image,
    image,
    is_parent,
    child_sections,
    items,
    slides: null,
  };
}

/** A home without rows of its own shows this many of its categories, each with this many items. */
const CATEGORY_ROWS = 6;
const CATEGORY_ROW_ITEMS = 10;

/**
 * The rows of a home the shop has not arranged (no home components yet: a shop opened from the
 * console before its editors set the home; decision 0274): its first categories at the point, in
 * the categories' order, each a row of its first items, its "View all" the category's page.
 */
async function categoryRows(ctx: ShopContext, point: LatLng): Promise<HomeComponentView[]> {
  const categories = await categoriesAt(ctx, point);
  if (!categories.ok) return [];
  const rows = await Promise.all(
    categories.value.slice(0, CATEGORY_ROWS).map(async (category, index): Promise<HomeComponentView | null> => {
      const listed = await categoryItems(ctx, point, category.slug, { size: CATEGORY_ROW_ITEMS });
      if (!listed.ok || listed.value.items.length === 0) return null;
      return {
        // Negative ids: these rows are not home_components rows.
        id: -category.id,
        order_column: index,
        type: 'DynamicFeaturedSection',
        style: 'default',
        section_type: null,
        slug: null,
        view_all: `/category/${category.slug}`,
        title: category.name,
        subtitle: null,
        title_color: null,
        bg_color: null,
        bg_image: null,
        image: null,
        is_parent: 0,
        child_sections: [],
        items: listed.value.items,
        slides: null,
      };
    }),
  );
  return rows.filter((row) => row !== null);
}

/** A home's rows as stored: home_components rows in order, active ones only, with the days they show. */
export type HomeRow = Pick<
  Selectable<Database['home_components']>,
  'id' | 'order_column' | 'type' | 'section_id' | 'slider_id' | 'starts_on' | 'ends_on'
>;

/**
 * What a home is made of when it is not the published one: the console's preview of an editor's
 * draft (decision 0283) gives its rows, its sections and its sliders as the draft has them.
 */
export interface HomeSource {
  rows: readonly HomeRow[];
  sections: readonly SectionRecord[];
  sliders: readonly PromoSliderView[];
}

/**
 * §3 Home components of a page, in order_column order; sections with nothing on offer at the point
 * are left out, and rows outside their days (decision 0317: checked on the cached rows, in the
 * shop's calendar). A home with no components at all shows its categories' rows (categoryRows).
 * `source` replaces what is published (the console's preview).
 */
export async function homeComponents(
  ctx: ShopContext,
  pageSlug: string,
  point: LatLng,
  source?: HomeSource,
): Promise<Result<HomeComponentView[]>> {
  const [stored, sections, sliders] = await Promise.all([
    source
      ? source.rows
      : cacheOf<HomeRow[]>(ctx.db, 'home-components', 20).getOrLoad(pageSlug, () =>
          ctx.db
            .selectFrom('home_components')
            .select(['id', 'order_column', 'type', 'section_id', 'slider_id', 'starts_on', 'ends_on'])
            .where('page_slug', '=', pageSlug)
            .where('is_active', '=', 1)
            .orderBy('order_column')
            .orderBy('id')
            .execute(),
        ),
    source ? source.sections : loadSections(ctx),
    slidersAt(ctx, point, source?.sliders),
  ]);
  // A home whose rows are all outside their days is still the editors' home: no category rows stand in.
  if (stored.length === 0 && pageSlug === 'home') return ok(await categoryRows(ctx, point));
  const today = shopToday(ctx.now());
  const rows = stored.filter((row) => showsOn(today, row.starts_on, row.ends_on));
  const shelf = createShelf(ctx, point);
  const shown = new Set(rows.map((row) => row.section_id));
  await preload(
    shelf,
    sections.filter((record) => shown.has(record.row.id) || shown.has(record.row.parent_id)),
  );
  const components = await Promise.all(
    rows.map(async (row): Promise<HomeComponentView | null> => {
      if (row.type === 'PromoSlider') {
        const slider = sliders.find((candidate) => candidate.id === row.slider_id);
        return slider ? sliderComponent(row.id, row.order_column, slider) : null;
      }
      const record = sections.find((candidate) => candidate.row.id === row.section_id);
      if (row.type !== 'DynamicFeaturedSection' || !record) return null;
      const view = await sectionView(shelf, record, sections);
      return hasItems(view) ? sectionComponent(row.id, row.order_column, view) : null;
    }),
  );
  return ok(components.filter((component) => component !== null));
}

/** The active sections as stored, with the products they name, for a preview to change (decision 0283). */
export async function storedSectionRecords(ctx: ShopContext): Promise<readonly SectionRecord[]> {
  return loadSections(ctx);
}

/** The active sliders as stored, for a preview to change (decision 0283). */
export async function storedSliders(ctx: ShopContext): Promise<readonly PromoSliderView[]> {
  return loadSliders(ctx);
}
