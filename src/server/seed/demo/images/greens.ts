// Leafy bunches: stems gathered in a tie, leaves fanning upwards; the leaf shape
// tells coriander, methi, palak, shepu, mint and curry leaves apart.
import { leaf } from './fruits.ts';
import { dark, light, type Paint, type Subject } from './svg.ts';

type LeafKind = 'coriander' | 'methi' | 'spinach' | 'dill' | 'mint' | 'curry';

/** Leaves at the end of a stem whose tip is at (0, 0), pointing up. */
function leavesAt(pt: Paint, kind: LeafKind, colour: string): string {
  const fill = pt.rad(`lf${kind}`, [light(colour, 0.3), colour, dark(colour, 0.25)], 0.4, 0.3, 0.8);
  switch (kind) {
    case 'spinach':
      return `<path d="M0 16C-32 0 -36 -48 0 -78C36 -48 32 0 0 16Z" fill="${fill}"/><path d="M0 12L0 -70" stroke="${light(colour, 0.4)}" stroke-width="3"/>`;
    case 'methi':
      return [
        [0, -18],
        [-16, -4],
        [16, -4],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="14" fill="${fill}"/>`)
        .join('');
    case 'coriander':
      return [
        [0, -22, 0],
        [-18, -8, -40],
        [18, -8, 40],
      ]
        .map(
          ([x, y, r]) =>
            `<path d="M${x} ${(y ?? 0) + 14}c-16 -4 -18 -22 -8 -28c2 -10 14 -10 16 0c10 6 8 24 -8 28Z" transform="rotate(${r} ${x} ${y})" fill="${fill}"/>`,
        )
        .join('');
    case 'dill':
      return [-40, -20, 0, 20, 40]
        .map(
          (r) =>
            `<path d="M0 0L0 -44" transform="rotate(${r})" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`,
        )
        .join('');
    case 'mint':
      return `<path d="M0 4C-26 -6 -26 -40 0 -54C26 -40 26 -6 0 4Z" fill="${fill}"/><path d="M-2 30C-30 26 -40 4 -34 -8C-16 -4 -4 12 -2 30ZM2 30C30 26 40 4 34 -8C16 -4 4 12 2 30Z" fill="${fill}"/>`;
    case 'curry':
      return (
        [0, 1, 2].map((n) => leaf(pt, 0, -n * 18, -150, 28, colour) + leaf(pt, 0, -n * 18, -30, 28, colour)).join('') +
        `<path d="M0 0L0 -44" stroke="${colour}" stroke-width="3"/>` +
        leaf(pt, 0, -42, -90, 28, colour)
      );
  }
}

function bunch(kind: LeafKind, colour: string, tie: string): Subject {
  return (pt) => {
    // One leaf cluster in <defs>, placed by <use>: keeps each picture a few KB.
    const cluster = pt.def(`lv${kind}`, (id) => `<g id="${id}">${leavesAt(pt, kind, colour)}</g>`);
    const stems = [-38, -24, -10, 4, 18, 32, 44];
    let out = '';
    stems.forEach((angle, index) => {
      const length = 118 + ((index * 37) % 42);
      const rad = (angle * Math.PI) / 180;
      const x = (200 + Math.sin(rad) * length).toFixed(1);
      const y = (300 - Math.cos(rad) * length).toFixed(1);
      const sideX = (200 + Math.sin(rad) * length * 0.62).toFixed(1);
      const sideY = (300 - Math.cos(rad) * length * 0.62).toFixed(1);
      out += `<path d="M200 300Q${(200 + Math.sin(rad) * length * 0.4).toFixed(1)} ${(300 - length * 0.6).toFixed(1)} ${x} ${y}" stroke="${light(colour, 0.2)}" stroke-width="5" fill="none"/>`;
      out += `<use href="#${cluster}" transform="translate(${sideX} ${sideY}) rotate(${angle - 35}) scale(.7)"/>`;
      out += `<use href="#${cluster}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
    });
    return (
      out +
      `<path d="M190 290L186 322M200 290L200 324M210 290L214 322" stroke="#c9e3a8" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="180" y="270" width="40" height="22" rx="6" fill="${tie}" transform="rotate(-6 200 281)"/>`
    );
  };
}

export const coriander = bunch('coriander', '#3f9e3a', '#c0392b');
export const methi = bunch('methi', '#4caf50', '#b07a3a');
export const spinach = bunch('spinach', '#2e7d32', '#c0392b');
export const dill = bunch('dill', '#6aa84f', '#b07a3a');
export const mint = bunch('mint', '#43a85c', '#2d6fb5');
export const curryLeaves = bunch('curry', '#2f7d32', '#b07a3a');

export const springOnion: Subject = (pt) => {
  const green = pt.lin('so', ['#9be07a', '#4caf50', '#2e7d32'], 0, 0, 1, 0);
  const bulb = pt.rad('sob', ['#ffffff', '#f1f4e4', '#d6dfc0'], 0.4, 0.3, 0.8);
  const one = (x: number, r: number) =>
    `<g transform="rotate(${r} ${x} 300)"><path d="M${x - 8} 260L${x - 4} 80L${x + 4} 80L${x + 8} 260Z" fill="${green}"/>` +
    `<path d="M${x - 4} 260L${x - 30} 110L${x - 24} 108L${x + 4} 250Z" fill="${green}"/>` +
    `<ellipse cx="${x}" cy="280" rx="18" ry="28" fill="${bulb}"/><path d="M${x - 8} 306L${x - 12} 322M${x} 308L${x} 324M${x + 8} 306L${x + 12} 322" stroke="#d9c9a8" stroke-width="3"/></g>`;
  return `${one(160, -14) + one(200, 0) + one(240, 14)}<rect x="150" y="244" width="100" height="18" rx="6" fill="#c0392b"/>`;
};
