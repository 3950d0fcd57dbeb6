// Dairy, eggs and bakery illustrations (see svg.ts for the shared 400 box).
import { leaf } from './fruits.ts';
import { dark, label, light, shine, speckles, type Paint, type Subject } from './svg.ts';

function bottle(pt: Paint, liquid: string, cap: string, text: string, band: string): string {
  const fill = pt.lin(`mk${liquid.slice(1)}`, [dark(liquid, 0.08), light(liquid, 0.6), dark(liquid, 0.1)], 0, 0, 1, 0);
  return (
    `<path d="M145 96L195 96L195 132C195 150 232 160 232 196L232 300Q232 318 214 318L126 318Q108 318 108 300L108 196C108 160 145 150 145 132Z" fill="${fill}" stroke="#c9d8e6" stroke-width="4"/>` +
    `<rect x="140" y="78" width="60" height="24" rx="6" fill="${cap}"/><rect x="140" y="78" width="60" height="8" rx="4" fill="#fff" opacity=".3"/>` +
    `<rect x="108" y="224" width="124" height="50" fill="${band}"/>` +
    label(170, 257, 22, '#fff', text) +
    `<rect x="118" y="176" width="10" height="120" rx="5" fill="#fff" opacity=".7"/>`
  );
}

function tumbler(pt: Paint, liquid: string): string {
  const fill = pt.lin(`tb${liquid.slice(1)}`, [dark(liquid, 0.06), light(liquid, 0.5), dark(liquid, 0.08)], 0, 0, 1, 0);
  return (
    `<path d="M246 214L316 214L308 318L254 318Z" fill="#eef4f8" stroke="#c9d8e6" stroke-width="4"/>` +
    `<path d="M250 238L312 238L306 312L256 312Z" fill="${fill}"/><ellipse cx="281" cy="238" rx="31" ry="6" fill="${light(liquid, 0.7)}"/>`
  );
}

export const milk: Subject = (pt) => bottle(pt, '#f4f7fb', '#2d6fb5', 'A2 MILK', '#2d6fb5') + tumbler(pt, '#f4f7fb');
export const milkBuffalo: Subject = (pt) =>
  bottle(pt, '#fbf8ee', '#c0392b', 'MILK', '#c0392b') + tumbler(pt, '#fbf8ee');
export const chaas: Subject = (pt) =>
  bottle(pt, '#f1efdc', '#3f9b3a', 'CHAAS', '#3f9b3a') +
  tumbler(pt, '#f1efdc') +
  leaf(pt, 266, 232, -60, 34, '#3f9b3a') +
  leaf(pt, 270, 234, -120, 30, '#3f9b3a');

function potWith(pt: Paint, top: string, extra: string): string {
  const clay = pt.lin('clay', ['#d9774a', '#b5532b', '#8a3a1b'], 0, 0, 1, 1);
  const cream = pt.rad(`cr${top.slice(1)}`, [light(top, 0.7), top, dark(top, 0.08)], 0.45, 0.4, 0.7);
  return (
    `<path d="M92 196Q96 320 200 320Q304 320 308 196Z" fill="${clay}"/>` +
    `<ellipse cx="200" cy="196" rx="110" ry="26" fill="#a24a24"/><ellipse cx="200" cy="196" rx="96" ry="19" fill="${cream}"/>` +
    `<path d="M170 192q20 -12 40 0q14 8 26 0" stroke="${dark(top, 0.1)}" stroke-width="3" fill="none"/>` +
    extra +
    `<path d="M112 230Q130 296 200 304" stroke="#fff" stroke-width="6" fill="none" opacity=".25" stroke-linecap="round"/>`
  );
}

export const curd: Subject = (pt) => potWith(pt, '#fbfaf4', '');
export const shrikhand: Subject = (pt) =>
  potWith(
    pt,
    '#f7d77f',
    speckles(200, 194, 70, 12, 9, (x, y, i) =>
      i % 2
        ? `<rect x="${x}" y="${y}" width="8" height="4" rx="2" fill="#7cb342"/>`
        : `<path d="M${x} ${y}l10 -3" stroke="#d2461f" stroke-width="2"/>`,
    ),
  );

export const paneer: Subject = (pt) =>
  `<path d="M100 196L144 152L304 152L260 196Z" fill="#fffdf6"/><path d="M100 196L260 196L260 304L100 304Z" fill="#f5ecd6"/>` +
  `<path d="M260 196L304 152L304 260L260 304Z" fill="#e4d5b4"/>` +
  speckles(180, 250, 70, 44, 14, (x, y) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#e0d2ae"/>`) +
  `<path d="M276 276L300 260L324 276L300 292Z" fill="#fffdf6"/><path d="M276 276L300 292L300 318L276 302Z" fill="#f0e6cc"/><path d="M300 292L324 276L324 302L300 318Z" fill="#e0d0ae"/>` +
  leaf(pt, 150, 160, -140, 40, '#3f9b3a') +
  leaf(pt, 150, 160, -100, 34, '#4aa83f');

export const butter: Subject = (pt) => {
  const brass = pt.lin('brs', ['#f6d77b', '#d6a32e', '#a67416'], 0, 0, 1, 1);
  const cream = pt.rad('bt', ['#ffffff', '#fbf6e6', '#ece2c4'], 0.4, 0.3, 0.8);
  return (
    `<path d="M80 240C110 330 290 330 320 240Z" fill="#4f9a3a"/>` +
    `<path d="M110 236Q114 318 200 318Q286 318 290 236Z" fill="${brass}"/><ellipse cx="200" cy="236" rx="92" ry="20" fill="#b88a24"/>` +
    `<path d="M120 236C120 190 160 150 200 150C240 150 280 190 280 236Z" fill="${cream}"/>` +
    `<path d="M160 190q20 -20 40 -4q20 16 40 -4M150 214q26 -14 50 0q26 14 52 -2" stroke="#e5d7b0" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    shine(170, 176, 14, 8, -20, 0.8)
  );
};

export const cheese: Subject = (pt) => {
  const slice = pt.lin('ch', ['#ffe27a', '#ffc93a', '#f0ab1c'], 0, 0, 1, 1);
  return (
    [0, 1, 2, 3]
      .map(
        (n) =>
          `<g transform="translate(${n * 8} ${-n * 26}) rotate(${-6 + n * 4} 200 260)"><rect x="110" y="210" width="170" height="100" rx="10" fill="#d99514"/><rect x="110" y="204" width="170" height="100" rx="10" fill="${slice}"/></g>`,
      )
      .join('') + shine(170, 140, 40, 8, -4, 0.4)
  );
};

export const eggs: Subject = (pt) => {
  const shell = pt.rad('eg', ['#f7dcc0', '#d9a673', '#a8733f'], 0.35, 0.3, 0.9);
  const egg = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="34" ry="44" fill="${shell}"/>${shine(x - 12, y - 16, 6, 12, 20, 0.5)}`;
  return (
    egg(140, 196) +
    egg(200, 190) +
    egg(260, 196) +
    egg(118, 238) +
    egg(200, 236) +
    egg(282, 238) +
    `<path d="M80 256Q100 240 118 258Q140 276 160 256Q180 240 200 258Q220 276 240 256Q262 240 282 258Q302 276 320 256L306 318L94 318Z" fill="#d8c7a4"/>` +
    `<path d="M94 290L306 290" stroke="#c2af88" stroke-width="4"/>`
  );
};

export const sourdough: Subject = (pt) => {
  const crust = pt.rad('sd', ['#f1c27d', '#cf8a3e', '#8c531f'], 0.45, 0.3, 0.85);
  return (
    `<path d="M86 282C86 176 146 128 200 128C254 128 314 176 314 282Q200 306 86 282Z" fill="${crust}"/>` +
    `<path d="M150 160C190 180 214 230 208 290" stroke="#f6dcae" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M250 170C236 200 236 240 250 280M116 210C130 230 136 256 132 280" stroke="#f6dcae" stroke-width="7" fill="none" stroke-linecap="round" opacity=".85"/>` +
    speckles(200, 200, 100, 60, 30, (x, y) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff" opacity=".6"/>`)
  );
};

export const bread: Subject = (pt) => {
  const crust = pt.lin('brd', ['#e6a654', '#c27a2f', '#8f531d'], 0, 0, 0, 1);
  const crumb = pt.rad('crm', ['#fff6e0', '#f6e1b8', '#e9cb92'], 0.5, 0.5, 0.7);
  return (
    `<path d="M150 170Q150 120 205 120L275 120Q330 120 330 170L330 300L150 300Z" fill="${crust}"/>` +
    `<path d="M76 200Q76 150 126 150L196 150Q246 150 246 200L246 316L76 316Z" fill="#b8742f"/>` +
    `<path d="M88 204Q88 164 128 164L194 164Q234 164 234 204L234 304L88 304Z" fill="${crumb}"/>` +
    speckles(160, 236, 60, 54, 16, (x, y) => `<ellipse cx="${x}" cy="${y}" rx="3" ry="2" fill="#e2c288"/>`)
  );
};

export const pav: Subject = (pt) => {
  const bun = pt.rad('pv', ['#f9d08e', '#e39a45', '#b7682a'], 0.45, 0.3, 0.85);
  const one = (x: number, y: number, s: number) =>
    `<rect x="${x - 44 * s}" y="${y - 38 * s}" width="${88 * s}" height="${76 * s}" rx="${30 * s}" fill="${bun}"/>` +
    shine(x - 16 * s, y - 18 * s, 16 * s, 7 * s, -10, 0.45);
  return (
    one(130, 196, 0.85) +
    one(200, 192, 0.85) +
    one(270, 196, 0.85) +
    one(120, 262, 1) +
    one(200, 258, 1) +
    one(280, 262, 1)
  );
};

export const cookies: Subject = (pt) => {
  const top = pt.rad('ck', ['#fbe7b8', '#efc777', '#d7a04c'], 0.45, 0.4, 0.7);
  const one = (y: number) =>
    `<rect x="120" y="${y}" width="160" height="30" rx="15" fill="#c98f3e"/><ellipse cx="200" cy="${y}" rx="80" ry="22" fill="${top}"/>` +
    `<path d="M160 ${y - 4}l20 6l14 -8M210 ${y + 4}l24 -6" stroke="#d49a4a" stroke-width="3" fill="none"/>`;
  return (
    one(280) +
    one(244) +
    one(208) +
    `<ellipse cx="200" cy="202" rx="16" ry="8" fill="#a0612b"/>` +
    `<ellipse cx="300" cy="296" rx="40" ry="14" fill="#c98f3e"/><ellipse cx="300" cy="288" rx="40" ry="14" fill="${top}"/>`
  );
};

export const rusk: Subject = (pt) => {
  const fill = pt.lin('rk', ['#f4c67a', '#d9913c', '#a9621f'], 0, 0, 1, 1);
  const piece = (x: number, y: number, r: number) =>
    `<g transform="rotate(${r} ${x} ${y})"><rect x="${x - 80}" y="${y - 30}" width="160" height="60" rx="12" fill="${fill}"/>` +
    speckles(x, y, 64, 18, 12, (sx, sy) => `<circle cx="${sx}" cy="${sy}" r="3" fill="#b8742f" opacity=".6"/>`) +
    `</g>`;
  return piece(200, 290, -4) + piece(196, 226, 8) + piece(204, 164, -10);
};

export const cake: Subject = (pt) => {
  const top = pt.lin('ckt', ['#b9773a', '#8a5222', '#5f3514'], 0, 0, 0, 1);
  const crumb = pt.rad('ckc', ['#f0c588', '#d9a062', '#b97d45'], 0.5, 0.5, 0.8);
  return (
    `<path d="M90 200Q90 160 130 160L250 160Q290 160 290 200L290 300L90 300Z" fill="${top}"/>` +
    `<path d="M210 170L290 170L290 300L210 300Z" fill="${crumb}"/><path d="M210 170L290 170" stroke="#5f3514" stroke-width="10"/>` +
    `<path d="M246 196L330 210L318 318L234 304Z" fill="${crumb}"/><path d="M246 196L330 210" stroke="#5f3514" stroke-width="10"/>` +
    speckles(280, 258, 34, 40, 8, (x, y) => `<path d="M${x} ${y}l6 -4l6 4l-4 6z" fill="#7a4a22"/>`)
  );
};

export const chapati: Subject = (pt) => {
  const roti = pt.rad('rt', ['#f8e2b4', '#ebc688', '#d3a45e'], 0.45, 0.4, 0.75);
  const cloth = `<path d="M70 250L330 250L310 320L90 320Z" fill="#d64541"/><path d="M110 250L100 320M160 250L156 320M240 250L244 320M290 250L300 320" stroke="#fff" stroke-width="8" opacity=".7"/>`;
  const disc = (y: number) =>
    `<ellipse cx="200" cy="${y + 8}" rx="124" ry="34" fill="#c99a55"/><ellipse cx="200" cy="${y}" rx="124" ry="34" fill="${roti}"/>`;
  return (
    cloth +
    disc(262) +
    disc(244) +
    disc(226) +
    disc(208) +
    speckles(
      200,
      208,
      100,
      24,
      14,
      (x, y) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="#a8692b" opacity=".55"/>`,
    )
  );
};
