import { describe, expect, it } from 'vitest';
import {
  MEDIA_MAX_BYTES,
  mediaImage,
  mediaPath,
  mediaSrcset,
  parseMediaPath,
  sniffFormat,
  uploadRefusal,
  widthsOf,
} from '../../../../src/domain/media/media.ts';
import { thumbnailSrcset } from '../../../../src/domain/pictures.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('the media library’s rules', () => {
  it('tells a file’s format by its first bytes', () => {
    expect(sniffFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffFormat(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffFormat(text('GIF89a'))).toBe('gif');
    expect(sniffFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffFormat(text('\uFEFF  <?xml version="1.0"?>\n<!-- drawn -->\n<svg>'))).toBe('svg');
    // An executable (ELF) named x.jpg is still an executable.
    expect(sniffFormat(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1))).toBe('other');
    expect(sniffFormat(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBe('other');
    expect(sniffFormat(bytes())).toBe('other');
  });

  it('refuses what the library cannot take, each with its reason', () => {
    const picture = { bytes: 1000, format: 'jpeg' as const, width: 4000, height: 3000, pages: 1 };
    expect(uploadRefusal(picture)).toBeNull();
    expect(uploadRefusal({ ...picture, bytes: MEDIA_MAX_BYTES + 1 })?.kind).toBe('too_large');
    expect(uploadRefusal({ ...picture, bytes: MEDIA_MAX_BYTES })).toBeNull();
    expect(uploadRefusal({ ...picture, format: 'svg' })?.message.text).toMatch(/SVG/);
    expect(uploadRefusal({ ...picture, format: 'other' })?.message.text).toMatch(/not a picture/);
    expect(uploadRefusal({ ...picture, format: 'gif' })?.kind).toBe('format');
    expect(uploadRefusal({ ...picture, width: 20_000, height: 20_000 })?.message.text).toMatch(
      /20000 × 20000.*40 megapixels/,
    );
    // 40 megapixels exactly are taken.
    expect(uploadRefusal({ ...picture, width: 8000, height: 5000 })).toBeNull();
    expect(uploadRefusal({ ...picture, pages: 12 })?.message.text).toMatch(/Animated/);
    expect(uploadRefusal({ ...picture, width: undefined })?.message.text).toMatch(/could not be read/);
    expect(uploadRefusal({ ...picture, bytes: 0 })?.message.text).toMatch(/empty/);
  });

  it('keeps the pages’ widths, never wider than the original', () => {
    expect(widthsOf(4000)).toEqual([160, 320, 480]);
    expect(widthsOf(480)).toEqual([160, 320, 480]);
    expect(widthsOf(400)).toEqual([160, 320, 400]);
    expect(widthsOf(160)).toEqual([160]);
    expect(widthsOf(90)).toEqual([90]);
    expect(widthsOf(0)).toEqual([]);
    // The widest names the set.
    for (const width of [90, 160, 200, 320, 333, 480, 481, 5000])
      expect(widthsOf(widthsOf(width).at(-1) ?? 0)).toEqual(widthsOf(width));
  });

  it('names each copy and reads the name back', () => {
    expect(mediaPath(12, 320)).toBe('/media/12-320.webp');
    expect(mediaPath(12, 320, 'avif')).toBe('/media/12-320.avif');
    expect(parseMediaPath('/media/12-320.avif')).toEqual({ id: 12, width: 320, format: 'avif' });
    for (const other of [
      '/media/0-320.webp',
      '/media/12-320.png',
      '/media/12-320.webp/x',
      '/media/../x',
      '/media/a-1.webp',
    ])
      expect(parseMediaPath(other)).toBeNull();
  });

  it('turns a media id into the image a catalogue row stores, and that into its srcset', () => {
    expect(mediaImage(7, 4000)).toBe('/media/7-480.webp');
    expect(mediaImage(8, 300)).toBe('/media/8-300.webp');
    expect(mediaSrcset('/media/7-480.webp')).toBe(
      '/media/7-160.webp 160w, /media/7-320.webp 320w, /media/7-480.webp 480w',
    );
    expect(mediaSrcset('/media/8-300.webp')).toBe('/media/8-160.webp 160w, /media/8-300.webp 300w');
    // Not the widest copy, or not a library picture: no srcset.
    expect(mediaSrcset('/media/7-900.webp')).toBeUndefined();
    expect(mediaSrcset('/media/7-480.avif')).toBeUndefined();
    expect(mediaSrcset('/images/items/mango.webp')).toBeUndefined();
    // The customer pages' srcset (ItemCard, CategoryGrid…) takes a library picture's real widths.
    expect(thumbnailSrcset('/media/7-480.webp')).toBe(mediaSrcset('/media/7-480.webp'));
    expect(thumbnailSrcset('/images/items/mango.webp')).toBe(
      '/images/items/mango.160w.webp 160w, /images/items/mango.320w.webp 320w, /images/items/mango.webp 480w',
    );
  });
});
