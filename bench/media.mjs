// `node bench/media.mjs`: how long the media library takes to make the copies of a 5 MB photograph
// (a 4000 × 3000 JPEG of a gradient with fine noise, quality 95: tests/unit/server/media/media-pictures.ts),
// as an upload does (src/server/services/media/copies.ts: WebP widths and AVIF where smaller), and
// the same copies in WebP alone. Five rounds each after one to warm up; median (min–max), in ms.
import sharp from 'sharp';
import { makeCopies } from '../src/server/services/media/copies.ts';
import { noisyJpeg } from '../tests/unit/server/media/media-pictures.ts';

const ROUNDS = 5;

async function timed(work) {
  const times = [];
  await work();
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value) => Math.round(value);
  return `${ms(times[Math.floor(ROUNDS / 2)])} (${ms(times[0])}–${ms(times.at(-1))})`;
}

const jpeg = await noisyJpeg();
console.log(
  `JPEG: ${(jpeg.length / 1024 / 1024).toFixed(2)} MB, 4000 × 3000; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);
const made = await makeCopies(jpeg);
if (!made.ok) throw new Error(made.error.message);
console.log(
  `Copies: ${made.value.files.map((file) => `${file.width} ${file.format} ${file.bytes.length} B`).join(', ')}`,
);
console.log(`WebP and AVIF where smaller (as uploads do): ${await timed(() => makeCopies(jpeg))} ms`);
console.log(
  `WebP alone: ${await timed(async () => {
    const base = await sharp(jpeg).rotate().resize({ width: 480 }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
    await Promise.all(
      [160, 320, 480].map((width) => sharp(base.data, raw).resize({ width }).webp({ quality: 80 }).toBuffer()),
    );
  })} ms`,
);
