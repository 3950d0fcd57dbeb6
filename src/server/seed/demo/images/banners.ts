// Wide promo banners (1200x500): a headline of one or two short lines, a call to action and a
// product group; square tiles for the 3-column slider; header strips; and the text-free
// backgrounds used behind sections. Text in a banner is at least BANNER_MIN_TEXT units high, so it
// reads at 12 CSS px or more wherever a banner is shown (decision 0201);
// what does not fit (the longer offer) is the slide's alt text.
import { leaf } from './fruits.ts';
import { farmScene, subject } from './scenes.ts';
import { dark, label, light, paint, place, svgDocument, type Paint, type Subject } from './svg.ts';

/**
 * The smallest text in a 1200-wide banner: 12 px at a displayed width of 200 CSS px, the narrowest
 * a banner is shown (a style_3 row, 62 % of the desktop phone frame's 364 px screen).
 */
const BANNER_MIN_TEXT = 72;
const HEADLINE_SIZE = 96;
const HEADLINE_LEADING = 104;

export interface BannerSpec {
  title: string;
  /** One or two lines of about 12 characters. */
  headline: readonly string[];
  /**
   * A verb or two ('Shop now') drawn as a button; null for a banner no slide links anywhere, which
   * must not look like something to tap (the first-run hero, the campaign slides without a link).
   */
  cta: string | null;
  bg: readonly [string, string];
  ink: string;
  accent: string;
  /** [item picture name or a subject, x, y, scale] on the right half. */
  group: readonly (readonly [string | Subject, number, number, number])[];
}

/** Product art without its package words: at banner scale they would be a few pixels high. */
function wordless(name: string | Subject): Subject {
  const art = typeof name === 'string' ? subject(name) : name;
  return (pt) => art(pt).replace(/<text\b[^>]*>[^<]*<\/text>/g, '');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function pill(x: number, y: number, text: string, fill: string, ink: string, size: number): string {
  // Letters as a reader counts them: a Devanagari syllable with its vowel sign is one.
  const width = Math.round([...graphemes.segment(text)].length * size * 0.6 + size * 1.6);
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${Math.round(size * 1.6)}" rx="${Math.round(size * 0.8)}" fill="${fill}"/>` +
    label(x + width / 2, y + size * 1.14, size, ink, text)
  );
}

function shadow(pt: Paint, x: number, y: number, rx: number): string {
  const soft = pt.rad('bsh', ['#2b1d0e@0.28', '#2b1d0e@0'], 0.5, 0.5, 0.5);
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.round(rx * 0.16)}" fill="${soft}"/>`;
}

export function bannerPicture(spec: BannerSpec): string {
  const pt = paint('b');
  const bg = pt.lin('bg', [spec.bg[0], spec.bg[1]], 0, 0, 1, 1);
  const cta = spec.cta === null ? 0 : 44 + Math.round(BANNER_MIN_TEXT * 1.6);
  // The headline and the button, centred as one block: cap height ~0.72 em above the first baseline.
  const block = HEADLINE_SIZE * 0.72 + (spec.headline.length - 1) * HEADLINE_LEADING + cta;
  const firstBaseline = Math.round((500 - block) / 2 + HEADLINE_SIZE * 0.72);
  const lines = spec.headline
    .map((line, index) =>
      label(64, firstBaseline + index * HEADLINE_LEADING, HEADLINE_SIZE, spec.ink, line, 'start', 900),
    )
    .join('');
  const ctaY = firstBaseline + (spec.headline.length - 1) * HEADLINE_LEADING + 44;
  const group = spec.group
    .map(([name, x, y, s]) => shadow(pt, x, y + 118 * s, 120 * s) + place(wordless(name), pt, x, y, s))
    .join('');
  return svgDocument(
    1200,
    500,
    spec.title,
    pt,
    `<rect width="1200" height="500" fill="${bg}"/>` +
      `<circle cx="960" cy="250" r="230" fill="#fff" opacity=".22"/><circle cx="1150" cy="40" r="110" fill="#fff" opacity=".14"/>` +
      leaf(pt, 1150, 470, -150, 120, light(spec.accent, 0.3)) +
      leaf(pt, 30, 470, -40, 90, light(spec.accent, 0.45)) +
      lines +
      (spec.cta === null ? '' : pill(64, ctaY, `${spec.cta} ›`, spec.ink, spec.bg[0], BANNER_MIN_TEXT)) +
      group,
  );
}

/** A square tile for the 3-column slider: one subject (the slider names it in HTML under the picture). */
export function tilePicture(title: string, name: string, tint: string): string {
  const pt = paint('t');
  const bg = pt.lin('bg', [light(tint, 0.4), tint], 0, 0, 1, 1);
  return svgDocument(
    400,
    400,
    title,
    pt,
    `<rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="200" r="150" fill="#fff" opacity=".45"/>` +
      shadow(pt, 200, 310, 120) +
      place(wordless(name), pt, 200, 200, 0.8),
  );
}

/** A header strip (1200x200): title and a row of small products. */
export function headerPicture(title: string, text: string, colour: string, names: readonly string[]): string {
  const pt = paint('h');
  const bg = pt.lin('bg', [colour, dark(colour, 0.2)], 0, 0, 1, 0);
  const row = names.map((name, index) => place(wordless(name), pt, 820 + index * 120, 104, 0.34)).join('');
  return svgDocument(
    1200,
    200,
    title,
    pt,
    `<rect width="1200" height="200" fill="${bg}"/><circle cx="1080" cy="20" r="120" fill="#fff" opacity=".12"/>` +
      label(64, 122, 58, '#fff', text, 'start', 900) +
      row,
  );
}

/** Text-free green background for the campaign slider (1200x500). */
export function leafBackground(title: string): string {
  const pt = paint('l');
  const bg = pt.lin('bg', ['#2e9e4f', '#14532d'], 0, 0, 1, 1);
  const leaves = Array.from({ length: 12 }, (_, index) =>
    leaf(pt, 60 + (index % 6) * 210, index < 6 ? 90 : 400, index * 47, 90, '#4fbf6a'),
  ).join('');
  return svgDocument(
    1200,
    500,
    title,
    pt,
    `<rect width="1200" height="500" fill="${bg}"/><g opacity=".22">${leaves}</g>`,
  );
}

/** Sunrise over fields (1200x500), behind 'Fresh this morning'. */
export function sunriseBackground(title: string): string {
  const pt = paint('r');
  const sky = pt.lin('sky', ['#ffd9a8', '#fff4e0', '#eaf6ec'], 0, 0, 0, 1);
  return svgDocument(
    1200,
    500,
    title,
    pt,
    `<rect width="1200" height="500" fill="${sky}"/><circle cx="860" cy="250" r="90" fill="#ffc25a"/><circle cx="860" cy="250" r="130" fill="#ffc25a" opacity=".25"/>` +
      `<path d="M0 300Q300 220 600 290T1200 270L1200 500L0 500Z" fill="#9ccc65"/><path d="M0 360Q400 290 800 350T1200 340L1200 500L0 500Z" fill="#6aa84f"/>` +
      [400, 430, 462, 496]
        .map(
          (y) =>
            `<path d="M0 ${y}Q600 ${y - 60} 1200 ${y}" stroke="#4f8f35" stroke-width="8" fill="none" opacity=".5"/>`,
        )
        .join(''),
  );
}

/** A tall card background (600x800): mango orchard or festive rangoli. */
export function tallBackground(title: string, kind: 'orchard' | 'festive'): string {
  const pt = paint('o');
  if (kind === 'orchard') {
    const sky = pt.lin('sky', ['#ffe7a3', '#ffc46b', '#f59e42'], 0, 0, 0, 1);
    const fruit = [
      [170, 300],
      [240, 350],
      [330, 280],
      [400, 340],
      [300, 390],
      [460, 300],
      [140, 380],
      [220, 250],
    ]
      .map(
        ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="22" fill="#ffb627" stroke="#e8782a" stroke-width="3"/>`,
      )
      .join('');
    return svgDocument(
      600,
      800,
      title,
      pt,
      `<rect width="600" height="800" fill="${sky}"/><circle cx="460" cy="150" r="60" fill="#fff3c4" opacity=".8"/>` +
        `<rect x="280" y="420" width="46" height="300" fill="#7a4a22"/><path d="M300 520L220 440M310 500L390 430" stroke="#7a4a22" stroke-width="18"/>` +
        [
          [300, 300, 190],
          [170, 340, 110],
          [440, 340, 110],
          [300, 200, 120],
        ]
          .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#3d8b3a"/>`)
          .join('') +
        `<circle cx="250" cy="260" r="70" fill="#4fa34a"/>` +
        fruit +
        `<path d="M0 700Q300 640 600 700L600 800L0 800Z" fill="#5e9a34"/>`,
    );
  }
  const bg = pt.lin('bg', ['#7b1f2b', '#c2410c'], 0, 0, 1, 1);
  const petals = (cx: number, cy: number, r: number, colour: string) =>
    Array.from(
      { length: 8 },
      (_, index) =>
        `<ellipse cx="${cx}" cy="${cy - r}" rx="${r * 0.35}" ry="${r * 0.7}" fill="${colour}" transform="rotate(${index * 45} ${cx} ${cy})"/>`,
    ).join('');
  const diya = (x: number, y: number) =>
    `<path d="M${x - 34} ${y}Q${x} ${y + 40} ${x + 34} ${y}Z" fill="#d97706"/><path d="M${x} ${y - 8}q10 -20 0 -40q-10 20 0 40Z" fill="#fde047"/>`;
  return svgDocument(
    600,
    800,
    title,
    pt,
    `<rect width="600" height="800" fill="${bg}"/>` +
      petals(300, 300, 150, '#f59e0b') +
      petals(300, 300, 100, '#fde68a') +
      petals(300, 300, 55, '#f43f5e') +
      `<circle cx="300" cy="300" r="30" fill="#fff7ed"/>` +
      diya(140, 640) +
      diya(300, 660) +
      diya(460, 640),
  );
}

/** A kitchen scale showing the members' weight allowance (no words: it is drawn in banners). */
export const weighScale: Subject = (pt) =>
  `<rect x="110" y="250" width="180" height="60" rx="16" fill="${pt.lin('scl', ['#4fbf6a', '#1b7a3a'], 0, 0, 1, 1)}"/>` +
  `<rect x="150" y="262" width="100" height="34" rx="6" fill="#eafbe9"/>` +
  `<path d="M166 279h22M200 279h34" stroke="#14532d" stroke-width="10" stroke-linecap="round"/>` +
  `<rect x="96" y="226" width="208" height="22" rx="10" fill="#d1d5db"/>` +
  place(subject('rice'), pt, 160, 150, 0.55) +
  place(subject('dal-toor'), pt, 250, 176, 0.45);

/** A membership card (no words: it is drawn in banners). */
export const memberCard: Subject = (pt) =>
  `<g transform="rotate(-8 200 200)"><rect x="70" y="110" width="260" height="170" rx="18" fill="${pt.lin('mc', ['#f7d774', '#d4a017', '#1b7a3a'], 0, 0, 1, 1)}"/>` +
  leaf(pt, 270, 150, 30, 60, '#14532d') +
  `<path d="M96 250h120M96 262h70" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".85"/>` +
  `<rect x="96" y="184" width="46" height="34" rx="6" fill="#fff3c4"/></g>`;

/** The Mulshi farm scene in a round frame, for banners. */
export const farmBadge: Subject = (pt) => {
  const clip = pt.def('fb', (id) => `<clipPath id="${id}"><circle cx="200" cy="200" r="150"/></clipPath>`);
  return `<circle cx="200" cy="200" r="158" fill="#fff"/><g clip-path="url(#${clip})"><g transform="translate(-40 40)">${farmScene(pt)}</g></g>`;
};
