// The console's form layer (decision 0344), its pure parts: rupees typed to paise and back, the item
// form's request fitting the contract's schema the server checks it with, a typing problem named by
// the request's path, and a field the server refused (its 400 answer, made by the server's own
// validationError from the same schema) shown on the input of that path.
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staffItemCreateRequest } from '../../../src/domain/api/staff/catalogue.ts';
import { draftOf, inputOf } from '../../../src/islands/staff/catalogue/item/draft.ts';
import ItemSizes from '../../../src/islands/staff/catalogue/item/ItemSizes.tsx';
import { inputId } from '../../../src/islands/staff/form/inputs.tsx';
import { sayIn } from '../../../src/islands/staff/shell/console-words.tsx';
import { ITEM_WORDS } from '../../../src/domain/staff/console-words/item.ts';
import { paiseOf, rupeesOf } from '../../../src/islands/staff/form/money.ts';
import { validationError } from '../../../src/server/said.ts';

/** The item form's words in English, as the page sends them. */
const say = sayIn(ITEM_WORDS);

const setting = {
  categories: [
    {
      id: 3,
      name: 'Vegetables',
      name_mr: 'भाज्या',
      slug: 'vegetables',
      image: '',
      sort_order: 0,
      is_active: true,
      archived: false,
      items_count: 1,
    },
  ],
  stores: [{ id: 2, name: 'FarmCart Kothrud', slug: 'farmcart-kothrud' }],
  units: [{ id: 5, name: 'Gram', symbol: 'g' }],
};

/** A new item's draft, filled as a person would: a name and one size of 250 g at ₹30. */
function filledDraft() {
  const draft = draftOf(null, setting);
  const [size] = draft.sizes;
  if (!size) throw new Error('a new draft has one size');
  return {
    ...draft,
    name: 'Fresh Methi',
    name_mr: 'ताजी मेथी',
    sizes: [
      { ...size, name: '250 g', name_mr: '२५० ग्रॅम', measurement: '250', price: '30', sale_price: '28.50', stock: '40' },
    ],
  };
}

/** Text as HTML writes it. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('money in the console’s forms', () => {
  it('reads rupees typed as paise, and refuses what is not an amount', () => {
    expect(paiseOf('45')).toBe(4500);
    expect(paiseOf(' 45.5 ')).toBe(4550);
    expect(paiseOf('45.05')).toBe(4505);
    expect(paiseOf('0')).toBe(0);
    for (const typed of ['', 'abc', '45.555', '-3', '1e3', '45,50', '12345678']) expect(paiseOf(typed)).toBeNull();
  });

  it('shows paise as rupees that read back as the same paise', () => {
    expect(rupeesOf(4500)).toBe('45');
    expect(rupeesOf(4505)).toBe('45.05');
    expect(rupeesOf(null)).toBe('');
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (paise) => paiseOf(rupeesOf(paise)) === paise));
  });
});

describe('the item form against the contract', () => {
  it('builds a request the server’s schema takes, in paise', () => {
    const { input, typing } = inputOf(filledDraft(), say);
    expect(typing).toEqual([]);
    const parsed = staffItemCreateRequest.safeParse({ store_id: 2, ...input });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(input.variants[0]).toMatchObject({
      regular_price_paise: 3000,
      sale_price_paise: 2850,
      member_price_paise: null,
    });
  });

  it('names a typing problem by the request’s path, the one the server names', () => {
    const draft = filledDraft();
    const sizes = draft.sizes.map((size) => ({ ...size, price: '30 rupees', stock: '4.5' }));
    expect(inputOf({ ...draft, sizes }, say).typing).toEqual([
      { field: 'variants.0.stock', reason: ITEM_WORDS.consoleItemStockTyping },
      { field: 'variants.0.regular_price_paise', reason: ITEM_WORDS.consoleItemAmountTyping },
    ]);
  });

  it('shows a field the server refused on the input of that field, its reason read with it', () => {
    const { input } = inputOf(filledDraft(), say);
    const variant = input.variants[0];
    if (!variant) throw new Error('one size');
    // A price the schema refuses (below -1 paise): the server's own 400 answer for it.
    const parsed = staffItemCreateRequest.safeParse({
      store_id: 2,
      ...input,
      variants: [{ ...variant, regular_price_paise: -500 }],
    });
    if (parsed.success) throw new Error('the schema takes a negative price');
    const answer = validationError(parsed.error.issues);
    expect(Object.keys(answer.fields ?? {})).toEqual(['variants.0.regular_price_paise']);
    const html = renderToStaticMarkup(
      createElement(ItemSizes, {
        sizes: filledDraft().sizes,
        units: setting.units,
        saved: false,
        errors: answer.fields ?? {},
        onChange: () => undefined,
      }),
    );
    const id = inputId('variants.0.regular_price_paise');
    expect(html).toContain(`id="${id}" aria-invalid="true" aria-describedby="${id}-error"`);
    expect(html).toContain(
      `<span id="${id}-error" class="c-field-error"><span aria-hidden="true">⚠ </span>${escaped(answer.fields?.['variants.0.regular_price_paise'] ?? '')}</span>`,
    );
    // The other fields are not marked.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  });
});
