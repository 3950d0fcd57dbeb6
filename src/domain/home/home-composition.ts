// The customers' home as an editor composes it in the console (decisions 0283, 0317): its rows in
// order (a featured section or a promo slider each, shown or hidden, on their days, in a style the
// spec allows for it; rows added and removed),
// the featured sections' titles and items, the sliders' slides (a library picture with its alt
// text, a link to something that exists, days it shows, the stores whose customers see it) and the
// deal of the day's items with their days, and where the footer's centre button leads. The console holds this as one draft document and
// publishing applies it to the tables; these rules decide what may be published, the same in the
// console's form and on the server. Pure: the server gives what exists (`HomeReferences`).
import { type Said, sentenceOf } from '../api/errors.ts';
import { fieldRule } from '../field-rules.ts';
import { RANGE_WORDS } from '../reports/ranges.ts';

/**
 * Why a composition's field cannot be published (beside field-rules.ts's lines, and a report's
 * 'on or after the first day'): among the server's
 * words (src/server/said.ts spreads them into SAID), which the console's form shows the same.
 */
export const HOME_RULE_WORDS = {
  saidRuleHomeNoCampaign: "there is no campaign '{slug}'",
  saidRuleHomeNoPage: "there is no page '{slug}'",
  saidRuleHomeNoScreen: '{path} is not a screen of the app',
  saidRuleHomeNoCategory: 'there is no category {id}',
  saidRuleHomeNoItem: 'there is no item {id}',
  saidRuleHomeNoStore: 'there is no store {id}',
  saidRuleHomeNoSection: 'there is no section {id}',
  saidRuleHomeNoSlider: 'there is no slider {id}',
  saidRuleHomeArchived: '{name} is archived',
  saidRuleHomeNotOnSale: '{name} has no sale price below its regular price',
  saidRuleHomeNeeded: 'is needed',
  saidRuleHomeOneOf: 'must be one of {styles}',
  saidRuleHomeOneLayout: 'this kind of section has one layout',
  saidRuleHomeTabsItems: 'a tabbed section’s items are its tabs’',
  saidRuleHomeMostItems: 'at most {n} items',
  saidRuleHomeItemTwice: 'an item is named twice',
  saidRuleHomePicture: 'choose a picture from the library',
  saidRuleHomeAlt: 'say what the picture shows: customers who cannot see it read this',
  saidRuleHomeLink: 'choose where the slide leads',
  saidRuleHomeMostSlides: 'at most {n} slides',
  saidRuleHomeMostRows: 'at most {n} rows',
} as const;

const sentence = (key: keyof typeof HOME_RULE_WORDS, params?: Readonly<Record<string, string | number>>): Said =>
  sentenceOf(HOME_RULE_WORDS, key, params);
const atMostCharacters = (max: number) => fieldRule('saidRuleAtMostCharacters', { max });

/** Styles of a featured section (§2 "Item listings and sections"): the dynamic featured sections' 1–8. */
const SECTION_STYLES = [
  'style_1',
  'style_2',
  'style_3',
  'style_4',
  'style_5',
  'style_6',
  'style_7',
  'style_8',
] as const;
/** Layouts of a deal_of_the_day section (§2 Section kinds). */
const DEAL_SECTION_STYLES = ['default', 'new1', 'new2', 'new3', 'style8'] as const;
/** Promo slider styles a home row may take (§2 Mobile home: styles 1–8 and 11; style_4 and style_9 as the seed has them). */
export const SLIDER_STYLES = [
  'style_1',
  'style_2',
  'style_3',
  'style_4',
  'style_6',
  'style_7',
  'style_8',
  'style_9',
  'style_11',
] as const;
/** Slider styles whose slides may lead nowhere of their own: they go to /campaign/home (§2 route table). */
export const CAMPAIGN_HOME_STYLES: readonly string[] = ['style_7', 'style_8'];
/** The tabbed layout: a parent section whose child sections are the tabs. */
const TABBED_STYLE = 'style_6';

/** Screens of the app a slide may lead to besides records (§2 route table). */
export const APP_SCREENS = [
  '/members-mart',
  '/membership',
  '/membership-plans',
  '/farm-visit',
  '/categories',
  '/stores',
  '/explore',
] as const;

export const SECTION_TITLE_MAX = 80;
export const SLIDE_NAME_MAX = 80;
export const SLIDE_ALT_MAX = 160;
export const SECTION_ITEMS_MAX = 40;
export const SLIDES_MAX = 12;
export const DEALS_MAX = 12;
export const SLIDER_NAME_MAX = 80;
export const ROWS_MAX = 40;

/** Where a slide leads: a record by id, an editor's campaign or page by slug, or a screen of the app. */
export type SlideLink =
  | { kind: 'category' | 'item' | 'store'; id: number }
  | { kind: 'campaign' | 'page'; slug: string }
  | { kind: 'screen'; path: string };

/** Where the footer's centre button leads (§2 Footer tabs): an editor's campaign or page, or a screen of the app. */
export type FooterLink = Extract<SlideLink, { kind: 'campaign' | 'page' | 'screen' }>;

export interface HomeRowDraft {
  /** The home_components row; negative: a row added in this draft (decision 0317). */
  id: number;
  kind: 'section' | 'slider';
  /** The section's or the slider's id (negative: one added in this draft with the row). */
  ref_id: number;
  visible: boolean;
  /** First and last day it shows ('yyyy-mm-dd', the shop's calendar), inclusive; null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
}

export interface SectionDraft {
  /** Negative: a section added in this draft. */
  id: number;
  /** The section's kind (sections.type): decides which styles it may take. */
  type: string | null;
  style: string | null;
  title: string;
  /** The title in Marathi ('' for none: customers then read the English). */
  title_mr: string;
  /** A parent's items are its tabs' (child sections'): it names none itself. */
  is_parent: boolean;
  item_ids: number[];
}

export interface SlideDraft {
  /** The promo_slides row, or null for a slide added in this draft. */
  id: number | null;
  name: string;
  /** A picture of the media library (its `image` reference) or a path the shop serves. */
  image: string;
  alt: string;
  alt_mr: string;
  /** Null only in styles 7 and 8: the slide leads to /campaign/home. */
  link: SlideLink | null;
  /** First and last day it shows ('yyyy-mm-dd', the shop's calendar), inclusive; null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
  /** Shown only to customers some of these stores serve; empty: to every customer. */
  store_ids: number[];
}

export interface SliderDraft {
  /** Negative: a slider added in this draft. */
  id: number;
  name: string;
  style: string;
  slides: SlideDraft[];
}

/** An item of the deal of the day and the days it is the deal (inclusive, the shop's calendar). */
export interface DealDraft {
  item_id: number;
  starts_on: string;
  ends_on: string;
}

export interface HomeComposition {
  rows: HomeRowDraft[];
  sections: SectionDraft[];
  sliders: SliderDraft[];
  deals: DealDraft[];
  /** Where the footer's centre button leads; null: the footer has no centre button. */
  footer_link: FooterLink | null;
}

/** Whether a row, section or slider is new in the draft (its id is the draft's own, below zero). */
export const isNewInDraft = (id: number): boolean => id < 0;

/**
 * The rows an editor may add (§2 Mobile home: promo sliders of styles 1–8 and 11, dynamic featured
 * sections; §2 Section kinds): each a new slider or a new section of a kind, in the style it starts with.
 */
export const NEW_ROW_KINDS = {
  slider: { kind: 'slider', style: 'style_1', type: null },
  banner: { kind: 'slider', style: 'style_11', type: null },
  section: { kind: 'section', style: 'style_1', type: 'main' },
  category: { kind: 'section', style: 'style_1', type: 'category' },
  deals: { kind: 'section', style: 'default', type: 'deal_of_the_day' },
} as const satisfies Record<string, { kind: HomeRowDraft['kind']; style: string; type: string | null }>;

export type NewRowKind = keyof typeof NEW_ROW_KINDS;

/** The section kinds a new section may be (a tabbed parent is made of sections, not added here). */
export const NEW_SECTION_TYPES: readonly string[] = Object.values(NEW_ROW_KINDS).flatMap((one) =>
  one.kind === 'section' ? [one.type] : [],
);

/** The composition with a new, empty row of `kind` at the end (shown, no days), its section or slider new with it. */
export function withNewRow(composition: HomeComposition, kind: NewRowKind): HomeComposition {
  const ids = [
    ...composition.rows.flatMap((row) => [row.id, row.ref_id]),
    ...composition.sections.map((one) => one.id),
    ...composition.sliders.map((one) => one.id),
  ];
  // Below every id the draft holds: a new row's and its section's or slider's own.
  const rowId = Math.min(0, ...ids) - 1;
  const refId = rowId - 1;
  const made = NEW_ROW_KINDS[kind];
  const row: HomeRowDraft = {
    id: rowId,
    kind: made.kind,
    ref_id: refId,
    visible: true,
    starts_on: null,
    ends_on: null,
  };
  if (made.kind === 'slider')
    return {
      ...composition,
      rows: [...composition.rows, row],
      sliders: [...composition.sliders, { id: refId, name: '', style: made.style, slides: [] }],
    };
  return {
    ...composition,
    rows: [...composition.rows, row],
    sections: [
      ...composition.sections,
      { id: refId, type: made.type, style: made.style, title: '', title_mr: '', is_parent: false, item_ids: [] },
    ],
  };
}

/**
 * The composition without the row at `index`, and without its section or slider when no other row
 * shows it (the records stay in the tables, decision 0317: only the home's row goes).
 */
export function withoutRow(composition: HomeComposition, index: number): HomeComposition {
  const row = composition.rows[index];
  if (!row) return composition;
  const rows = composition.rows.filter((_, at) => at !== index);
  const shown = rows.some((other) => other.kind === row.kind && other.ref_id === row.ref_id);
  if (shown) return { ...composition, rows };
  return row.kind === 'section'
    ? { ...composition, rows, sections: composition.sections.filter((one) => one.id !== row.ref_id) }
    : { ...composition, rows, sliders: composition.sliders.filter((one) => one.id !== row.ref_id) };
}

/** What exists now, as the server reads it before publishing (the form is given the same). */
export interface HomeReferences {
  /** Items by id: archived ones too, so the reason can say so; `on_sale` when the default variant's sale price is below its regular price. */
  items: ReadonlyMap<number, { name: string; archived: boolean; on_sale: boolean }>;
  categories: ReadonlyMap<number, { name: string; archived: boolean }>;
  stores: ReadonlyMap<number, { name: string }>;
  campaigns: ReadonlySet<string>;
  pages: ReadonlySet<string>;
}

/** The references as lists (as the API carries them). */
export interface HomeReferenceRows {
  items: readonly { id: number; name: string; archived: boolean; on_sale: boolean }[];
  categories: readonly { id: number; name: string; archived: boolean }[];
  stores: readonly { id: number; name: string }[];
  campaigns: readonly string[];
  pages: readonly string[];
}

/** The references as the rules read them, from their lists (the server's and the console form's). */
export function referencesOf(lists: HomeReferenceRows): HomeReferences {
  return {
    items: new Map(lists.items.map((item) => [item.id, item])),
    categories: new Map(lists.categories.map((category) => [category.id, category])),
    stores: new Map(lists.stores.map((store) => [store.id, store])),
    campaigns: new Set(lists.campaigns),
    pages: new Set(lists.pages),
  };
}

/** Field path → what is wrong with it, as the API names refused fields. */
export type HomeRefusals = Record<string, Said>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The styles a section may take: none to choose for the fixed kinds, and a tabbed parent stays tabbed. */
export function sectionStyles(section: Pick<SectionDraft, 'type' | 'is_parent' | 'style'>): readonly string[] {
  if (section.is_parent) return [TABBED_STYLE];
  if (section.type === 'deal_of_the_day') return DEAL_SECTION_STYLES;
  if (section.type === 'main' || section.type === 'category')
    return SECTION_STYLES.filter((style) => style !== TABBED_STYLE);
  // deal_of_the_day_1, deal_of_the_day_singleItem, frequently_bought and the default layout have one layout each.
  return section.style === null ? [] : [section.style];
}

/** The address a slide's link leads to, given the slugs of what it names; null: /campaign/home (styles 7 and 8). */
export function slideLinkUrl(
  link: SlideLink | null,
  slugOf: (kind: 'category' | 'item' | 'store', id: number) => string | undefined,
): string | null {
  if (link === null) return null;
  switch (link.kind) {
    case 'campaign':
      return `/campaign/${link.slug}`;
    case 'page':
      return `/pages/${link.slug}`;
    case 'screen':
      return link.path;
    case 'category':
      return `/category/${slugOf('category', link.id) ?? ''}`;
    case 'item':
      return `/item/${slugOf('item', link.id) ?? ''}`;
    case 'store':
      return `/stores/${slugOf('store', link.id) ?? ''}`;
  }
}

/** The rows with the one at `index` moved `by` places (−1 up, +1 down); the same rows when it cannot move. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const moved = [...rows];
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return moved;
  const [row] = moved.splice(index, 1);
  moved.splice(to, 0, row as T);
  return moved;
}

function linkRefusal(link: SlideLink, refs: HomeReferences): Said | null {
  switch (link.kind) {
    case 'campaign':
      return refs.campaigns.has(link.slug) ? null : sentence('saidRuleHomeNoCampaign', { slug: link.slug });
    case 'page':
      return refs.pages.has(link.slug) ? null : sentence('saidRuleHomeNoPage', { slug: link.slug });
    case 'screen':
      return (APP_SCREENS as readonly string[]).includes(link.path)
        ? null
        : sentence('saidRuleHomeNoScreen', { path: link.path });
    case 'category': {
      const category = refs.categories.get(link.id);
      if (!category) return sentence('saidRuleHomeNoCategory', { id: link.id });
      return category.archived ? sentence('saidRuleHomeArchived', { name: category.name }) : null;
    }
    case 'item': {
      const item = refs.items.get(link.id);
      if (!item) return sentence('saidRuleHomeNoItem', { id: link.id });
      return item.archived ? sentence('saidRuleHomeArchived', { name: item.name }) : null;
    }
    case 'store':
      return refs.stores.has(link.id) ? null : sentence('saidRuleHomeNoStore', { id: link.id });
  }
}

function daysRefusals(at: string, startsOn: string | null, endsOn: string | null, refusals: HomeRefusals): void {
  if (startsOn !== null && !isDay(startsOn)) refusals[`${at}.starts_on`] = fieldRule('saidRuleDate');
  if (endsOn !== null && !isDay(endsOn)) refusals[`${at}.ends_on`] = fieldRule('saidRuleDate');
  if (startsOn !== null && endsOn !== null && isDay(startsOn) && isDay(endsOn) && endsOn < startsOn)
    refusals[`${at}.ends_on`] = sentenceOf(RANGE_WORDS, 'saidRangeOnOrAfter');
}

function storesRefusal(storeIds: readonly number[], refs: HomeReferences): Said | null {
  const missing = storeIds.filter((storeId) => !refs.stores.has(storeId));
  return missing.length > 0 ? sentence('saidRuleHomeNoStore', { id: missing.join(', ') }) : null;
}

/** What keeps a section's fields from being published (keys under `sections.{index}`). */
function sectionRefusals(section: SectionDraft, index: number, refs: HomeReferences, refusals: HomeRefusals): void {
  const at = `sections.${index}`;
  const title = section.title.trim();
  if (title === '') refusals[`${at}.title`] = sentence('saidRuleHomeNeeded');
  else if (title.length > SECTION_TITLE_MAX) refusals[`${at}.title`] = atMostCharacters(SECTION_TITLE_MAX);
  if (section.title_mr.trim().length > SECTION_TITLE_MAX)
    refusals[`${at}.title_mr`] = atMostCharacters(SECTION_TITLE_MAX);
  const styles = sectionStyles(section);
  if (section.style !== null && !styles.includes(section.style))
    refusals[`${at}.style`] =
      styles.length > 0
        ? sentence('saidRuleHomeOneOf', { styles: styles.join(', ') })
        : sentence('saidRuleHomeOneLayout');
  if (section.is_parent && section.item_ids.length > 0) refusals[`${at}.item_ids`] = sentence('saidRuleHomeTabsItems');
  if (section.item_ids.length > SECTION_ITEMS_MAX)
    refusals[`${at}.item_ids`] = sentence('saidRuleHomeMostItems', { n: SECTION_ITEMS_MAX });
  else if (new Set(section.item_ids).size !== section.item_ids.length)
    refusals[`${at}.item_ids`] = sentence('saidRuleHomeItemTwice');
  else
    for (const itemId of section.item_ids) {
      const item = refs.items.get(itemId);
      if (!item || item.archived) {
        refusals[`${at}.item_ids`] = item
          ? sentence('saidRuleHomeArchived', { name: item.name })
          : sentence('saidRuleHomeNoItem', { id: itemId });
        break;
      }
    }
}

function slideRefusals(
  slide: SlideDraft,
  at: string,
  style: string,
  refs: HomeReferences,
  refusals: HomeRefusals,
): void {
  if (slide.name.trim() === '') refusals[`${at}.name`] = sentence('saidRuleHomeNeeded');
  else if (slide.name.trim().length > SLIDE_NAME_MAX) refusals[`${at}.name`] = atMostCharacters(SLIDE_NAME_MAX);
  if (slide.image.trim() === '') refusals[`${at}.image`] = sentence('saidRuleHomePicture');
  if (slide.alt.trim() === '') refusals[`${at}.alt`] = sentence('saidRuleHomeAlt');
  else if (slide.alt.trim().length > SLIDE_ALT_MAX) refusals[`${at}.alt`] = atMostCharacters(SLIDE_ALT_MAX);
  if (slide.alt_mr.trim().length > SLIDE_ALT_MAX) refusals[`${at}.alt_mr`] = atMostCharacters(SLIDE_ALT_MAX);
  if (slide.link === null) {
    if (!CAMPAIGN_HOME_STYLES.includes(style)) refusals[`${at}.link`] = sentence('saidRuleHomeLink');
  } else {
    const refusal = linkRefusal(slide.link, refs);
    if (refusal) refusals[`${at}.link`] = refusal;
  }
  daysRefusals(at, slide.starts_on, slide.ends_on, refusals);
  const stores = storesRefusal(slide.store_ids, refs);
  if (stores) refusals[`${at}.store_ids`] = stores;
}

/**
 * What keeps a composition from being published, by field (empty when it may be): a missing or
 * archived item, category or store, a campaign or page that does not exist (a slide's link or the
 * footer's centre button), a picture without alt text, a row or slider without its name, a style
 * the row's kind does not take, days that end before they start.
 */
export function homeRefusals(composition: HomeComposition, refs: HomeReferences): HomeRefusals {
  const refusals: HomeRefusals = {};
  const sectionIds = new Set(composition.sections.map((section) => section.id));
  const sliderIds = new Set(composition.sliders.map((slider) => slider.id));
  if (composition.rows.length > ROWS_MAX) refusals.rows = sentence('saidRuleHomeMostRows', { n: ROWS_MAX });
  composition.rows.forEach((row, index) => {
    const known = row.kind === 'section' ? sectionIds.has(row.ref_id) : sliderIds.has(row.ref_id);
    if (!known)
      refusals[`rows.${index}`] = sentence(row.kind === 'section' ? 'saidRuleHomeNoSection' : 'saidRuleHomeNoSlider', {
        id: row.ref_id,
      });
    daysRefusals(`rows.${index}`, row.starts_on, row.ends_on, refusals);
  });
  composition.sections.forEach((section, index) => {
    sectionRefusals(section, index, refs, refusals);
  });
  composition.sliders.forEach((slider, index) => {
    const at = `sliders.${index}`;
    const name = slider.name.trim();
    if (name === '') refusals[`${at}.name`] = sentence('saidRuleHomeNeeded');
    else if (name.length > SLIDER_NAME_MAX) refusals[`${at}.name`] = atMostCharacters(SLIDER_NAME_MAX);
    if (!(SLIDER_STYLES as readonly string[]).includes(slider.style))
      refusals[`${at}.style`] = sentence('saidRuleHomeOneOf', { styles: SLIDER_STYLES.join(', ') });
    if (slider.slides.length > SLIDES_MAX)
      refusals[`${at}.slides`] = sentence('saidRuleHomeMostSlides', { n: SLIDES_MAX });
    slider.slides.forEach((slide, slideIndex) => {
      slideRefusals(slide, `${at}.slides.${slideIndex}`, slider.style, refs, refusals);
    });
  });
  if (composition.deals.length > DEALS_MAX) refusals.deals = sentence('saidRuleHomeMostItems', { n: DEALS_MAX });
  composition.deals.forEach((deal, index) => {
    const at = `deals.${index}`;
    const item = refs.items.get(deal.item_id);
    if (!item) refusals[`${at}.item_id`] = sentence('saidRuleHomeNoItem', { id: deal.item_id });
    else if (item.archived) refusals[`${at}.item_id`] = sentence('saidRuleHomeArchived', { name: item.name });
    else if (!item.on_sale) refusals[`${at}.item_id`] = sentence('saidRuleHomeNotOnSale', { name: item.name });
    daysRefusals(at, deal.starts_on, deal.ends_on, refusals);
  });
  if (composition.footer_link !== null) {
    const refusal = linkRefusal(composition.footer_link, refs);
    if (refusal) refusals.footer_link = refusal;
  }
  return refusals;
}

/** Whether a thing with these days shows on `today` ('yyyy-mm-dd'). */
export function showsOn(today: string, startsOn: string | null, endsOn: string | null): boolean {
  return (startsOn === null || startsOn <= today) && (endsOn === null || today <= endsOn);
}

/** Whether a slide for these stores shows to a customer that `reach` stores serve (none named: everyone). */
export function slideForStores(storeIds: readonly number[], reach: ReadonlySet<number>): boolean {
  return storeIds.length === 0 || storeIds.some((storeId) => reach.has(storeId));
}
