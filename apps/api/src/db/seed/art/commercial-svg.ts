/** Work places and land of the picture pool: offices, shop rows, warehouses, plots, farmhouses. */

import type { BuildingCtx as Ctx } from './building-svg.js';
import { door, isEvening, poly, rect, type ScenePalette, WALL_PALETTES, windowGrid } from './scene-svg.js';

const W = 1200;
const H = 800;

export const COMMERCIAL_DRAW: Record<
  'office' | 'shop' | 'warehouse' | 'plot' | 'farmhouse',
  (c: Ctx) => string
> = {
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
