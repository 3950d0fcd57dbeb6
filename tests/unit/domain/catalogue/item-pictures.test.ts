// docs/behaviour.md "Item page" and "Catalogue work in the console": an item's pictures in order,
// the first its picture everywhere else; alt texts from the item's name when empty (decision 0326).
import { describe, expect, it } from 'vitest';
import {
  ITEM_PICTURES_MAX,
  type ItemPicture,
  movedPicture,
  orderedPictures,
  pictureAlt,
  picturesProblems,
  withAltFromName,
} from '../../../../src/domain/catalogue/item-pictures.ts';

const row = (position: number, image: string, alt_en = '', alt_mr = '') => ({ position, image, alt_en, alt_mr });
const picture = (image: string, alt = '', alt_mr = ''): ItemPicture => ({ image, alt, alt_mr });

describe('orderedPictures', () => {
  it('is the one picture of an item without rows, and none without a picture', () => {
    expect(orderedPictures('/media/1-480.webp', [])).toEqual([picture('/media/1-480.webp')]);
    expect(orderedPictures('', [])).toEqual([]);
  });

  it('keeps the stored order whatever order the rows come in', () => {
    const rows = [row(2, '/media/3-480.webp'), row(0, '/media/1-480.webp', 'Mango'), row(1, '/media/2-480.webp')];
    expect(orderedPictures('/media/1-480.webp', rows).map((one) => one.image)).toEqual([
      '/media/1-480.webp',
      '/media/2-480.webp',
      '/media/3-480.webp',
    ]);
  });

  it('puts a picture changed elsewhere first and drops the old first’s alt texts', () => {
    const rows = [row(0, '/media/1-480.webp', 'Old'), row(1, '/media/2-480.webp', 'Cut')];
    expect(orderedPictures('/media/9-480.webp', rows)).toEqual([
      picture('/media/9-480.webp'),
      picture('/media/2-480.webp', 'Cut'),
    ]);
    // The new first named again later is shown once.
    expect(orderedPictures('/media/2-480.webp', rows).map((one) => one.image)).toEqual(['/media/2-480.webp']);
  });
});

describe('picturesProblems', () => {
  it('takes a list whose first is the item’s picture', () => {
    expect(picturesProblems('/a.webp', [picture('/a.webp'), picture('/b.webp')])).toEqual([]);
    expect(picturesProblems('', [])).toEqual([]);
  });

  it('refuses a first that is not the item’s picture, an empty or repeated one, and too many', () => {
    expect(picturesProblems('/a.webp', [picture('/b.webp')]).map((p) => p.field)).toEqual(['pictures']);
    expect(picturesProblems('/a.webp', [picture('/a.webp'), picture('')]).map((p) => p.field)).toEqual([
      'pictures.1.image',
    ]);
    expect(picturesProblems('/a.webp', [picture('/a.webp'), picture('/a.webp')]).map((p) => p.field)).toEqual([
      'pictures.1.image',
    ]);
    const many = Array.from({ length: ITEM_PICTURES_MAX + 1 }, (_, index) => picture(`/${index}.webp`));
    expect(picturesProblems('/0.webp', many).map((p) => p.field)).toEqual(['pictures']);
    expect(picturesProblems('/a b', [picture('/a b')]).map((p) => p.field)).toEqual(['pictures.0.image']);
    expect(picturesProblems('/a', [picture('/a', 'x'.repeat(251))]).map((p) => p.field)).toEqual(['pictures.0.alt']);
  });
});

describe('movedPicture', () => {
  it('moves one place up or down, and not past either end', () => {
    expect(movedPicture(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedPicture(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedPicture(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedPicture(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('alt texts', () => {
  it('fills empty alt texts from the item’s names and keeps written ones', () => {
    expect(withAltFromName(picture('/a'), ' Alphonso Mango ', 'हापूस आंबा')).toEqual(
      picture('/a', 'Alphonso Mango', 'हापूस आंबा'),
    );
    expect(withAltFromName(picture('/a', 'Cut mango', ''), 'Alphonso Mango', 'हापूस आंबा')).toEqual(
      picture('/a', 'Cut mango', 'हापूस आंबा'),
    );
  });

  it('reads a picture’s own alt in the page’s language, else the item’s name', () => {
    const cut = picture('/a', 'Cut mango', 'कापलेला आंबा');
    expect(pictureAlt(cut, 'en', 'Alphonso Mango')).toBe('Cut mango');
    expect(pictureAlt(cut, 'mr', 'हापूस आंबा')).toBe('कापलेला आंबा');
    expect(pictureAlt(picture('/a'), 'mr', 'हापूस आंबा')).toBe('हापूस आंबा');
  });
});
