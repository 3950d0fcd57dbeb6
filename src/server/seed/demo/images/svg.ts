// Small helpers for the demo shop's hand-drawn SVG illustrations: colour mixing,
// gradient definitions with per-image unique ids, and the document wrapper.
// Every subject is drawn in a 400x400 box around (200, 200), resting on y ≈ 318.

/** Gradient and pattern definitions collected while a picture is drawn. */
export interface Paint {
  /** A linear gradient (top-left to bottom-right by default); returns `url(#id)`. */
  lin(name: string, stops: readonly string[], x1?: number, y1?: number, x2?: number, y2?: number): string;
  /** A radial gradient in bounding-box units; returns `url(#id)`. */
  rad(name: string, stops: readonly string[], cx?: number, cy?: number, r?: number): string;
  /** Adds raw markup to <defs> under a unique id; `make` receives that id. Returns the id. */
  def(name: string, make: (id: string) => string): string;
  defs(): string;
}

/** A drawing: adds its gradients to the paint and returns the markup. */
export type Subject = (pt: Paint) => string;

/** Numbers as short text: at most one decimal. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

/** Stops are 'colour' or 'colour@opacity', spread evenly from 0 to 1. */
function stops(list: readonly string[]): string {
  return list
    .map((entry, index) => {
      const [colour, opacity] = entry.split('@');
      const offset = list.length === 1 ? 0 : index / (list.length - 1);
      return `<stop offset="${num(offset)}" stop-color="${colour}"${opacity ? ` stop-opacity="${opacity}"` : ''}/>`;
    })
    .join('');
}

export function paint(prefix: string): Paint {
  const parts: string[] = [];
  const made = new Map<string, string>();
  const unique = (name: string): string => `${prefix}${name}`;
  return {
    lin(name, list, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
      const id = unique(name);
      if (!made.has(id)) {
        made.set(id, id);
        parts.push(
          `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops(list)}</linearGradient>`,
        );
      }
      return `url(#${id})`;
    },
    rad(name, list, cx = 0.4, cy = 0.35, r = 0.75) {
      const id = unique(name);
      if (!made.has(id)) {
        made.set(id, id);
        parts.push(
          `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${stops(list)}</radialGradient>`,
        );
      }
      return `url(#${id})`;
    },
    def(name, make) {
      const id = unique(name);
      if (!made.has(id)) {
        made.set(id, id);
        parts.push(make(id));
      }
      return id;
    },
    defs: () => parts.join(''),
  };
}

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  let out = '#';
  for (let index = 0; index < 3; index += 1) {
    const value = Math.round(channel(a, index) * (1 - t) + channel(b, index) * t);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

export const light = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const dark = (colour: string, t: number): string => mix(colour, '#000000', t);

/** Three-stop body gradient of one colour: lit top-left, shaded bottom-right. */
export function body(pt: Paint, name: string, colour: string, spread = 0.3): string {
  return pt.rad(name, [light(colour, spread), colour, dark(colour, spread)], 0.35, 0.3, 0.85);
}

/** A soft white highlight. */
export function shine(cx: number, cy: number, rx: number, ry: number, rotate = -30, opacity = 0.45): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" transform="rotate(${num(rotate)} ${num(cx)} ${num(cy)})" fill="#fff" opacity="${num(opacity)}"/>`;
}

// Level of detail while a subject is drawn small inside a composition: fine textures
// (speckles) thin out, since they would be invisible at that size anyway.
let detail = 1;

/** Draws a subject (made for the 400 box) centred at (cx, cy), scaled. */
export function place(subject: Subject, pt: Paint, cx: number, cy: number, scale: number, rotate = 0): string {
  const turn = rotate ? ` rotate(${num(rotate)} 200 200)` : '';
  const previous = detail;
  detail = Math.min(previous, scale ** 1.5);
  try {
    return `<g transform="translate(${num(cx - 200 * scale)} ${num(cy - 200 * scale)}) scale(${num(scale)})${turn}">${subject(pt)}</g>`;
  } finally {
    detail = previous;
  }
}

/** Repeats markup rotated around a point. */
export function around(
  count: number,
  cx: number,
  cy: number,
  from: number,
  to: number,
  make: (index: number) => string,
): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const angle = count === 1 ? from : from + ((to - from) * index) / (count - 1);
    out += `<g transform="rotate(${num(angle)} ${num(cx)} ${num(cy)})">${make(index)}</g>`;
  }
  return out;
}

/** Deterministic scatter of small marks in an ellipse (seeds, speckles, crumbs). */
export function speckles(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  make: (x: number, y: number, index: number) => string,
): string {
  let out = '';
  const total = Math.max(3, Math.round(count * detail));
  for (let index = 0; index < total; index += 1) {
    // Golden-angle spiral: even, natural-looking, and the same every run.
    const radius = Math.sqrt((index + 0.5) / total);
    const angle = index * 2.39996;
    out += make(Math.round(cx + Math.cos(angle) * rx * radius), Math.round(cy + Math.sin(angle) * ry * radius), index);
  }
  return out;
}

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Noto Sans,sans-serif';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Bold label text, centred at x unless anchor says otherwise. */
export function label(
  x: number,
  y: number,
  size: number,
  fill: string,
  text: string,
  anchor = 'middle',
  weight = 800,
): string {
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

/** The finished document: viewBox, accessible title, defs, body. */
export function svgDocument(width: number, height: number, title: string, pt: Paint, content: string): string {
  const defs = pt.defs();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>` +
    `<style>text{font-family:${FONT}}</style>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    content +
    '</svg>\n'
  );
}
