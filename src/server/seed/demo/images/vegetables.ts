// Vegetable illustrations (see svg.ts for the shared 400 box and helpers).
import { leaf } from './fruits.ts';
import { around, body, dark, light, shine, speckles, type Paint, type Subject } from './svg.ts';

function calyx(x: number, y: number, size: number, colour = '#3f8f2f'): string {
  return (
    around(
      6,
      x,
      y,
      0,
      300,
      () =>
        `<path d="M${x} ${y}Q${x + size * 0.25} ${y - size * 0.5} ${x} ${y - size}Q${x - size * 0.25} ${y - size * 0.5} ${x} ${y}Z" fill="${colour}"/>`,
    ) +
    `<path d="M${x} ${y}L${x + 4} ${y - size * 0.9}" stroke="${dark(colour, 0.2)}" stroke-width="6" stroke-linecap="round"/>`
  );
}

function tomatoAt(pt: Paint, x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="0" rx="105" ry="92" fill="${body(pt, 'tm', '#e8362a', 0.3)}"/>` +
    `<path d="M-40 -80C-60 -30 -60 40 -30 86M40 -80C60 -30 60 40 30 86" stroke="#a3170f" stroke-width="4" fill="none" opacity=".25"/>` +
    shine(-52, -36, 16, 30, 35) +
    calyx(0, -80, 34) +
    `</g>`
  );
}

export const tomato: Subject = (pt) => tomatoAt(pt, 200, 222, 1);

export const cherryTomato: Subject = (pt) => {
  const one = pt.def('ctm', (id) => `<g id="${id}">${tomatoAt(pt, 0, 0, 1)}</g>`);
  const at = (x: number, y: number, s: number) => `<use href="#${one}" transform="translate(${x} ${y}) scale(${s})"/>`;
  return (
    `<path d="M120 150C170 110 240 110 290 140" stroke="#3f8f2f" stroke-width="6" fill="none"/>` +
    at(150, 220, 0.5) +
    at(250, 214, 0.52) +
    at(200, 272, 0.48) +
    at(290, 280, 0.36)
  );
};

export const onion: Subject = (pt) => {
  const skin = pt.rad('on', ['#ee9ab5', '#b8446c', '#7a2347'], 0.35, 0.35, 0.85);
  const lines = [-50, -20, 20, 50]
    .map(
      (dx) =>
        `<path d="M200 126Q${200 + dx * 2.2} 220 ${200 + dx * 0.9} 316" stroke="#f7c6d6" stroke-width="3" fill="none" opacity=".45"/>`,
    )
    .join('');
  return (
    `<path d="M200 118C214 150 300 168 300 236C300 290 256 318 200 318C144 318 100 290 100 236C100 168 186 150 200 118Z" fill="${skin}"/>` +
    lines +
    shine(150, 220, 14, 40, 10, 0.35) +
    `<path d="M200 122L194 84M200 122L210 86" stroke="#9c6b3e" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M186 316L180 330M200 318L200 334M214 316L220 330" stroke="#d9c3a0" stroke-width="4" stroke-linecap="round"/>`
  );
};

export const potato: Subject = (pt) => {
  const skin = pt.rad('pt', ['#efcd94', '#c99a5a', '#93652f'], 0.35, 0.3, 0.9);
  const eyes = (x: number, y: number) =>
    `<path d="M${x - 6} ${y}q6 -5 12 0" stroke="#7d5427" stroke-width="3" fill="none"/>`;
  return (
    `<path d="M236 160C290 160 318 190 314 236C310 280 276 300 240 296C210 292 196 260 200 226C204 190 210 160 236 160Z" fill="${skin}"/>` +
    `<path d="M112 224C102 170 162 146 214 156C272 166 300 196 292 244C284 292 232 312 180 304C132 296 118 262 112 224Z" fill="${skin}"/>` +
    eyes(160, 210) +
    eyes(230, 250) +
    eyes(190, 280) +
    eyes(255, 200) +
    speckles(200, 232, 80, 54, 14, (x, y) => `<circle cx="${x}" cy="${y}" r="2" fill="#8a5e2c" opacity=".4"/>`) +
    shine(160, 190, 14, 30, 60, 0.35)
  );
};

export const carrot: Subject = (pt) => {
  const fill = pt.lin('cr', ['#ffb15a', '#f57c1f', '#d95d0f'], 0, 0, 1, 0);
  const one = pt.def('crt', (id) => {
    const tops = around(
      3,
      200,
      118,
      -26,
      26,
      () =>
        `<path d="M200 118C196 100 204 84 200 72" stroke="#3f9b3a" stroke-width="7" fill="none" stroke-linecap="round"/>` +
        leaf(pt, 200, 84, -100, 30, '#4aa83f'),
    );
    const ridges = [160, 200, 240, 280]
      .map(
        (y) =>
          `<path d="M${184 + (y - 160) / 12} ${y}l14 -2" stroke="#c45a10" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
      )
      .join('');
    return `<g id="${id}">${tops}<path d="M164 124Q200 110 236 124Q228 230 205 322Q200 334 195 322Q172 230 164 124Z" fill="${fill}"/>${ridges}</g>`;
  });
  return `<use href="#${one}" transform="translate(-30 0) rotate(-22 200 220)"/><use href="#${one}" transform="translate(36 0) rotate(16 200 220)"/>`;
};

export const cauliflower: Subject = (pt) => {
  const floret = pt.rad('cf', ['#fffef6', '#f4ead0', '#dccb9d'], 0.4, 0.35, 0.75);
  const leaves = pt.lin('cfl', ['#8fd16a', '#4c9a35', '#2f6b22'], 0, 0, 0, 1);
  const heads: [number, number, number][] = [
    [150, 200, 40],
    [200, 176, 46],
    [250, 200, 40],
    [122, 240, 32],
    [278, 240, 32],
    [176, 230, 40],
    [228, 230, 40],
    [200, 214, 36],
  ];
  return (
    `<path d="M70 230C90 300 150 320 200 320C250 320 310 300 330 230C300 260 250 268 200 266C150 268 100 260 70 230Z" fill="${leaves}"/>` +
    `<path d="M90 180C70 240 110 300 170 316C130 280 110 240 90 180ZM310 180C330 240 290 300 230 316C270 280 290 240 310 180Z" fill="${leaves}"/>` +
    heads.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${floret}"/>`).join('') +
    `<path d="M200 318L200 276M160 310L180 270M240 310L220 270" stroke="#d8efc4" stroke-width="4" stroke-linecap="round"/>`
  );
};

export const brinjal: Subject = (pt) => {
  const skin = pt.rad('br', ['#a66bc4', '#5e2477', '#32103f'], 0.35, 0.3, 0.85);
  return (
    `<g transform="rotate(-28 200 220)"><ellipse cx="200" cy="236" rx="82" ry="104" fill="${skin}"/>` +
    shine(162, 220, 12, 54, 0, 0.4) +
    `<path d="M130 150C150 120 250 120 270 150C250 146 236 160 226 176C216 160 184 160 174 176C164 160 150 146 130 150Z" fill="#4f8f2f"/>` +
    `<path d="M200 140L204 92" stroke="#3f7a25" stroke-width="14" stroke-linecap="round"/></g>`
  );
};

export const okra: Subject = (pt) => {
  const fill = pt.lin('ok', ['#a5dc6a', '#5aa83a', '#3a7d25'], 0, 0, 1, 0);
  const pod =
    `<path d="M182 100L218 100Q234 200 206 318Q200 330 194 318Q166 200 182 100Z" fill="${fill}"/>` +
    `<path d="M200 104Q204 200 200 312M193 106Q188 200 197 300M207 106Q212 200 203 300" stroke="#3d7f27" stroke-width="2" fill="none" opacity=".6"/>` +
    `<rect x="182" y="84" width="36" height="22" rx="8" fill="#8bc34a"/>`;
  return around(3, 200, 230, -26, 26, () => pod);
};

function pepper(pt: Paint, colour: string, x: number, y: number, s: number): string {
  const fill = pt.rad(`pp${colour.slice(1)}`, [light(colour, 0.35), colour, dark(colour, 0.35)], 0.35, 0.3, 0.85);
  return (
    `<g transform="translate(${x - 200 * s} ${y - 220 * s}) scale(${s})">` +
    `<path d="M200 140C240 124 302 140 302 206C302 252 292 302 250 312C232 316 220 300 200 306C180 300 168 316 150 312C108 302 98 252 98 206C98 140 160 124 200 140Z" fill="${fill}"/>` +
    `<path d="M160 150C140 200 150 270 170 308M240 150C260 200 250 270 230 308" stroke="${dark(colour, 0.4)}" stroke-width="5" fill="none" opacity=".35"/>` +
    shine(136, 200, 12, 40, 10, 0.45) +
    `<path d="M170 146Q200 128 230 146Q214 136 200 140Q186 136 170 146Z" fill="#3b7d28"/>` +
    `<path d="M200 140C200 120 206 102 222 92" stroke="#3b7d28" stroke-width="12" stroke-linecap="round" fill="none"/></g>`
  );
}

export const capsicum: Subject = (pt) => pepper(pt, '#4caf3a', 200, 220, 1);
export const bellPepper: Subject = (pt) =>
  pepper(pt, '#f6c21c', 260, 232, 0.72) + pepper(pt, '#e2312a', 158, 214, 0.78);

export const cucumber: Subject = (pt) => {
  const skin = pt.lin('cu', ['#7cc35a', '#3d8a2a', '#25601a'], 0, 0, 0, 1);
  return (
    `<g transform="rotate(-24 200 200)"><rect x="64" y="160" width="272" height="76" rx="38" fill="${skin}"/>` +
    [96, 140, 184, 228, 272]
      .map((x) => `<path d="M${x} 172l18 0" stroke="#b7e59a" stroke-width="4" stroke-linecap="round" opacity=".7"/>`)
      .join('') +
    shine(200, 176, 110, 7, 0, 0.3) +
    `</g>` +
    `<ellipse cx="268" cy="284" rx="50" ry="44" fill="#3d8a2a"/><ellipse cx="268" cy="284" rx="44" ry="38" fill="#dff3c4"/>` +
    `<ellipse cx="268" cy="284" rx="24" ry="20" fill="#c6e7a0"/>` +
    speckles(268, 284, 20, 16, 7, (x, y) => `<ellipse cx="${x}" cy="${y}" rx="2.5" ry="4" fill="#f4fbe8"/>`)
  );
};

export const greenChilli: Subject = (pt) => {
  const fill = pt.lin('gc', ['#8ddc4f', '#3f9e2a', '#2a6d1b'], 0, 0, 1, 1);
  const pod =
    `<path d="M136 126C148 224 210 298 304 314C312 315 312 306 306 304C226 282 172 216 160 122Z" fill="${fill}"/>` +
    `<path d="M144 128C156 210 206 272 282 300" stroke="#c9f2a4" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>` +
    `<path d="M132 124L150 120L146 96" stroke="#386b21" stroke-width="10" stroke-linecap="round" fill="none"/>`;
  return around(3, 150, 130, -24, 20, () => pod);
};

export const ginger: Subject = (pt) => {
  const fill = pt.rad('gn', ['#f2d6a4', '#d3a566', '#9c6c33'], 0.4, 0.3, 0.9);
  const knobs: [number, number, number, number, number][] = [
    [180, 230, 90, 46, -8],
    [120, 200, 40, 28, -40],
    [248, 190, 42, 30, 40],
    [282, 244, 38, 26, 10],
    [208, 170, 30, 22, -70],
  ];
  return (
    knobs
      .map(
        ([x, y, rx, ry, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${r} ${x} ${y})" fill="${fill}"/>`,
      )
      .join('') +
    [150, 190, 230]
      .map((x) => `<path d="M${x} 204q8 26 0 52" stroke="#a47a45" stroke-width="3" fill="none" opacity=".55"/>`)
      .join('') +
    `<ellipse cx="304" cy="248" rx="12" ry="18" fill="#f7e7a8"/>`
  );
};

export const garlic: Subject = (pt) => {
  const fill = pt.rad('gl', ['#ffffff', '#f1e8dd', '#d7c4b4'], 0.4, 0.35, 0.85);
  const clove = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - 30}C${x + 26} ${y - 10} ${x + 24} ${y + 24} ${x} ${y + 26}C${x - 24} ${y + 24} ${x - 26} ${y - 10} ${x} ${y - 30}Z" transform="rotate(${r} ${x} ${y})" fill="${fill}" stroke="#d8c8b8" stroke-width="2"/>`;
  return (
    `<path d="M200 104C214 150 296 170 296 236C296 290 254 314 200 314C146 314 104 290 104 236C104 170 186 150 200 104Z" fill="${fill}"/>` +
    [-60, -25, 25, 60]
      .map(
        (dx) =>
          `<path d="M200 112Q${200 + dx * 1.6} 220 ${200 + dx * 0.8} 312" stroke="#c9a7c8" stroke-width="3" fill="none" opacity=".7"/>`,
      )
      .join('') +
    shine(156, 220, 12, 40, 10, 0.5) +
    clove(282, 294, 30) +
    clove(120, 298, -24)
  );
};

export const sweetCorn: Subject = (pt) => {
  const kernel = pt.def(
    'ck',
    (id) =>
      `<pattern id="${id}" width="18" height="16" patternUnits="userSpaceOnUse"><rect width="18" height="16" fill="#e9a91a"/><rect x="1" y="1" width="16" height="14" rx="6" fill="#ffd84a"/><rect x="4" y="3" width="6" height="4" rx="2" fill="#fff3b0"/></pattern>`,
  );
  const husk = pt.lin('hk', ['#b7e07a', '#6aa83a', '#3f7d25'], 0, 0, 1, 1);
  return (
    `<g transform="rotate(-30 200 210)"><rect x="148" y="80" width="104" height="240" rx="52" fill="url(#${kernel})"/>` +
    shine(178, 170, 8, 60, 0, 0.35) +
    `<path d="M200 340C150 320 120 250 134 190C160 240 180 290 200 340ZM200 340C250 320 280 250 266 190C240 240 220 290 200 340Z" fill="${husk}"/></g>`
  );
};

export const mushroom: Subject = (pt) => {
  const cap = pt.rad('ms', ['#ffffff', '#efe3d2', '#c9b197'], 0.4, 0.3, 0.9);
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-26 0L-22 60Q0 70 22 60L26 0Z" fill="#f3ebe0"/>` +
    `<path d="M-80 6C-80 -60 80 -60 80 6C60 20 -60 20 -80 6Z" fill="${cap}"/><path d="M-70 10C-30 24 30 24 70 10" stroke="#b89c7e" stroke-width="4" fill="none"/>` +
    shine(-30, -28, 20, 9, -10, 0.6) +
    `</g>`;
  return one(140, 210, 0.9) + one(262, 200, 1) + one(206, 256, 0.75);
};

export const broccoli: Subject = (pt) => {
  const floret = pt.rad('bc', ['#8fd16a', '#3f8f2f', '#245c1b'], 0.4, 0.35, 0.75);
  const heads: [number, number, number][] = [
    [150, 170, 44],
    [210, 150, 50],
    [262, 178, 42],
    [128, 214, 34],
    [282, 220, 32],
    [184, 200, 42],
    [236, 208, 40],
  ];
  return (
    `<path d="M180 230L168 318L232 318L220 230Z" fill="#9ccc65"/><path d="M184 240L150 200M216 240L252 202" stroke="#9ccc65" stroke-width="16" stroke-linecap="round"/>` +
    heads.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${floret}"/>`).join('') +
    speckles(205, 185, 110, 50, 20, (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#2a6a1f" opacity=".5"/>`)
  );
};
