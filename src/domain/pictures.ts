// Small copies of the demo shop's pictures (docs/decisions.md, "Thumbnails of the demo pictures").
// The demo pictures are drawn about twice as wide as the largest a phone shows them (categories
// 240 px, combos 480 px), and the home shows them as 52–72 px thumbnails: a phone then decodes
// up to 20 times the pixels it paints. The generator (src/server/db/seed/images/raster.ts) also
// draws a 160 px copy of each picture of these folders, and a page offers both in `srcset`, so
// the browser takes the smallest that is sharp at the screen's density. Pictures elsewhere (an
// editor's folder, another site, an old database's .svg paths) have no copy and get no srcset.

/** The width of every small copy: sharp for a 52 px thumbnail up to a density of 3. */
export const THUMBNAIL_WIDTH = 160;

/** The generator's folders that get a small copy, with the width of their full pictures. */
const FULL_WIDTHS: Record<string, number> = {
  categories: 240,
  'store-categories': 240,
  combos: 480,
};

const OWN_PICTURE = /^\/images\/([a-z-]+)\/[a-z0-9-]+\.webp$/;

/** The full width of a picture that has a small copy; undefined for any other picture. */
function fullWidthOf(src: string): number | undefined {
  const folder = OWN_PICTURE.exec(src)?.[1];
  return folder === undefined ? undefined : FULL_WIDTHS[folder];
}

/** Whether the generator draws a small copy of the picture at this address. */
export const hasThumbnail = (src: string): boolean => fullWidthOf(src) !== undefined;

/** '/images/categories/fruits.webp' → '/images/categories/fruits.160w.webp'. */
export const thumbnailPath = (src: string): string => src.replace(/\.webp$/, `.${THUMBNAIL_WIDTH}w.webp`);

/**
 * The `srcset` of a picture shown small: its small copy and itself, each with its width; undefined
 * when it has no small copy (then `src` alone is right). Pair it with `sizes` of the shown width.
 */
export function thumbnailSrcset(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  const full = fullWidthOf(src);
  return full === undefined ? undefined : `${thumbnailPath(src)} ${THUMBNAIL_WIDTH}w, ${src} ${full}w`;
}
