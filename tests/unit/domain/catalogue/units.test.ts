// §6 Catalogue work in the console: the units the shop adds (decision 0319). A unit has a name and
// a one-word symbol no other unit spells in any case, since a catalogue file names units by symbol.
import { describe, expect, it } from 'vitest';
import { cleanUnit, unitRefusals } from '../../../../src/domain/catalogue/units.ts';

const SHOP = [{ symbol: 'kg' }, { symbol: 'g' }, { symbol: 'L' }, { symbol: 'pc' }];
const lines = (refusals: ReturnType<typeof unitRefusals>) =>
  Object.fromEntries(Object.entries(refusals).map(([field, said]) => [field, said.text]));

describe('a unit the shop adds', () => {
  it('takes a name and a one-word symbol', () => {
    for (const symbol of ['ml', 'dozen', 'bunch', 'pkt', 'sq.ft', 'डझन'])
      expect(unitRefusals({ name: 'A unit', symbol }, SHOP), symbol).toEqual({});
  });
  it('cleans the spaces a person types around and inside the name', () => {
    expect(cleanUnit({ name: '  Milli   litre ', symbol: ' ml ' })).toEqual({ name: 'Milli litre', symbol: 'ml' });
  });
  it('refuses a symbol the shop has, in any case, naming the one it has', () => {
    expect(lines(unitRefusals({ name: 'Litre again', symbol: 'l' }, SHOP))).toEqual({
      symbol: 'the shop already has the unit L',
    });
  });
  it('refuses an empty name, and a symbol with a space, a comma or nothing', () => {
    expect(Object.keys(unitRefusals({ name: '', symbol: 'half kg' }, SHOP))).toEqual(['name', 'symbol']);
    expect(Object.keys(unitRefusals({ name: 'Pack', symbol: 'pk,2' }, SHOP))).toEqual(['symbol']);
    expect(Object.keys(unitRefusals({ name: 'Pack', symbol: '' }, SHOP))).toEqual(['symbol']);
  });
  it('bounds the name and the symbol', () => {
    expect(lines(unitRefusals({ name: 'x'.repeat(41), symbol: 'x'.repeat(13) }, SHOP))).toEqual({
      name: 'must be at most 40 characters',
      symbol: 'must be at most 12 characters',
    });
  });
});
