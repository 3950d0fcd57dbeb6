import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  type CatalogueRow,
  catalogueCsv,
  fileSizeProblem,
  readCatalogueFile,
} from '../../../../src/domain/catalogue/csv-catalogue.ts';
import { parseCsv } from '../../../../src/domain/catalogue/csv-read.ts';
import { planImport, type StoredCatalogue, type StoredItem } from '../../../../src/domain/catalogue/csv-plan.ts';
import { pictureNames } from '../../../../src/domain/catalogue/csv-pictures.ts';

const methi: StoredItem = {
  id: 10,
  slug: 'methi-kothrud',
  name: 'Fresh Methi',
  name_mr: 'ताजी मेथी',
  category_slug: 'vegetables',
  is_veg: true,
  is_active: true,
  is_free_item: false,
  images: ['/media/7-480.webp'],
  picture: 'methi-bunch.jpg',
  variants: [
    {
      id: 100,
      name: '1 bunch',
      unit: 'pc',
      measurement: 1,
      regular_price_paise: 3000,
      sale_price_paise: 2800,
      member_price_paise: null,
      stock: 12,
      is_infinite: false,
      is_negative: false,
      is_default: true,
    },
    {
      id: 101,
      name: '3 bunches',
      unit: 'pc',
      measurement: 3,
      regular_price_paise: 8500,
      sale_price_paise: 8500,
      member_price_paise: 8000,
      stock: -2,
      is_infinite: false,
      is_negative: true,
      is_default: false,
    },
  ],
};
const rice: StoredItem = {
  id: 11,
  slug: 'rice-kothrud',
  name: 'Ambemohar Rice',
  name_mr: '',
  category_slug: 'grains',
  is_veg: null,
  is_active: true,
  is_free_item: false,
  images: [],
  picture: '',
  variants: [
    {
      id: 110,
      name: '1 kg',
      unit: 'kg',
      measurement: 1,
      regular_price_paise: 12000,
      sale_price_paise: 12000,
      member_price_paise: null,
      stock: 0,
      is_infinite: true,
      is_negative: false,
      is_default: true,
    },
  ],
};
const stored: StoredCatalogue = {
  store_slug: 'farmcart-kothrud',
  items: [methi, rice],
  categories: new Set(['vegetables', 'grains']),
  units: new Set(['kg', 'g', 'pc']),
  other_slugs: new Set(['methi-baner']),
  pictures: pictureNames([
    { id: 7, name: 'methi-bunch.jpg', width: 1200 },
    { id: 8, name: 'Toor Dal.png', width: 400 },
  ]),
};

/** The store as the export writes it. */
function exported(): CatalogueRow[] {
  return stored.items.flatMap((item) =>
    item.variants.map((variant) => ({
      store_slug: stored.store_slug,
      item_slug: item.slug,
      item_name: item.name,
      item_name_mr: item.name_mr,
      category_slug: item.category_slug,
      is_veg: item.is_veg,
      is_active: item.is_active,
      picture: item.picture,
      variant_name: variant.name,
      unit: variant.unit,
      measurement: variant.measurement,
      regular_price_paise: variant.regular_price_paise,
      sale_price_paise: variant.sale_price_paise,
      member_price_paise: variant.member_price_paise,
      stock: variant.stock,
      is_infinite: variant.is_infinite,
      is_negative: variant.is_negative,
      is_default: variant.is_default,
      variant_id: variant.id,
    })),
  );
}

function plan(text: string) {
  const read = readCatalogueFile(text);
  return planImport(read.rows, stored, read.problems);
}

/** The export's text with `change` applied to the data lines' fields (by column name). */
function edited(change: (fields: Record<string, string>, index: number) => void, extra: string[] = []): string {
  const [header, ...records] = parseCsv(catalogueCsv(exported())).records;
  const names = header?.fields ?? [];
  const lines = records.map((record, index) => {
    const fields = Object.fromEntries(names.map((name, position) => [name, record.fields[position] ?? '']));
    change(fields, index);
    return names.map((name) => fields[name]).join(',');
  });
  return [names.join(','), ...lines, ...extra].join('\r\n');
}

describe('the catalogue export', () => {
  it('writes the columns in order, prices in rupees, a negative stock as a number, the variant id', () => {
    const text = catalogueCsv(exported());
    const [header, first, second] = parseCsv(text).records.map((record) => record.fields);
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(first).toEqual([
      'farmcart-kothrud',
      'methi-kothrud',
      'Fresh Methi',
      'ताजी मेथी',
      'vegetables',
      'yes',
      'yes',
      'methi-bunch.jpg',
      '1 bunch',
      'pc',
      '1',
      '30.00',
      '28.00',
      '',
      '12',
      'no',
      'no',
      'yes',
      '100',
    ]);
    expect(second?.slice(11, 15)).toEqual(['85.00', '85.00', '80.00', '-2']);
    expect(text).toContain(',-2,');
  });

  it('neutralises a name that a spreadsheet would run, and the import reads it back unchanged', () => {
    const rows = exported();
    const [first] = rows;
    if (!first) throw new Error('no row');
    first.item_name = '=HYPERLINK("http://evil.example","Methi")';
    const text = catalogueCsv(rows);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Methi"")"`);
    const read = readCatalogueFile(text);
    expect(read.rows[0]?.item_name).toBe(first.item_name);
  });
});

describe('the dry run of a file', () => {
  it('finds nothing to do in the export as it is', () => {
    const result = plan(catalogueCsv(exported()));
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ new: 0, changed: 0, unchanged: 3 });
    expect(result.rows).toEqual([]);
  });

  it('shows changed prices old → new, and a new item with its size', () => {
    const text = edited(
      (fields, index) => {
        if (index === 0) fields.price = '32.00';
        if (index === 2) fields.sale_price = '110';
      },
      ['farmcart-kothrud,poha-kothrud,Thick Poha,,grains,yes,yes,,500 g,g,500,45.00,,,20,no,no,yes,'],
    );
    const result = plan(text);
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ new: 1, changed: 2, unchanged: 1 });
    expect(result.rows).toEqual([
      {
        line: 2,
        status: 'changed',
        item_slug: 'methi-kothrud',
        variant_name: '1 bunch',
        changes: [{ column: 'price', before: '30.00', after: '32.00' }],
      },
      {
        line: 4,
        status: 'changed',
        item_slug: 'rice-kothrud',
        variant_name: '1 kg',
        changes: [{ column: 'sale_price', before: '120.00', after: '110.00' }],
      },
      expect.objectContaining({ line: 5, status: 'new', item_slug: 'poha-kothrud', variant_name: '500 g' }),
    ]);
    expect(result.variant_updates).toEqual([
      { variant_id: 100, set: { regular_price_paise: 3200 } },
      { variant_id: 110, set: { sale_price_paise: 11000 } },
    ]);
    expect(result.new_items).toEqual([
      expect.objectContaining({
        slug: 'poha-kothrud',
        name: 'Thick Poha',
        category_slug: 'grains',
        variants: [expect.objectContaining({ name: '500 g', regular_price_paise: 4500, sale_price_paise: 4500 })],
      }),
    ]);
  });

  it('matches a row without a variant id by item slug and size name, and adds an unknown size to a stored item', () => {
    const text = edited(
      (fields) => {
        fields.variant_id = '';
      },
      ['farmcart-kothrud,rice-kothrud,Ambemohar Rice,,grains,,yes,,5 kg,kg,5,550.00,,,0,yes,no,no,'],
    );
    const result = plan(text);
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ new: 1, changed: 0, unchanged: 3 });
    expect(result.new_variants).toEqual([expect.objectContaining({ item_id: 11, name: '5 kg', position: 1 })]);
  });

  it('changes an item’s own columns once, and drops its Marathi name when the cell is emptied', () => {
    const result = plan(
      edited((fields) => {
        if (fields.item_slug === 'methi-kothrud') {
          fields.item_name = 'Methi Bunch';
          fields.item_name_mr = '';
        }
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.item_updates).toEqual([{ item_id: 10, name: 'Methi Bunch', name_mr: '' }]);
    expect(result.counts).toEqual({ new: 0, changed: 1, unchanged: 2 });
  });

  it('keeps the Marathi names when the file has no such column', () => {
    const text = edited(() => {}).replace(/^([^\r\n]*)/, (header) => header.replace('item_name_mr', 'x'));
    const without = readCatalogueFile(text);
    expect(without.problems).toEqual([{ line: 1, column: null, reason: '“x” is not one of the catalogue’s columns.' }]);
    const [header, ...records] = parseCsv(catalogueCsv(exported())).records;
    const keep = (fields: string[]) => fields.filter((_, index) => index !== 3).join(',');
    const result = plan([keep(header?.fields ?? []), ...records.map((record) => keep(record.fields))].join('\n'));
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ new: 0, changed: 0, unchanged: 3 });
  });

  it('names every bad line and its reason, counting the header as line 1', () => {
    const text = edited((fields, index) => {
      if (index === 0) fields.price = 'abc';
      if (index === 1) fields.category_slug = 'sweets';
      if (index === 2) fields.store_slug = 'farmcart-baner';
    });
    const result = plan(text);
    expect(result.problems).toEqual([
      { line: 2, column: 'price', reason: '“abc” is not a price in rupees (like 30.00).' },
      { line: 3, column: 'category_slug', reason: 'There is no category “sweets”.' },
      {
        line: 4,
        column: 'store_slug',
        reason:
          "This line is for the store “farmcart-baner”, not farmcart-kothrud: import each store's rows into that store.",
      },
    ]);
  });

  it('refuses by the catalogue rules: sale above price, stock below 0 without the flag, two defaults', () => {
    const text = edited((fields, index) => {
      if (index === 0) fields.sale_price = '31.00';
      if (index === 1) {
        fields.negative_allowed = 'no';
        fields.default = 'yes';
      }
    });
    const result = plan(text);
    expect(result.problems).toEqual([
      {
        line: 2,
        column: 'sale_price',
        reason: 'The sale price cannot be above the price: lower it, or raise the price.',
      },
      {
        line: 2,
        column: 'default',
        reason: 'methi-kothrud would have 2 default sizes: set default to yes on one only.',
      },
      { line: 3, column: 'stock', reason: 'Stock -2 is below 0: set negative_allowed to yes, or give 0 or more.' },
    ]);
  });

  it('refuses the same size twice, an item’s columns that disagree, a slug of another store, a stranger variant id', () => {
    const text = edited(() => {}, [
      'farmcart-kothrud,methi-kothrud,Fresh Methi,ताजी मेथी,vegetables,yes,yes,methi-bunch.jpg,1 Bunch,pc,1,30.00,28.00,,12,no,no,no,',
      'farmcart-kothrud,dal-kothrud,Toor Dal,,grains,yes,yes,,1 kg,kg,1,150,,,5,no,no,yes,',
      'farmcart-kothrud,dal-kothrud,Toor Dal (new),,grains,yes,yes,,2 kg,kg,2,290,,,5,no,no,no,',
      'farmcart-kothrud,methi-baner,Methi,,vegetables,yes,yes,,1 bunch,pc,1,30,,,5,no,no,yes,',
      'farmcart-kothrud,rice-kothrud,Ambemohar Rice,,grains,,yes,,1 kg,kg,1,120.00,120.00,,0,yes,no,yes,100',
    ]);
    const reasons = plan(text).problems.map((problem) => `${problem.line} ${problem.column}: ${problem.reason}`);
    expect(reasons).toEqual([
      '5 variant_id: The same size of methi-kothrud as line 2: give each size once.',
      "7 item_name: item_name differs from line 6 of the same item: give the item's columns alike on each of its rows.",
      '8 item_slug: The web address name “methi-baner” belongs to an item of another store: choose another.',
      '9 variant_id: Variant 100 is not a size of rice-kothrud: leave variant_id blank for a new size.',
    ]);
  });

  it('refuses bad cells one by one and a line with a stray field', () => {
    const text = edited(
      (fields, index) => {
        if (index === 0) {
          fields.stock = '2.5';
          fields.veg = 'maybe';
        }
        if (index === 1) fields.measurement = 'lots';
      },
      ['farmcart-kothrud,extra,field'],
    );
    expect(plan(text).problems).toEqual([
      { line: 2, column: 'stock', reason: '“2.5” is not a whole number of pieces in stock.' },
      { line: 2, column: 'veg', reason: '“maybe” is not yes or no.' },
      { line: 3, column: 'measurement', reason: '“lots” is not a number (like 500 for 500 g).' },
      {
        line: 5,
        column: null,
        reason: 'The line has 3 fields where the header has 19: check for a stray comma or quote.',
      },
    ]);
  });

  it('refuses a line break or a tab inside a name on its line and column, as the console’s form does', () => {
    const text = edited((fields, index) => {
      if (index === 0) fields.item_name = '"Methi\r\nBunch"';
      if (index === 1) fields.item_name_mr = 'मेथी\tजुडी';
      if (index === 2) fields.stock = '';
    });
    const reason = 'This field holds a line break or another control character: keep it to one line.';
    expect(plan(text).problems).toEqual([
      { line: 2, column: 'item_name', reason },
      { line: 4, column: 'item_name_mr', reason },
      { line: 5, column: 'stock', reason: '“” is not a whole number of pieces in stock.' },
    ]);
  });

  it('refuses by its line a line ended by LF alone in a CRLF file, and numbers the lines after it as they are', () => {
    const text = edited((fields, index) => {
      if (index === 2) fields.stock = '';
    });
    const lines = text.split('\r\n');
    const mixed = `${lines.slice(0, 2).join('\r\n')}\n${lines.slice(2).join('\r\n')}`;
    expect(plan(mixed).problems).toEqual([
      {
        line: 2,
        column: null,
        reason: 'The line has 37 fields where the header has 19: check for a stray comma or quote.',
      },
      { line: 4, column: 'stock', reason: '“” is not a whole number of pieces in stock.' },
    ]);
  });

  it('refuses by its line a quoted field with text after its closing quote, and reads the lines after it', () => {
    const text = edited((fields, index) => {
      if (index === 0) fields.item_name = '"Organic" Methi';
      if (index === 1) fields.item_name = '"Methi, 3 bunches"';
      if (index === 2) fields.stock = '';
    });
    expect(plan(text).problems).toEqual([
      {
        line: 2,
        column: null,
        reason:
          'A quoted field here goes on after its closing quote: put the whole field in quotes and double each " inside it.',
      },
      { line: 4, column: 'stock', reason: '“” is not a whole number of pieces in stock.' },
    ]);
  });

  it('needs a header naming the required columns; a header alone is an empty import', () => {
    expect(readCatalogueFile('').problems).toEqual([
      { line: 1, column: null, reason: 'The first line must be the header row naming the columns.' },
    ]);
    expect(readCatalogueFile('item_slug,price\n').problems[0]?.reason).toMatch(/^The header has no column store_slug,/);
    const empty = plan(`${CATALOGUE_COLUMNS.join(',')}\r\n`);
    expect(empty.problems).toEqual([]);
    expect(empty.counts).toEqual({ new: 0, changed: 0, unchanged: 0 });
  });

  it('refuses a file over the size or line limit, by the field file', () => {
    expect(fileSizeProblem('a\n'.repeat(100))).toBeNull();
    expect(fileSizeProblem('a\n'.repeat(20_001))).toMatch(/more than 20,000 lines/);
    expect(fileSizeProblem('x'.repeat(5 * 1024 * 1024 + 1))).toMatch(/larger than 5 MB/);
  });
});
