// Content an editor writes in the console and publishes from the web (decision 0281): info pages,
// campaigns, recipes and the farm-visit text, one document per entry, with its words per language.
// The documents are stored as JSON; the rules a document must meet before customers may see it
// live here once, as pure functions, for the server's publish checks and the console's form alike.
// Saving a draft never requires them: a draft may be half written.
import { z } from 'zod';
import '../zod-in-browser.ts';
import { MAX_RECIPE_PACKS, RECIPE_AMOUNT_PATTERN } from '../catalogue/recipes.ts';

export const CONTENT_KINDS = ['page', 'campaign', 'recipe', 'farm_visit'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The statuses the console shows; 'held' is a scheduled publish the checks refused at its time. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'taken_down', 'held'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The farm-visit text is one entry, always at this slug. */
export const FARM_VISIT_SLUG = 'visit';

/** A slug in lowercase-with-dashes: the last part of the entry's address (/campaign/{slug}). */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_SLUG_MAX = 80;

/** The editor's HTML (sanitised by the server on save) and its own JSON document, kept as it is. */
export interface RichText {
  html: string;
  source: unknown | null;
}

export interface PageWords {
  title: string;
  description: string;
  body: RichText;
}
export interface PageDoc {
  /** Position among the info links at the foot of every info page (smaller first). */
  order: number;
  /** The day the text last changed (YYYY-MM-DD), shown under the title (terms, privacy). */
  updated: string | null;
  words: Record<string, PageWords>;
}

export interface CampaignWords {
  title: string;
  description: string;
  /** A short line above the title, e.g. 'Season is here'. */
  kicker: string | null;
  items_title: string;
  hero_alt: string;
  body: RichText;
}
export interface CampaignDoc {
  hero: { image: string; width: number; height: number };
  /** Whole days of the shop's calendar, YYYY-MM-DD (domain/content/campaigns.ts campaignState). */
  valid_from: string;
  valid_to: string;
  /** A catalogue product's link_slug or one store's item slug, chosen by search. */
  items: string[];
  words: Record<string, CampaignWords>;
}

export interface RecipeIngredient {
  /** The products it may be bought as, in the editor's order of preference; none: a text-only line. */
  items: string[];
  /** How much the recipe uses ('250 g', '1 kg'), or null: `quantity` packs of the default size. */
  needs: string | null;
  quantity: number;
}
export interface RecipeWords {
  title: string;
  description: string;
  image_alt: string;
  /** One line per ingredient, in the same order as the document's ingredients. */
  ingredients: string[];
  steps: string[];
  body: RichText;
}
export interface RecipeDoc {
  image: string;
  /** The hero's background behind the illustration, '#fff4d6'. */
  tint: string;
  prep_minutes: number;
  cook_minutes: number;
  servings: number;
  ingredients: RecipeIngredient[];
  words: Record<string, RecipeWords>;
}

export interface FarmVisitWords {
  title: string;
  description: string;
  banner_alt: string;
  facts: { label: string; value: string }[];
  body: RichText;
}
export interface FarmVisitDoc {
  words: Record<string, FarmVisitWords>;
}

export interface ContentDocs {
  page: PageDoc;
  campaign: CampaignDoc;
  recipe: RecipeDoc;
  farm_visit: FarmVisitDoc;
}
export type ContentDoc = ContentDocs[ContentKind];

/** One thing that keeps a document from being published, on a dotted path such as `words.mr.title`. */
export interface ContentProblem {
  field: string;
  reason: string;
}

export interface ContentLanguages {
  /** The codes of the shop's languages ('en', 'mr'). */
  languages: readonly string[];
  defaultLanguage: string;
}

// ---- Limits -------------------------------------------------------------------------------------

export const CONTENT_LIMITS = {
  title: 80,
  description: 200,
  kicker: 40,
  itemsTitle: 60,
  alt: 160,
  ingredientLine: 120,
  step: 600,
  factLabel: 20,
  factValue: 80,
  facts: 6,
  campaignItems: 24,
  ingredientItems: 5,
  ingredients: 60,
  steps: 40,
  /** The body's HTML, in characters. */
  bodyHtml: 100_000,
  /** The editor's JSON document, serialised, in characters. */
  bodySource: 400_000,
} as const;

// ---- The shape a saved document must have (a draft may still be incomplete) --------------------

/** No control character in a line (PostgreSQL cannot even store NUL); a body keeps tabs and line breaks. */
const ONE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;
const CONTROL = 'must not contain control characters';
/** A short code-like field (a path, a slug, a date): bounded, on one line. */
const plain = (max: number) => z.string().max(max).regex(ONE_LINE, CONTROL);
const line = (max: number) =>
  z
    .string()
    .max(max * 4)
    .regex(ONE_LINE, CONTROL);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-04-01');
const jsonSize = (value: unknown): number => {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

const richTextSchema = z.strictObject({
  html: z
    .string()
    .max(CONTENT_LIMITS.bodyHtml, `must be at most ${CONTENT_LIMITS.bodyHtml} characters`)
    .regex(MULTI_LINE, CONTROL),
  source: z
    .unknown()
    .refine(
      (value) => jsonSize(value) <= CONTENT_LIMITS.bodySource,
      `the editor's document must be at most ${CONTENT_LIMITS.bodySource} characters`,
    )
    .transform((value): unknown => value ?? null),
});

/** Language codes as the languages table spells them ('en', 'mr', 'pt-br'). */
const languageCode = z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/, 'must be a language code');
const wordsOf = <T extends z.ZodType>(words: T) =>
  z.record(languageCode, words).refine((record) => Object.keys(record).length <= 20, 'too many languages');

const pageDocSchema = z.strictObject({
  order: z.number().int().min(0).max(10_000),
  updated: day.nullable(),
  words: wordsOf(
    z.strictObject({
      title: line(CONTENT_LIMITS.title),
      description: line(CONTENT_LIMITS.description),
      body: richTextSchema,
    }),
  ),
});

const campaignDocSchema = z.strictObject({
  hero: z.strictObject({
    image: plain(300),
    width: z.number().int().min(0).max(10_000),
    height: z.number().int().min(0).max(10_000),
  }),
  valid_from: plain(10),
  valid_to: plain(10),
  items: z.array(plain(120)).max(100),
  words: wordsOf(
    z.strictObject({
      title: line(CONTENT_LIMITS.title),
      description: line(CONTENT_LIMITS.description),
      kicker: line(CONTENT_LIMITS.kicker).nullable(),
      items_title: line(CONTENT_LIMITS.itemsTitle),
      hero_alt: line(CONTENT_LIMITS.alt),
      body: richTextSchema,
    }),
  ),
});

const recipeDocSchema = z.strictObject({
  image: plain(300),
  tint: plain(20),
  prep_minutes: z.number().int().min(0).max(100_000),
  cook_minutes: z.number().int().min(0).max(100_000),
  servings: z.number().int().min(0).max(1_000),
  ingredients: z
    .array(
      z.strictObject({
        items: z.array(plain(120)).max(20),
        needs: plain(40).nullable(),
        quantity: z.number().int().min(0).max(1_000),
      }),
    )
    .max(200),
  words: wordsOf(
    z.strictObject({
      title: line(CONTENT_LIMITS.title),
      description: line(CONTENT_LIMITS.description),
      image_alt: line(CONTENT_LIMITS.alt),
      ingredients: z.array(line(CONTENT_LIMITS.ingredientLine)).max(200),
      steps: z.array(line(CONTENT_LIMITS.step)).max(200),
      body: richTextSchema,
    }),
  ),
});

const farmVisitDocSchema = z.strictObject({
  words: wordsOf(
    z.strictObject({
      title: line(CONTENT_LIMITS.title),
      description: line(CONTENT_LIMITS.description),
      banner_alt: line(CONTENT_LIMITS.alt),
      facts: z
        .array(z.strictObject({ label: line(CONTENT_LIMITS.factLabel), value: line(CONTENT_LIMITS.factValue) }))
        .max(50),
      body: richTextSchema,
    }),
  ),
});

/** The zod schema of each kind's document, for the API's requests and for reading stored JSON. */
export const CONTENT_DOC_SCHEMAS = {
  page: pageDocSchema,
  campaign: campaignDocSchema,
  recipe: recipeDocSchema,
  farm_visit: farmVisitDocSchema,
} as const;

// ---- The rules a published document meets ------------------------------------------------------

/** A picture served by the shop itself or its media library. */
const LOCAL_IMAGE_PATTERN = /^\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)$/;
const ITEM_REF_PATTERN = CONTENT_SLUG_PATTERN;
const TINT_PATTERN = /^#[0-9a-f]{6}$/i;

/** Is `value` a real calendar day written YYYY-MM-DD? */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The <img> tags of a body, each with its alt text ('' when missing or empty). */
export function bodyPictures(html: string): { src: string; alt: string }[] {
  const pictures: { src: string; alt: string }[] = [];
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    pictures.push({ src: attribute(tag, 'src') ?? '', alt: (attribute(tag, 'alt') ?? '').trim() });
  }
  return pictures;
}

/** The href of every link in a body, in order. */
export function bodyLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(match[0], 'href');
    if (href !== null) links.push(href);
  }
  return links;
}

function attribute(tag: string, name: string): string | null {
  const found = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!found) return null;
  return decodeEntities(found[1] ?? found[2] ?? found[3] ?? '');
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A link to one of the shop's own pages that names a thing: the thing must exist when published. */
export type ShopLink = { kind: 'page' | 'campaign' | 'recipe' | 'item' | 'category'; slug: string };
const SHOP_LINK = /^\/(pages|campaign|recipe|item|category)\/([^/?#]+)\/?(?:[?#].*)?$/;
const LINK_KINDS = {
  pages: 'page',
  campaign: 'campaign',
  recipe: 'recipe',
  item: 'item',
  category: 'category',
} as const;

/** The shop page a link names, or null for any other link (another site, the home page, a search). */
export function shopLink(href: string): ShopLink | null {
  // The shop's own links are paths; a full address may be another site's, which the checks cannot know.
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const found = SHOP_LINK.exec(href);
  if (!found) return null;
  const [, section = '', slug = ''] = found;
  return { kind: LINK_KINDS[section as keyof typeof LINK_KINDS], slug: decodeURIComponent(slug) };
}

/** The words of each language the document has, keyed by code. */
function wordsOfDoc(doc: ContentDoc): Record<string, unknown> {
  return doc.words;
}

/** The shop's languages that have no words in the document, in the shop's order. */
export function missingLanguages(_kind: ContentKind, doc: ContentDoc, languages: readonly string[]): string[] {
  const words = wordsOfDoc(doc);
  return languages.filter((code) => words[code] === undefined);
}

/** Does the text have anything in it but spaces? */
const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

class Problems {
  readonly list: ContentProblem[] = [];
  add(field: string, reason: string): void {
    if (!this.list.some((problem) => problem.field === field)) this.list.push({ field, reason });
  }
  required(field: string, value: string | null | undefined, max: number, what = 'must not be empty'): void {
    if (!filled(value)) this.add(field, what);
    else if ((value ?? '').trim().length > max) this.add(field, `must be at most ${max} characters`);
  }
  optional(field: string, value: string | null | undefined, max: number): void {
    if (filled(value) && (value ?? '').trim().length > max) this.add(field, `must be at most ${max} characters`);
  }
  body(field: string, body: RichText, required: boolean): void {
    const text = body.html.replace(/<[^>]*>/g, '').trim();
    if (required && text === '' && bodyPictures(body.html).length === 0) this.add(field, 'must not be empty');
    if (body.html.length > CONTENT_LIMITS.bodyHtml) {
      this.add(field, `must be at most ${CONTENT_LIMITS.bodyHtml} characters`);
    }
    const blind = bodyPictures(body.html).findIndex((picture) => picture.alt === '');
    if (blind >= 0) this.add(field, `picture ${blind + 1} needs alt text (what a screen reader says)`);
  }
}

/**
 * What keeps a document from being published: its shape, required words, alt texts, date order
 * and lengths. The default language's words are required; another language may be left out
 * (customers then read the default's), but a language with words must have all its required
 * ones. Whether named items, pages and pictures exist is for the server to check (it alone
 * knows the catalogue).
 */
export function contentProblems(kind: ContentKind, doc: ContentDoc, options: ContentLanguages): ContentProblem[] {
  const problems = new Problems();
  const shape = CONTENT_DOC_SCHEMAS[kind].safeParse(doc);
  if (!shape.success) {
    for (const issue of shape.error.issues) problems.add(issue.path.join('.') || 'doc', issue.message);
    return problems.list;
  }
  const words = wordsOfDoc(doc) as Record<string, Record<string, unknown>>;
  if (words[options.defaultLanguage] === undefined) {
    problems.add(`words.${options.defaultLanguage}`, 'the words in the default language are required');
  }
  for (const code of Object.keys(words)) {
    if (!options.languages.includes(code)) problems.add(`words.${code}`, 'is not one of the shop’s languages');
  }
  switch (kind) {
    case 'page':
      pageProblems(problems, doc as PageDoc);
      break;
    case 'campaign':
      campaignProblems(problems, doc as CampaignDoc, options);
      break;
    case 'recipe':
      recipeProblems(problems, doc as RecipeDoc, options);
      break;
    case 'farm_visit':
      farmVisitProblems(problems, doc as FarmVisitDoc);
      break;
  }
  return problems.list;
}

function pageProblems(problems: Problems, doc: PageDoc): void {
  if (doc.updated !== null && !isDay(doc.updated)) problems.add('updated', 'must be a date such as 2026-01-15');
  for (const [code, words] of Object.entries(doc.words)) {
    problems.required(`words.${code}.title`, words.title, CONTENT_LIMITS.title);
    problems.required(`words.${code}.description`, words.description, CONTENT_LIMITS.description);
    problems.body(`words.${code}.body`, words.body, true);
  }
}

function campaignProblems(problems: Problems, doc: CampaignDoc, options: ContentLanguages): void {
  if (!LOCAL_IMAGE_PATTERN.test(doc.hero.image)) problems.add('hero.image', 'choose a picture from the media library');
  if (doc.hero.width < 1) problems.add('hero.width', 'must be at least 1');
  if (doc.hero.height < 1) problems.add('hero.height', 'must be at least 1');
  const fromOk = isDay(doc.valid_from);
  const toOk = isDay(doc.valid_to);
  if (!fromOk) problems.add('valid_from', 'must be a date such as 2026-04-01');
  if (!toOk) problems.add('valid_to', 'must be a date such as 2026-06-30');
  if (fromOk && toOk && doc.valid_to < doc.valid_from) problems.add('valid_to', 'must not be before the first day');
  if (doc.items.length === 0) problems.add('items', 'must list at least one item');
  if (doc.items.length > CONTENT_LIMITS.campaignItems) {
    problems.add('items', `must list at most ${CONTENT_LIMITS.campaignItems} items`);
  }
  doc.items.forEach((item, index) => {
    if (!ITEM_REF_PATTERN.test(item)) problems.add(`items.${index}`, 'must be an item chosen by search');
    else if (doc.items.indexOf(item) !== index) problems.add(`items.${index}`, 'is listed twice');
  });
  const defaultWords = doc.words[options.defaultLanguage];
  if (defaultWords !== undefined && !filled(defaultWords.hero_alt)) {
    problems.add(`words.${options.defaultLanguage}.hero_alt`, 'the picture needs alt text (what a screen reader says)');
  }
  for (const [code, words] of Object.entries(doc.words)) {
    problems.required(`words.${code}.title`, words.title, CONTENT_LIMITS.title);
    problems.required(`words.${code}.description`, words.description, CONTENT_LIMITS.description);
    problems.optional(`words.${code}.kicker`, words.kicker, CONTENT_LIMITS.kicker);
    problems.required(`words.${code}.items_title`, words.items_title, CONTENT_LIMITS.itemsTitle);
    problems.required(
      `words.${code}.hero_alt`,
      words.hero_alt,
      CONTENT_LIMITS.alt,
      'the picture needs alt text (what a screen reader says)',
    );
    problems.body(`words.${code}.body`, words.body, true);
  }
}

function recipeProblems(problems: Problems, doc: RecipeDoc, options: ContentLanguages): void {
  if (!LOCAL_IMAGE_PATTERN.test(doc.image)) problems.add('image', 'choose a picture from the media library');
  if (!TINT_PATTERN.test(doc.tint)) problems.add('tint', 'must be a colour such as #fff4d6');
  if (doc.prep_minutes > 24 * 60) problems.add('prep_minutes', 'must be at most 1440 minutes');
  if (doc.cook_minutes > 24 * 60) problems.add('cook_minutes', 'must be at most 1440 minutes');
  if (doc.servings < 1 || doc.servings > 50) problems.add('servings', 'must be from 1 to 50');
  if (doc.ingredients.length === 0) problems.add('ingredients', 'must list at least one ingredient');
  if (doc.ingredients.length > CONTENT_LIMITS.ingredients) {
    problems.add('ingredients', `must list at most ${CONTENT_LIMITS.ingredients} ingredients`);
  }
  doc.ingredients.forEach((ingredient, index) => {
    const at = `ingredients.${index}`;
    if (ingredient.items.length > CONTENT_LIMITS.ingredientItems) {
      problems.add(`${at}.items`, `must name at most ${CONTENT_LIMITS.ingredientItems} items`);
    }
    ingredient.items.forEach((item, position) => {
      if (!ITEM_REF_PATTERN.test(item)) problems.add(`${at}.items.${position}`, 'must be an item chosen by search');
    });
    if (ingredient.needs !== null && !RECIPE_AMOUNT_PATTERN.test(ingredient.needs.trim())) {
      problems.add(`${at}.needs`, 'must be an amount such as 250 g, 1 kg, 60 ml, 1 L or 4 pc');
    }
    if (ingredient.quantity < 1 || ingredient.quantity > MAX_RECIPE_PACKS) {
      problems.add(`${at}.quantity`, `must be from 1 to ${MAX_RECIPE_PACKS}`);
    }
  });
  const defaultWords = doc.words[options.defaultLanguage];
  if (defaultWords !== undefined && !filled(defaultWords.image_alt)) {
    problems.add(
      `words.${options.defaultLanguage}.image_alt`,
      'the picture needs alt text (what a screen reader says)',
    );
  }
  for (const [code, words] of Object.entries(doc.words)) {
    problems.required(`words.${code}.title`, words.title, CONTENT_LIMITS.title);
    problems.required(`words.${code}.description`, words.description, CONTENT_LIMITS.description);
    problems.required(
      `words.${code}.image_alt`,
      words.image_alt,
      CONTENT_LIMITS.alt,
      'the picture needs alt text (what a screen reader says)',
    );
    if (words.ingredients.length !== doc.ingredients.length) {
      problems.add(
        `words.${code}.ingredients`,
        `must give one line for each of the ${doc.ingredients.length} ingredients`,
      );
    }
    words.ingredients.forEach((text, index) => {
      problems.required(`words.${code}.ingredients.${index}`, text, CONTENT_LIMITS.ingredientLine);
    });
    if (words.steps.length === 0) problems.add(`words.${code}.steps`, 'must list at least one step');
    if (words.steps.length > CONTENT_LIMITS.steps) {
      problems.add(`words.${code}.steps`, `must list at most ${CONTENT_LIMITS.steps} steps`);
    }
    words.steps.forEach((text, index) => {
      problems.required(`words.${code}.steps.${index}`, text, CONTENT_LIMITS.step);
    });
    problems.body(`words.${code}.body`, words.body, false);
  }
}

function farmVisitProblems(problems: Problems, doc: FarmVisitDoc): void {
  for (const [code, words] of Object.entries(doc.words)) {
    problems.required(`words.${code}.title`, words.title, CONTENT_LIMITS.title);
    problems.required(`words.${code}.description`, words.description, CONTENT_LIMITS.description);
    problems.required(
      `words.${code}.banner_alt`,
      words.banner_alt,
      CONTENT_LIMITS.alt,
      'the picture needs alt text (what a screen reader says)',
    );
    if (words.facts.length > CONTENT_LIMITS.facts) {
      problems.add(`words.${code}.facts`, `must list at most ${CONTENT_LIMITS.facts} facts`);
    }
    words.facts.forEach((fact, index) => {
      problems.required(`words.${code}.facts.${index}.label`, fact.label, CONTENT_LIMITS.factLabel);
      problems.required(`words.${code}.facts.${index}.value`, fact.value, CONTENT_LIMITS.factValue);
    });
    problems.body(`words.${code}.body`, words.body, true);
  }
}

/** An empty document of a kind, with the default language's words blank: what 'New' starts from. */
export function emptyDoc<K extends ContentKind>(kind: K, defaultLanguage: string): ContentDocs[K] {
  const body: RichText = { html: '', source: null };
  const docs: ContentDocs = {
    page: { order: 100, updated: null, words: { [defaultLanguage]: { title: '', description: '', body } } },
    campaign: {
      hero: { image: '', width: 1200, height: 500 },
      valid_from: '',
      valid_to: '',
      items: [],
      words: {
        [defaultLanguage]: { title: '', description: '', kicker: null, items_title: '', hero_alt: '', body },
      },
    },
    recipe: {
      image: '',
      tint: '#fff4d6',
      prep_minutes: 0,
      cook_minutes: 0,
      servings: 4,
      ingredients: [],
      words: {
        [defaultLanguage]: { title: '', description: '', image_alt: '', ingredients: [], steps: [], body },
      },
    },
    farm_visit: {
      words: { [defaultLanguage]: { title: '', description: '', banner_alt: '', facts: [], body } },
    },
  };
  return docs[kind];
}
