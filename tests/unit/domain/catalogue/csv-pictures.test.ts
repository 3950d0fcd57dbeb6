// The catalogue file's picture column (decision 0318): an item's picture named as the media library
// names it, or given by its address; what an export writes and what a dry run makes of each cell.
import { describe, expect, it } from 'vitest';
import { catalogueCsv, readCatalogueFile } from '../../../../src/domain/catalogue/csv-catalogue.ts';
import { planImport, type StoredCatalogue } from '../../../../src/domain/catalogue/csv-plan.ts';
import {
  pictureCell,
  pictureNames,
  pictureOfCell,
  picturesCell,
  picturesOfCell,
} from '../../../../src/domain/catalogue/csv-pictures.ts';
import { parseCsv } from '../../../../src/domain/catalogue/csv-read.ts';

const library = pictureNames([
  { id: 3, name: 'Methi Bunch.JPG', width: 2400 },
  { id: 5, name: 'poha.png', width: 300 },
  // Uploaded again under the same name: the name stands for the newer one.
  { id: 9, name: 'methi bunch.jpg', width: 1000 },
]);

describe('the names of the library', () => {
  it('stand for the picture references items keep, by name in any case, the newest of a name', () => {
    expect(pictureOfCell('poha.png', library)).toEqual({ image: '/media/5-300.webp' });
    expect(pictureOfCell('  POHA.PNG ', library)).toEqual({ image: '/media/5-300.webp' });
    expect(pictureOfCell('Methi Bunch.jpg', library)).toEqual({ image: '/media/9-480.webp' });
  });

  it('are what the export writes; a picture no name reads back to is written by its address', () => {
    expect(pictureCell('/media/5-300.webp', library)).toBe('poha.png');
    expect(pictureCell('/media/9-480.webp', library)).toBe('methi bunch.jpg');
    // The older upload of the name, and a picture of the demo's own folder.
    expect(pictureCell('/media/3-480.webp', library)).toBe('/media/3-480.webp');
    expect(pictureCell('/images/items/papaya.webp', library)).toBe('/images/items/papaya.webp');
    expect(pictureCell('', library)).toBe('');
  });
});

describe('a picture cell', () => {
  it('blank says nothing; an address is taken as it is', () => {
    expect(pictureOfCell('', library)).toEqual({ image: null });
    expect(pictureOfCell('   ', library)).toEqual({ image: null });
    expect(pictureOfCell('/media/3-480.webp', library)).toEqual({ image: '/media/3-480.webp' });
    expect(pictureOfCell('https://cdn.example.in/methi.webp', library)).toEqual({
      image: 'https://cdn.example.in/methi.webp',
    });
  });

  it('refuses a name the library does not have and an address with a space, saying which', () => {
    expect(pictureOfCell('kothimbir.jpg', library)).toEqual({
      problem: 'There is no picture “kothimbir.jpg” in the media library: upload it there first, or check its name.',
    });
    expect(pictureOfCell('/images/my methi.webp', library).problem).toBe(
      '“/images/my methi.webp” is not a picture address: an address has no spaces.',
    );
  });
});

const stored: StoredCatalogue = {
  store_slug: 'farmcart-kothrud',
  items: [
    {
      id: 10,
      slug: 'methi-kothrud',
      name: 'Fresh Methi',
      name_mr: '',
      category_slug: 'vegetables',
      is_veg: true,
      is_active: true,
      is_free_item: false,
      images: ['/images/items/methi.webp'],
      picture: '/images/items/methi.webp',
      variants: [
        {
          id: 100,
          name: '1 bunch',
          unit: 'pc',
          measurement: 1,
          regular_price_paise: 3000,
          sale_price_paise: 3000,
          member_price_paise: null,
          stock: 12,
          is_infinite: false,
          is_negative: false,
          is_default: true,
        },
      ],
    },
  ],
  categories: new Set(['vegetables', 'grains']),
  units: new Set(['pc', 'g']),
  other_slugs: new Set(),
  pictures: library,
};

const HEADER =
  'store_slug,item_slug,item_name,category_slug,veg,active,picture,variant_name,unit,measurement,price,sale_price,member_price,stock,infinite,negative_allowed,default,variant_id';
const METHI = (picture: string) =>
  `farmcart-kothrud,methi-kothrud,Fresh Methi,vegetables,yes,yes,${picture},1 bunch,pc,1,30.00,,,12,no,no,yes,100`;
const POHA = (picture: string) =>
  `farmcart-kothrud,poha-kothrud,Thick Poha,grains,yes,yes,${picture},500 g,g,500,45.00,,,20,no,no,yes,`;

function plan(...lines: string[]) {
  const read = readCatalogueFile([HEADER, ...lines].join('\r\n'));
  return planImport(read.rows, stored, read.problems);
}

describe('the dry run of a file with pictures', () => {
  it('sets a stored item’s picture by its library name, shown in the file’s words', () => {
    const result = plan(METHI('Methi Bunch.jpg'));
    expect(result.problems).toEqual([]);
    expect(result.item_updates).toEqual([{ item_id: 10, images: ['/media/9-480.webp'] }]);
    expect(result.rows).toEqual([
      {
        line: 2,
        status: 'changed',
        item_slug: 'methi-kothrud',
        variant_name: '1 bunch',
        changes: [{ column: 'picture', before: '/images/items/methi.webp', after: 'Methi Bunch.jpg' }],
      },
    ]);
  });

  it('gives a new item the picture it names, or none (its category’s) when the cell is blank', () => {
    const named = plan(POHA('poha.png'));
    expect(named.problems).toEqual([]);
    expect(named.new_items).toEqual([expect.objectContaining({ slug: 'poha-kothrud', images: ['/media/5-300.webp'] })]);
    expect(named.rows[0]?.changes).toContainEqual({ column: 'picture', before: '', after: 'poha.png' });
    expect(plan(POHA('')).new_items).toEqual([expect.objectContaining({ images: null })]);
  });

  it('keeps a stored picture for a blank cell, the export’s own cell, or a file without the column', () => {
    for (const result of [
      plan(METHI('')),
      plan(METHI('/images/items/methi.webp')),
      planImport(readCatalogueFile(withoutPicture([HEADER, METHI('x')])).rows, stored),
    ]) {
      expect(result.problems).toEqual([]);
      expect(result.counts).toEqual({ new: 0, changed: 0, unchanged: 1 });
    }
  });

  it('refuses a name the library does not have on its line and column, and nothing is planned', () => {
    const result = plan(METHI('poha.png'), POHA('kothimbir.jpg'));
    expect(result.problems).toEqual([
      {
        line: 3,
        column: 'picture',
        reason: 'There is no picture “kothimbir.jpg” in the media library: upload it there first, or check its name.',
      },
    ]);
    expect(result.new_items).toEqual([]);
  });

  it('exports the picture column and reads it back unchanged', () => {
    const text = catalogueCsv([
      {
        store_slug: 'farmcart-kothrud',
        item_slug: 'poha-kothrud',
        item_name: 'Thick Poha',
        item_name_mr: '',
        category_slug: 'grains',
        is_veg: true,
        is_active: true,
        picture: 'poha.png',
        variant_name: '500 g',
        unit: 'g',
        measurement: 500,
        regular_price_paise: 4500,
        sale_price_paise: 4500,
        member_price_paise: null,
        stock: 20,
        is_infinite: false,
        is_negative: false,
        is_default: true,
        variant_id: 7,
      },
    ]);
    expect(parseCsv(text).records[0]?.fields).toContain('picture');
    expect(readCatalogueFile(text).rows[0]?.picture).toBe('poha.png');
  });
});

// Several pictures of an item, in order, in one cell (decision 0326).
describe('several pictures in one cell', () => {
  it('reads the names in order, separated by |, and writes them back the same way', () => {
    expect(picturesOfCell(' poha.png | Methi Bunch.jpg |/images/items/methi.webp', library)).toEqual({
      images: ['/media/5-300.webp', '/media/9-480.webp', '/images/items/methi.webp'],
    });
    expect(picturesOfCell(' | ', library)).toEqual({ images: null });
    expect(picturesCell(['/media/5-300.webp', '/media/9-480.webp', '/media/3-480.webp'], library)).toBe(
      'poha.png | methi bunch.jpg | /media/3-480.webp',
    );
  });

  it('refuses each unknown name, a picture named twice, and more than an item keeps', () => {
    expect(picturesOfCell('poha.png|kothimbir.jpg|POHA.PNG', library)).toEqual({
      problems: [
        'There is no picture “kothimbir.jpg” in the media library: upload it there first, or check its name.',
        '“POHA.PNG” is named twice: name each picture of an item once.',
      ],
    });
    const nine = Array.from({ length: 9 }, (_, index) => `/images/${index}.webp`).join('|');
    expect(picturesOfCell(nine, library).problems).toEqual(['An item has at most 8 pictures: this cell names 9.']);
  });

  it('sets a stored item’s pictures in the cell’s order, and a reorder is a change', () => {
    const result = plan(METHI('"Methi Bunch.jpg | poha.png"'));
    expect(result.problems).toEqual([]);
    expect(result.item_updates).toEqual([{ item_id: 10, images: ['/media/9-480.webp', '/media/5-300.webp'] }]);
    const twice = {
      ...stored,
      items: stored.items.map((item) => ({ ...item, images: ['/media/9-480.webp', '/media/5-300.webp'] })),
    };
    const read = (cell: string) => readCatalogueFile([HEADER, METHI(cell)].join('\r\n')).rows;
    expect(planImport(read('"Methi Bunch.jpg | poha.png"'), twice).counts.changed).toBe(0);
    expect(planImport(read('"poha.png | Methi Bunch.jpg"'), twice).item_updates).toEqual([
      { item_id: 10, images: ['/media/5-300.webp', '/media/9-480.webp'] },
    ]);
  });

  it('refuses a bad name among several on its line and column, and plans nothing', () => {
    const result = plan(POHA('poha.png|kothimbir.jpg'));
    expect(result.problems).toEqual([
      {
        line: 2,
        column: 'picture',
        reason: 'There is no picture “kothimbir.jpg” in the media library: upload it there first, or check its name.',
      },
    ]);
    expect(result.new_items).toEqual([]);
  });
});

/** The file's lines with the picture column taken out. */
function withoutPicture(lines: readonly string[]): string {
  const at = HEADER.split(',').indexOf('picture');
  return lines
    .map((line) =>
      line
        .split(',')
        .filter((_, index) => index !== at)
        .join(','),
    )
    .join('\r\n');
}
