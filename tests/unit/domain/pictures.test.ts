// Small copies of the demo pictures (src/domain/pictures.ts; decision 0041):
// which addresses get a srcset, and what it names; the placeholder of a row without a picture
// (docs/design.md "Pictures").
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  copyPath,
  copyWidths,
  NO_PICTURE,
  pictureIn,
  pictureOrPlaceholder,
  thumbnailSrcset,
} from '../../../src/domain/pictures.ts';

describe('thumbnailSrcset', () => {
  it('offers a category picture at 160 and at its full 240 px', () => {
    expect(thumbnailSrcset('/images/categories/fruits.webp')).toBe(
      '/images/categories/fruits.160w.webp 160w, /images/categories/fruits.webp 240w',
    );
    expect(thumbnailSrcset('/images/store-categories/organic.webp')).toBe(
      '/images/store-categories/organic.160w.webp 160w, /images/store-categories/organic.webp 240w',
    );
  });

  it('offers a combo picture at 160 and at its full 480 px', () => {
    expect(thumbnailSrcset('/images/combos/mango-lovers-box.webp')).toBe(
      '/images/combos/mango-lovers-box.160w.webp 160w, /images/combos/mango-lovers-box.webp 480w',
    );
  });

  it('offers an item picture at 160 for cart lines, 320 for cards, and its full 480 px', () => {
    expect(thumbnailSrcset('/images/items/papaya.webp')).toBe(
      '/images/items/papaya.160w.webp 160w, /images/items/papaya.320w.webp 320w, /images/items/papaya.webp 480w',
    );
    expect(copyWidths('/images/items/papaya.webp')).toEqual([160, 320]);
  });

  it('leaves every other picture to its src alone', () => {
    for (const src of [
      null,
      undefined,
      '',
      '/images/items/papaya.svg', // an old database's drawing
      '/images/categories/fruits.svg', // an old database's drawing
      '/images/campaigns/mango/hero.webp', // an editor's folder
      'https://cdn.example.com/images/categories/fruits.webp',
      '/images/categories/fruits.160w.webp', // a small copy itself
      '/images/categories/../combos/x.webp',
    ]) {
      expect(thumbnailSrcset(src)).toBeUndefined();
    }
    expect(copyWidths('/images/stores/farmcart-kothrud.webp')).toEqual([]);
  });

  it('names the small copy beside its picture', () => {
    expect(copyPath('/images/combos/dal-chawal-staples.webp', 160)).toBe('/images/combos/dal-chawal-staples.160w.webp');
    expect(copyPath('/images/items/papaya.webp', 320)).toBe('/images/items/papaya.320w.webp');
  });
});

// decision 0226: a banner's words are read in the
// customer's language, like the rest of the page.
describe('pictureIn', () => {
  it('gives a Marathi reader the banner drawn with Marathi words', () => {
    expect(pictureIn('/images/banners/offer-bakery.webp', 'mr')).toBe('/images/mr/banners/offer-bakery.webp');
    expect(pictureIn('/images/membership/members-mart.webp', 'mr')).toBe('/images/mr/membership/members-mart.webp');
  });

  it('leaves the picture as it is in English, in a language without copies, and for an editor’s picture', () => {
    expect(pictureIn('/images/banners/offer-bakery.webp', 'en')).toBe('/images/banners/offer-bakery.webp');
    expect(pictureIn('/images/banners/offer-bakery.webp', 'hi')).toBe('/images/banners/offer-bakery.webp');
    expect(pictureIn('/images/campaigns/diwali.webp', 'mr')).toBe('/images/campaigns/diwali.webp');
    // A picture without words (a tile, a background) has no copy.
    expect(pictureIn('/images/banners/tile-fruits.webp', 'mr')).toBe('/images/banners/tile-fruits.webp');
    expect(pictureIn(null, 'mr')).toBeNull();
  });
});

describe('pictureOrPlaceholder', () => {
  it('keeps a picture that has an address', () => {
    expect(pictureOrPlaceholder('/images/items/papaya.webp')).toBe('/images/items/papaya.webp');
    expect(pictureOrPlaceholder('/media/12-480.webp')).toBe('/media/12-480.webp');
  });

  it('gives the drawn placeholder where a row has none, never an empty address', () => {
    for (const missing of ['', '   ', null, undefined]) expect(pictureOrPlaceholder(missing)).toBe(NO_PICTURE);
  });

  it('names a small SVG the shop serves, with no srcset of copies', () => {
    const file = readFileSync(new URL(`../../../public${NO_PICTURE}`, import.meta.url), 'utf8');
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" aria-hidden="true" viewBox="0 0 120 120">/);
    expect(Buffer.byteLength(file)).toBeLessThan(400);
    expect(thumbnailSrcset(NO_PICTURE)).toBeUndefined();
  });
});
