import { SeedRandom } from '../seed-random.js';
import {
  backdrop,
  door,
  isEvening,
  poly,
  rect,
  type ScenePalette,
  type SkyMood,
  sceneDefs,
  svgDoc,
  type TreeKind,
  tree,
  WALL_PALETTES,
  windowGrid,
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

interface Ctx {
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
  const c: Ctx = { r, mood, p, ground };
  const body = [backdrop(r, W, H, ground - 40, mood, distant), DRAW[kind](c), foreground(c, kind)].join('');
  return svgDoc(W, H, body, sceneDefs(mood));
}

const DRAW: Record<BuildingKind, (c: Ctx) => string> = {
  tower: (c) => {
    const out: string[] = [];
    const back = c.r.float(700, 900);
    out.push(rect(back, c.ground - 420, 200, 420, c.p.wallShade, 'opacity="0.8"'));
    out.push(windowGrid(c.r, back + 20, c.ground - 400, 5, 12, 22, 18, 14, 14, c.mood, c.p.wallShade));
    const w = c.r.int(270, 330);
    const x = c.r.int(260, 420);
    const floors = c.r.int(14, 17);
    const top = c.ground - floors * 34 - 30;
    out.push(rect(x, top, w, c.ground - top, c.p.wall));
    out.push(rect(x + w - 40, top, 40, c.ground - top, 'url(#shade)'));
    for (let f = 0; f < floors; f += 1) {
      const y = top + 30 + f * 34;
      out.push(rect(x + 12, y, w - 24, 22, isEvening(c.mood) && c.r.chance(0.5) ? '#FFD37A' : 'url(#glass)'));
      out.push(rect(x + 6, y + 22, w - 12, 5, c.p.trim));
    }
    out.push(rect(x - 10, top - 16, w + 20, 18, c.p.accent));
    out.push(rect(x + w / 2 - 40, c.ground - 50, 80, 50, '#2B3540'));
    return out.join('');
  },
  midrise: (c) => {
    const out: string[] = [];
    const x = c.r.int(220, 320);
    const w = c.r.int(560, 680);
    const floors = c.r.int(5, 7);
    const fh = 62;
    const top = c.ground - floors * fh - 20;
    out.push(rect(x, top, w, c.ground - top, c.p.wall));
    out.push(rect(x - 8, top - 14, w + 16, 16, c.p.roof));
    const cols = Math.floor(w / 110);
    for (let f = 0; f < floors; f += 1) {
      const y = top + 20 + f * fh;
      out.push(windowGrid(c.r, x + 26, y + 6, cols, 1, 62, 38, 110 - 62, 0, c.mood, c.p.trim));
      if (f > 0) {
        for (let k = 0; k < cols; k += 2)
          out.push(
            rect(x + 14 + k * 110, y + 44, 90, 6, c.p.accent),
            rect(x + 14 + k * 110, y + 30, 90, 3, c.p.accent, 'opacity="0.7"'),
          );
      }
    }
    out.push(door(x + w / 2 - 35, c.ground - 70, 70, 70, c.p.accent));
    return out.join('');
  },
  penthouse: (c) => {
    const out: string[] = [];
    const x = c.r.int(200, 300);
    const w = c.r.int(640, 760);
    const roofY = c.r.int(250, 320);
    // A close view of the top floors: the block continues below the frame edge.
    out.push(rect(x, roofY, w, H - roofY, c.p.wall));
    for (let f = 0; f < 6; f += 1)
      out.push(
        windowGrid(c.r, x + 30, roofY + 40 + f * 80, Math.floor(w / 120), 1, 80, 46, 40, 0, c.mood, c.p.trim),
      );
    const px = x + c.r.int(60, 200);
    const pw = w * 0.55;
    out.push(rect(px, roofY - 150, pw, 150, isEvening(c.mood) ? 'url(#glassDusk)' : 'url(#glass)'));
    for (let k = 1; k < 6; k += 1) out.push(rect(px + (pw / 6) * k, roofY - 150, 4, 150, c.p.trim));
    out.push(rect(px - 30, roofY - 170, pw + 60, 20, c.p.roof));
    out.push(rect(x - 10, roofY - 36, w + 20, 4, '#D9E2E8'), rect(x - 10, roofY - 6, w + 20, 10, c.p.trim));
    for (let k = 0; k <= 24; k += 1)
      out.push(rect(x - 10 + ((w + 20) / 24) * k, roofY - 36, 3, 32, '#D9E2E8'));
    const ux = px + pw + 60;
    out.push(
      poly(
        [
          [ux - 60, roofY - 110],
          [ux + 60, roofY - 110],
          [ux, roofY - 140],
        ],
        c.p.accent,
      ),
      rect(ux - 3, roofY - 110, 6, 100, '#555'),
    );
    out.push(tree(x + 40, roofY - 6, 0.45, 'round', c.mood), tree(px - 50, roofY - 6, 0.35, 'bush', c.mood));
    return out.join('');
  },
  villa: (c) => {
    const out: string[] = [];
    const x = c.r.int(180, 280);
    const w = c.r.int(700, 780);
    const g = c.ground;
    const lowerH = 180;
    const upperW = w * c.r.float(0.5, 0.62);
    const upperX = x + c.r.float(0, w - upperW);
    const hipped = c.r.chance(0.5);
    out.push(rect(x, g - lowerH, w, lowerH, c.p.wall));
    out.push(
      rect(upperX, g - lowerH - 150, upperW, 150, c.p.wall),
      rect(upperX + upperW - 60, g - lowerH - 150, 60, 150, 'url(#shade)'),
    );
    if (hipped) {
      out.push(
        poly(
          [
            [upperX - 30, g - lowerH - 150],
            [upperX + upperW + 30, g - lowerH - 150],
            [upperX + upperW - 60, g - lowerH - 230],
            [upperX + 60, g - lowerH - 230],
          ],
          c.p.roof,
        ),
      );
      out.push(rect(x - 20, g - lowerH - 14, w + 40, 16, c.p.roof));
    } else {
      out.push(
        rect(upperX - 40, g - lowerH - 166, upperW + 80, 18, c.p.trim),
        rect(x - 30, g - lowerH - 12, w + 60, 16, c.p.trim),
      );
    }
    out.push(rect(x + 40, g - 150, w * 0.45, 130, isEvening(c.mood) ? '#FFD37A' : 'url(#glass)'));
    for (let k = 1; k < 5; k += 1) out.push(rect(x + 40 + ((w * 0.45) / 5) * k, g - 150, 4, 130, c.p.trim));
    out.push(
      windowGrid(
        c.r,
        upperX + 30,
        g - lowerH - 120,
        Math.max(2, Math.floor(upperW / 130)),
        1,
        90,
        80,
        40,
        0,
        c.mood,
        c.p.trim,
      ),
    );
    out.push(door(x + w - 140, g - 120, 70, 120, c.p.accent));
    out.push(
      rect(x + 60, g + 40, w * 0.6, 70, 'url(#water)'),
      rect(x + 54, g + 34, w * 0.6 + 12, 6, '#EDE6DA'),
    );
    for (let k = 0; k < 4; k += 1)
      out.push(rect(x + 90 + k * 90, g + 60 + (k % 2) * 18, 50, 3, '#FFFFFF', 'opacity="0.6"'));
    return out.join('');
  },
  house: (c) => {
    const out: string[] = [];
    const x = c.r.int(300, 420);
    const w = c.r.int(440, 520);
    const g = c.ground;
    const wallH = c.r.int(220, 260);
    const peak = g - wallH - c.r.int(130, 170);
    out.push(rect(x + w - 120, peak + 20, 40, 110, c.p.accent));
    out.push(rect(x, g - wallH, w, wallH, c.p.wall));
    out.push(
      poly(
        [
          [x - 30, g - wallH],
          [x + w + 30, g - wallH],
          [x + w / 2, peak],
        ],
        c.p.roof,
      ),
    );
    out.push(
      `<circle cx="${x + w / 2}" cy="${g - wallH - 60}" r="22" fill="${c.p.trim}"/>`,
      `<circle cx="${x + w / 2}" cy="${g - wallH - 60}" r="16" fill="${isEvening(c.mood) ? '#FFD37A' : '#6E93B3'}"/>`,
    );
    out.push(windowGrid(c.r, x + 50, g - wallH + 30, 2, 1, 80, 70, w - 260, 0, c.mood, c.p.trim));
    out.push(
      windowGrid(c.r, x + 50, g - 110, 1, 1, 80, 70, 0, 0, c.mood, c.p.trim),
      windowGrid(c.r, x + w - 130, g - 110, 1, 1, 80, 70, 0, 0, c.mood, c.p.trim),
    );
    out.push(rect(x + 38, g - 110, 10, 70, c.p.accent), rect(x + 132, g - 110, 10, 70, c.p.accent));
    out.push(door(x + w / 2 - 36, g - 130, 72, 130, c.p.accent));
    out.push(
      poly(
        [
          [x + w / 2 - 36, g],
          [x + w / 2 + 36, g],
          [x + w / 2 + 90, H],
          [x + w / 2 - 90, H],
        ],
        '#CFC6B8',
      ),
    );
    for (let k = 0; k < 22; k += 1) out.push(rect(40 + k * 24, g + 10, 8, 46, '#FAFAF5'));
    out.push(rect(36, g + 22, 530, 6, '#FAFAF5'));
    return out.join('');
  },
  townhouse: (c) => {
    const out: string[] = [];
    const count = c.r.int(4, 5);
    const uw = c.r.int(180, 210);
    let x = (W - count * uw) / 2;
    const g = c.ground;
    for (let i = 0; i < count; i += 1) {
      const pal = WALL_PALETTES[(i * 2 + c.r.int(0, 8)) % WALL_PALETTES.length] as ScenePalette;
      const h = c.r.int(300, 360);
      out.push(rect(x, g - h, uw, h, pal.wall), rect(x, g - h - 20, uw, 20, pal.trim));
      if (c.r.chance(0.5))
        out.push(
          poly(
            [
              [x, g - h - 20],
              [x + uw, g - h - 20],
              [x + uw / 2, g - h - 80],
            ],
            pal.roof,
          ),
        );
      out.push(windowGrid(c.r, x + 28, g - h + 30, 2, 2, 52, 64, uw - 56 - 104, 36, c.mood, pal.trim));
      out.push(
        door(x + uw / 2 - 28, g - 100, 56, 100, pal.accent),
        rect(x + uw / 2 - 44, g - 4, 88, 10, '#BDB5A8'),
      );
      out.push(rect(x + uw - 4, g - h, 4, h, '#000', 'opacity="0.12"'));
      x += uw;
    }
    return out.join('');
  },
  duplex: (c) => {
    const out: string[] = [];
    const g = c.ground;
    const uw = c.r.int(300, 340);
    const x0 = (W - uw * 2) / 2;
    for (let i = 0; i < 2; i += 1) {
      const x = x0 + i * uw;
      const mirror = i === 1;
      out.push(rect(x, g - 300, uw, 300, c.p.wall), rect(x, g - 316, uw, 16, c.p.roof));
      out.push(rect(mirror ? x + uw - 150 : x + 20, g - 110, 130, 110, '#8B8F94'));
      for (let k = 1; k < 6; k += 1)
        out.push(rect(mirror ? x + uw - 150 : x + 20, g - 110 + k * 18, 130, 2, '#6F7378'));
      out.push(door(mirror ? x + 40 : x + uw - 100, g - 120, 60, 120, c.p.accent));
      out.push(rect(x + 30, g - 250, uw - 60, 100, isEvening(c.mood) ? '#FFD37A' : 'url(#glass)'));
      out.push(rect(x + 20, g - 152, uw - 40, 8, c.p.trim));
      for (let k = 0; k < 12; k += 1) out.push(rect(x + 20 + k * ((uw - 40) / 11), g - 182, 3, 30, c.p.trim));
    }
    out.push(rect(x0 + uw - 6, g - 330, 12, 330, c.p.accent));
    return out.join('');
  },
  office: (c) => {
    const out: string[] = [];
    const g = c.ground;
    const x = c.r.int(200, 340);
    const w = c.r.int(460, 560);
    const top = c.r.int(90, 160);
    out.push(rect(x, top, w, g - top, isEvening(c.mood) ? 'url(#glassDusk)' : 'url(#glass)'));
    for (let k = 0; k <= 8; k += 1) out.push(rect(x + (w / 8) * k - 2, top, 4, g - top, '#D7DEE4'));
    for (let y = top; y < g; y += 36) out.push(rect(x, y, w, 3, '#D7DEE4'));
    if (isEvening(c.mood))
      for (let k = 0; k < 30; k += 1)
        out.push(
          rect(
            x + c.r.int(0, 7) * (w / 8) + 4,
            top + c.r.int(0, Math.floor((g - top) / 36) - 1) * 36 + 5,
            w / 8 - 8,
            28,
            '#FFD37A',
            'opacity="0.85"',
          ),
        );
    out.push(rect(x - 30, g - 90, w + 60, 12, c.p.roof), rect(x + w / 2 - 80, g - 78, 160, 78, '#24303B'));
    const x2 = x + w + 30;
    out.push(rect(x2, top + 180, 260, g - top - 180, c.p.wall));
    out.push(windowGrid(c.r, x2 + 20, top + 200, 4, 8, 40, 28, 20, 20, c.mood, c.p.trim));
    return out.join('');
  },
  shop: (c) => {
    const out: string[] = [];
    const g = c.ground;
    const count = 3;
    const uw = 330;
    const x0 = (W - uw * count) / 2;
    const awnings = ['#C0392B', '#1F7A6D', '#2D5B9A', '#D68A1F', '#6C4A8C'];
    for (let i = 0; i < count; i += 1) {
      const x = x0 + i * uw;
      const pal = WALL_PALETTES[(i + c.r.int(0, 8)) % WALL_PALETTES.length] as ScenePalette;
      out.push(rect(x, g - 380, uw, 380, pal.wall), rect(x, g - 396, uw, 16, pal.trim));
      out.push(windowGrid(c.r, x + 40, g - 350, 3, 1, 62, 90, 38, 0, c.mood, pal.trim));
      out.push(
        rect(x + 20, g - 205, uw - 40, 40, '#2B2B2B'),
        rect(x + 40, g - 196, uw * 0.5, 22, '#F5F1E6', 'opacity="0.9"'),
      );
      const aw = c.r.pick(awnings);
      for (let k = 0; k < 8; k += 1)
        out.push(
          poly(
            [
              [x + 10 + k * ((uw - 20) / 8), g - 160],
              [x + 10 + (k + 1) * ((uw - 20) / 8), g - 160],
              [x + 10 + (k + 1) * ((uw - 20) / 8) + 6, g - 120],
              [x + 16 + k * ((uw - 20) / 8), g - 120],
            ],
            k % 2 ? aw : '#FFFFFF',
          ),
        );
      out.push(
        rect(x + 24, g - 118, uw - 130, 110, isEvening(c.mood) ? '#FFD37A' : 'url(#glass)'),
        door(x + uw - 92, g - 118, 62, 118, pal.accent),
      );
    }
    out.push(rect(0, g, W, 40, '#BDB7AC'));
    return out.join('');
  },
  warehouse: (c) => {
    const out: string[] = [];
    const g = c.ground;
    const x = c.r.int(100, 180);
    const w = c.r.int(820, 940);
    out.push(
      rect(x, g - 250, w, 250, c.p.wallShade),
      poly(
        [
          [x - 14, g - 250],
          [x + w + 14, g - 250],
          [x + w / 2, g - 310],
        ],
        c.p.roof,
      ),
    );
    for (let k = 0; k < w; k += 14) out.push(rect(x + k, g - 250, 2, 250, '#000', 'opacity="0.08"'));
    const doors = c.r.int(3, 5);
    for (let i = 0; i < doors; i += 1) {
      const dx = x + 60 + i * ((w - 120) / doors);
      out.push(rect(dx, g - 170, 130, 170, '#9AA0A6'));
      for (let k = 0; k < 10; k += 1) out.push(rect(dx, g - 170 + k * 17, 130, 2, '#7D838A'));
      out.push(rect(dx - 10, g - 186, 150, 10, c.p.accent));
    }
    out.push(rect(x + 20, g - 236, w - 40, 30, '#DDE5EA', 'opacity="0.7"'));
    const tx = c.r.int(80, 600);
    out.push(
      rect(tx, g + 40, 260, 100, '#ECECEC'),
      rect(tx + 260, g + 70, 90, 70, c.p.accent),
      rect(tx + 290, g + 78, 40, 30, '#6E93B3'),
    );
    out.push(
      `<circle cx="${tx + 60}" cy="${g + 145}" r="22" fill="#222"/><circle cx="${tx + 300}" cy="${g + 145}" r="22" fill="#222"/>`,
    );
    return out.join('');
  },
  plot: (c) => {
    const out: string[] = [];
    const g = c.ground;
    out.push(
      poly(
        [
          [0, g + 20],
          [W, g - 10],
          [W, H],
          [0, H],
        ],
        isEvening(c.mood) ? '#5D6B3C' : '#9DB86A',
      ),
    );
    for (let k = 0; k < 9; k += 1)
      out.push(
        `<path d="M${k * 150 - 40},${H} Q${k * 150 + 60},${g + 80} ${k * 150 + 120},${g + 20}" stroke="#86A058" stroke-width="3" fill="none" opacity="0.6"/>`,
      );
    for (let k = 0; k < 16; k += 1) out.push(rect(60 + k * 70, g + 10 - k * 1.5, 8, 60, '#8B6B4A'));
    out.push(rect(56, g + 24, 1110, 4, '#6B5036'), rect(56, g + 46, 1110, 4, '#6B5036'));
    const sx = c.r.int(700, 900);
    out.push(
      rect(sx, g - 40, 8, 160, '#5B4632'),
      rect(sx + 180, g - 40, 8, 160, '#5B4632'),
      rect(sx - 20, g - 120, 230, 100, '#F7F3E8'),
      rect(sx - 20, g - 120, 230, 22, c.p.accent),
    );
    for (let k = 0; k < 3; k += 1) out.push(rect(sx, g - 86 + k * 20, 190 - k * 40, 8, '#7A7A7A'));
    for (let k = 0; k < 4; k += 1) out.push(rect(200 + k * 120, g + 120 + (k % 2) * 30, 6, 26, '#E05A2B'));
    return out.join('');
  },
  farmhouse: (c) => {
    const out: string[] = [];
    const g = c.ground;
    for (let k = 0; k < 10; k += 1)
      out.push(
        poly(
          [
            [0, g + 30 + k * 18],
            [W, g + 10 + k * 18],
            [W, g + 18 + k * 18],
            [0, g + 38 + k * 18],
          ],
          k % 2 ? '#A7B86A' : '#8FA655',
        ),
      );
    const hx = c.r.int(160, 260);
    out.push(
      rect(hx, g - 200, 380, 200, c.p.wall),
      poly(
        [
          [hx - 30, g - 200],
          [hx + 410, g - 200],
          [hx + 330, g - 300],
          [hx + 50, g - 300],
        ],
        c.p.roof,
      ),
    );
    out.push(rect(hx - 10, g - 90, 400, 10, c.p.trim));
    for (let k = 0; k < 6; k += 1) out.push(rect(hx + k * 76, g - 90, 6, 90, c.p.trim));
    out.push(
      windowGrid(c.r, hx + 40, g - 170, 3, 1, 60, 50, 60, 0, c.mood, c.p.trim),
      door(hx + 160, g - 80, 56, 80, c.p.accent),
    );
    const bx = hx + 500;
    out.push(
      rect(bx, g - 240, 280, 240, '#A23B2C'),
      poly(
        [
          [bx - 20, g - 240],
          [bx + 300, g - 240],
          [bx + 140, g - 330],
        ],
        '#5A2A22',
      ),
    );
    out.push(
      rect(bx + 90, g - 150, 100, 150, '#7D2B20'),
      `<path d="M${bx + 90},${g - 150} L${bx + 190},${g} M${bx + 190},${g - 150} L${bx + 90},${g}" stroke="#F2E6D0" stroke-width="6"/>`,
    );
    out.push(
      rect(bx + 320, g - 260, 60, 260, '#B8BEC4'),
      `<ellipse cx="${bx + 350}" cy="${g - 260}" rx="30" ry="14" fill="#8E959C"/>`,
    );
    return out.join('');
  },
};

function foreground(c: Ctx, kind: BuildingKind): string {
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
