// The rules of an addon group and of a combo (decision 0280), each refusal on its field.
import { describe, expect, it } from 'vitest';
import {
  type AddonGroupFields,
  addonGroupProblems,
  type ComboFields,
  comboProblems,
} from '../../../../src/domain/catalogue/addon-combo-rules.ts';
import { problemsByField } from '../../../../src/domain/catalogue/catalogue-rules.ts';

const group: AddonGroupFields = {
  name: 'Cutting style',
  name_mr: 'कापण्याची पद्धत',
  type: 'SINGLE',
  addons: [
    { name: 'Whole', name_mr: 'अख्खे', price_paise: 0, is_active: true },
    { name: 'Diced', name_mr: '', price_paise: 1000, is_active: true },
  ],
};

const combo: ComboFields = {
  name: 'Breakfast Pair',
  name_mr: '',
  description: '',
  description_mr: '',
  slug: 'breakfast-pair',
  image: '/media/3-480.webp',
  price_paise: 9900,
  old_price_paise: 12_000,
  parts: [
    { variant_id: 10, quantity: 1 },
    { variant_id: 11, quantity: 2 },
  ],
};

describe('addonGroupProblems', () => {
  it('takes a pick-one group whose first addon is free', () => {
    expect(addonGroupProblems(group)).toEqual([]);
    expect(addonGroupProblems({ ...group, type: 'MULTI' })).toEqual([]);
  });

  it('refuses an unknown way of choosing, no addons, and a pick-one group with nothing on offer', () => {
    expect(problemsByField(addonGroupProblems({ ...group, type: 'SOME' }))).toHaveProperty('type');
    expect(problemsByField(addonGroupProblems({ ...group, addons: [] })).addons).toBe(
      'Give the group at least one addon.',
    );
    const closed = group.addons.map((addon) => ({ ...addon, is_active: false }));
    expect(problemsByField(addonGroupProblems({ ...group, addons: closed })).addons).toMatch(/keep at least one/);
    // A pick-any group may have nothing on offer for a while.
    expect(addonGroupProblems({ ...group, type: 'MULTI', addons: closed })).toEqual([]);
  });

  it('refuses a nameless addon, a repeated name and a price below 0, each on its addon', () => {
    const fields = problemsByField(
      addonGroupProblems({
        ...group,
        addons: [
          { name: '', name_mr: '', price_paise: 0, is_active: true },
          { name: 'Diced', name_mr: '', price_paise: -5, is_active: true },
          { name: 'diced ', name_mr: '', price_paise: 1.5, is_active: true },
        ],
      }),
    );
    expect(fields).toEqual({
      'addons.0.name': 'Give a name for the addon in English.',
      'addons.1.price_paise': 'Give the price in rupees, 0 or more.',
      'addons.2.name': 'Another addon of this group has this name.',
      'addons.2.price_paise': 'Give the price in rupees, 0 or more.',
    });
  });
});

describe('comboProblems', () => {
  it('takes a combo of two parts cheaper than they are alone', () => {
    expect(comboProblems(combo)).toEqual([]);
    expect(comboProblems({ ...combo, old_price_paise: combo.price_paise })).toEqual([]);
  });

  it('refuses a price of 0, an old price below the price, fewer than two parts, a repeated part and a bad quantity', () => {
    expect(problemsByField(comboProblems({ ...combo, price_paise: 0 })).price_paise).toMatch(/above 0/);
    expect(problemsByField(comboProblems({ ...combo, old_price_paise: 9000 })).old_price_paise).toMatch(
      /cannot be below/,
    );
    expect(problemsByField(comboProblems({ ...combo, parts: combo.parts.slice(0, 1) })).parts).toMatch(
      /at least two parts/,
    );
    const fields = problemsByField(
      comboProblems({
        ...combo,
        parts: [
          { variant_id: 10, quantity: 1 },
          { variant_id: 10, quantity: 0 },
        ],
      }),
    );
    expect(fields).toEqual({
      'parts.1.variant_id': 'This size is already a part: raise its quantity instead.',
      'parts.1.quantity': 'Give how many, a whole number from 1 to 99.',
    });
  });
});
