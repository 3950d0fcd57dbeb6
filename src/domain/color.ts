// WCAG 2 contrast, so a storeColor from settings can be checked (DESIGN: ≥ 4.5:1 for white text)
// and text on an arbitrary brand colour can be chosen to stay readable.

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Reads '#1b7a3a' or '#fff' into 0–255 channels; null for anything else. */
export function parseHexColor(hex: string): [number, number, number] | null {
  const text = hex.trim();
  if (!HEX_COLOR.test(text)) return null;
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
  const channel = (start: number): number => Number.parseInt(digits.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(rgb: readonly [number, number, number]): number {
  const [r, g, b] = rgb;
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** Contrast ratio 1–21 between two hex colours; null when either is not a hex colour. */
export function contrastRatio(hexA: string, hexB: string): number | null {
  const a = parseHexColor(hexA);
  const b = parseHexColor(hexB);
  if (a === null || b === null) return null;
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whichever of white or near-black reads better on the background; unknown colours get white. */
export function readableTextColor(background: string): '#ffffff' | '#111111' {
  const withWhite = contrastRatio(background, '#ffffff');
  const withDark = contrastRatio(background, '#111111');
  if (withWhite === null || withDark === null) return '#ffffff';
  return withWhite >= withDark ? '#ffffff' : '#111111';
}
