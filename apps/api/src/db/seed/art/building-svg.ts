import { SeedRandom } from '../seed-random.js';
import { COMMERCIAL_DRAW } from './commercial-svg.js';
import { RESIDENTIAL_DRAW } from './residential-svg.js';
import {
  backdrop,
  rect,
  type ScenePalette,
  type SkyMood,
  sceneDefs,
  svgDoc,
  type TreeKind,
  tree,
  WALL_PALETTES,
} from './scene-svg.js';

/** The architecture kinds of the picture pool; each listing category draws from a few of them. */
export const BUILDING_KINDS = [
  'tower',
  'midrise',
  'penthouse',
  'villa',
  'house',
  'townhouse',
  'duplex',
  'office',
  'shop',
  'warehouse',
  'plot',
  'farmhouse',
] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];

const W = 1200;
const H = 800;
const MOODS: readonly SkyMood[] = ['day', 'clear', 'golden', 'dusk', 'overcast'];

export interface BuildingCtx {
  r: SeedRandom;
  mood: SkyMood;
  p: ScenePalette;
  ground: number;
}

/** One 1200×800 exterior picture; `variant` changes the palette, sky, trees and proportions. */
export function buildingSvg(kind: BuildingKind, variant: number): string {
  const r = new SeedRandom(1000 + BUILDING_KINDS.indexOf(kind) * 97 + variant * 7919);
  const mood = MOODS[(BUILDING_KINDS.indexOf(kind) + variant * 2) % MOODS.length] as SkyMood;
  const p = WALL_PALETTES[
    (BUILDING_KINDS.indexOf(kind) * 3 + variant * 5) % WALL_PALETTES.length
  ] as ScenePalette;
  const ground = r.int(600, 650);
  const distant =
    kind === 'villa' && variant % 2 === 0
      ? 'sea'
      : ['tower', 'office', 'midrise', 'shop'].includes(kind)
        ? 'skyline'
        : 'hills';
  const c: BuildingCtx = { r, mood, p, ground };
  const body = [backdrop(r, W, H, ground - 40, mood, distant), DRAW[kind](c), foreground(c, kind)].join('');
  return svgDoc(W, H, body, sceneDefs(mood));
}

const DRAW: Record<BuildingKind, (c: BuildingCtx) => string> = { ...RESIDENTIAL_DRAW, ...COMMERCIAL_DRAW };

function foreground(c: BuildingCtx, kind: BuildingKind): string {
  const out: string[] = [];
  if (kind === 'shop' || kind === 'office' || kind === 'tower' || kind === 'midrise') {
    out.push(rect(0, c.ground + 40, W, H - c.ground - 40, '#5E6266'));
    for (let k = 0; k < 8; k += 1) out.push(rect(40 + k * 150, c.ground + 100, 80, 8, '#F2F2F2'));
  }
  const palms = kind === 'villa' || (kind === 'tower' && c.mood === 'golden');
  const kinds: TreeKind[] = palms
    ? ['palm', 'bush']
    : kind === 'farmhouse' || kind === 'plot'
      ? ['round', 'conifer']
      : ['round', 'conifer', 'bush'];
  if (kind !== 'penthouse' && kind !== 'shop') {
    out.push(tree(c.r.int(40, 140), c.ground + 30, c.r.float(0.9, 1.3), c.r.pick(kinds), c.mood));
    out.push(tree(c.r.int(1060, 1160), c.ground + 36, c.r.float(0.9, 1.4), c.r.pick(kinds), c.mood));
    if (c.r.chance(0.6)) out.push(tree(c.r.int(150, 1050), H - 10, c.r.float(0.5, 0.8), 'bush', c.mood));
  }
  return out.join('');
}
