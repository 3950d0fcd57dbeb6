// Writes the demo shop's images: node src/server/db/seed/images/generate.ts [outDir]
// (default public/images). Deterministic and offline; safe to run again.
import { resolve } from 'node:path';
import { writeImages } from './index.ts';

const outDir = resolve(process.argv[2] ?? 'public/images');
const count = writeImages(outDir);
console.log(`Wrote ${count} images to ${outDir}`);
