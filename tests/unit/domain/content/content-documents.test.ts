// The publish rules of content documents (decision 0281): the default language's words are
// required, another language is optional but complete once begun, every picture has alt text,
// dates in order, lengths bounded; and which of the shop's languages a document lacks.
import { describe, expect, it } from 'vitest';
import {
  bodyLinks,
  bodyPictures,
  type CampaignDoc,
  contentProblems,
  emptyDoc,
  type FarmVisitDoc,
  missingLanguages,
  type PageDoc,
  type RecipeDoc,
  shopLink,
} from '../../../../src/domain/content/documents.ts';

const LANGUAGES = { languages: ['en', 'mr'], defaultLanguage: 'en' };
const body = (html: string) => ({ html, source: { type: 'doc' } });
const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field);

const page = (): PageDoc => ({
  order: 1,
  updated: '2026-01-15',
  words: { en: { title: 'Terms', description: 'The terms.', body: body('<p>Text</p>') } },
});

const campaign = (): CampaignDoc => ({
  hero: { image: '/images/banners/mango-season.webp', width: 1200, height: 500 },
  valid_from: '2026-10-01',
  valid_to: '2027-06-30',
  items: ['alphonso-mango', 'kesar-mango'],
  words: {
    en: {
      title: 'Alphonso season',
      description: 'Mangoes.',
      kicker: null,
      items_title: 'Shop the season',
      hero_alt: 'Mangoes in a crate',
      body: body('<p>Story</p>'),
    },
  },
});

const recipe = (): RecipeDoc => ({
  image: '/images/items/mango.webp',
  tint: '#fff1cc',
  prep_minutes: 15,
  cook_minutes: 0,
  servings: 4,
  ingredients: [
    { items: ['alphonso-mango'], needs: '1 kg', quantity: 1 },
    { items: [], needs: null, quantity: 1 },
  ],
  words: {
    en: {
      title: 'Aamras',
      description: 'Aamras.',
      image_alt: 'A mango',
      ingredients: ['4 mangoes', 'A pinch of saffron'],
      steps: ['Peel.', 'Blend.'],
      body: body(''),
    },
  },
});

describe('contentProblems', () => {
  it('finds nothing in complete documents of every kind', () => {
    expect(contentProblems('page', page(), LANGUAGES)).toEqual([]);
    expect(contentProblems('campaign', campaign(), LANGUAGES)).toEqual([]);
    expect(contentProblems('recipe', recipe(), LANGUAGES)).toEqual([]);
    const visit: FarmVisitDoc = {
      words: {
        en: {
          title: 'Visit',
          description: 'Visit us.',
          banner_alt: 'The farm',
          facts: [{ label: 'When', value: 'Weekends' }],
          body: body('<p>Come</p>'),
        },
      },
    };
    expect(contentProblems('farm_visit', visit, LANGUAGES)).toEqual([]);
  });

  it('requires the default language’s words', () => {
    const doc = page();
    doc.words = { mr: { title: 'अटी', description: 'अटी.', body: body('<p>मजकूर</p>') } };
    expect(fields(contentProblems('page', doc, LANGUAGES))).toEqual(['words.en']);
  });

  it('leaves another language optional, but once begun its required words must be filled', () => {
    const doc = campaign();
    expect(contentProblems('campaign', doc, LANGUAGES)).toEqual([]);
    doc.words.mr = { ...(doc.words.en as NonNullable<typeof doc.words.en>), title: '', hero_alt: ' ' };
    expect(fields(contentProblems('campaign', doc, LANGUAGES))).toEqual(['words.mr.title', 'words.mr.hero_alt']);
  });

  it('refuses a language the shop does not offer', () => {
    const doc = page();
    doc.words.fr = { title: 'Conditions', description: 'Les conditions.', body: body('<p>Texte</p>') };
    expect(fields(contentProblems('page', doc, LANGUAGES))).toEqual(['words.fr']);
  });

  it('needs alt text on the hero in the default language and on every picture of a body', () => {
    const doc = campaign();
    if (doc.words.en) {
      doc.words.en.hero_alt = '';
      doc.words.en.body = body('<p>One <img src="/a.webp" alt="A"> two <img src="/b.webp"></p>');
    }
    const problems = contentProblems('campaign', doc, LANGUAGES);
    expect(problems).toContainEqual({ field: 'words.en.hero_alt', reason: expect.stringMatching(/alt text/) });
    expect(problems).toContainEqual({
      field: 'words.en.body',
      reason: 'picture 2 needs alt text (what a screen reader says)',
    });
  });

  it('keeps a campaign’s days in order and its items chosen, each once', () => {
    const doc = campaign();
    doc.valid_to = '2026-09-30';
    doc.items = ['alphonso-mango', 'Not A Slug', 'alphonso-mango'];
    const problems = contentProblems('campaign', doc, LANGUAGES);
    expect(problems).toContainEqual({ field: 'valid_to', reason: 'must not be before the first day' });
    expect(problems).toContainEqual({ field: 'items.1', reason: 'must be an item chosen by search' });
    expect(problems).toContainEqual({ field: 'items.2', reason: 'is listed twice' });
    doc.items = [];
    expect(fields(contentProblems('campaign', doc, LANGUAGES))).toContain('items');
  });

  it('refuses a date that is not a real day', () => {
    const doc = campaign();
    doc.valid_from = '2026-02-30';
    expect(fields(contentProblems('campaign', doc, LANGUAGES))).toContain('valid_from');
  });

  it('bounds the lengths of words', () => {
    const doc = page();
    if (doc.words.en) doc.words.en.title = 'x'.repeat(81);
    expect(contentProblems('page', doc, LANGUAGES)).toEqual([
      { field: 'words.en.title', reason: 'must be at most 80 characters' },
    ]);
  });

  it('needs one ingredient line per ingredient in every language with words, and an amount it can buy', () => {
    const doc = recipe();
    doc.words.mr = { ...(doc.words.en as NonNullable<typeof doc.words.en>), ingredients: ['४ आंबे'] };
    const first = doc.ingredients[0];
    if (first) first.needs = 'a handful';
    const problems = fields(contentProblems('recipe', doc, LANGUAGES));
    expect(problems).toContain('words.mr.ingredients');
    expect(problems).toContain('ingredients.0.needs');
  });

  it('answers shape errors on their path instead of the rules', () => {
    const broken = { ...page(), order: 'first' } as unknown as PageDoc;
    expect(fields(contentProblems('page', broken, LANGUAGES))).toEqual(['order']);
  });

  it('finds an empty new document incomplete, not broken', () => {
    const problems = fields(contentProblems('campaign', emptyDoc('campaign', 'en'), LANGUAGES));
    expect(problems).toEqual(expect.arrayContaining(['hero.image', 'valid_from', 'items', 'words.en.title']));
  });
});

describe('missingLanguages', () => {
  it('lists the shop’s languages without words, in the shop’s order', () => {
    expect(missingLanguages('page', page(), ['en', 'mr'])).toEqual(['mr']);
    const doc = page();
    doc.words.mr = { title: 'अटी', description: 'अटी.', body: body('') };
    expect(missingLanguages('page', doc, ['en', 'mr'])).toEqual([]);
  });
});

describe('links and pictures of a body', () => {
  it('reads hrefs and alt texts, and names the shop pages links lead to', () => {
    const html =
      '<p><a href="/campaign/mango?x=1">a</a> <a href="https://elsewhere.example/">b</a><img src="/i.webp" alt="&quot;Mango&quot;"></p>';
    expect(bodyLinks(html)).toEqual(['/campaign/mango?x=1', 'https://elsewhere.example/']);
    expect(bodyPictures(html)).toEqual([{ src: '/i.webp', alt: '"Mango"' }]);
    expect(shopLink('/campaign/mango?x=1')).toEqual({ kind: 'campaign', slug: 'mango' });
    expect(shopLink('/pages/contact')).toEqual({ kind: 'page', slug: 'contact' });
    expect(shopLink('/item/alphonso-mango')).toEqual({ kind: 'item', slug: 'alphonso-mango' });
    expect(shopLink('https://elsewhere.example/campaign/x')).toBeNull();
    expect(shopLink('//elsewhere.example/campaign/x')).toBeNull();
    expect(shopLink('mailto:care@farmcart.example.in')).toBeNull();
    expect(shopLink('/')).toBeNull();
  });
});
