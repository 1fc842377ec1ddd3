import type { SeedRandom } from '../seed-random.js';

/**
 * Building blocks for the generated demo pictures: sky, ground, trees and window grids drawn as
 * plain SVG that librsvg (inside sharp) renders quickly. No filters or blurs: they are slow at
 * 1200×800 and the two-core budget for all demo media is about 20 seconds.
 */

export type SkyMood = 'day' | 'clear' | 'golden' | 'dusk' | 'overcast';

export interface ScenePalette {
  wall: string;
  wallShade: string;
  accent: string;
  roof: string;
  trim: string;
}

export const WALL_PALETTES: readonly ScenePalette[] = [
  { wall: '#F3E9D2', wallShade: '#DCCFB2', accent: '#8C5A3C', roof: '#7A3B2A', trim: '#FFFFFF' },
  { wall: '#F5F5F0', wallShade: '#DADBD5', accent: '#2F5D62', roof: '#3E4248', trim: '#2B2B2B' },
  { wall: '#C96F4A', wallShade: '#A9573A', accent: '#F1E3C8', roof: '#5A3326', trim: '#F7EFE2' },
  { wall: '#E3C9A0', wallShade: '#C7AD82', accent: '#4F6D7A', roof: '#6B4A3A', trim: '#FFFDF7' },
  { wall: '#B8BEC4', wallShade: '#979EA6', accent: '#1F3A4D', roof: '#343A40', trim: '#F0F2F4' },
  { wall: '#A0522D', wallShade: '#84421F', accent: '#EFE6DA', roof: '#3B2F2F', trim: '#F5EBDD' },
  { wall: '#CBD8E3', wallShade: '#A9BBCB', accent: '#234E70', roof: '#56606B', trim: '#FFFFFF' },
  { wall: '#A8B5A0', wallShade: '#8A9882', accent: '#3D4A36', roof: '#4B4036', trim: '#FAF8F2' },
  { wall: '#4A4E54', wallShade: '#383B40', accent: '#D9A441', roof: '#2A2C30', trim: '#E8E8E8' },
];

const SKIES: Record<SkyMood, [string, string, string]> = {
  // top, horizon, ground tint
  day: ['#6FB7EA', '#D6EEFB', '#7FA65A'],
  clear: ['#3E8ED6', '#BFE1F7', '#6E9C4C'],
  golden: ['#F7B267', '#FCE4C0', '#8C9A4E'],
  dusk: ['#3B3A6B', '#F08A5D', '#4E5E3A'],
  overcast: ['#9AA6B2', '#DDE2E6', '#738A5E'],
};

export function isEvening(mood: SkyMood): boolean {
  return mood === 'dusk';
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
}

export function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Gradient definitions every scene uses (sky, glass, water). */
export function sceneDefs(mood: SkyMood): string {
  const [top, horizon] = SKIES[mood];
  return [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#A9CBE3"/><stop offset="0.55" stop-color="#5F86A8"/><stop offset="1" stop-color="#34506B"/></linearGradient>',
    '<linearGradient id="glassDusk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F2A46F"/><stop offset="0.5" stop-color="#6E5A86"/><stop offset="1" stop-color="#2C2F4A"/></linearGradient>',
    '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7FD3E8"/><stop offset="1" stop-color="#2F9BC1"/></linearGradient>',
    '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>',
  ].join('');
}

/** Sky, sun or moon, clouds, a distant layer (hills or a hazy skyline) and the ground. */
export function backdrop(
  r: SeedRandom,
  width: number,
  height: number,
  horizon: number,
  mood: SkyMood,
  distant: 'hills' | 'skyline' | 'sea',
): string {
  const parts = [rect(0, 0, width, height, 'url(#sky)')];
  const sunX = r.float(width * 0.1, width * 0.9);
  if (mood === 'dusk') {
    parts.push(`<circle cx="${r1(sunX)}" cy="${r1(horizon - 40)}" r="46" fill="#FFD58A" opacity="0.9"/>`);
  } else if (mood !== 'overcast') {
    const sunY = mood === 'golden' ? horizon - 110 : r.float(70, 170);
    parts.push(
      `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r.int(34, 52)}" fill="#FFF4C2" opacity="0.95"/>`,
    );
  }
  const cloudCount = mood === 'overcast' ? r.int(6, 9) : r.int(1, 4);
  for (let i = 0; i < cloudCount; i += 1) {
    parts.push(cloud(r.float(-60, width), r.float(40, horizon * 0.45), r.float(0.6, 1.4), mood));
  }
  const haze = mood === 'dusk' ? '#5B4D72' : mood === 'golden' ? '#C9A27E' : '#9DB4C6';
  if (distant === 'hills') {
    const pts: Array<[number, number]> = [[0, horizon]];
    for (let x = 0; x <= width; x += width / 8) pts.push([x, horizon - r.float(30, 110)]);
    pts.push([width, horizon]);
    parts.push(poly(pts, haze, 'opacity="0.55"'));
  } else if (distant === 'skyline') {
    let x = 0;
    while (x < width) {
      const w = r.float(40, 110);
      const h = r.float(60, 220);
      parts.push(rect(x, horizon - h, w - 6, h, haze, 'opacity="0.5"'));
      x += w;
    }
  } else {
    parts.push(rect(0, horizon - 50, width, 50, mood === 'dusk' ? '#5A6C9A' : '#4F9BC9', 'opacity="0.9"'));
  }
  const ground = SKIES[mood][2];
  parts.push(rect(0, horizon, width, height - horizon, ground));
  return parts.join('');
}

function cloud(x: number, y: number, s: number, mood: SkyMood): string {
  const fill = mood === 'dusk' ? '#E7A3A0' : mood === 'overcast' ? '#F1F3F5' : '#FFFFFF';
  const e = (dx: number, dy: number, rx: number, ry: number) =>
    `<ellipse cx="${r1(x + dx * s)}" cy="${r1(y + dy * s)}" rx="${r1(rx * s)}" ry="${r1(ry * s)}" fill="${fill}"/>`;
  return `<g opacity="0.85">${e(0, 0, 60, 22)}${e(40, -14, 44, 26)}${e(85, 2, 52, 20)}${e(30, 8, 70, 16)}</g>`;
}

export type TreeKind = 'round' | 'conifer' | 'palm' | 'bush';

export function tree(x: number, baseY: number, scale: number, kind: TreeKind, mood: SkyMood): string {
  const leaf = mood === 'dusk' ? '#2F4A32' : mood === 'golden' ? '#6F8A3A' : '#4E8C3A';
  const leafDark = mood === 'dusk' ? '#22361F' : '#3A6E2B';
  const trunk = '#6B4A32';
  const s = scale;
  if (kind === 'conifer') {
    return (
      rect(x - 5 * s, baseY - 30 * s, 10 * s, 30 * s, trunk) +
      poly(
        [
          [x, baseY - 170 * s],
          [x - 45 * s, baseY - 30 * s],
          [x + 45 * s, baseY - 30 * s],
        ],
        leafDark,
      ) +
      poly(
        [
          [x, baseY - 190 * s],
          [x - 32 * s, baseY - 90 * s],
          [x + 32 * s, baseY - 90 * s],
        ],
        leaf,
      )
    );
  }
  if (kind === 'palm') {
    const fronds = [-165, -140, -115, -65, -40, -15, -90]
      .map((deg) => {
        const a = (deg * Math.PI) / 180;
        const tx = x + Math.cos(a) * 125 * s;
        const ty = baseY - 200 * s - Math.sin(a) * -55 * s;
        return `<path d="M${r1(x)},${r1(baseY - 200 * s)} Q${r1((x + tx) / 2)},${r1(ty - 40 * s)} ${r1(tx)},${r1(ty + 20 * s)}" stroke="${leaf}" stroke-width="${r1(12 * s)}" fill="none" stroke-linecap="round"/>`;
      })
      .join('');
    return `<path d="M${r1(x - 6 * s)},${r1(baseY)} Q${r1(x + 14 * s)},${r1(baseY - 100 * s)} ${r1(x)},${r1(baseY - 200 * s)}" stroke="${trunk}" stroke-width="${r1(11 * s)}" fill="none"/>${fronds}`;
  }
  if (kind === 'bush') {
    return `<ellipse cx="${r1(x)}" cy="${r1(baseY - 16 * s)}" rx="${r1(38 * s)}" ry="${r1(22 * s)}" fill="${leafDark}"/><ellipse cx="${r1(x + 14 * s)}" cy="${r1(baseY - 24 * s)}" rx="${r1(24 * s)}" ry="${r1(16 * s)}" fill="${leaf}"/>`;
  }
  return (
    rect(x - 7 * s, baseY - 70 * s, 14 * s, 70 * s, trunk) +
    `<circle cx="${r1(x)}" cy="${r1(baseY - 110 * s)}" r="${r1(55 * s)}" fill="${leafDark}"/>` +
    `<circle cx="${r1(x - 22 * s)}" cy="${r1(baseY - 125 * s)}" r="${r1(36 * s)}" fill="${leaf}"/>` +
    `<circle cx="${r1(x + 24 * s)}" cy="${r1(baseY - 100 * s)}" r="${r1(32 * s)}" fill="${leaf}"/>`
  );
}

/** A grid of windows; at dusk some are lit, by day they carry a sky reflection. */
export function windowGrid(
  r: SeedRandom,
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  mood: SkyMood,
  frame = '#FFFFFF',
): string {
  const out: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const wx = x + col * (w + gapX);
      const wy = y + row * (h + gapY);
      const fill = isEvening(mood)
        ? r.chance(0.55)
          ? '#FFD37A'
          : '#2E3A4A'
        : r.chance(0.15)
          ? '#9FC3DD'
          : '#6E93B3';
      out.push(rect(wx - 3, wy - 3, w + 6, h + 6, frame));
      out.push(rect(wx, wy, w, h, fill));
      if (!isEvening(mood))
        out.push(
          poly(
            [
              [wx, wy + h * 0.7],
              [wx + w * 0.6, wy],
              [wx + w, wy],
              [wx, wy + h],
            ],
            '#FFFFFF',
            'opacity="0.18"',
          ),
        );
    }
  }
  return out.join('');
}

export function door(x: number, y: number, w: number, h: number, color: string): string {
  return (
    rect(x - 4, y - 4, w + 8, h + 4, '#FFFFFF', 'opacity="0.8"') +
    rect(x, y, w, h, color) +
    `<circle cx="${r1(x + w * 0.8)}" cy="${r1(y + h * 0.55)}" r="3" fill="#E8C468"/>`
  );
}
