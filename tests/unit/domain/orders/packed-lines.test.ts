// The lines as packed (decision 0285): what the packing slip lists and the rider hands over once a
// line was short.
import { describe, expect, it } from 'vitest';
import { packedCount, packedLines, type ShortLine } from '../../../../src/domain/orders/packed-lines.ts';

const BANANA = { id: 11, name: 'Banana', variant_name: '12 pc', quantity: 3, addons: [] };
const MILK = { id: 12, name: 'Milk', variant_name: '1 L', quantity: 1, addons: ['Chilled'] };
const BREAKFAST = { id: 13, name: 'Breakfast combo', variant_name: null, quantity: 1, addons: [] };

const short = (change: Partial<ShortLine>): ShortLine => ({
  order_item_id: BANANA.id,
  part_id: null,
  short_quantity: 1,
  state: 'settled',
  outcome: 'substitute',
  substitute_name: 'Grapes',
  substitute_variant_name: '500 g',
  substitute_quantity: 1,
  ...change,
});

describe('the lines as packed', () => {
  it('are the lines as placed when nothing was short', () => {
    expect(packedLines([MILK, BANANA], [])).toEqual([
      { name: 'Banana', variant_name: '12 pc', quantity: 3, addons: [], instead_of: null },
      { name: 'Milk', variant_name: '1 L', quantity: 1, addons: ['Chilled'], instead_of: null },
    ]);
  });

  it('keep what was not short and list the substitute after it, naming what it replaces', () => {
    const lines = packedLines([BANANA, MILK], [short({})]);
    expect(lines).toEqual([
      { name: 'Banana', variant_name: '12 pc', quantity: 2, addons: [], instead_of: null },
      { name: 'Grapes', variant_name: '500 g', quantity: 1, addons: [], instead_of: 'Banana' },
      { name: 'Milk', variant_name: '1 L', quantity: 1, addons: ['Chilled'], instead_of: null },
    ]);
    expect(packedCount(lines)).toBe(4);
  });

  it('drop a line short in full, and list no substitute for a refunded one', () => {
    const lines = packedLines([BANANA], [short({ short_quantity: 3, outcome: 'refund', substitute_quantity: 0 })]);
    expect(lines).toEqual([]);
  });

  it('leave the substitute out while the customer is still to answer', () => {
    expect(packedLines([BANANA], [short({ state: 'asked', outcome: null })])).toEqual([
      { name: 'Banana', variant_name: '12 pc', quantity: 2, addons: [], instead_of: null },
    ]);
  });

  it('keep a combo whose part was short, with the part’s substitute named after the part', () => {
    const lines = packedLines(
      [BREAKFAST],
      [
        short({
          order_item_id: BREAKFAST.id,
          part_id: 7,
          substitute_name: 'Brown bread',
          substitute_variant_name: null,
        }),
      ],
      new Map([[7, 'White bread']]),
    );
    expect(lines).toEqual([
      { name: 'Breakfast combo', variant_name: null, quantity: 1, addons: [], instead_of: null },
      { name: 'Brown bread', variant_name: null, quantity: 1, addons: [], instead_of: 'White bread' },
    ]);
  });
});
