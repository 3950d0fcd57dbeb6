import { describe, expect, it } from 'vitest';
import { campaignSchema, campaignState, infoPageSchema, recipeSchema } from '../../../src/domain/content.ts';
import { contentFiles } from './fixtures.ts';

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
