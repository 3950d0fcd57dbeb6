// Small copies of the demo shop's pictures (decision 0041).
// The demo pictures are drawn about twice as wide as the largest a phone shows them (categories
// 240 px, combos and items 480 px), and pages show most of them much smaller: the home's 52–72 px
// thumbnails, item cards of 115–170 px, cart lines of 56 px. A phone decodes every pixel of the file
// before it scales it down. The generator (src/server/seed/demo/images/raster.ts) also draws smaller
// copies of each picture of these folders, and a page offers them all in `srcset`, so the browser
// takes the smallest that is sharp at the screen's density. Pictures elsewhere (an editor's folder,
// another site, an old database's .svg paths) have no copy and get no srcset. A picture of the media
// library (/media/12-480.webp, decision 0269) has the copies the library made of it.
import { mediaSrcset } from './media/media.ts';

/**
 * What a page shows where a store, category, item or combo has no picture (a fresh shop's rows, an
 * imported item): one drawn basket on the cards' light ground (public/no-picture.svg, under 400 bytes
 * and cached once), so no <img> is ever given an empty address, which a browser draws as its
 * broken-picture icon (docs/design.md "Pictures", decision 0318).
 */
export const NO_PICTURE = '/no-picture.svg';

/** The picture's address, or NO_PICTURE when it has none (null, empty or only spaces). */
export function pictureOrPlaceholder(src: string | null | undefined): string {
  return src?.trim() ? src : NO_PICTURE;
}

/** The width of the smallest copy: sharp for a 52 px thumbnail up to a density of 3. */
const THUMBNAIL_WIDTH = 160;

/** The generator's folders that get small copies: the width of their full pictures and of each copy. */
const FOLDERS: Record<string, { full: number; copies: readonly number[] }> = {
  categories: { full: 240, copies: [THUMBNAIL_WIDTH] },
  'store-categories': { full: 240, copies: [THUMBNAIL_WIDTH] },
  combos: { full: 480, copies: [THUMBNAIL_WIDTH] },
  // Cart lines and a recipe's rows (48–56 px) take the 160 px copy; item cards (115–170 px) the 320 px
  // one up to a density of about 2, the full picture above it; the item page the full picture.
  items: { full: 480, copies: [THUMBNAIL_WIDTH, 320] },
};

const OWN_PICTURE = /^\/images\/([a-z-]+)\/[a-z0-9-]+\.webp$/;

function folderOf(src: string): { full: number; copies: readonly number[] } | undefined {
  const folder = OWN_PICTURE.exec(src)?.[1];
  return folder === undefined ? undefined : FOLDERS[folder];
}

/** The widths of the small copies the generator draws of the picture at this address; none for any other picture. */
export const copyWidths = (src: string): readonly number[] => folderOf(src)?.copies ?? [];

/** '/images/categories/fruits.webp', 160 → '/images/categories/fruits.160w.webp'. */
export const copyPath = (src: string, width: number): string => src.replace(/\.webp$/, `.${width}w.webp`);

/**
 * The `srcset` of a picture shown smaller than drawn: its small copies and itself, each with its
 * width; undefined when it has no copy (then `src` alone is right). Pair it with `sizes` of the
 * shown width.
 */
export function thumbnailSrcset(src: string | null | undefined): string | undefined {
  if (src?.startsWith('/media/')) return mediaSrcset(src);
  const folder = src ? folderOf(src) : undefined;
  if (!src || !folder) return undefined;
  return [...folder.copies.map((width) => `${copyPath(src, width)} ${width}w`), `${src} ${folder.full}w`].join(', ');
}

/**
 * The demo pictures that have words drawn in them (banners' headlines and buttons, the sliders'
 * header strips), by the languages they are also drawn in: the generator draws each again with
 * that language's words at `/images/{language}/…` (decision 0226).
 * tests/unit/public/demo-images.test.ts holds this list to what the generator draws.
 */
export const PICTURES_IN_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  mr: [
    ...[
      'mango-season',
      'fresh-vegetables',
      'free-delivery-kothrud',
      'mango-gift-box',
      'store-organics',
      'store-bakehouse',
      'store-fresh-catch',
      'offer-dairy',
      'offer-bakery',
      'offer-spices',
      'offer-pulses',
      'weekend-chicken',
      'weekend-chikki',
      'farm-story',
      'organic-week',
      'farm-to-home',
      'cloth-bag-promo',
      'farm-visit',
      'header-stores',
      'header-weekend',
    ].map((name) => `/images/banners/${name}.webp`),
    '/images/membership/members-mart.webp',
    '/images/membership/membership-plans.webp',
    '/images/sections/dairy-breakfast.webp',
    '/images/sections/leafy-greens.webp',
  ],
};

const inLanguage = new Map(
  Object.entries(PICTURES_IN_LANGUAGES).map(([language, paths]) => [language, new Set(paths)]),
);

/**
 * The picture to show a customer reading the shop in `language`: its copy with that language's
 * words where the shop has one, else the picture itself (an editor's picture, a language with none).
 */
export function pictureIn<T extends string | null>(src: T, language: string): T {
  if (src === null || !inLanguage.get(language)?.has(src)) return src;
  return src.replace(/^\/images\//, `/images/${language}/`) as T;
}
