// Writes the demo shop's images: node src/server/db/seed/images/generate.ts [outDir]
// (default public/images). Deterministic and offline; safe to run again. The output is
// committed (docs/decisions.md, "Demo images"): run this after changing a drawing, and
// tests/unit/public/demo-images.test.ts fails until the committed files match.
import { resolve } from 'node:path';
import { writeImages } from './index.ts';

const outDir = resolve(process.argv[2] ?? 'public/images');
const count = writeImages(outDir);
console.log(`Wrote ${count} images to ${outDir}`);
