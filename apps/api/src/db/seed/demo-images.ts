import sharp from 'sharp';
import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { BUILDING_KINDS, type BuildingKind, buildingSvg } from './art/building-svg.js';
import { INTERIOR_KINDS, interiorSvg, panoramaSvg } from './art/interior-svg.js';
import {
  articleSvg,
  avatarSvg,
  citySvg,
  faviconSvg,
  floorPlanSvg,
  logoSvg,
  placeholderSvg,
  wideSvg,
} from './art/misc-svg.js';
import { simplePdf } from './art/pdf-document.js';
import { ICON_BODIES, iconSvg } from './data/icons.data.js';

/**
 * Demo media: every picture is composed as SVG here and rendered locally with sharp, so the demo
 * needs no network and carries no third-party assets. Keys are fixed (`demo/...`), so rows can
 * point at them even when generation is skipped (`images: false`), and a re-seed only renders
 * what is missing.
 */

const VARIANTS_PER_KIND = 3;

export interface PoolImage {
  key: string;
  kind: BuildingKind;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 12 architecture kinds × 3 variants = 36 exterior pictures (1200×800 JPEG). */
export const HOUSE_POOL: readonly PoolImage[] = BUILDING_KINDS.flatMap((kind, k) =>
  Array.from({ length: VARIANTS_PER_KIND }, (_, v) => ({
    key: `demo/houses/house-${pad(k * VARIANTS_PER_KIND + v + 1)}.jpg`,
    kind,
  })),
);

export const INTERIOR_POOL: readonly string[] = INTERIOR_KINDS.flatMap((_, k) =>
  [0, 1].map((v) => `demo/interiors/interior-${pad(k * 2 + v + 1)}.jpg`),
);
export const PANORAMA_POOL: readonly string[] = [1, 2, 3].map((n) => `demo/panoramas/panorama-${pad(n)}.jpg`);
export const PLAN_POOL: readonly string[] = Array.from(
  { length: 8 },
  (_, i) => `demo/plans/plan-${pad(i + 1)}.png`,
);
export const SLIDER_POOL: ReadonlyArray<{ web: string; app: string }> = Array.from({ length: 6 }, (_, i) => ({
  web: `demo/sliders/slider-${pad(i + 1)}-web.jpg`,
  app: `demo/sliders/slider-${pad(i + 1)}-app.jpg`,
}));
export const PROPERTY_DOCUMENTS: ReadonlyArray<{ key: string; name: string; title: string; body: string }> = [
  {
    key: 'demo/docs/property-information-sheet.pdf',
    name: 'Property information sheet.pdf',
    title: 'Property information sheet',
    body: 'Summary of the property: areas, fittings, service charges, parking allocation and the documents available for inspection. Ask the owner or agent for the latest version before making an offer.',
  },
  {
    key: 'demo/docs/floor-plan-summary.pdf',
    name: 'Floor plan summary.pdf',
    title: 'Floor plan summary',
    body: 'Room-by-room dimensions measured inside the walls, window positions and the orientation of the main rooms. Measurements are approximate and for guidance only.',
  },
  {
    key: 'demo/docs/energy-and-utilities.pdf',
    name: 'Energy and utilities.pdf',
    title: 'Energy and utilities',
    body: 'Average monthly electricity, water and gas costs over the last year, the insulation and glazing installed, and the providers serving the building.',
  },
  {
    key: 'demo/docs/society-rules.pdf',
    name: 'Building and society rules.pdf',
    title: 'Building and society rules',
    body: 'House rules agreed by the owners: quiet hours, pets, renovations, moving in and out, visitor parking and the monthly maintenance contribution.',
  },
];
/** Sample verification papers: private like real ones (served to the applicant and operators only). */
export const LICENCE_SCAN_KEY = 'private/demo/sample-licence-scan.pdf';
export const LICENCE_PHOTO_KEY = 'private/demo/sample-licence-photo.png';

export const BRAND_KEYS = {
  logo: 'demo/brand/logo.svg',
  footerLogo: 'demo/brand/logo-light.svg',
  favicon: 'demo/brand/favicon.svg',
  placeholderLogo: 'demo/brand/placeholder.svg',
  imgPlaceholder: 'demo/brand/placeholder.jpg',
  companyLogo: 'demo/brand/company-logo.svg',
} as const;

export type IconGroup = 'categories' | 'facilities' | 'parameters';
/** Icons use the brand colour (settings `svg_clr`) since `<img>` cannot recolour them. */
export const ICON_COLOR = '#0F766E';
export const iconKey = (group: IconGroup, name: string) => `demo/icons/${group}/${name}.svg`;
export const avatarKey = (slug: string) => `demo/avatars/${slug}.png`;
export const cityImageKey = (slug: string) => `demo/cities/${slug}.jpg`;
export const articleImageKey = (n: number) => `demo/articles/article-${pad(n)}.jpg`;
export const brochureKey = (slug: string) => `demo/docs/${slug}-brochure.pdf`;

/** Everything the seed wants rendered besides the fixed pools. */
export interface DemoMediaPlan {
  avatars: ReadonlyArray<{ slug: string; name: string }>;
  cities: ReadonlyArray<{ slug: string; coastal: boolean; seed: number }>;
  articles: ReadonlyArray<{ n: number; badge: string; kindIndex: number }>;
  brochures: ReadonlyArray<{ slug: string; title: string; subtitle: string; paragraphs: string[] }>;
  icons: ReadonlyArray<{ group: IconGroup; name: string }>;
}

interface MediaJob {
  key: string;
  contentType: string;
  render: () => Promise<Buffer>;
}

const jpeg =
  (svg: string, quality = 80) =>
  () =>
    sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
const png = (svg: string) => () =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
const text = (content: string) => async () => Buffer.from(content, 'utf8');

function jobs(plan: DemoMediaPlan): MediaJob[] {
  const out: MediaJob[] = [];
  const add = (key: string, contentType: string, render: () => Promise<Buffer>): void => {
    out.push({ key, contentType, render });
  };
  for (const [i, img] of HOUSE_POOL.entries()) {
    add(img.key, 'image/jpeg', jpeg(buildingSvg(img.kind, i % VARIANTS_PER_KIND)));
  }
  for (const [i, key] of INTERIOR_POOL.entries()) {
    add(key, 'image/jpeg', jpeg(interiorSvg(INTERIOR_KINDS[Math.floor(i / 2)] ?? 'living', i % 2)));
  }
  for (const [i, key] of PANORAMA_POOL.entries()) add(key, 'image/jpeg', jpeg(panoramaSvg(i), 75));
  for (const [i, key] of PLAN_POOL.entries()) {
    add(key, 'image/png', png(floorPlanSvg(i, `Floor plan - Type ${String.fromCharCode(65 + i)}`)));
  }
  const sliderKinds: BuildingKind[] = ['tower', 'villa', 'townhouse', 'office', 'house', 'penthouse'];
  SLIDER_POOL.forEach((s, i) => {
    const scene = buildingSvg(sliderKinds[i] ?? 'tower', (i + 1) % VARIANTS_PER_KIND);
    add(s.web, 'image/jpeg', jpeg(wideSvg(scene, 1600, 600)));
    add(s.app, 'image/jpeg', jpeg(wideSvg(scene, 960, 540)));
  });
  for (const a of plan.avatars)
    add(avatarKey(a.slug), 'image/png', png(avatarSvg(a.name, a.slug.length + a.name.length)));
  for (const c of plan.cities) add(cityImageKey(c.slug), 'image/jpeg', jpeg(citySvg(c.seed, c.coastal)));
  const accents = ['#0F766E', '#B45309', '#1D4ED8', '#7C3AED', '#BE123C'];
  for (const a of plan.articles) {
    const kind = BUILDING_KINDS[a.kindIndex % BUILDING_KINDS.length] ?? 'house';
    const badge = ICON_BODIES[a.badge] ?? ICON_BODIES.house ?? '';
    add(
      articleImageKey(a.n),
      'image/jpeg',
      jpeg(
        articleSvg(
          buildingSvg(kind, a.n % VARIANTS_PER_KIND),
          badge,
          accents[a.n % accents.length] as string,
        ),
      ),
    );
  }
  for (const b of plan.brochures)
    add(brochureKey(b.slug), 'application/pdf', async () => simplePdf(b.title, b.subtitle, b.paragraphs));
  for (const d of PROPERTY_DOCUMENTS)
    add(d.key, 'application/pdf', async () => simplePdf(d.title, 'Sample listing document', [d.body]));
  add(LICENCE_SCAN_KEY, 'application/pdf', async () =>
    simplePdf('Real estate agent licence', 'Sample scan uploaded with a verification application', [
      'This stands in for the licence document an agent uploads when applying for verification. Reviewers compare the licence number, name and expiry date with the application.',
    ]),
  );
  add(LICENCE_PHOTO_KEY, 'image/png', png(licenceSvg()));
  for (const icon of plan.icons)
    add(iconKey(icon.group, icon.name), 'image/svg+xml', text(iconSvg(icon.name, ICON_COLOR)));
  add(BRAND_KEYS.logo, 'image/svg+xml', text(logoSvg(false)));
  add(BRAND_KEYS.companyLogo, 'image/svg+xml', text(logoSvg(false)));
  add(BRAND_KEYS.footerLogo, 'image/svg+xml', text(logoSvg(true)));
  add(BRAND_KEYS.favicon, 'image/svg+xml', text(faviconSvg()));
  add(BRAND_KEYS.placeholderLogo, 'image/svg+xml', text(placeholderSvg(400, 300)));
  add(BRAND_KEYS.imgPlaceholder, 'image/jpeg', jpeg(placeholderSvg(800, 600)));
  return out;
}

export interface MediaResult {
  written: number;
  skipped: number;
  ms: number;
}

/** Renders and stores every missing demo file, a few at a time (sharp itself is multi-threaded). */
export async function writeDemoMedia(
  storage: StorageAdapter,
  plan: DemoMediaPlan,
  concurrency = 3,
): Promise<MediaResult> {
  const started = Date.now();
  const queue = jobs(plan);
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const job = queue[next] as MediaJob;
      next += 1;
      if (await storage.exists(job.key)) {
        skipped += 1;
        continue;
      }
      await storage.put(job.key, await job.render(), job.contentType);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written, skipped, ms: Date.now() - started };
}

/** A sample licence card, drawn plainly: it stands in for the photo an agent takes of theirs. */
function licenceSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" rx="24" fill="#F0FDFA" stroke="${ICON_COLOR}" stroke-width="6"/>
  <rect x="40" y="40" width="560" height="56" rx="8" fill="${ICON_COLOR}"/>
  <text x="60" y="78" font-family="sans-serif" font-size="28" fill="#fff">Real estate agent licence (sample)</text>
  <rect x="40" y="130" width="150" height="190" rx="8" fill="#CCFBF1"/>
  <text x="220" y="170" font-family="sans-serif" font-size="22" fill="#134E4A">Name: Demo Agent</text>
  <text x="220" y="210" font-family="sans-serif" font-size="22" fill="#134E4A">Licence: RERA-A51812345</text>
  <text x="220" y="250" font-family="sans-serif" font-size="22" fill="#134E4A">Valid until: 12/2030</text>
  <text x="220" y="300" font-family="sans-serif" font-size="16" fill="#475569">Not a real document</text>
</svg>`;
}
