// Writes the demo shop's images: node src/server/seed/demo/images/generate.ts [outDir]
// (default public/images): each illustration as SVG (the source) and as the WebP the shop
// serves (raster.ts), and a small copy of those shown as thumbnails (src/domain/pictures.ts). Deterministic and offline; safe to run again. The output is committed
// (decision 0039): run this after changing a drawing, and
// tests/unit/public/demo-images.test.ts fails until the committed files match.
import { resolve } from 'node:path';
import { writeImages } from './index.ts';
import { writeRasters } from './raster.ts';

const outDir = resolve(process.argv[2] ?? 'public/images');
const count = writeImages(outDir);
const thumbnails = await writeRasters(outDir);
console.log(`Wrote ${count} images to ${outDir}, each as SVG and WebP, and ${thumbnails} small copies`);
