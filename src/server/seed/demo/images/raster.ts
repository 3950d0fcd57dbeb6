// The demo shop's pictures as the shop serves them: WebP rasters drawn from the SVG illustrations
// (decision 0040). A phone's browser draws every SVG <img> as a
// document of its own on the page's main thread (parse, style, layout, paint), and the home shows
// about 35 of them: measured with Lighthouse, that alone was half the home's blocking time. A WebP
// is decoded off the main thread. The SVGs stay the source (drawn and drift-tested, decision 0039).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { copyPath, copyWidths } from '../../../../domain/pictures.ts';
import { renderImages } from './index.ts';

/** The width in pixels a picture is rasterised at: about twice the widest it is shown on a phone. */
function rasterWidth(path: string, viewBoxWidth: number): number {
  if (path.startsWith('/images/categories/') || path.startsWith('/images/store-categories/')) return 240;
  if (viewBoxWidth >= 600) return 800; // banners, headers and backgrounds: at most a phone's width
  if (path.startsWith('/images/stores/')) return 640;
  return 480; // items, combos and square section pictures (the item page shows them 360 px wide)
}

/** '/images/items/mango.svg' → '/images/items/mango.webp'. */
export const rasterPath = (svgPath: string): string => svgPath.replace(/\.svg$/, '.webp');

function viewBoxWidth(svg: string): number {
  const match = /viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg);
  if (!match?.[1]) throw new Error('An SVG without a viewBox cannot be rasterised');
  return Number(match[1]);
}

/** One picture as WebP at `width` pixels wide (deterministic for one sharp version). */
async function rasterise(svg: string, width: number): Promise<Buffer> {
  // librsvg draws a user unit as a pixel at 72 dpi: this density draws the picture at its target width.
  const density = (72 * width) / viewBoxWidth(svg);
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: 72, effort: 4 }).toBuffer();
}

function writePicture(outDir: string, path: string, picture: Buffer): void {
  const file = join(outDir, path.replace(/^\/images\//, ''));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, picture);
}

/**
 * Writes every picture's WebP beside its SVG under outDir (the URL path minus '/images'), and the
 * small copies of those shown smaller (src/domain/pictures.ts). Returns the count of small copies.
 */
export async function writeRasters(outDir: string): Promise<number> {
  let thumbnails = 0;
  await Promise.all(
    [...renderImages()].map(async ([path, svg]) => {
      const webp = rasterPath(path);
      writePicture(outDir, webp, await rasterise(svg, rasterWidth(path, viewBoxWidth(svg))));
      for (const width of copyWidths(webp)) {
        thumbnails += 1;
        writePicture(outDir, copyPath(webp, width), await rasterise(svg, width));
      }
    }),
  );
  return thumbnails;
}
