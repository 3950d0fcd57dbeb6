// The demo shop's images are committed under public/images (decision 0039),
// so the built site serves them without a generating step. They must stay exactly what the
// generator draws: regenerated into a temporary folder, every SVG is compared byte for byte, and
// every WebP (raster.ts) pixel by pixel, within a small tolerance (a WebP's bytes depend on the
// machine's fonts and the encoder's version, its picture does not).
// The folders the generator writes are its own; this test leaves any other folder alone (an
// editor's pictures are in the media library, decision 0269).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { copyPath, copyWidths, PICTURES_IN_LANGUAGES, thumbnailSrcset } from '../../../src/domain/pictures.ts';
import { renderImages, writeImages } from '../../../src/server/seed/demo/images/index.ts';
import { buildCatalog } from '../../../src/server/seed/demo/items.ts';
import { sliderRows } from '../../../src/server/seed/demo/sliders.ts';
import { writeRasters } from '../../../src/server/seed/demo/images/raster.ts';

const COMMITTED = fileURLToPath(new URL('../../../public/images/', import.meta.url));
const REGENERATE = 'node src/server/seed/demo/images/generate.ts';

const topFolder = (file: string): string => file.split(sep)[0] ?? '';

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Mean absolute difference of two pictures' RGBA values (0 to 255); Infinity when their sizes differ. */
async function meanPixelDifference(a: string, b: string): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!left || !right || left.info.width !== right.info.width || left.info.height !== right.info.height)
    return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < left.data.length; i++) sum += Math.abs((left.data[i] ?? 0) - (right.data[i] ?? 0));
  return sum / left.data.length;
}

describe('the committed demo images (public/images)', () => {
  const fresh = mkdtempSync(join(tmpdir(), 'farmcart-images-'));
  const count = writeImages(fresh);
  let thumbnails = 0;
  beforeAll(async () => {
    thumbnails = await writeRasters(fresh);
  }, 60_000);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it(`are the generator's files, no more and no fewer (else run \`${REGENERATE}\`)`, () => {
    const generated = filesUnder(fresh);
    expect(thumbnails).toBeGreaterThan(0);
    expect(generated).toHaveLength(count * 2 + thumbnails);
    const generatorFolders = new Set(generated.map(topFolder));
    expect(filesUnder(COMMITTED).filter((file) => generatorFolders.has(topFolder(file)))).toEqual(generated);
  });

  it(`are identical to what the generator draws today (else run \`${REGENERATE}\`)`, async () => {
    const drifted = [];
    for (const file of filesUnder(fresh)) {
      const same = file.endsWith('.webp')
        ? (await meanPixelDifference(join(COMMITTED, file), join(fresh, file))) <= 3
        : readFileSync(join(COMMITTED, file)).equals(readFileSync(join(fresh, file)));
      if (!same) drifted.push(file);
    }
    expect(drifted).toEqual([]);
  }, 60_000);

  // src/domain/pictures.ts names each small copy and both widths in a srcset without opening the
  // files: a srcset whose widths are wrong makes the browser take the wrong one.
  it('have the small copies of every picture that has them, with the widths its srcset names', async () => {
    const pictures = filesUnder(COMMITTED)
      .map((file) => `/images/${file.split(sep).join('/')}`)
      .filter((path) => thumbnailSrcset(path) !== undefined);
    expect(pictures.length).toBeGreaterThan(0);
    for (const path of pictures) {
      const candidates = (thumbnailSrcset(path) ?? '').split(', ');
      const full = candidates.pop();
      const widthOf = async (url: string) =>
        (await sharp(join(COMMITTED, url.replace(/^\/images\//, ''))).metadata()).width;
      expect(candidates).toEqual(copyWidths(path).map((width) => `${copyPath(path, width)} ${width}w`));
      for (const width of copyWidths(path)) expect(await widthOf(copyPath(path, width))).toBe(width);
      expect(full).toBe(`${path} ${await widthOf(path)}w`);
    }
  });
});

// A slide that goes nowhere (the campaign and story sliders leave `url` null; the first-run screen
// shows farm-to-home as its hero) must not draw a button on its picture: a customer taps "Shop now ›"
// and nothing happens.
describe('a demo banner that no slide links anywhere', () => {
  const images = renderImages();
  const { slides } = sliderRows(buildCatalog());
  const drawing = (image: string) => images.get(image.replace(/\.webp$/, '.svg')) ?? '';

  it('draws no call to action (the pill ends in ›)', () => {
    const unlinked = slides.filter((slide) => slide.url === null).map((slide) => slide.image);
    expect(unlinked).toContain('/images/banners/farm-to-home.webp');
    expect(unlinked.filter((image) => drawing(image) === '')).toEqual([]);
    expect(unlinked.filter((image) => drawing(image).includes('›'))).toEqual([]);
  });

  // The pictures at the head of a page or a section (never a link; the page's own buttons, the
  // section's "View all", are beside them): the members mart's drew "Open mart ›" inside the mart,
  // the plans' "See plans ›" on the plans page, a section's "View all ›" on the section's own page.
  it.each([
    '/images/membership/members-mart.webp',
    '/images/membership/membership-plans.webp',
    '/images/banners/farm-visit.webp',
    '/images/sections/dairy-breakfast.webp',
    '/images/sections/leafy-greens.webp',
  ])('nor does %s, a page or section header', (image) => {
    expect(drawing(image)).not.toBe('');
    expect(drawing(image)).not.toContain('›');
  });

  it('while a linked banner still says where it goes', () => {
    const linked = slides.filter((slide) => slide.url !== null && slide.image.includes('/banners/offer-'));
    expect(linked.length).toBeGreaterThan(0);
    for (const slide of linked) expect(drawing(slide.image)).toContain('›');
  });
});

// decision 0226: the pictures a page shows a Marathi
// reader in place of the English ones (domain/pictures.ts) are the ones the generator draws in
// Marathi, and every picture with words drawn in it has its Marathi copy.
describe('the demo pictures in Marathi', () => {
  const images = renderImages();
  const marathi = [...images.keys()].filter((path) => path.startsWith('/images/mr/'));

  it('are the pictures pictureIn gives a Marathi reader, no more and no fewer', () => {
    const drawn = marathi.map((path) => path.replace('/images/mr/', '/images/').replace(/\.svg$/, '.webp')).sort();
    expect(drawn).toEqual([...(PICTURES_IN_LANGUAGES.mr ?? [])].sort());
  });

  it('have every English word of their picture in Marathi', () => {
    const words = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
    expect(marathi.length).toBeGreaterThan(20);
    for (const path of marathi) {
      const drawn = words(images.get(path) ?? '');
      const english = words(images.get(path.replace('/images/mr/', '/images/')) ?? '');
      // A button where the English one has one; every line in Devanagari (a price or a count may keep
      // its digits), and no English line left.
      expect(
        drawn.some((line) => line.endsWith('›')),
        path,
      ).toBe(english.some((line) => line.endsWith('›')));
      for (const line of drawn) {
        expect(english, path).not.toContain(line);
        expect(line, path).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
