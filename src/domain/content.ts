// Editor-authored content (§2 /pages/{slug}, /campaign/{slug}, /recipe/{id}): the
// frontmatter each Markdown file must carry, and the rules read from it. The
// schemas are plain zod so that src/content.config.ts and the unit tests share them;
// a file that breaks one fails the build with the file and the field named.
import { z } from 'zod';
import { addDays, shopDayStart, shopLocale } from './calendar.ts';
import { MAX_RECIPE_PACKS, RECIPE_AMOUNT_PATTERN } from './catalogue/recipes.ts';

/** A picture served by the shop itself (the generated demo images live under /images/). */
const localImage = z
  .string()
  .regex(
    /^\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)$/,
    'must be a path on this site, such as /images/banners/mango-season.webp',
  );

/** A catalog product (its link_slug, e.g. 'alphonso-mango') or one store's item (its slug). */
const itemRef = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be an item slug or link slug in lowercase-with-dashes');

const shortText = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** YAML dates (2026-04-01) arrive as Date objects; quoted ones as text. Both are accepted. */
const day = z.coerce.date({ error: 'must be a date such as 2026-04-01' });

const common = {
  title: shortText(80),
  /** The search-result and link-preview text (meta description, Open Graph). */
  description: shortText(200),
  /** true keeps the file out of the built site (docs/editors.md "Unpublish"); `npm run dev` still shows it. */
  draft: z.boolean().default(false),
};

export const infoPageSchema = z.strictObject({
  ...common,
  /** Position among the info links at the foot of every info page (smaller first). */
  order: z.number().int().min(0).default(100),
  /** The date the text last changed, shown under the title (terms, privacy). */
  updated: day.optional(),
});

export const campaignSchema = z
  .strictObject({
    ...common,
    hero: z.strictObject({
      image: localImage,
      alt: shortText(160),
      width: z.number().int().positive().default(1200),
      height: z.number().int().positive().default(500),
    }),
    /** A short line above the title, e.g. 'Season is here'. */
    kicker: shortText(40).optional(),
    validFrom: day,
    validTo: day,
    itemsTitle: shortText(60).default('Shop the campaign'),
    items: z.array(itemRef).min(1, 'must list at least one item').max(24, 'must list at most 24 items'),
  })
  .refine((campaign) => campaign.validTo.getTime() >= campaign.validFrom.getTime(), {
    message: 'must not be before validFrom',
    path: ['validTo'],
  });

const ingredientSchema = z.strictObject({
  /** What the cook reads: '4 ripe Alphonso mangoes (about 1 kg)'. */
  text: shortText(120),
  /**
   * The catalog product to buy for it, or several in the order preferred (the first the chosen store
   * sells is bought: A2 ghee, else cow ghee); without one the line is text only (water, salt...).
   */
  item: z
    .union([itemRef, z.array(itemRef).min(1, 'must name at least one item').max(5, 'must name at most 5 items')])
    .optional(),
  /**
   * How much the recipe uses ('250 g', '1 kg', '60 ml', '1 L', '4 pc'): the cheapest packs of the
   * product that cover it are bought (domain/catalogue/recipes.ts). Without it, `quantity` packs of the default size.
   */
  needs: z
    .string()
    .trim()
    .regex(RECIPE_AMOUNT_PATTERN, 'must be an amount such as 250 g, 1 kg, 60 ml, 1 L or 4 pc')
    .optional(),
  /** Packs of the item's default size that 'Add all to cart' puts in the cart (when `needs` does not say). */
  quantity: z.number().int().min(1).max(MAX_RECIPE_PACKS).default(1),
});

/** The products an ingredient may be bought as, in the editor's order of preference. */
export function ingredientRefs(ingredient: Pick<Ingredient, 'item'>): string[] {
  const { item } = ingredient;
  if (item === undefined) return [];
  return typeof item === 'string' ? [item] : [...item];
}

export const recipeSchema = z.strictObject({
  ...common,
  image: localImage,
  imageAlt: shortText(160),
  /** The hero's background behind the illustration. */
  tint: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #fff4d6')
    .default('#fff4d6'),
  prepMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  cookMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  servings: z.number().int().min(1).max(50),
  ingredients: z.array(ingredientSchema).min(1, 'must list at least one ingredient'),
  steps: z.array(shortText(600)).min(1, 'must list at least one step'),
});

export type Campaign = z.infer<typeof campaignSchema>;
export type Ingredient = z.infer<typeof ingredientSchema>;
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * A campaign in another of the shop's languages (src/content/campaigns/{language}/{slug}.md): its
 * words only, and its story as the Markdown body. The items, dates and picture are the original's,
 * so a translation never changes what is sold or when (docs/editors.md, "In another language").
 */
export const campaignWordsSchema = z.strictObject({
  title: shortText(80),
  description: shortText(200),
  /** Only where the original has one; without it the original's shows, in its language. */
  kicker: shortText(40).optional(),
  itemsTitle: shortText(60),
  heroAlt: shortText(160),
});

/**
 * A recipe in another language (src/content/recipes/{language}/{id}.md): its words, the story as
 * the body, the ingredients' lines in the original's order (one for each, as the items to buy are
 * the original's) and the method's steps.
 */
export const recipeWordsSchema = z.strictObject({
  title: shortText(80),
  description: shortText(200),
  imageAlt: shortText(160),
  ingredients: z.array(shortText(120)).optional(),
  steps: z.array(shortText(600)).min(1, 'must list at least one step').optional(),
});

/**
 * §2 /farm-visit (src/content/farm-visit/visit.md): what a visit is, with a few facts beside the
 * text. Every field is words, so a translation (farm-visit/{language}/visit.md) has the same ones.
 */
export const farmVisitSchema = z.strictObject({
  title: shortText(80),
  description: shortText(200),
  bannerAlt: shortText(160),
  facts: z.array(z.strictObject({ label: shortText(20), value: shortText(80) })).max(6),
});

export type CampaignWords = z.infer<typeof campaignWordsSchema>;
export type RecipeWords = z.infer<typeof recipeWordsSchema>;

/** The campaign with a translation's words in place of its own. */
export function campaignInWords(campaign: Campaign, words: CampaignWords): Campaign {
  return {
    ...campaign,
    title: words.title,
    description: words.description,
    kicker: words.kicker ?? campaign.kicker,
    itemsTitle: words.itemsTitle,
    hero: { ...campaign.hero, alt: words.heroAlt },
  };
}

/**
 * The recipe with a translation's words in place of its own, and whether its ingredients' lines are
 * the translation's: only when it gives one line for each ingredient, since each line is matched to
 * the item bought for it; otherwise the original's lines stay (in the original's language).
 */
export function recipeInWords(recipe: Recipe, words: RecipeWords): { recipe: Recipe; ingredientsTranslated: boolean } {
  const lines = words.ingredients;
  const ingredientsTranslated = lines !== undefined && lines.length === recipe.ingredients.length;
  return {
    recipe: {
      ...recipe,
      title: words.title,
      description: words.description,
      imageAlt: words.imageAlt,
      ingredients: ingredientsTranslated
        ? recipe.ingredients.map((ingredient, index) => ({ ...ingredient, text: lines[index] ?? ingredient.text }))
        : recipe.ingredients,
      steps: words.steps ?? recipe.steps,
    },
    ingredientsTranslated,
  };
}

export type CampaignState = 'upcoming' | 'running' | 'ended';

/**
 * A campaign runs from the start of validFrom to the end of validTo, both whole days of the
 * shop's calendar (src/domain/calendar.ts), so '2026-06-30' still runs on the evening of 30 June in Pune.
 */
export function campaignState(campaign: Pick<Campaign, 'validFrom' | 'validTo'>, now: Date): CampaignState {
  if (now < shopDayStart(campaign.validFrom)) return 'upcoming';
  if (now >= shopDayStart(addDays(campaign.validTo, 1))) return 'ended';
  return 'running';
}

/** Entries an editor marked as drafts are left out of the built site, shown only in `npm run dev`. */
export function isPublished(entry: { data: { draft: boolean } }, preview: boolean): boolean {
  return preview || !entry.data.draft;
}

/** '15 January 2026' in the page's language; dates are whole days, read in UTC as YAML gives them. */
export function formatDay(date: Date, languageCode: string): string {
  return new Intl.DateTimeFormat(shopLocale(languageCode), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
