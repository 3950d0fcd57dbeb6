// Meat and fish, snacks, sweets, drinks and the free cloth bag.
import { leaf } from './fruits.ts';
import { dark, label, light, shine, speckles, type Paint, type Subject } from './svg.ts';

function board(pt: Paint): string {
  const wood = pt.lin('bd', ['#d9a066', '#b5783f'], 0, 0, 0, 1);
  return `<rect x="70" y="236" width="260" height="80" rx="16" fill="${wood}"/><rect x="70" y="236" width="260" height="12" rx="6" fill="#e8bb86"/><circle cx="310" cy="256" r="7" fill="#8f5a2b"/>`;
}

export const chicken: Subject = (pt) => {
  const meat = pt.rad('chk', ['#ffe0d2', '#f4b49c', '#d98870'], 0.4, 0.3, 0.85);
  const drum = (x: number, y: number, r: number) =>
    `<g transform="rotate(${r} ${x} ${y})"><path d="M${x - 40} ${y}C${x - 40} ${y - 44} ${x + 40} ${y - 44} ${x + 40} ${y}C${x + 40} ${y + 30} ${x + 14} ${y + 40} ${x + 8} ${y + 70}L${x - 8} ${y + 70}C${x - 14} ${y + 40} ${x - 40} ${y + 30} ${x - 40} ${y}Z" fill="${meat}"/>` +
    `<rect x="${x - 10}" y="${y + 64}" width="20" height="18" rx="8" fill="#f8efe6"/></g>`;
  return (
    board(pt) +
    drum(160, 214, 110) +
    drum(240, 214, -110) +
    `<path d="M160 250C180 220 240 220 260 250C250 280 170 280 160 250Z" fill="${meat}"/>` +
    shine(176, 196, 14, 8, -20, 0.5) +
    leaf(pt, 286, 262, -40, 36, '#3f9b3a') +
    leaf(pt, 286, 262, 10, 30, '#3f9b3a')
  );
};

export const chickenBreast: Subject = (pt) => {
  const meat = pt.rad('chb', ['#ffe6da', '#f6bfa8', '#de947b'], 0.4, 0.3, 0.85);
  const fillet = (x: number, y: number, r: number) =>
    `<path d="M${x - 70} ${y}C${x - 60} ${y - 50} ${x + 40} ${y - 56} ${x + 76} ${y - 10}C${x + 60} ${y + 30} ${x - 20} ${y + 40} ${x - 70} ${y}Z" fill="${meat}" transform="rotate(${r} ${x} ${y})"/>`;
  return board(pt) + fillet(170, 230, -8) + fillet(236, 262, 6) + shine(160, 212, 30, 8, -10, 0.45);
};

export const mutton: Subject = (pt) => {
  const meat = pt.rad('mt', ['#e8766a', '#c0392b', '#8e2118'], 0.4, 0.3, 0.85);
  const piece = (x: number, y: number, s: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M-50 -20C-40 -50 30 -54 52 -24C66 4 44 40 4 42C-36 44 -62 14 -50 -20Z" fill="${meat}"/>` +
    `<path d="M-30 -20C-10 -6 10 -30 34 -16M-36 10C-10 20 14 4 38 14" stroke="#fbe3d8" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
  return (
    board(pt) +
    piece(150, 226, 1, -10) +
    piece(248, 222, 1.1, 14) +
    piece(200, 270, 0.9, 4) +
    `<rect x="262" y="262" width="50" height="14" rx="7" fill="#f8efe6" transform="rotate(-20 287 269)"/>`
  );
};

export function fish(back: string, belly: string, fin: string, round = false): Subject {
  return (pt) => {
    const skin = pt.lin(`fs${back.slice(1)}`, [back, light(back, 0.3), belly, belly], 0, 0, 0, 1);
    const shape = round
      ? `<path d="M100 220C120 140 240 130 290 220C240 310 120 300 100 220Z" fill="${skin}"/><path d="M286 220L340 170L330 220L340 270Z" fill="${fin}"/>`
      : `<path d="M66 220C100 170 230 160 290 210C300 220 300 222 290 232C230 280 100 270 66 220Z" fill="${skin}"/><path d="M286 220L342 180L326 222L342 262Z" fill="${fin}"/>`;
    const scales = pt.def(
      `sc${back.slice(1)}`,
      (id) =>
        `<pattern id="${id}" width="16" height="12" patternUnits="userSpaceOnUse"><path d="M0 12a8 8 0 0 1 16 0" stroke="#fff" stroke-opacity=".35" fill="none" stroke-width="1.5"/></pattern>`,
    );
    return (
      `<ellipse cx="200" cy="300" rx="150" ry="20" fill="#cfe3ee"/>` +
      shape +
      `<path d="M${round ? 140 : 130} ${round ? 170 : 200}L${round ? 200 : 200} ${round ? 150 : 176}L${round ? 230 : 230} ${round ? 176 : 194}Z" fill="${fin}" opacity=".85"/>` +
      `<path d="${round ? 'M100 220C120 140 240 130 290 220C240 310 120 300 100 220Z' : 'M66 220C100 170 230 160 290 210C300 220 300 222 290 232C230 280 100 270 66 220Z'}" fill="url(#${scales})"/>` +
      `<path d="M${round ? 136 : 110} 196Q${round ? 150 : 124} 220 ${round ? 136 : 110} 244" stroke="${dark(back, 0.3)}" stroke-width="4" fill="none"/>` +
      `<circle cx="${round ? 120 : 92}" cy="212" r="9" fill="#fff"/><circle cx="${round ? 121 : 93}" cy="212" r="5" fill="#1d1d1d"/>` +
      `<ellipse cx="300" cy="292" rx="22" ry="9" fill="#f6e37a"/><ellipse cx="300" cy="292" rx="16" ry="6" fill="#fff6b8"/>`
    );
  };
}

export const prawns: Subject = (pt) => {
  const shell = pt.lin('pr', ['#ffc29e', '#f5804f', '#d85a2a'], 0, 0, 1, 1);
  const one = pt.def(
    'prw',
    (id) =>
      `<g id="${id}"><path d="M-10 -52C48 -52 66 12 38 42C22 60 -10 62 -26 50L-8 30C6 40 22 34 30 18C42 -6 26 -30 -10 -28Z" fill="${shell}"/>` +
      [
        [-2, -52, 4, -28],
        [22, -46, 16, -22],
        [42, -28, 28, -8],
        [50, 0, 32, 6],
        [44, 26, 26, 22],
      ]
        .map(([x1, y1, x2, y2]) => `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="#fbd5bd" stroke-width="3"/>`)
        .join('') +
      `<path d="M-26 50L-54 64L-44 38Z" fill="#e0663a"/><circle cx="-4" cy="-42" r="4" fill="#3b1f10"/>` +
      `<path d="M-10 -50Q-50 -70 -70 -40M-10 -46Q-40 -50 -60 -20" stroke="#d85a2a" stroke-width="2.5" fill="none"/></g>`,
  );
  const at = (x: number, y: number, r: number, s: number) =>
    `<use href="#${one}" transform="translate(${x} ${y}) rotate(${r}) scale(${s})"/>`;
  return (
    `<ellipse cx="200" cy="296" rx="140" ry="20" fill="#cfe3ee"/>` +
    at(140, 206, -16, 1) +
    at(262, 200, 14, 1) +
    at(206, 262, 4, 0.95)
  );
};

export const juice =
  (colour: string, text: string, fruit: string): Subject =>
  (pt) => {
    const drink = pt.lin(`jc${colour.slice(1)}`, [light(colour, 0.3), colour, dark(colour, 0.25)], 0, 0, 1, 0);
    return (
      `<path d="M150 120L190 120L190 150C190 160 220 170 220 196L220 304Q220 318 206 318L134 318Q120 318 120 304L120 196C120 170 150 160 150 150Z" fill="${drink}"/>` +
      `<rect x="146" y="98" width="48" height="26" rx="6" fill="#2f3b45"/><rect x="120" y="220" width="100" height="56" fill="#fffaf0"/>` +
      label(170, 254, text.length > 6 ? 15 : 18, dark(colour, 0.3), text) +
      `<rect x="128" y="190" width="8" height="110" rx="4" fill="#fff" opacity=".45"/>` +
      `<circle cx="274" cy="276" r="42" fill="${fruit}"/>` +
      shine(260, 262, 10, 16, 30, 0.4) +
      leaf(pt, 278, 236, -60, 40, '#3f9b3a')
    );
  };

export const chikki: Subject = (pt) => {
  const glaze = pt.lin('ckk', ['#f3b451', '#d98b1f', '#a8620f'], 0, 0, 1, 1);
  const bar = (y: number, r: number) =>
    `<g transform="rotate(${r} 200 ${y})"><rect x="90" y="${y - 30}" width="220" height="60" rx="10" fill="${glaze}"/>` +
    speckles(
      200,
      y,
      96,
      22,
      8,
      (x, sy, i) =>
        `<ellipse cx="${x}" cy="${sy}" rx="9" ry="6" fill="${i % 2 ? '#f6d9a8' : '#eac48a'}" transform="rotate(${i * 30} ${x} ${sy})"/>`,
    ) +
    `</g>`;
  return bar(280, -3) + bar(216, 6) + bar(152, -8);
};

export function bowlSnack(colour: string, kind: 'spirals' | 'flakes'): Subject {
  return (pt) => {
    const bowl = pt.lin('sbw', ['#f2f2f2', '#d9d9d9', '#b8b8b8'], 0, 0, 1, 1);
    const bits = speckles(200, 196, 96, 36, kind === 'spirals' ? 10 : 22, (x, y, i) =>
      kind === 'spirals'
        ? `<circle cx="${x}" cy="${y}" r="20" fill="${colour}"/><path d="M${x} ${y}m-3 0a3 3 0 1 1 6 0a8 8 0 1 1 -14 0a13 13 0 1 1 24 0" stroke="${dark(colour, 0.35)}" stroke-width="3" fill="none"/>`
        : i % 5 === 0
          ? `<ellipse cx="${x}" cy="${y}" rx="7" ry="5" fill="#c98f3e"/>`
          : i % 7 === 0
            ? leaf(pt, x, y, i * 20, 18, '#2f7d32')
            : `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="${i % 2 ? colour : light(colour, 0.25)}" transform="rotate(${i * 25} ${x} ${y})"/>`,
    );
    return (
      `<path d="M110 206C120 170 160 150 200 150C240 150 280 170 290 206Z" fill="${dark(colour, 0.1)}"/>` +
      bits +
      `<path d="M92 210Q100 318 200 318Q300 318 308 210Z" fill="${bowl}"/><path d="M112 232Q130 298 200 306" stroke="#fff" stroke-width="6" fill="none" opacity=".6"/>`
    );
  };
}

export const chips: Subject = (pt) => {
  const bag = pt.lin('cp', ['#7bc96f', '#2e9e4f', '#1f6b35'], 0, 0, 1, 1);
  const chip = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="20" ry="17" fill="#f8d34a" stroke="#e0ad24" stroke-width="3"/>`;
  return (
    `<path d="M120 100L280 100L272 130Q290 210 272 290L280 318L120 318L128 290Q110 210 128 130Z" fill="${bag}"/>` +
    `<path d="M120 100L280 100L276 116L124 116Z" fill="#1f6b35"/><circle cx="200" cy="200" r="46" fill="#fff6cc"/>` +
    chip(186, 196) +
    chip(214, 206) +
    label(200, 278, 20, '#fff', 'BANANA CHIPS') +
    chip(300, 300) +
    chip(104, 304)
  );
};

export const fudge: Subject = (pt) => {
  const choc = pt.lin('fd', ['#8a5233', '#603419', '#3f200d'], 0, 0, 1, 1);
  const square = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="72" height="60" rx="8" fill="#3f200d"/><rect x="${x}" y="${y - 8}" width="72" height="60" rx="8" fill="${choc}"/>` +
    `<path d="M${x + 20} ${y + 14}l10 -6l10 6l-4 10z M${x + 44} ${y + 28}l8 -4l8 6l-6 8z" fill="#d9b48a"/>`;
  return square(128, 250) + square(204, 250) + square(166, 194) + square(248, 196);
};

export const laddoo: Subject = (pt) => {
  const ball = pt.rad('ld', ['#ffd27a', '#f0a23a', '#c9781f'], 0.4, 0.3, 0.85);
  const one = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${ball}"/>` +
    speckles(
      x,
      y,
      r * 0.8,
      r * 0.8,
      10,
      (sx, sy) => `<circle cx="${sx}" cy="${sy}" r="2.4" fill="#b8661a" opacity=".5"/>`,
    ) +
    `<rect x="${x - 6}" y="${y - r + 8}" width="12" height="5" rx="2" fill="#7cb342"/>`;
  return (
    `<ellipse cx="200" cy="296" rx="140" ry="30" fill="#d9b25a"/><ellipse cx="200" cy="290" rx="124" ry="24" fill="#f1d58c"/>` +
    one(146, 250, 50) +
    one(254, 250, 50) +
    one(200, 196, 52)
  );
};

export const modak: Subject = (pt) => {
  const dough = pt.rad('md', ['#ffffff', '#f6f0e2', '#e2d6bc'], 0.4, 0.3, 0.85);
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -90C10 -50 66 -20 66 24C66 62 36 74 0 74C-36 74 -66 62 -66 24C-66 -20 -10 -50 0 -90Z" fill="${dough}"/>` +
    [-40, -20, 0, 20, 40]
      .map((dx) => `<path d="M0 -84Q${dx * 1.3} -10 ${dx * 1.2} 70" stroke="#dccfb0" stroke-width="3" fill="none"/>`)
      .join('') +
    `<circle cx="0" cy="-88" r="6" fill="#f39c12"/></g>`;
  return (
    `<ellipse cx="200" cy="300" rx="140" ry="24" fill="#d9b25a"/>` +
    one(140, 226, 0.8) +
    one(260, 226, 0.8) +
    one(200, 220, 1)
  );
};

export const clothBag: Subject = (pt) => {
  const canvas = pt.lin('cb', ['#fbf6ea', '#efe4cc', '#d9c9a6'], 0, 0, 1, 1);
  return (
    `<path d="M150 150C150 80 250 80 250 150" stroke="#cdb88d" stroke-width="12" fill="none"/>` +
    `<rect x="110" y="140" width="180" height="178" rx="10" fill="${canvas}"/>` +
    leaf(pt, 200, 250, -60, 64, '#3f9b3a') +
    leaf(pt, 200, 250, -120, 64, '#2e7d32') +
    `<path d="M200 250L200 290" stroke="#2e7d32" stroke-width="5"/>` +
    label(200, 304, 16, '#2e7d32', 'FARMCART')
  );
};

export const tub =
  (text: string, contents: string, lid: string): Subject =>
  (pt) =>
    `<path d="M110 150L290 150L276 312Q274 318 266 318L134 318Q126 318 124 312Z" fill="${pt.lin('tub', ['#ffffff', '#eef1f4', '#d6dbe0'], 0, 0, 1, 0)}"/>` +
    `<path d="M124 176L276 176L270 250L130 250Z" fill="${contents}" opacity=".9"/>` +
    `<rect x="102" y="128" width="196" height="30" rx="10" fill="${lid}"/>` +
    `<rect x="132" y="256" width="136" height="42" rx="8" fill="${lid}"/>` +
    label(200, 284, text.length > 8 ? 16 : 20, '#fff', text);

export const kit: Subject = (pt) => {
  const box = pt.lin('kt', ['#f06a3b', '#d2461f', '#9e3114'], 0, 0, 1, 1);
  return (
    `<path d="M110 140L150 112L300 112L260 140Z" fill="#f08a5d"/><path d="M260 140L300 112L300 290L260 318Z" fill="#8e2a10"/>` +
    `<rect x="110" y="140" width="150" height="178" fill="${box}"/><rect x="124" y="176" width="122" height="92" rx="10" fill="#fff6e5"/>` +
    label(185, 214, 22, '#9e3114', 'MISAL') +
    label(185, 244, 14, '#9e3114', 'PUNERI KIT') +
    `<path d="M290 296C300 270 330 262 340 250" stroke="#c0392b" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M338 252l10 -14" stroke="#3f9b3a" stroke-width="6" stroke-linecap="round"/>` +
    speckles(110, 308, 30, 8, 10, (x, y) => `<rect x="${x}" y="${y}" width="8" height="4" rx="2" fill="#e3a63b"/>`)
  );
};
