// The avatar a customer uploads (§7 Update avatar): cut to a centred square and
// shrunk in the browser until its data URL fits what the server keeps (a PNG,
// JPEG or WebP data URL of at most `maxChars` characters, never SVG).
import { firstCharacter } from '../domain/text.ts';

const SIDES_PX = [192, 160, 128, 96];
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

function encode(canvas: HTMLCanvasElement, quality: number): string {
  const webp = canvas.toDataURL('image/webp', quality);
  // Browsers that cannot write WebP hand back a PNG; JPEG is smaller for a photo.
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', quality);
}

/** The picture as a small square data URL, or null when it cannot be read or made small enough. */
export async function avatarDataUrl(file: Blob, maxChars: number): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const left = (bitmap.width - side) / 2;
  const top = (bitmap.height - side) / 2;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    for (const size of SIDES_PX) {
      canvas.width = size;
      canvas.height = size;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.drawImage(bitmap, left, top, side, side, 0, 0, size, size);
      for (const quality of QUALITIES) {
        const url = encode(canvas, quality);
        if (url.length <= maxChars) return url;
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/** Up to two initials of a name, for a customer without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => firstCharacter(word).toLocaleUpperCase())
    .join('');
}
