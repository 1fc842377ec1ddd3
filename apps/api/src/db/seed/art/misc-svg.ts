import { SeedRandom } from '../seed-random.js';
import { backdrop, poly, r1, rect, type SkyMood, sceneDefs, svgDoc } from './scene-svg.js';

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';
const BRAND = '#0F766E';

/** Avatar with initials (256×256 PNG once rendered); clients crop it to a circle. */
export function avatarSvg(name: string, index: number): string {
  const colors = [
    '#0F766E',
    '#B45309',
    '#1D4ED8',
    '#7C3AED',
    '#BE123C',
    '#047857',
    '#0E7490',
    '#A16207',
    '#4338CA',
  ];
  const bg = colors[index % colors.length] as string;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return svgDoc(
    256,
    256,
    `${rect(0, 0, 256, 256, bg)}<circle cx="210" cy="40" r="90" fill="#FFFFFF" opacity="0.08"/><text x="128" y="160" text-anchor="middle" font-size="100" font-weight="bold" ${FONT} fill="#FFFFFF">${initials}</text>`,
  );
}

interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A floor-plan drawing: the outline split into rooms, door swings, labels and a scale bar. */
export function floorPlanSvg(variant: number, title: string): string {
  const r = new SeedRandom(5200 + variant * 389);
  const W = 1200;
  const H = 900;
  const outer: Room = { x: 120, y: 140, w: 960, h: 620 };
  const rooms: Room[] = [outer];
  const target = r.int(5, 8);
  while (rooms.length < target) {
    rooms.sort((a, b) => b.w * b.h - a.w * a.h);
    const room = rooms.shift() as Room;
    const vertical = room.w > room.h;
    const cut = r.float(0.38, 0.62);
    if (vertical) {
      const w1 = Math.round(room.w * cut);
      rooms.push({ ...room, w: w1 }, { ...room, x: room.x + w1, w: room.w - w1 });
    } else {
      const h1 = Math.round(room.h * cut);
      rooms.push({ ...room, h: h1 }, { ...room, y: room.y + h1, h: room.h - h1 });
    }
  }
  rooms.sort((a, b) => b.w * b.h - a.w * a.h);
  const labels = [
    'Living / Dining',
    'Bedroom 1',
    'Kitchen',
    'Bedroom 2',
    'Bath',
    'Balcony',
    'Study',
    'Utility',
  ];
  const out = [rect(0, 0, W, H, '#FBFAF7')];
  for (let x = 0; x < W; x += 40) out.push(rect(x, 0, 1, H, '#E6EEF2'));
  for (let y = 0; y < H; y += 40) out.push(rect(0, y, W, 1, '#E6EEF2'));
  rooms.forEach((room, i) => {
    const fill =
      i === 0
        ? '#F1E9DC'
        : labels[i] === 'Bath'
          ? '#E3EEF3'
          : labels[i] === 'Balcony'
            ? '#E7F0E1'
            : '#F7F2EA';
    out.push(rect(room.x, room.y, room.w, room.h, fill, 'stroke="#2B2B2B" stroke-width="6"'));
    // Drawn at 24 px to the foot: the 960×620 outline is a 40' × 26' home.
    const feetW = Math.round(room.w / 24);
    const feetH = Math.round(room.h / 24);
    out.push(
      `<text x="${r1(room.x + room.w / 2)}" y="${r1(room.y + room.h / 2)}" text-anchor="middle" font-size="22" ${FONT} fill="#333">${labels[i] ?? 'Room'}</text>`,
      `<text x="${r1(room.x + room.w / 2)}" y="${r1(room.y + room.h / 2 + 28)}" text-anchor="middle" font-size="16" ${FONT} fill="#777">${feetW}' × ${feetH}'</text>`,
    );
    const dx = room.x + 20;
    const dy = room.y + room.h;
    if (dy < outer.y + outer.h - 1) {
      out.push(
        rect(dx, dy - 4, 60, 8, '#FBFAF7'),
        `<path d="M${dx},${dy} A60,60 0 0,0 ${dx + 60},${dy - 60} L${dx},${dy - 60} Z" fill="none" stroke="#888" stroke-width="2"/>`,
      );
    }
  });
  out.push(rect(outer.x, outer.y, outer.w, outer.h, 'none', 'stroke="#1F1F1F" stroke-width="14"'));
  out.push(rect(outer.x + 420, outer.y + outer.h - 7, 90, 14, '#FBFAF7'));
  out.push(
    `<text x="120" y="90" font-size="34" font-weight="bold" ${FONT} fill="#1F2937">${escapeXml(title)}</text>`,
  );
  out.push(rect(880, 812, 200, 8, '#333'), rect(880, 812, 100, 8, '#FFF', 'stroke="#333" stroke-width="2"'));
  out.push(`<text x="880" y="850" font-size="16" ${FONT} fill="#555">0        5       10 ft</text>`);
  out.push(
    poly(
      [
        [1110, 90],
        [1125, 130],
        [1095, 130],
      ],
      '#333',
    ),
    `<text x="1110" y="80" text-anchor="middle" font-size="20" ${FONT} fill="#333">N</text>`,
  );
  return svgDoc(W, H, out.join(''));
}

/** A city card (800×600): a skyline silhouette in the city's own palette, by the sea when coastal. */
export function citySvg(seed: number, coastal: boolean): string {
  const r = new SeedRandom(seed);
  const moods: SkyMood[] = ['day', 'golden', 'dusk', 'clear'];
  const mood = moods[seed % moods.length] as SkyMood;
  const W = 800;
  const H = 600;
  const horizon = 430;
  const out = [backdrop(r, W, H, horizon, mood, coastal ? 'sea' : 'hills')];
  const tone = mood === 'dusk' ? '#2B2F4A' : mood === 'golden' ? '#6B4F3F' : '#37506A';
  let x = -10;
  while (x < W) {
    const w = r.int(36, 90);
    const h = r.int(90, 300);
    out.push(rect(x, horizon - h, w - 4, h + 10, tone));
    if (r.chance(0.25))
      out.push(
        poly(
          [
            [x, horizon - h],
            [x + w - 4, horizon - h],
            [x + (w - 4) / 2, horizon - h - r.int(20, 60)],
          ],
          tone,
        ),
      );
    for (let wy = horizon - h + 14; wy < horizon - 10; wy += 22) {
      for (let wx = x + 8; wx < x + w - 16; wx += 16)
        if (r.chance(0.35))
          out.push(rect(wx, wy, 7, 9, mood === 'dusk' ? '#FFD37A' : '#9FC3DD', 'opacity="0.8"'));
    }
    x += w;
  }
  if (coastal) {
    out.push(rect(0, horizon + 10, W, H - horizon, 'url(#water)'));
    for (let k = 0; k < 10; k += 1)
      out.push(
        rect(r.int(0, 760), r.int(horizon + 30, H - 20), r.int(30, 90), 3, '#FFFFFF', 'opacity="0.5"'),
      );
  }
  return svgDoc(W, H, out.join(''), sceneDefs(mood));
}

/** Wide hero/slider art wraps an exterior scene and darkens the left side for overlaid text. */
export function wideSvg(innerSvg: string, width: number, height: number): string {
  const inner = innerSvg.replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');
  const scale = width / 1200;
  const offsetY = -(800 * scale - height) * 0.65;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0B1F24" stop-opacity="0.72"/><stop offset="0.55" stop-color="#0B1F24" stop-opacity="0.15"/><stop offset="1" stop-color="#0B1F24" stop-opacity="0"/></linearGradient></defs><g transform="translate(0 ${r1(offsetY)}) scale(${r1(scale * 1000) / 1000})">${inner}</g><rect width="${width}" height="${height}" fill="url(#fade)"/></svg>`;
}

/** Article art: a scene with a large themed badge in front. */
export function articleSvg(sceneSvg: string, badge: string, accent: string): string {
  const inner = sceneSvg.replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><g transform="translate(0 -62)">${inner}</g><rect width="1200" height="675" fill="${accent}" opacity="0.25"/><circle cx="960" cy="300" r="170" fill="#FFFFFF" opacity="0.95"/><g transform="translate(840 180) scale(10)" fill="none" stroke="${accent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${badge}</g></svg>`;
}

export function logoSvg(onDark: boolean): string {
  const text = onDark ? '#FFFFFF' : '#0F172A';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56" viewBox="0 0 220 56"><rect x="2" y="4" width="48" height="48" rx="12" fill="${BRAND}"/><path d="M14 30 L26 19 L38 30 M17 28 V41 H35 V28" fill="none" stroke="#FFFFFF" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><rect x="23" y="32" width="6" height="9" fill="#FFFFFF"/><text x="62" y="38" font-size="28" font-weight="700" ${FONT} fill="${text}">Domus</text></svg>`;
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="M14 34 L32 18 L50 34 M19 31 V50 H45 V31" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** Neutral stand-in for missing pictures. */
export function placeholderSvg(width: number, height: number): string {
  const s = Math.min(width, height) / 6;
  const cx = width / 2;
  const cy = height / 2;
  return svgDoc(
    width,
    height,
    `${rect(0, 0, width, height, '#E5E7EB')}<path d="M${r1(cx - s)} ${r1(cy)} L${r1(cx)} ${r1(cy - s)} L${r1(cx + s)} ${r1(cy)} M${r1(cx - s * 0.75)} ${r1(cy - s * 0.2)} V${r1(cy + s)} H${r1(cx + s * 0.75)} V${r1(cy - s * 0.2)}" fill="none" stroke="#9CA3AF" stroke-width="${r1(s / 8)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
