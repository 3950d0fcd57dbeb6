import { describe, expect, it } from 'vitest';
import {
  type Campaign,
  campaignInWords,
  campaignSchema,
  campaignState,
  campaignWordsSchema,
  farmVisitSchema,
  infoPageSchema,
  type Recipe,
  recipeInWords,
  recipeSchema,
  recipeWordsSchema,
} from '../../../src/domain/content.ts';
import { contentFiles, translationFiles } from './fixtures.ts';

function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const mango = contentFiles('campaigns').find((file) => file.id === 'mango');
const aamras = contentFiles('recipes').find((file) => file.id === 'aamras');
const about = contentFiles('pages').find((file) => file.id === 'about');

describe('the editors’ files in src/content match their schemas', () => {
  it.each(contentFiles('pages').map((file) => [file.id, file] as const))('info page %s', (_id, file) => {
    expect(problems(infoPageSchema.safeParse(file.data))).toEqual([]);
  });
  it.each(contentFiles('campaigns').map((file) => [file.id, file] as const))('campaign %s', (_id, file) => {
    expect(problems(campaignSchema.safeParse(file.data))).toEqual([]);
  });
  it.each(contentFiles('recipes').map((file) => [file.id, file] as const))('recipe %s', (_id, file) => {
    expect(problems(recipeSchema.safeParse(file.data))).toEqual([]);
  });

  it('holds the info pages, campaigns and recipes the shop links to (§2)', () => {
    expect(contentFiles('pages').map((file) => file.id)).toEqual(
      expect.arrayContaining(['about', 'terms', 'privacy', 'refund-policy', 'contact']),
    );
    // 'home': promo slides of styles 7 and 8; 'mango': the footer's centre button.
    expect(contentFiles('campaigns').map((file) => file.id)).toEqual(expect.arrayContaining(['home', 'mango']));
    expect(contentFiles('recipes').length).toBeGreaterThanOrEqual(3);
  });
});

describe('translations: a campaign or recipe in another of the shop’s languages (docs/editors.md)', () => {
  const original = (collection: 'campaigns' | 'recipes', id: string) =>
    contentFiles(collection).find((file) => file.id === id.split('/')[1]);

  it.each(translationFiles('campaigns').map((file) => [file.id, file] as const))(
    'campaign %s: its words only, of a campaign that exists',
    (id, file) => {
      expect(problems(campaignWordsSchema.safeParse(file.data))).toEqual([]);
      expect(original('campaigns', id)).toBeDefined();
    },
  );
  it.each(translationFiles('recipes').map((file) => [file.id, file] as const))(
    'recipe %s: its words only, one line for each of the original’s ingredients',
    (id, file) => {
      expect(problems(recipeWordsSchema.safeParse(file.data))).toEqual([]);
      const recipe = recipeSchema.parse(original('recipes', id)?.data);
      const words = recipeWordsSchema.parse(file.data);
      expect(words.ingredients?.length).toBe(recipe.ingredients.length);
    },
  );

  // §2 /farm-visit: every field is words, so a translation has the same schema as the original,
  // and the same facts in the same order (they sit side by side in a grid).
  it.each([...contentFiles('farm-visit'), ...translationFiles('farm-visit')].map((file) => [file.id, file] as const))(
    'farm-visit %s',
    (_id, file) => {
      expect(problems(farmVisitSchema.safeParse(file.data))).toEqual([]);
    },
  );
  it('the farm-visit page in Marathi has as many facts as the original', () => {
    const original = farmVisitSchema.parse(contentFiles('farm-visit').find((file) => file.id === 'visit')?.data);
    const marathi = farmVisitSchema.parse(translationFiles('farm-visit').find((file) => file.id === 'mr/visit')?.data);
    expect(marathi.facts).toHaveLength(original.facts.length);
    expect(marathi.title).not.toBe(original.title);
  });

  it('the demo shop has the mango campaign and every recipe in Marathi, a line for each ingredient', () => {
    expect(translationFiles('campaigns').map((file) => file.id)).toContain('mr/mango');
    for (const file of contentFiles('recipes')) {
      const recipe: Recipe = recipeSchema.parse(file.data);
      const words = recipeWordsSchema.parse(translationFiles('recipes').find((f) => f.id === `mr/${file.id}`)?.data);
      expect(recipeInWords(recipe, words).ingredientsTranslated, file.id).toBe(true);
      expect(words.steps, file.id).toHaveLength(recipe.steps.length);
    }
  });

  it('a translation that names the items or the dates is refused: those stay the original’s', () => {
    const words = translationFiles('campaigns').find((file) => file.id === 'mr/mango')?.data;
    expect(problems(campaignWordsSchema.safeParse({ ...words, items: ['kesar-mango'] }))).toEqual([
      expect.stringMatching(/items|Unrecognized/),
    ]);
    expect(problems(campaignWordsSchema.safeParse({ ...words, validTo: '2030-01-01' })).length).toBe(1);
  });

  it('puts the words in place and keeps what is sold, when and with which picture', () => {
    const campaign: Campaign = campaignSchema.parse(mango?.data);
    const words = campaignWordsSchema.parse(translationFiles('campaigns').find((f) => f.id === 'mr/mango')?.data);
    const translated = campaignInWords(campaign, words);
    expect(translated).toMatchObject({
      title: 'हापूसचा हंगाम',
      itemsTitle: words.itemsTitle,
      items: campaign.items,
      validFrom: campaign.validFrom,
      validTo: campaign.validTo,
      hero: { image: campaign.hero.image, alt: words.heroAlt },
    });
  });

  it('keeps a recipe’s own ingredient lines when a translation does not give one for each', () => {
    const recipe: Recipe = recipeSchema.parse(aamras?.data);
    const words = recipeWordsSchema.parse(translationFiles('recipes').find((f) => f.id === 'mr/aamras')?.data);
    const whole = recipeInWords(recipe, words);
    expect(whole.ingredientsTranslated).toBe(true);
    expect(whole.recipe.ingredients.map((line) => line.item)).toEqual(recipe.ingredients.map((line) => line.item));
    expect(whole.recipe.ingredients[0]?.text).toBe(words.ingredients?.[0]);
    const short = recipeInWords(recipe, { ...words, ingredients: words.ingredients?.slice(1) });
    expect(short.ingredientsTranslated).toBe(false);
    expect(short.recipe.ingredients).toEqual(recipe.ingredients);
    expect(short.recipe.title).toBe(words.title);
  });
});

describe('a broken field is refused, naming the field', () => {
  it('a campaign without a title', () => {
    const { title: _title, ...rest } = mango?.data ?? {};
    expect(problems(campaignSchema.safeParse(rest))).toEqual([expect.stringMatching(/^title: /)]);
  });

  it('a campaign whose hero is not a picture on this site', () => {
    const data = { ...mango?.data, hero: { image: 'https://example.com/x.png', alt: 'x' } };
    expect(problems(campaignSchema.safeParse(data))).toEqual([
      expect.stringMatching(/^hero\.image: must be a path on this site/),
    ]);
  });

  it('a campaign that ends before it starts', () => {
    const data = { ...mango?.data, validFrom: new Date('2026-05-01'), validTo: new Date('2026-04-01') };
    expect(problems(campaignSchema.safeParse(data))).toEqual(['validTo: must not be before validFrom']);
  });

  it('a campaign date that is not a date', () => {
    expect(problems(campaignSchema.safeParse({ ...mango?.data, validFrom: 'next Tuesday' }))).toEqual([
      'validFrom: must be a date such as 2026-04-01',
    ]);
  });

  it('a campaign without items, or with an item name in capitals', () => {
    expect(problems(campaignSchema.safeParse({ ...mango?.data, items: [] }))).toEqual([
      'items: must list at least one item',
    ]);
    expect(problems(campaignSchema.safeParse({ ...mango?.data, items: ['Alphonso Mango'] }))).toEqual([
      expect.stringMatching(/^items\.0: must be an item slug/),
    ]);
  });

  it('a misspelt field (a typo would otherwise be silently ignored)', () => {
    expect(problems(campaignSchema.safeParse({ ...mango?.data, validTill: '2026-06-30' }))).toEqual([
      expect.stringContaining('validTill'),
    ]);
  });

  it('a recipe ingredient without text, and a recipe without steps', () => {
    const data = aamras?.data ?? {};
    const ingredients = [{ item: 'sugar' }];
    expect(problems(recipeSchema.safeParse({ ...data, ingredients }))).toEqual([
      expect.stringMatching(/^ingredients\.0\.text: /),
    ]);
    expect(problems(recipeSchema.safeParse({ ...data, steps: [] }))).toEqual(['steps: must list at least one step']);
  });

  it('an info page without a description, or with a title too long for a browser tab', () => {
    const { description: _description, ...rest } = about?.data ?? {};
    expect(problems(infoPageSchema.safeParse(rest))).toEqual([expect.stringMatching(/^description: /)]);
    expect(problems(infoPageSchema.safeParse({ ...about?.data, title: 'x'.repeat(81) }))).toEqual([
      'title: must be at most 80 characters',
    ]);
  });

  it('drafts default to published', () => {
    const parsed = infoPageSchema.parse(about?.data);
    expect(parsed.draft).toBe(false);
    expect(infoPageSchema.parse({ ...about?.data, draft: true }).draft).toBe(true);
  });
});

describe('campaign validity: whole days in India (Asia/Kolkata)', () => {
  const campaign = { validFrom: new Date('2026-04-01'), validTo: new Date('2026-06-30') };
  it.each([
    ['2026-03-31T18:29:59.999Z', 'upcoming'], // 23:59:59 on 31 March in Pune
    ['2026-03-31T18:30:00.000Z', 'running'], // midnight, 1 April in Pune
    ['2026-06-30T18:29:59.999Z', 'running'], // the last moment of 30 June in Pune
    ['2026-06-30T18:30:00.000Z', 'ended'],
  ] as const)('at %s it is %s', (now, state) => {
    expect(campaignState(campaign, new Date(now))).toBe(state);
  });
});
