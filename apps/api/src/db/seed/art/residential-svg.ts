/** Homes of the picture pool: towers, blocks, penthouses, villas, houses, townhouses, duplexes. */

import type { BuildingCtx as Ctx } from './building-svg.js';
import {
  door,
  isEvening,
  poly,
  rect,
  type ScenePalette,
  tree,
  WALL_PALETTES,
  windowGrid,
} from './scene-svg.js';

const W = 1200;
const H = 800;

export const RESIDENTIAL_DRAW: Record<
  'tower' | 'midrise' | 'penthouse' | 'villa' | 'house' | 'townhouse' | 'duplex',
  (c: Ctx) => string
> = {
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
};
