import { SeedRandom } from '../seed-random.js';
import { poly, rect, svgDoc } from './scene-svg.js';

/** Rooms for listing galleries (1200×800) and unrolled 360° rooms for `three_d_image` (2:1). */
export const INTERIOR_KINDS = ['living', 'bedroom', 'kitchen', 'bathroom'] as const;
export type InteriorKind = (typeof INTERIOR_KINDS)[number];

const W = 1200;
const H = 800;
const WALLS = ['#EFE7DA', '#E4ECEF', '#F3EEE6', '#E9E2F0', '#E6EFE4', '#F4E9DF'];
const FLOORS = ['#B58B62', '#C9A27E', '#8F6B4E', '#D8CFC4', '#A7A29C'];
const FABRICS = ['#2F5D62', '#B5651D', '#5B6C8F', '#8C4A5B', '#4F7A57', '#C2A15A'];

export function interiorSvg(kind: InteriorKind, variant: number): string {
  const r = new SeedRandom(7000 + INTERIOR_KINDS.indexOf(kind) * 131 + variant * 613);
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const fabric = r.pick(FABRICS);
  const floorY = 560;
  const out = [rect(0, 0, W, floorY, wall), rect(0, floorY, W, H - floorY, floor)];
  for (let k = 0; k < 12; k += 1) out.push(rect(0, floorY + k * 22, W, 2, '#000', 'opacity="0.06"'));
  out.push(rect(0, floorY - 14, W, 14, '#FFFFFF', 'opacity="0.7"'));
  const wx = r.int(560, 760);
  out.push(windowView(wx, 110, 360, 330, r));
  out.push(ROOM[kind](r, floorY, fabric));
  return svgDoc(W, H, out.join(''), windowDefs());
}

function windowDefs(): string {
  return '<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8CC8EE"/><stop offset="1" stop-color="#E3F3FC"/></linearGradient>';
}

function windowView(x: number, y: number, w: number, h: number, r: SeedRandom): string {
  const out = [rect(x - 12, y - 12, w + 24, h + 24, '#FFFFFF'), rect(x, y, w, h, 'url(#view)')];
  let bx = x;
  while (bx < x + w) {
    const bw = r.int(30, 70);
    const bh = r.int(60, 180);
    out.push(rect(bx, y + h - bh, Math.min(bw - 4, x + w - bx), bh, '#9DB1C2', 'opacity="0.8"'));
    bx += bw;
  }
  out.push(rect(x + w / 2 - 4, y, 8, h, '#FFFFFF'), rect(x, y + h / 2 - 4, w, 8, '#FFFFFF'));
  out.push(rect(x - 40, y - 30, 36, h + 80, '#D9CBB5'), rect(x + w + 4, y - 30, 36, h + 80, '#D9CBB5'));
  return out.join('');
}

function plant(x: number, baseY: number): string {
  return (
    poly(
      [
        [x - 26, baseY - 60],
        [x + 26, baseY - 60],
        [x + 18, baseY],
        [x - 18, baseY],
      ],
      '#C9B79C',
    ) +
    [
      'M0,-60 Q-50,-140 -30,-190',
      'M0,-60 Q10,-150 40,-200',
      'M0,-60 Q50,-120 70,-150',
      'M0,-60 Q-40,-100 -70,-120',
    ]
      .map(
        (d) =>
          `<path d="${d}" transform="translate(${x},${baseY})" stroke="#3F7A3A" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      )
      .join('')
  );
}

const ROOM: Record<InteriorKind, (r: SeedRandom, floorY: number, fabric: string) => string> = {
  living: (r, fy, fabric) => {
    const sx = r.int(120, 220);
    return [
      rect(sx - 60, fy + 60, 620, 150, '#E8DCC8', 'rx="8"'),
      rect(sx, fy - 150, 440, 90, fabric, 'rx="18"'),
      rect(sx - 30, fy - 80, 500, 90, fabric, 'rx="16"'),
      rect(sx - 40, fy - 120, 50, 130, fabric, 'rx="14"'),
      rect(sx + 430, fy - 120, 50, 130, fabric, 'rx="14"'),
      rect(sx + 40, fy - 130, 120, 70, '#F4E6C8', 'rx="12"'),
      rect(sx + 260, fy - 130, 120, 70, '#F4E6C8', 'rx="12"'),
      rect(sx + 110, fy + 70, 260, 24, '#6B4A32', 'rx="6"'),
      rect(sx + 130, fy + 94, 12, 50, '#6B4A32'),
      rect(sx + 340, fy + 94, 12, 50, '#6B4A32'),
      rect(sx + 60, 150, 230, 160, '#FFFFFF'),
      rect(sx + 72, 162, 206, 136, r.pick(['#D98E5F', '#5F8FD9', '#7FB069'])),
      `<circle cx="${sx + 175}" cy="230" r="40" fill="#FFFFFF" opacity="0.5"/>`,
      rect(1040, fy - 330, 8, 330, '#333'),
      poly(
        [
          [1000, fy - 330],
          [1088, fy - 330],
          [1070, fy - 400],
          [1018, fy - 400],
        ],
        '#F3D9A4',
      ),
      plant(980, fy + 40),
    ].join('');
  },
  bedroom: (r, fy, fabric) => {
    const bx = r.int(140, 220);
    return [
      rect(bx, fy - 260, 460, 200, '#6B4A32', 'rx="10"'),
      rect(bx - 20, fy - 90, 500, 140, '#FFFFFF', 'rx="12"'),
      rect(bx - 20, fy - 40, 500, 100, fabric, 'rx="12"'),
      rect(bx + 30, fy - 130, 170, 60, '#F6F1E8', 'rx="20"'),
      rect(bx + 260, fy - 130, 170, 60, '#F6F1E8', 'rx="20"'),
      rect(bx - 130, fy - 90, 90, 110, '#8F6B4E'),
      rect(bx - 110, fy - 180, 10, 90, '#333'),
      poly(
        [
          [bx - 140, fy - 180],
          [bx - 70, fy - 180],
          [bx - 85, fy - 230],
          [bx - 125, fy - 230],
        ],
        '#F3D9A4',
      ),
      rect(bx + 500, fy - 90, 90, 110, '#8F6B4E'),
      rect(bx + 520, fy - 130, 50, 40, '#E5E1D8'),
      rect(bx + 60, 130, 340, 110, '#FFFFFF'),
      rect(bx + 70, 140, 320, 90, r.pick(['#A9C5A0', '#C5A9A0', '#A0B4C5'])),
    ].join('');
  },
  kitchen: (r, fy, fabric) => {
    const cab = r.pick(['#2F4858', '#F2F2F2', '#6D8A74', '#B98E6A']);
    const out = [
      rect(60, fy - 190, 480, 190, cab),
      rect(50, fy - 206, 500, 18, '#E7E3DC'),
      rect(60, 90, 480, 160, cab),
      rect(80, 280, 440, 60, '#FFFFFF', 'opacity="0.6"'),
    ];
    for (let k = 0; k < 4; k += 1)
      out.push(
        rect(72 + k * 118, fy - 170, 106, 150, '#000', 'opacity="0.06"'),
        rect(120 + k * 118, fy - 110, 14, 4, '#C8C8C8'),
      );
    for (let k = 0; k < 4; k += 1) out.push(rect(72 + k * 118, 104, 106, 132, '#000', 'opacity="0.06"'));
    out.push(
      rect(420, 300, 90, 60, '#CFCFCF'),
      rect(380, fy + 40, 560, 150, '#E7E3DC'),
      rect(400, fy + 70, 520, 140, fabric),
    );
    for (let k = 0; k < 3; k += 1)
      out.push(
        rect(500 + k * 160, fy + 190, 14, 70, '#333'),
        `<circle cx="${507 + k * 160}" cy="${fy + 190}" r="30" fill="#333"/>`,
      );
    for (let k = 0; k < 3; k += 1)
      out.push(
        rect(583 + k * 130, 0, 3, 230, '#333'),
        poly(
          [
            [560 + k * 130, 260],
            [610 + k * 130, 260],
            [598 + k * 130, 230],
            [572 + k * 130, 230],
          ],
          '#F2B134',
        ),
      );
    return out.join('');
  },
  bathroom: (r, fy, fabric) => {
    const tile = r.pick(['#DDE8EC', '#F0ECE4', '#E1E6DA']);
    const out = [rect(0, 0, 560, fy, tile)];
    for (let y = 0; y < fy; y += 60) out.push(rect(0, y, 560, 2, '#FFFFFF'));
    for (let x = 0; x < 560; x += 60) out.push(rect(x, 0, 2, fy, '#FFFFFF'));
    out.push(
      rect(60, fy - 150, 440, 150, '#FFFFFF', 'rx="30"'),
      rect(80, fy - 140, 400, 30, '#BFE3F2', 'rx="14"'),
    );
    out.push(rect(440, fy - 260, 10, 120, '#B0B0B0'), rect(410, fy - 262, 50, 10, '#B0B0B0'));
    out.push(
      rect(880, 150, 220, 260, '#E8F3F8', 'rx="110"'),
      rect(870, 140, 240, 280, 'none', `rx="120" stroke="#C9A66B" stroke-width="10"`),
    );
    out.push(
      rect(840, fy - 200, 300, 200, fabric),
      rect(830, fy - 215, 320, 20, '#FFFFFF'),
      rect(975, fy - 250, 10, 40, '#B0B0B0'),
    );
    out.push(plant(760, fy + 30));
    return out.join('');
  },
};

/** A 2:1 unrolled room: four walls with a window, a door and furniture bands (a demo 360° view). */
export function panoramaSvg(variant: number): string {
  const r = new SeedRandom(9100 + variant * 211);
  const pw = 2048;
  const ph = 1024;
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const out = [rect(0, 0, pw, 260, '#F7F5F2'), rect(0, 260, pw, 520, wall), rect(0, 780, pw, 244, floor)];
  for (let k = 0; k < 4; k += 1) {
    const x = k * 512;
    out.push(rect(x, 260, 3, 520, '#000', 'opacity="0.12"'));
    if (k === 1) out.push(windowView(x + 110, 360, 290, 260, r));
    if (k === 3)
      out.push(
        rect(x + 180, 420, 150, 360, '#8F6B4E'),
        `<circle cx="${x + 305}" cy="610" r="7" fill="#E8C468"/>`,
      );
    if (k === 0)
      out.push(
        rect(x + 80, 640, 360, 140, r.pick(FABRICS), 'rx="20"'),
        rect(x + 140, 420, 220, 150, '#FFFFFF'),
      );
    if (k === 2) out.push(rect(x + 60, 620, 400, 160, '#6B4A32'), plant(x + 420, 780));
  }
  for (let k = 0; k < 16; k += 1) out.push(rect(0, 790 + k * 15, pw, 2, '#000', 'opacity="0.05"'));
  out.push(
    `<circle cx="1024" cy="120" r="60" fill="#FFFFFF"/><circle cx="1024" cy="120" r="40" fill="#F3E2B3"/>`,
  );
  return svgDoc(pw, ph, out.join(''), windowDefs());
}
