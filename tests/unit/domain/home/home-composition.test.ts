import { describe, expect, it } from 'vitest';
import { codesOf } from '../../../../src/domain/api/errors.ts';
import {
  type HomeComposition,
  homeRefusals,
  moveRow,
  withNewRow,
  withoutRow,
  referencesOf,
  sectionStyles,
  showsOn,
  slideForStores,
  slideLinkUrl,
  type SlideDraft,
} from '../../../../src/domain/home/home-composition.ts';

const refs = referencesOf({
  items: [
    { id: 10, name: 'Onion', archived: false, on_sale: true },
    { id: 11, name: 'Old pickle', archived: true, on_sale: true },
    { id: 12, name: 'Rice', archived: false, on_sale: false },
  ],
  categories: [
    { id: 1, name: 'Vegetables', archived: false },
    { id: 2, name: 'Snacks', archived: true },
  ],
  stores: [{ id: 1, name: 'Kothrud' }],
  campaigns: ['mango', 'home'],
  pages: ['about'],
});

const slide = (fields: Partial<SlideDraft> = {}): SlideDraft => ({
  id: null,
  name: 'Mango week',
  image: '/media/4-800x400.webp',
  alt: 'Mangoes in a crate',
  alt_mr: '',
  link: { kind: 'campaign', slug: 'mango' },
  starts_on: null,
  ends_on: null,
  store_ids: [],
  ...fields,
});

function composition(fields: Partial<HomeComposition> = {}): HomeComposition {
  return {
    rows: [
      { id: 1, kind: 'slider', ref_id: 1, visible: true, starts_on: null, ends_on: null },
      { id: 2, kind: 'section', ref_id: 5, visible: true, starts_on: null, ends_on: null },
    ],
    sections: [
      { id: 5, type: 'main', style: 'style_2', title: 'Fresh', title_mr: 'ताजे', is_parent: false, item_ids: [10] },
    ],
    sliders: [{ id: 1, name: 'Hero', style: 'style_1', slides: [slide()] }],
    deals: [{ item_id: 10, starts_on: '2026-11-27', ends_on: '2026-11-27' }],
    footer_link: { kind: 'campaign', slug: 'mango' },
    ...fields,
  };
}

describe('homeRefusals', () => {
  it('passes a composition naming only what exists', () => {
    expect(homeRefusals(composition(), refs)).toEqual({});
  });

  it('refuses a picture without alt text, and a slide without a picture, on their fields', () => {
    const refusals = homeRefusals(
      composition({ sliders: [{ id: 1, name: 'Hero', style: 'style_1', slides: [slide({ alt: ' ', image: '' })] }] }),
      refs,
    );
    expect(refusals['sliders.0.slides.0.alt']?.key).toBe('saidRuleHomeAlt');
    expect(refusals['sliders.0.slides.0.image']?.key).toBe('saidRuleHomePicture');
  });

  it('refuses links to a missing campaign or page, an archived category or item, a missing store', () => {
    const slides = [
      slide({ link: { kind: 'campaign', slug: 'diwali' } }),
      slide({ link: { kind: 'page', slug: 'careers' } }),
      slide({ link: { kind: 'category', id: 2 } }),
      slide({ link: { kind: 'item', id: 11 } }),
      slide({ link: { kind: 'store', id: 9 } }),
      slide({ link: { kind: 'item', id: 999 } }),
    ];
    const refusals = homeRefusals(composition({ sliders: [{ id: 1, name: 'Hero', style: 'style_1', slides }] }), refs);
    expect(codesOf(refusals)).toEqual({
      'sliders.0.slides.0.link': { key: 'saidRuleHomeNoCampaign', params: { slug: 'diwali' } },
      'sliders.0.slides.1.link': { key: 'saidRuleHomeNoPage', params: { slug: 'careers' } },
      'sliders.0.slides.2.link': { key: 'saidRuleHomeArchived', params: { name: 'Snacks' } },
      'sliders.0.slides.3.link': { key: 'saidRuleHomeArchived', params: { name: 'Old pickle' } },
      'sliders.0.slides.4.link': { key: 'saidRuleHomeNoStore', params: { id: 9 } },
      'sliders.0.slides.5.link': { key: 'saidRuleHomeNoItem', params: { id: 999 } },
    });
    expect(refusals['sliders.0.slides.0.link']?.text).toBe("there is no campaign 'diwali'");
  });

  it('lets only styles 7 and 8 leave a slide without a link', () => {
    const none = [slide({ link: null })];
    expect(
      homeRefusals(composition({ sliders: [{ id: 1, name: 'H', style: 'style_1', slides: none }] }), refs),
    ).toEqual({
      'sliders.0.slides.0.link': { key: 'saidRuleHomeLink', text: 'choose where the slide leads' },
    });
    expect(
      homeRefusals(composition({ sliders: [{ id: 1, name: 'H', style: 'style_8', slides: none }] }), refs),
    ).toEqual({});
  });

  it('refuses days that end before they start, unknown stores, and styles the kind does not take', () => {
    const refusals = homeRefusals(
      composition({
        sections: [
          { id: 5, type: 'main', style: 'new1', title: '', title_mr: '', is_parent: false, item_ids: [10, 10] },
        ],
        sliders: [
          {
            id: 1,
            name: 'Hero',
            style: 'style_5',
            slides: [slide({ starts_on: '2026-12-02', ends_on: '2026-12-01', store_ids: [1, 7] })],
          },
        ],
      }),
      refs,
    );
    expect(codesOf(refusals)).toEqual({
      'sections.0.title': { key: 'saidRuleHomeNeeded' },
      'sections.0.style': { key: 'saidRuleHomeOneOf', params: { styles: expect.stringContaining('style_1') } },
      'sections.0.item_ids': { key: 'saidRuleHomeItemTwice' },
      'sliders.0.style': { key: 'saidRuleHomeOneOf', params: { styles: expect.stringContaining('style_11') } },
      'sliders.0.slides.0.ends_on': { key: 'saidRangeOnOrAfter' },
      'sliders.0.slides.0.store_ids': { key: 'saidRuleHomeNoStore', params: { id: '7' } },
    });
  });

  it('refuses an archived item in a section and a deal that is not on sale', () => {
    const refusals = homeRefusals(
      composition({
        sections: [
          { id: 5, type: 'main', style: 'style_2', title: 'F', title_mr: '', is_parent: false, item_ids: [11] },
        ],
        deals: [{ item_id: 12, starts_on: '2026-11-27', ends_on: '2026-11-26' }],
      }),
      refs,
    );
    expect(codesOf(refusals)).toEqual({
      'sections.0.item_ids': { key: 'saidRuleHomeArchived', params: { name: 'Old pickle' } },
      'deals.0.item_id': { key: 'saidRuleHomeNotOnSale', params: { name: 'Rice' } },
      'deals.0.ends_on': { key: 'saidRangeOnOrAfter' },
    });
  });

  it('refuses a row naming a section or slider the composition lacks', () => {
    const refusals = homeRefusals(
      composition({
        rows: [{ id: 3, kind: 'section', ref_id: 99, visible: true, starts_on: null, ends_on: null }],
      }),
      refs,
    );
    expect(refusals).toEqual({
      'rows.0': { key: 'saidRuleHomeNoSection', params: { id: 99 }, text: 'there is no section 99' },
    });
  });
});

// docs/behaviour.md §2 Mobile home (the editors' rows, decision 0317) and §2 Footer tabs.
describe('rows added, removed and on their days', () => {
  it('adds a row of each kind at the end, with a new section or slider below every id the draft holds', () => {
    const base = composition();
    const withSlider = withNewRow(base, 'slider');
    expect(withSlider.rows.at(-1)).toEqual({
      id: -1,
      kind: 'slider',
      ref_id: -2,
      visible: true,
      starts_on: null,
      ends_on: null,
    });
    expect(withSlider.sliders.at(-1)).toEqual({ id: -2, name: '', style: 'style_1', slides: [] });
    const withBoth = withNewRow(withSlider, 'deals');
    expect(withBoth.rows.at(-1)).toMatchObject({ id: -3, kind: 'section', ref_id: -4 });
    expect(withBoth.sections.at(-1)).toMatchObject({ id: -4, type: 'deal_of_the_day', style: 'default', title: '' });
    expect(withNewRow(base, 'banner').sliders.at(-1)?.style).toBe('style_11');
    expect(withNewRow(base, 'category').sections.at(-1)?.type).toBe('category');
  });

  it('refuses a new row until its slider or section is named, and passes it once it is', () => {
    const added = withNewRow(withNewRow(composition(), 'slider'), 'section');
    expect(codesOf(homeRefusals(added, refs))).toEqual({
      'sliders.1.name': { key: 'saidRuleHomeNeeded' },
      'sections.1.title': { key: 'saidRuleHomeNeeded' },
    });
    const named = {
      ...added,
      sliders: added.sliders.map((one) => (one.id < 0 ? { ...one, name: 'Winter', slides: [slide()] } : one)),
      sections: added.sections.map((one) => (one.id < 0 ? { ...one, title: 'Greens', item_ids: [10] } : one)),
    };
    expect(homeRefusals(named, refs)).toEqual({});
  });

  it('removes a row with its section or slider, keeping one another row still shows', () => {
    const base = composition();
    expect(withoutRow(base, 0)).toMatchObject({ rows: [{ id: 2 }], sliders: [] });
    expect(withoutRow(base, 1)).toMatchObject({ rows: [{ id: 1 }], sections: [] });
    const twice = { ...base, rows: [...base.rows, { ...base.rows[0], id: 3 } as (typeof base.rows)[0]] };
    expect(withoutRow(twice, 0).sliders).toHaveLength(1);
    expect(withoutRow(base, 5)).toBe(base);
  });

  it('refuses a row’s days that are not days or end before they start', () => {
    const base = composition();
    const rows = base.rows.map((row, index) =>
      index === 0 ? { ...row, starts_on: '2026-12-05', ends_on: '2026-12-01' } : { ...row, starts_on: '2026-13-01' },
    );
    expect(codesOf(homeRefusals({ ...base, rows }, refs))).toEqual({
      'rows.0.ends_on': { key: 'saidRangeOnOrAfter' },
      'rows.1.starts_on': { key: 'saidRuleDate' },
    });
  });

  it('refuses a footer button leading to a campaign, page or screen that does not exist', () => {
    expect(homeRefusals(composition({ footer_link: null }), refs)).toEqual({});
    expect(homeRefusals(composition({ footer_link: { kind: 'page', slug: 'about' } }), refs)).toEqual({});
    expect(codesOf(homeRefusals(composition({ footer_link: { kind: 'campaign', slug: 'litchi' } }), refs))).toEqual({
      footer_link: { key: 'saidRuleHomeNoCampaign', params: { slug: 'litchi' } },
    });
    expect(codesOf(homeRefusals(composition({ footer_link: { kind: 'screen', path: '/nowhere' } }), refs))).toEqual({
      footer_link: { key: 'saidRuleHomeNoScreen', params: { path: '/nowhere' } },
    });
  });
});

describe('the home’s small rules', () => {
  it('moves a row up or down, and leaves the ends alone', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('offers the styles each kind of section takes', () => {
    expect(sectionStyles({ type: 'deal_of_the_day', is_parent: false, style: 'new1' })).toContain('new3');
    expect(sectionStyles({ type: 'main', is_parent: false, style: 'style_1' })).not.toContain('style_6');
    expect(sectionStyles({ type: 'main', is_parent: true, style: 'style_6' })).toEqual(['style_6']);
    expect(sectionStyles({ type: 'frequently_bought', is_parent: false, style: null })).toEqual([]);
  });

  it('makes a slide’s address from its link', () => {
    const slugOf = (kind: string, id: number) => `${kind}-${id}`;
    expect(slideLinkUrl({ kind: 'item', id: 3 }, slugOf)).toBe('/item/item-3');
    expect(slideLinkUrl({ kind: 'store', id: 1 }, slugOf)).toBe('/stores/store-1');
    expect(slideLinkUrl({ kind: 'campaign', slug: 'mango' }, slugOf)).toBe('/campaign/mango');
    expect(slideLinkUrl({ kind: 'page', slug: 'about' }, slugOf)).toBe('/pages/about');
    expect(slideLinkUrl({ kind: 'screen', path: '/members-mart' }, slugOf)).toBe('/members-mart');
    expect(slideLinkUrl(null, slugOf)).toBeNull();
  });

  it('shows a thing on its days and to its stores’ customers', () => {
    expect(showsOn('2026-11-27', '2026-11-27', '2026-11-27')).toBe(true);
    expect(showsOn('2026-11-28', null, '2026-11-27')).toBe(false);
    expect(showsOn('2026-11-26', '2026-11-27', null)).toBe(false);
    expect(showsOn('2026-11-26', null, null)).toBe(true);
    expect(slideForStores([], new Set())).toBe(true);
    expect(slideForStores([2], new Set([1]))).toBe(false);
    expect(slideForStores([1, 2], new Set([2]))).toBe(true);
  });
});
