// Pantry illustrations: sacks, pouches, bowls of dal and spice, bottles and jars.
import { alphonso, leaf } from './fruits.ts';
import { dark, label, light, speckles, type Paint, type Subject } from './svg.ts';

export function sack(text: string, band: string): Subject {
  return (pt) => {
    const jute = pt.def(
      'jt',
      (id) =>
        `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#d8b67e"/><path d="M0 5h10M5 0v10" stroke="#c29b5c" stroke-width="2"/></pattern>`,
    );
    return (
      `<path d="M120 140Q110 230 112 300Q112 318 130 318L270 318Q288 318 288 300Q290 230 280 140Z" fill="url(#${jute})"/>` +
      `<path d="M120 140Q150 110 160 86L240 86Q250 110 280 140Q200 156 120 140Z" fill="#cfa96c"/>` +
      `<path d="M150 128Q200 146 250 128" stroke="#8a5a2b" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<path d="M160 86Q200 70 240 86" stroke="#f5f0e4" stroke-width="12" stroke-linecap="round"/>` +
      `<rect x="136" y="196" width="128" height="74" rx="10" fill="#fffaf0"/><rect x="136" y="196" width="128" height="18" rx="9" fill="${band}"/>` +
      label(200, 252, text.length > 7 ? 19 : 24, band, text) +
      speckles(
        300,
        306,
        26,
        8,
        10,
        (x, y) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="2.5" fill="#fbf7ec" stroke="#e3dccb"/>`,
      )
    );
  };
}

export function paperBag(text: string, band: string): Subject {
  return (pt) => {
    const kraft = pt.lin('kr', ['#e6c592', '#cfa46a', '#b08246'], 0, 0, 1, 0);
    return (
      `<path d="M118 130L282 130L292 318L108 318Z" fill="${kraft}"/><path d="M118 130L140 106L260 106L282 130Z" fill="#e9cf9f"/>` +
      `<path d="M118 130L282 130" stroke="#a87b40" stroke-width="4"/>` +
      `<rect x="132" y="170" width="136" height="110" rx="12" fill="#fffaf0"/>` +
      `<path d="M200 250C200 220 200 200 200 186" stroke="#c7962d" stroke-width="4"/>` +
      [0, 1, 2]
        .map(
          (n) =>
            `<ellipse cx="${192 - n * 0}" cy="${196 + n * 14}" rx="6" ry="10" fill="#e0b13f" transform="rotate(-30 200 ${200 + n * 14})"/><ellipse cx="208" cy="${196 + n * 14}" rx="6" ry="10" fill="#e0b13f" transform="rotate(30 200 ${200 + n * 14})"/>`,
        )
        .join('') +
      label(200, 274, 20, band, text)
    );
  };
}

export function pouch(text: string, contents: string, grain: 'flakes' | 'pearls' | 'crystals', band: string): Subject {
  return (pt) => {
    const film = pt.lin(`pf${band.slice(1)}`, [light(band, 0.2), band, dark(band, 0.25)], 0, 0, 1, 1);
    const mark = (x: number, y: number, index: number): string =>
      grain === 'pearls'
        ? `<circle cx="${x}" cy="${y}" r="5" fill="#fff" stroke="#e4e4e4"/>`
        : grain === 'flakes'
          ? `<ellipse cx="${x}" cy="${y}" rx="7" ry="4" fill="${contents}" transform="rotate(${index * 40} ${x} ${y})" stroke="#e5dcc2"/>`
          : `<rect x="${x}" y="${y}" width="5" height="5" fill="#fff" transform="rotate(${index * 30} ${x} ${y})" stroke="#e8e8e8"/>`;
    return (
      `<path d="M122 110L278 110L286 300Q286 318 268 318L132 318Q114 318 114 300Z" fill="${film}"/>` +
      `<rect x="122" y="110" width="156" height="16" fill="${dark(band, 0.3)}"/>` +
      `<rect x="146" y="186" width="108" height="100" rx="50" fill="${contents}"/>` +
      speckles(200, 236, 46, 42, 18, mark) +
      label(200, 168, text.length > 6 ? 22 : 26, '#fff', text) +
      `<rect x="126" y="140" width="8" height="150" rx="4" fill="#fff" opacity=".3"/>`
    );
  };
}

function bowlOf(pt: Paint, heapFill: string, bowlColour: string): string {
  const bowl = pt.lin(
    `bw${bowlColour.slice(1)}`,
    [light(bowlColour, 0.3), bowlColour, dark(bowlColour, 0.3)],
    0,
    0,
    1,
    1,
  );
  return (
    `<path d="M104 214C110 200 150 150 200 150C250 150 290 200 296 214Z" fill="${heapFill}"/>` +
    `<path d="M92 214Q100 318 200 318Q300 318 308 214Z" fill="${bowl}"/><ellipse cx="200" cy="214" rx="108" ry="16" fill="${dark(bowlColour, 0.2)}" opacity=".5"/>` +
    `<path d="M110 236Q130 300 200 306" stroke="#fff" stroke-width="6" fill="none" opacity=".3" stroke-linecap="round"/>`
  );
}

export function dal(colour: string, big = false): Subject {
  return (pt) => {
    const size = big ? 14 : 7;
    const grain = pt.def(
      `dl${colour.slice(1)}`,
      (id) =>
        `<pattern id="${id}" width="${size * 3}" height="${size * 2.4}" patternUnits="userSpaceOnUse"><rect width="${size * 3}" height="${size * 2.4}" fill="${dark(colour, 0.15)}"/>` +
        `<ellipse cx="${size * 0.8}" cy="${size * 0.7}" rx="${size * 0.75}" ry="${size * (big ? 0.5 : 0.62)}" fill="${colour}"/><ellipse cx="${size * 2.2}" cy="${size * 1.7}" rx="${size * 0.75}" ry="${size * (big ? 0.5 : 0.62)}" fill="${light(colour, 0.15)}"/></pattern>`,
    );
    const spill = speckles(
      318,
      306,
      22,
      8,
      6,
      (x, y, i) =>
        `<ellipse cx="${x}" cy="${y}" rx="${size * 0.8}" ry="${size * 0.6}" fill="${i % 2 ? colour : light(colour, 0.15)}"/>`,
    );
    return bowlOf(pt, `url(#${grain})`, '#b7814a') + spill;
  };
}

export function spice(colour: string, seeds = false): Subject {
  return (pt) => {
    const heap = seeds
      ? pt.def(
          'sd',
          (id) =>
            `<pattern id="${id}" width="12" height="9" patternUnits="userSpaceOnUse"><rect width="12" height="9" fill="${dark(colour, 0.2)}"/><ellipse cx="4" cy="3" rx="4" ry="1.6" fill="${colour}" transform="rotate(20 4 3)"/><ellipse cx="9" cy="7" rx="4" ry="1.6" fill="${light(colour, 0.2)}" transform="rotate(-20 9 7)"/></pattern>`,
        )
      : '';
    const powder = seeds
      ? `url(#${heap})`
      : pt.rad(`sp${colour.slice(1)}`, [light(colour, 0.25), colour, dark(colour, 0.2)], 0.45, 0.3, 0.8);
    return (
      bowlOf(pt, powder, '#e8e2d6') +
      `<path d="M236 300L330 250" stroke="#a8743c" stroke-width="12" stroke-linecap="round"/><ellipse cx="226" cy="306" rx="26" ry="14" fill="#a8743c" transform="rotate(-28 226 306)"/>` +
      `<ellipse cx="226" cy="302" rx="20" ry="9" fill="${seeds ? colour : powder}" transform="rotate(-28 226 302)"/>`
    );
  };
}

export function oilBottle(colour: string, text: string): Subject {
  return (pt) => {
    const oil = pt.lin(`ol${colour.slice(1)}`, [light(colour, 0.35), colour, dark(colour, 0.2)], 0, 0, 1, 0);
    return (
      `<path d="M178 84L222 84L222 118C222 136 254 146 254 176L254 304Q254 318 240 318L160 318Q146 318 146 304L146 176C146 146 178 136 178 118Z" fill="${oil}" opacity=".92"/>` +
      `<rect x="174" y="66" width="52" height="24" rx="6" fill="#2f6b2f"/>` +
      `<rect x="146" y="206" width="108" height="66" rx="6" fill="#fffaf0"/>` +
      label(200, 246, text.length > 6 ? 17 : 22, '#2f6b2f', text) +
      leaf(pt, 200, 262, -20, 30, '#3f9b3a') +
      `<rect x="156" y="170" width="9" height="126" rx="4" fill="#fff" opacity=".45"/>`
    );
  };
}

export function jar(contents: string, lid: string, text: string, texture: 'grain' | 'pieces' | 'smooth'): Subject {
  return (pt) => {
    const glass = pt.lin(`jr${contents.slice(1)}`, [light(contents, 0.25), contents, dark(contents, 0.2)], 0, 0, 1, 0);
    const marks =
      texture === 'smooth'
        ? ''
        : speckles(200, 250, 76, 56, texture === 'grain' ? 26 : 12, (x, y, i) =>
            texture === 'grain'
              ? `<circle cx="${x}" cy="${y}" r="2.5" fill="${light(contents, 0.35)}"/>`
              : `<rect x="${x - 8}" y="${y - 6}" width="16" height="12" rx="4" fill="${i % 2 ? dark(contents, 0.2) : light(contents, 0.2)}"/>`,
          );
    return (
      `<rect x="112" y="150" width="176" height="168" rx="26" fill="${glass}"/>` +
      marks +
      `<rect x="104" y="116" width="192" height="42" rx="10" fill="${lid}"/><rect x="104" y="116" width="192" height="12" rx="6" fill="#fff" opacity=".3"/>` +
      `<rect x="130" y="204" width="140" height="64" rx="10" fill="#fffaf0"/>` +
      label(200, 245, text.length > 7 ? 18 : 24, dark(lid, 0.2), text) +
      `<rect x="124" y="164" width="10" height="136" rx="5" fill="#fff" opacity=".4"/>`
    );
  };
}

export const honey: Subject = (pt) =>
  jar('#e89a17', '#8a5a2b', 'HONEY', 'smooth')(pt) +
  `<path d="M250 150L320 70" stroke="#b07a3a" stroke-width="10" stroke-linecap="round"/>` +
  `<rect x="226" y="130" width="44" height="40" rx="14" fill="#b07a3a" transform="rotate(-48 248 150)"/>`;

export const jaggery: Subject = (pt) => {
  const fill = pt.rad('jg', ['#e2a24a', '#b86b1f', '#7d430f'], 0.4, 0.3, 0.9);
  const cube = (x: number, y: number, s: number) =>
    `<path d="M${x - 50 * s} ${y - 20 * s}L${x} ${y - 44 * s}L${x + 50 * s} ${y - 20 * s}L${x} ${y + 4 * s}Z" fill="#d9933c"/>` +
    `<path d="M${x - 50 * s} ${y - 20 * s}L${x} ${y + 4 * s}L${x} ${y + 60 * s}L${x - 50 * s} ${y + 36 * s}Z" fill="${fill}"/>` +
    `<path d="M${x + 50 * s} ${y - 20 * s}L${x} ${y + 4 * s}L${x} ${y + 60 * s}L${x + 50 * s} ${y + 36 * s}Z" fill="#8a4c14"/>`;
  return cube(200, 190, 1.2) + cube(130, 262, 0.8) + cube(276, 266, 0.75);
};

export const can: Subject = (pt) => {
  const tin = pt.lin('cn', ['#ffb347', '#f57c1f', '#c85a0e'], 0, 0, 1, 0);
  return (
    `<rect x="118" y="110" width="164" height="206" rx="14" fill="${tin}"/><ellipse cx="200" cy="110" rx="82" ry="18" fill="#d9dde2"/><ellipse cx="200" cy="110" rx="68" ry="12" fill="#eef1f4"/>` +
    `<rect x="118" y="290" width="164" height="14" fill="#c0c6cc"/>` +
    `<g transform="translate(200 210) scale(.42) translate(-205 -215)">${alphonso(pt)}</g>` +
    label(200, 282, 22, '#fff', 'MANGO PULP')
  );
};

export const teaBox: Subject = (pt) =>
  `<path d="M120 130L170 100L300 100L250 130Z" fill="#a93226"/><path d="M250 130L300 100L300 290L250 318Z" fill="#7b241c"/>` +
  `<rect x="120" y="130" width="130" height="188" fill="${pt.lin('tea', ['#d64541', '#b03a2e'], 0, 0, 1, 1)}"/>` +
  `<rect x="132" y="186" width="106" height="72" rx="8" fill="#fff7e6"/>` +
  label(185, 215, 18, '#7b241c', 'ASSAM') +
  label(185, 242, 18, '#7b241c', 'TEA') +
  leaf(pt, 150, 160, -20, 40, '#3f9b3a') +
  leaf(pt, 150, 160, -60, 34, '#2e7d32');

export const coffee: Subject = (pt) => {
  const bean = (x: number, y: number, r: number) =>
    `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="14" ry="10" fill="#5a341b"/><path d="M${x - 12} ${y}q12 -4 24 0" stroke="#2e180b" stroke-width="2.5" fill="none"/></g>`;
  return (
    pouch('COFFEE', '#6b3f22', 'flakes', '#3e2415')(pt) + bean(300, 300, 20) + bean(326, 286, -30) + bean(100, 304, 60)
  );
};
