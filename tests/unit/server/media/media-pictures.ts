// Pictures for the media library's tests, made on the spot.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A PNG whose header claims `width` × `height` and holds no pixels: read by its header alone. */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photograph-like JPEG of about 5 MB: 4000 × 3000, a colour gradient with fine noise (which
 * JPEG cannot squeeze), quality 95.
 */
export async function noisyJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed / 0x7fffffff - 0.5) * 24;
      const at = (y * width + x) * 3;
      raw[at] = (x / width) * 200 + 30 + noise;
      raw[at + 1] = (y / height) * 180 + 40 + noise;
      raw[at + 2] = 120 + noise;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A small JPEG, drawn on its side with EXIF orientation 6 (turn a quarter clockwise) and a camera's metadata. */
export async function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#4a7' } })
    .jpeg({ quality: 80 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'FarmPhone', Model: 'Field 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' },
      },
    })
    .toBuffer();
}

/** A still PNG. */
export function smallPng(width = 200, height = 150): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

/** An animated WebP of two frames. */
export async function animatedWebp(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer();
}
