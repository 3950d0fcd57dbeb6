// Composed pictures: item canvases, category and tab groups, combo baskets,
// storefronts and the Mulshi farm. They reuse the item subjects (item-pictures.ts).
import { leaf } from './fruits.ts';
import { ITEM_PICTURES } from './item-pictures.ts';
import { dark, label, light, paint, place, svgDocument, type Paint, type Subject } from './svg.ts';

export function subject(name: string): Subject {
  const picture = ITEM_PICTURES[name];
  if (!picture) throw new Error(`No item picture ${name}`);
  return picture.draw;
}

function groundShadow(pt: Paint, cx: number, cy: number, rx: number): string {
  const soft = pt.rad('gsh', ['#3b2a14@0.25', '#3b2a14@0'], 0.5, 0.5, 0.5);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.16}" fill="${soft}"/>`;
}

/** An item picture: one subject centred on a light tinted background. */
export function itemPicture(name: string): string {
  const picture = ITEM_PICTURES[name];
  if (!picture) throw new Error(`No item picture ${name}`);
  const pt = paint('i');
  const bg = pt.rad('bg', [light(picture.tint, 0.6), picture.tint], 0.5, 0.4, 0.75);
  return svgDocument(
    400,
    400,
    picture.title,
    pt,
    `<rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="205" r="150" fill="#fff" opacity=".35"/>` +
      groundShadow(pt, 200, 318, 130) +
      picture.draw(pt),
  );
}

/** Two or three subjects grouped on a tinted square (categories, store categories, tabs). */
export function groupPicture(title: string, tint: string, names: readonly string[]): string {
  const pt = paint('g');
  const bg = pt.rad('bg', [light(tint, 0.55), tint], 0.5, 0.35, 0.8);
  const slots: readonly (readonly [number, number, number])[] =
    names.length === 1
      ? [[200, 200, 0.95]]
      : names.length === 2
        ? [
            [150, 214, 0.62],
            [256, 196, 0.66],
          ]
        : [
            [120, 220, 0.5],
            [280, 220, 0.5],
            [200, 200, 0.62],
          ];
  const drawn = names.map((name, index) => {
    const [x, y, s] = slots[index] ?? [200, 200, 0.5];
    return place(subject(name), pt, x, y, s);
  });
  const content =
    `<rect width="400" height="400" rx="0" fill="${bg}"/><circle cx="200" cy="200" r="160" fill="#fff" opacity=".4"/>` +
    leaf(pt, 40, 60, -30, 70, light('#3f9b3a', 0.5)) +
    leaf(pt, 360, 350, 150, 70, light('#3f9b3a', 0.5)) +
    groundShadow(pt, 200, 306, 150) +
    drawn.join('');
  return svgDocument(400, 400, title, pt, content);
}

/** A woven basket with the combo's products peeking out. */
export function comboPicture(title: string, tint: string, names: readonly string[]): string {
  const pt = paint('c');
  const bg = pt.rad('bg', [light(tint, 0.5), tint], 0.5, 0.35, 0.8);
  const weave = pt.def(
    'wv',
    (id) =>
      `<pattern id="${id}" width="24" height="16" patternUnits="userSpaceOnUse"><rect width="24" height="16" fill="#b5793d"/><path d="M0 4h12M12 12h12" stroke="#d9a066" stroke-width="6"/><path d="M0 12h4M20 4h4" stroke="#8f5a2b" stroke-width="2"/></pattern>`,
  );
  const slots: readonly (readonly [number, number, number])[] = [
    [136, 150, 0.55],
    [266, 148, 0.55],
    [200, 132, 0.6],
    [110, 190, 0.4],
    [292, 190, 0.4],
  ];
  const peeking = names.map((name, index) => {
    const [x, y, s] = slots[index] ?? [200, 190, 0.4];
    return place(subject(name), pt, x, y, s);
  });
  return svgDocument(
    400,
    400,
    title,
    pt,
    `<rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="200" r="160" fill="#fff" opacity=".35"/>` +
      `<path d="M100 226C100 90 300 90 300 226" stroke="#8f5a2b" stroke-width="14" fill="none"/>` +
      groundShadow(pt, 200, 330, 150) +
      peeking.join('') +
      `<path d="M70 226L330 226L306 318Q300 330 286 330L114 330Q100 330 94 318Z" fill="url(#${weave})"/>` +
      `<rect x="62" y="214" width="276" height="24" rx="12" fill="#8f5a2b"/><rect x="62" y="214" width="276" height="8" rx="4" fill="#d9a066" opacity=".7"/>`,
  );
}

export interface StoreLook {
  sign: string;
  colour: string;
  goods: readonly string[];
  /** Colours of the produce in the two crates out front. */
  crates: readonly [string, string];
  hills?: boolean;
}

/** A storefront with a striped awning, sign, window display and crates (480x320). */
export function storePicture(title: string, look: StoreLook): string {
  const pt = paint('s');
  const sky = pt.lin('sky', [look.hills ? '#cfe8f7' : '#dff1fb', '#fdfaf2'], 0, 0, 0, 1);
  const hills = look.hills
    ? `<path d="M0 190L70 120L140 170L230 90L320 160L400 110L480 170L480 240L0 240Z" fill="#7fb069"/><path d="M0 210L110 160L220 200L340 150L480 200L480 240L0 240Z" fill="#5e9a4d"/>`
    : `<circle cx="410" cy="60" r="30" fill="#ffe08a"/>`;
  const stripes = Array.from({ length: 10 }, (_, index) => {
    const x = 60 + index * 36;
    return `<path d="M${x} 150h36v34a18 18 0 0 1 -36 0Z" fill="${index % 2 ? '#fff' : look.colour}"/>`;
  }).join('');
  const display = look.goods
    .slice(0, 2)
    .map((name, index) => place(subject(name), pt, 136 + index * 84, 244, 0.24))
    .join('');
  const crate = (x: number, colour: string) =>
    [0, 1, 2, 3]
      .map((n) => `<circle cx="${x + 12 + n * 17}" cy="${276 - (n % 2) * 4}" r="11" fill="${colour}"/>`)
      .join('') +
    `<rect x="${x}" y="280" width="76" height="30" rx="4" fill="#c98b4e"/><path d="M${x} 295h76" stroke="#8f5a2b" stroke-width="3"/>`;
  return svgDocument(
    480,
    320,
    title,
    pt,
    `<rect width="480" height="320" fill="${sky}"/>` +
      hills +
      `<rect x="0" y="296" width="480" height="24" fill="#d9d2c3"/>` +
      `<rect x="56" y="82" width="368" height="218" fill="#fbf3e4"/><rect x="48" y="74" width="384" height="16" rx="4" fill="${dark(look.colour, 0.3)}"/>` +
      `<rect x="86" y="96" width="308" height="46" rx="8" fill="${dark(look.colour, 0.15)}"/>` +
      label(240, 128, look.sign.length > 16 ? 20 : 24, '#fff', look.sign) +
      stripes +
      `<rect x="86" y="196" width="180" height="92" rx="6" fill="#d6ecf5"/><rect x="86" y="268" width="180" height="20" fill="#e9d8b8"/>` +
      display +
      `<path d="M96 204L130 204L100 250Z" fill="#fff" opacity=".5"/>` +
      `<rect x="290" y="196" width="100" height="100" rx="6" fill="#8f5a2b"/><rect x="300" y="206" width="80" height="58" rx="4" fill="#d6ecf5"/><circle cx="372" cy="250" r="4" fill="#f6d77b"/>` +
      crate(20, look.crates[0]) +
      crate(384, look.crates[1]) +
      `<path d="M40 300q6 -40 16 -52q10 12 16 52Z" fill="#4f9a3a"/>`,
  );
}

/** The farm near Mulshi: hills, the lake, crop rows and a farmhouse (480x320). */
export const farmScene: Subject = (pt) => {
  const sky = pt.lin('fsky', ['#bfe3f5', '#fdf6e3'], 0, 0, 0, 1);
  const field = pt.lin('ffield', ['#8cc152', '#5e9a34'], 0, 0, 0, 1);
  const rows = [200, 222, 246, 272, 300]
    .map(
      (y, index) =>
        `<path d="M${-20 + index * 10} ${y}Q240 ${y - 24} ${500 - index * 10} ${y}" stroke="#4d8a2a" stroke-width="6" fill="none" opacity=".6"/>`,
    )
    .join('');
  return (
    `<rect width="480" height="320" fill="${sky}"/><circle cx="380" cy="70" r="34" fill="#ffd86b"/>` +
    `<path d="M0 150L90 90L170 140L260 70L350 130L480 80L480 190L0 190Z" fill="#7fa8a0"/>` +
    `<ellipse cx="330" cy="178" rx="150" ry="18" fill="#6fb7d9"/>` +
    `<path d="M0 186Q240 160 480 190L480 320L0 320Z" fill="${field}"/>` +
    rows +
    `<path d="M70 200L130 160L190 200Z" fill="#a93226"/><rect x="80" y="200" width="100" height="70" fill="#f2e3c6"/><rect x="116" y="226" width="28" height="44" fill="#8f5a2b"/>` +
    `<rect x="88" y="212" width="20" height="18" fill="#d6ecf5"/><rect x="152" y="212" width="20" height="18" fill="#d6ecf5"/>` +
    `<rect x="392" y="200" width="12" height="60" fill="#7a4a22"/><circle cx="398" cy="190" r="38" fill="#3f8f38"/><circle cx="380" cy="176" r="22" fill="#5bab4a"/>`
  );
};

export function farmPicture(title: string): string {
  const pt = paint('f');
  return svgDocument(480, 320, title, pt, farmScene(pt));
}
