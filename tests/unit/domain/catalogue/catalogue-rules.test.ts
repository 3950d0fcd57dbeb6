import { describe, expect, it } from 'vitest';
import {
  categoryProblems,
  inItemFormOrder,
  isCalendarDate,
  itemProblems,
  nameProblems,
  problemsByField,
  SLUG_MAX,
  slugFromName,
  slugProblems,
  type ItemFields,
  type VariantFields,
  variantProblems,
} from '../../../../src/domain/catalogue/catalogue-rules.ts';

const variant: VariantFields = {
  name: '500 g',
  name_mr: '५०० ग्रॅम',
  measurement: 500,
  regular_price_paise: 4000,
  sale_price_paise: 3500,
  member_price_paise: null,
  stock: 10,
  is_infinite: false,
  is_negative: false,
  is_default: true,
};
const item: ItemFields = {
  name: 'Fresh Methi',
  name_mr: 'ताजी मेथी',
  description: '',
  description_mr: '',
  slug: 'fresh-methi-kothrud',
  image: 'img/methi.webp',
  is_free_item: false,
  is_pre_item: false,
  pre_avail_date: '',
};
const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe('slugs', () => {
  it('makes a slug from a name: lowercase, accents dropped, one dash between words', () => {
    expect(slugFromName('  Crème Fraîche 200 g ')).toBe('creme-fraiche-200-g');
    expect(slugFromName('Salt & Pepper -- Mix')).toBe('salt-and-pepper-mix');
  });
  it('gives nothing for a name with no Latin letter or digit', () => {
    expect(slugFromName('ताजी मेथी')).toBe('');
  });
  it('cuts a long name at a dash within the limit', () => {
    const slug = slugFromName(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/^word(-word)*$/);
  });
  it('refuses an empty, overlong or ill-formed slug, on the slug field', () => {
    expect(slugProblems('')).toHaveLength(1);
    expect(slugProblems('a'.repeat(SLUG_MAX + 1))[0]?.field).toBe('slug');
    for (const bad of ['Fresh-Methi', 'fresh--methi', '-methi', 'methi-', 'मेथी', 'fresh methi'])
      expect(slugProblems(bad), bad).toHaveLength(1);
    expect(slugProblems('fresh-methi-2')).toEqual([]);
  });
});

describe('names', () => {
  it('requires a name and bounds its length', () => {
    expect(nameProblems('   ', 'name')[0]).toEqual({ field: 'name', reason: 'Give a name.' });
    expect(nameProblems('x'.repeat(121), 'name')[0]?.reason).toContain('120 characters');
    expect(nameProblems('x'.repeat(120), 'name')).toEqual([]);
  });
  it('leaves an optional name empty, but bounds it', () => {
    expect(nameProblems('', 'name_mr', { optional: true })).toEqual([]);
    expect(nameProblems('म'.repeat(121), 'name_mr', { optional: true })).toHaveLength(1);
  });
});

describe('variants', () => {
  it('accepts a well-formed variant', () => {
    expect(variantProblems(variant, false)).toEqual([]);
  });
  it('refuses a sale price above the regular price, on the sale price', () => {
    const problems = variantProblems({ ...variant, sale_price_paise: 4100 }, false);
    expect(problems).toEqual([
      { field: 'sale_price_paise', reason: 'The sale price cannot be above the price: lower it, or raise the price.' },
    ]);
  });
  it('refuses a negative stock unless the variant may go below zero', () => {
    expect(fields(variantProblems({ ...variant, stock: -2 }, false))).toEqual(['stock']);
    expect(variantProblems({ ...variant, stock: -2, is_negative: true }, false)).toEqual([]);
  });
  it('refuses a price of 0 on an item that is not free, and allows it on a free item', () => {
    const zero = { ...variant, regular_price_paise: 0, sale_price_paise: 0 };
    expect(fields(variantProblems(zero, false))).toEqual(['regular_price_paise', 'sale_price_paise']);
    expect(variantProblems(zero, true)).toEqual([]);
  });
  it('refuses a measurement of 0 or below', () => {
    expect(fields(variantProblems({ ...variant, measurement: 0 }, false))).toEqual(['measurement']);
    expect(fields(variantProblems({ ...variant, measurement: -1 }, false))).toEqual(['measurement']);
    expect(fields(variantProblems({ ...variant, measurement: Number.NaN }, false))).toEqual(['measurement']);
  });
  it('refuses a member price above the sale price', () => {
    expect(fields(variantProblems({ ...variant, member_price_paise: 3600 }, false))).toEqual(['member_price_paise']);
    expect(variantProblems({ ...variant, member_price_paise: 3200 }, false)).toEqual([]);
  });
  it('takes a blank sale price as no offer (§6 Catalogue work in the console)', () => {
    expect(variantProblems({ ...variant, sale_price_paise: null }, false)).toEqual([]);
    expect(variantProblems({ ...variant, sale_price_paise: null, member_price_paise: 4000 }, false)).toEqual([]);
    expect(variantProblems({ ...variant, sale_price_paise: null, member_price_paise: 4100 }, false)).toEqual([
      { field: 'member_price_paise', reason: 'The member price cannot be above the price.' },
    ]);
  });
  it('refuses fractional paise and negative prices', () => {
    expect(fields(variantProblems({ ...variant, regular_price_paise: -100 }, false))).toEqual(['regular_price_paise']);
    expect(fields(variantProblems({ ...variant, sale_price_paise: 10.5 }, false))).toEqual(['sale_price_paise']);
  });
});

describe('items', () => {
  it('accepts an item with one default variant', () => {
    expect(itemProblems(item, [variant, { ...variant, name: '1 kg', measurement: 1000, is_default: false }])).toEqual(
      [],
    );
  });
  it('needs at least one variant and exactly one default', () => {
    expect(fields(itemProblems(item, []))).toEqual(['variants']);
    expect(fields(itemProblems(item, [{ ...variant, is_default: false }]))).toEqual(['variants']);
    expect(itemProblems(item, [variant, variant])[0]?.reason).toBe('Only one size can be the default.');
  });
  it("names a variant's refused field by its place", () => {
    const problems = itemProblems(item, [variant, { ...variant, is_default: false, sale_price_paise: 9000 }]);
    expect(problemsByField(problems)).toEqual({
      'variants.1.sale_price_paise': 'The sale price cannot be above the price: lower it, or raise the price.',
    });
  });
  it('takes a pre-order date only as a real date, and needs one on a pre-order item', () => {
    expect(fields(itemProblems({ ...item, pre_avail_date: '2027-02-30' }, [variant]))).toEqual(['pre_avail_date']);
    expect(fields(itemProblems({ ...item, pre_avail_date: 'next week' }, [variant]))).toEqual(['pre_avail_date']);
    expect(fields(itemProblems({ ...item, is_pre_item: true }, [variant]))).toEqual(['pre_avail_date']);
    expect(itemProblems({ ...item, is_pre_item: true, pre_avail_date: '2027-01-15' }, [variant])).toEqual([]);
  });
  it('requires the English name and bounds the description', () => {
    expect(fields(itemProblems({ ...item, name: '' }, [variant]))).toEqual(['name']);
    expect(fields(itemProblems({ ...item, description: 'x'.repeat(2001) }, [variant]))).toEqual(['description']);
  });
});

describe('categories and dates', () => {
  it('checks a category', () => {
    expect(
      categoryProblems({ name: 'Leafy greens', name_mr: '', slug: 'leafy-greens', image: '', sort_order: 3 }),
    ).toEqual([]);
    expect(fields(categoryProblems({ name: '', name_mr: '', slug: 'Leafy', image: 'a b', sort_order: 1.5 }))).toEqual([
      'name',
      'slug',
      'image',
      'sort_order',
    ]);
  });
  it('knows a calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-1-5')).toBe(false);
  });
});

describe('refusals in the form’s order (§6 Catalogue work in the console)', () => {
  it('puts the names first, then each size top to bottom, whatever order they were found in', () => {
    const found = [
      { field: 'variants.1.stock', reason: 'b' },
      { field: 'variants.0.regular_price_paise', reason: 'c' },
      { field: 'variants.0.measurement', reason: 'd' },
      { field: 'slug', reason: 'e' },
      { field: 'variants.0.name', reason: 'f' },
      { field: 'variants', reason: 'g' },
      { field: 'category_id', reason: 'h' },
      { field: 'name', reason: 'i' },
      { field: 'nutritional_facts.1.name', reason: 'j' },
      { field: 'nutritional_facts.0.value', reason: 'k' },
    ];
    expect(fields(inItemFormOrder(found))).toEqual([
      'name',
      'category_id',
      'slug',
      'nutritional_facts.0.value',
      'nutritional_facts.1.name',
      'variants',
      'variants.0.name',
      'variants.0.measurement',
      'variants.0.regular_price_paise',
      'variants.1.stock',
    ]);
  });
  it('keeps two reasons of one field in the order given (the typing before the rule)', () => {
    const twice = [
      { field: 'variants.0.measurement', reason: 'typing' },
      { field: 'name', reason: 'name' },
      { field: 'variants.0.measurement', reason: 'rule' },
    ];
    expect(problemsByField(inItemFormOrder(twice))).toEqual({ name: 'name', 'variants.0.measurement': 'typing' });
  });
});
