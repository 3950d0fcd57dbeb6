// Fruit illustrations: one subject per product kind, flat with soft gradients,
// highlights and leaves, drawn in the shared 400 box (svg.ts).
import { around, body, dark, light, num, shine, speckles, type Paint, type Subject } from './svg.ts';

/** A glossy leaf from (x, y) pointing at `angle` degrees, `len` long. */
export function leaf(pt: Paint, x: number, y: number, angle: number, len: number, colour = '#3f9b3a'): string {
  const fill = pt.lin(`leaf${colour.slice(1)}`, [light(colour, 0.25), colour, dark(colour, 0.3)], 0, 0, 1, 1);
  const w = num(len * 0.34);
  const a = num(len * 0.3);
  const b = num(len * 0.75);
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})">` +
    `<path d="M0 0C${a} -${w} ${b} -${w} ${num(len)} 0C${b} ${w} ${a} ${w} 0 0Z" fill="${fill}"/>` +
    `<path d="M2 0L${num(len * 0.92)} 0" stroke="${light(colour, 0.45)}" stroke-width="${num(Math.max(1.5, len / 40))}" stroke-linecap="round" opacity=".7"/></g>`
  );
}

function mango(skin: readonly [string, string, string], blush: string | null): Subject {
  return (pt) => {
    const fill = pt.rad(`mg${skin[0].slice(1)}`, [skin[0], skin[1], skin[2]], 0.3, 0.65, 0.95);
    const outline =
      'M160 118C225 82 306 118 308 200C310 272 254 320 190 314C126 308 94 258 104 204C110 166 130 134 160 118Z';
    let red = '';
    if (blush) {
      const clip = pt.def('mgc', (id) => `<clipPath id="${id}"><path d="${outline}"/></clipPath>`);
      const soft = pt.rad('mgb', [`${blush}@0.8`, `${blush}@0`], 0.5, 0.5, 0.5);
      red = `<ellipse cx="262" cy="142" rx="92" ry="78" fill="${soft}" clip-path="url(#${clip})"/>`;
    }
    return (
      `<path d="${outline}" fill="${fill}"/>` +
      red +
      `<path d="M108 230C118 282 160 312 205 312C168 300 130 272 108 230Z" fill="${dark(skin[2], 0.2)}" opacity=".35"/>` +
      shine(150, 180, 16, 42, 20) +
      `<path d="M176 118C174 104 178 92 186 84" stroke="#6b4a2a" stroke-width="8" stroke-linecap="round" fill="none"/>` +
      leaf(pt, 186, 86, -18, 110, '#3c8d3a')
    );
  };
}

export const alphonso = mango(['#ffe36e', '#ffb62e', '#f07c1f'], '#e8452c');
export const kesar = mango(['#e9ec6a', '#f4c437', '#e3901f'], null);

export const mangoBox: Subject = (pt) => {
  const wood = pt.lin('wood', ['#d9a066', '#b5783f', '#8f5a2b'], 0, 0, 0, 1);
  const one = pt.def('mbx', (id) => `<g id="${id}">${alphonso(pt)}</g>`);
  const fruit = (x: number, y: number, r: number) =>
    `<use href="#${one}" transform="translate(${x} ${y}) rotate(${r}) scale(.5) translate(-205 -215)"/>`;
  const planks = [222, 262]
    .map((y) => `<rect x="84" y="${y}" width="232" height="4" fill="#7a4a22" opacity=".5"/>`)
    .join('');
  return (
    `<path d="M96 196L304 196L316 210L84 210Z" fill="#f3dd8e"/>` +
    fruit(148, 182, -20) +
    fruit(252, 182, 15) +
    fruit(200, 170, 0) +
    `<path d="M92 205C140 190 260 190 308 205" stroke="#e9c766" stroke-width="6" fill="none"/>` +
    `<rect x="80" y="202" width="240" height="112" rx="8" fill="${wood}"/>` +
    planks +
    `<rect x="80" y="202" width="240" height="12" rx="6" fill="#e7b57b" opacity=".8"/>` +
    `<rect x="146" y="238" width="108" height="46" rx="8" fill="#fff7e6"/>` +
    `<text x="200" y="268" font-size="22" font-weight="800" fill="#b5471b" text-anchor="middle">DEVGAD</text>`
  );
};

export const banana: Subject = (pt) => {
  const skin = pt.lin('bn', ['#fff08a', '#ffd93b', '#f0b419'], 0, 0, 1, 1);
  const one =
    `<path d="M128 140C150 250 230 300 318 262C326 258 322 246 314 248C240 270 176 236 150 136Z" fill="${skin}" stroke="#d99e12" stroke-width="3"/>` +
    `<path d="M312 250L326 258" stroke="#5b3d1d" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M150 160C172 232 226 262 290 258" stroke="#fff" stroke-width="5" fill="none" opacity=".45" stroke-linecap="round"/>`;
  return (
    around(3, 140, 140, -16, 16, () => one) +
    `<path d="M120 150L130 110L152 114L148 152Z" fill="#7c8b2e"/><path d="M128 112L150 114L152 100L132 98Z" fill="#5b4a22"/>`
  );
};

export const apple: Subject = (pt) =>
  `<path d="M200 142C168 112 100 120 98 196C96 266 150 322 200 300C250 322 304 266 302 196C300 120 232 112 200 142Z" fill="${body(pt, 'ap', '#e0342f')}"/>` +
  `<path d="M200 300C170 312 130 292 112 252C140 280 170 292 200 300Z" fill="#8e1616" opacity=".3"/>` +
  shine(145, 185, 18, 40, 15) +
  `<path d="M200 146C198 126 204 108 214 96" stroke="#6b4a2a" stroke-width="8" stroke-linecap="round" fill="none"/>` +
  leaf(pt, 212, 104, -30, 80, '#4aa13c');

export const pomegranate: Subject = (pt) =>
  `<path d="M178 120L172 96L190 108L200 90L210 108L228 96L222 120Z" fill="#9b1d22"/>` +
  `<circle cx="200" cy="214" r="100" fill="${body(pt, 'pg', '#d72638')}"/>` +
  `<path d="M118 250C140 300 220 330 280 270C250 300 170 310 118 250Z" fill="#6d0f18" opacity=".35"/>` +
  shine(150, 170, 20, 36, 30) +
  speckles(
    300,
    300,
    26,
    12,
    5,
    (x, y) =>
      `<ellipse cx="${x}" cy="${y}" rx="9" ry="11" fill="#e0344a" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
  );

export const grapes: Subject = (pt) => {
  const berry = pt.rad('gr', ['#effaa8', '#a6d94b', '#5f9a2a'], 0.35, 0.3, 0.8);
  const rows: [number, number[]][] = [
    [132, [150, 198, 246]],
    [172, [126, 174, 222, 270]],
    [212, [150, 198, 246]],
    [252, [174, 222]],
    [290, [198]],
  ];
  const dots = rows
    .flatMap(([y, xs]) =>
      xs.map((x) => `<circle cx="${x}" cy="${y}" r="26" fill="${berry}" stroke="#5b8f27" stroke-width="2"/>`),
    )
    .join('');
  return (
    `<path d="M198 108C196 92 204 80 214 74" stroke="#6b4a2a" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    leaf(pt, 212, 80, -20, 90, '#3f8f38') +
    dots
  );
};

export const papaya: Subject = (pt) => {
  const skin = pt.lin('ppk', ['#c8d94a', '#f3b21c', '#e07f12'], 0, 0, 1, 1);
  const flesh = pt.rad('ppf', ['#ffb37a', '#ff8a3d', '#f0652a'], 0.5, 0.5, 0.6);
  return (
    `<g transform="rotate(-14 200 215)"><ellipse cx="200" cy="215" rx="140" ry="84" fill="${skin}"/>` +
    `<ellipse cx="204" cy="212" rx="124" ry="70" fill="${flesh}"/>` +
    `<ellipse cx="210" cy="212" rx="66" ry="28" fill="#c9431c"/>` +
    speckles(
      210,
      212,
      56,
      20,
      14,
      (x, y) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="#2b1a14"/><circle cx="${x - 2}" cy="${y - 2}" r="2" fill="#fff" opacity=".5"/>`,
    ) +
    `</g>`
  );
};

export const watermelon: Subject = (pt) => {
  const flesh = pt.rad('wmf', ['#ff8a8a', '#ee3b4a', '#c81d32'], 0.5, 0.1, 0.9);
  return (
    `<path d="M56 160A144 144 0 0 0 344 160Z" fill="#2f7d32"/>` +
    `<path d="M64 160A136 136 0 0 0 336 160Z" fill="#cfe9a8"/>` +
    `<path d="M74 160A126 126 0 0 0 326 160Z" fill="${flesh}"/>` +
    `<rect x="56" y="152" width="288" height="10" rx="5" fill="#ff9aa2"/>` +
    [
      [130, 200],
      [170, 230],
      [200, 190],
      [230, 230],
      [270, 200],
      [200, 262],
      [150, 180],
      [250, 180],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="9" fill="#2b1a14"/>`)
      .join('')
  );
};

function citrus(colour: string, leafColour: string): Subject {
  return (pt) =>
    `<circle cx="200" cy="214" r="98" fill="${body(pt, `ct${colour.slice(1)}`, colour, 0.28)}"/>` +
    speckles(
      200,
      214,
      84,
      84,
      16,
      (x, y) => `<circle cx="${x}" cy="${y}" r="2.2" fill="${dark(colour, 0.2)}" opacity=".35"/>`,
    ) +
    shine(152, 168, 18, 34, 35) +
    `<circle cx="202" cy="120" r="6" fill="${dark(colour, 0.35)}"/>` +
    leaf(pt, 204, 118, -35, 84, leafColour);
}

export const orange = citrus('#ff9a1f', '#3f9b3a');
export const mosambi = citrus('#c9d63a', '#3a8a35');

export const lemon: Subject = (pt) => {
  const rind = pt.rad('lm', ['#fff6a0', '#f8dc1e', '#d9ac0c'], 0.35, 0.3, 0.85);
  const half =
    `<circle cx="262" cy="262" r="56" fill="#f4cd17"/><circle cx="262" cy="262" r="48" fill="#fff3b0"/>` +
    around(8, 262, 262, 0, 315, () => `<path d="M262 262L262 220" stroke="#f2d860" stroke-width="4"/>`) +
    `<circle cx="262" cy="262" r="6" fill="#fffbe0"/>`;
  return (
    `<path d="M84 200C84 150 140 122 190 122C250 122 300 150 306 200C310 250 256 280 196 280C136 280 84 250 84 200Z" fill="${rind}" transform="rotate(-12 195 200)"/>` +
    `<path d="M78 206L92 196L96 214Z" fill="#e3b70e"/>` +
    shine(140, 180, 14, 40, 70) +
    leaf(pt, 250, 130, -40, 76, '#3f9b3a') +
    half
  );
};

export const chikoo: Subject = (pt) => {
  const skin = body(pt, 'ck', '#a8744a', 0.25);
  return (
    `<ellipse cx="160" cy="208" rx="86" ry="76" fill="${skin}"/>` +
    shine(130, 175, 14, 26, 30, 0.3) +
    `<ellipse cx="256" cy="252" rx="66" ry="58" fill="#8a5a34"/><ellipse cx="256" cy="252" rx="58" ry="50" fill="#d8a064"/>` +
    around(6, 256, 252, 0, 300, () => `<path d="M256 252L256 214" stroke="#c48848" stroke-width="3"/>`) +
    `<ellipse cx="262" cy="240" rx="9" ry="16" fill="#2b1a14" transform="rotate(30 262 240)"/>`
  );
};

export const coconut: Subject = (pt) => {
  const green = pt.rad('cn', ['#b3e07a', '#6cb33e', '#3f7d25'], 0.35, 0.3, 0.85);
  return (
    `<path d="M200 112C284 112 312 182 302 242C292 300 240 320 200 320C160 320 108 300 98 242C88 182 116 112 200 112Z" fill="${green}"/>` +
    `<ellipse cx="200" cy="132" rx="42" ry="14" fill="#f4f0d8" stroke="#5c9c36" stroke-width="4"/>` +
    `<path d="M212 130L262 40" stroke="#ff6f91" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M212 130L262 40" stroke="#fff" stroke-width="14" stroke-dasharray="12 12" stroke-linecap="round" opacity=".8"/>` +
    shine(140, 200, 16, 50, 10, 0.35)
  );
};

export const strawberry: Subject = (pt) => {
  const berry = pt.rad('sb', ['#ff7a7a', '#e8283c', '#a8122a'], 0.35, 0.3, 0.85);
  const one = (x: number, y: number, s: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">` +
    `<path d="M0 -50C40 -60 70 -30 60 10C50 50 15 80 0 90C-15 80 -50 50 -60 10C-70 -30 -40 -60 0 -50Z" fill="${berry}"/>` +
    speckles(0, 10, 44, 56, 11, (sx, sy) => `<ellipse cx="${sx}" cy="${sy}" rx="2.5" ry="4" fill="#ffe27a"/>`) +
    `<path d="M0 -52L-34 -66L-14 -48L-40 -40L-8 -42L0 -24L8 -42L40 -40L14 -48L34 -66Z" fill="#3f9b3a"/></g>`;
  return one(150, 200, 1.05, -12) + one(262, 214, 0.95, 14) + one(205, 262, 0.9, 4);
};

export const kiwi: Subject = (pt) => {
  const fuzz = body(pt, 'kw', '#9a7445', 0.2);
  const flesh = pt.rad('kwf', ['#f6f9d0', '#b4da4a', '#77a823'], 0.5, 0.5, 0.55);
  return (
    `<ellipse cx="150" cy="196" rx="92" ry="74" fill="${fuzz}" transform="rotate(-18 150 196)"/>` +
    `<circle cx="248" cy="240" r="78" fill="#7a5a32"/><circle cx="248" cy="240" r="70" fill="${flesh}"/>` +
    `<ellipse cx="248" cy="240" rx="16" ry="12" fill="#fbfde8"/>` +
    around(18, 248, 240, 0, 340, () => `<ellipse cx="248" cy="212" rx="2.5" ry="5" fill="#1f1a12"/>`)
  );
};

export const avocado: Subject = (pt) => {
  const skin = body(pt, 'av', '#3d6b2a', 0.25);
  const flesh = pt.rad('avf', ['#f4f3a0', '#d8e27a', '#9cc04e'], 0.5, 0.55, 0.65);
  return (
    `<path d="M140 110C180 110 196 160 210 200C230 260 200 312 146 312C92 312 70 262 88 206C100 160 104 110 140 110Z" fill="${skin}" transform="rotate(-12 150 210)"/>` +
    `<path d="M262 112C300 112 314 160 326 200C344 262 316 316 262 316C208 316 180 262 198 204C210 160 224 112 262 112Z" fill="#2e5320"/>` +
    `<path d="M262 124C292 124 304 166 314 202C328 254 304 304 262 304C220 304 196 256 210 206C220 166 232 124 262 124Z" fill="${flesh}"/>` +
    `<circle cx="262" cy="240" r="38" fill="${body(pt, 'avp', '#8a5a34', 0.3)}"/>` +
    shine(252, 228, 8, 14, 30, 0.4)
  );
};
