import { slugify } from '@domus/shared/utils/slug.util';
import type { Insertable } from 'kysely';
import { ADVERTISEMENT_STATUS, LISTING_STATUS } from '../../modules/listings/listing-status.js';
import {
  type NewProjectRow,
  projectWriteRepository,
} from '../../modules/listings/listing-write.repository.js';
import type { DB } from '../types.js';
import { GAZETTEER } from './data/gazetteer.data.js';
import { PROJECT_AMENITIES, PROJECTS, type ProjectDef } from './data/projects.data.js';
import { brochureKey, HOUSE_POOL, PLAN_POOL } from './demo-images.js';
import type { Catalogue } from './seed-catalogue.js';
import type { SeedRandom } from './seed-random.js';
import { round6, type SeededPeople } from './seed-users.js';
import { DAY, HOUR, type SeedClock, type SeedWriter } from './seed-writer.js';

export const projectSlug = (def: ProjectDef) => slugify(def.title, 'project');

/** Brochure text, shared by the PDF generator and the project description. */
export function brochureText(def: ProjectDef): { subtitle: string; paragraphs: string[] } {
  return {
    subtitle: `${def.area}, ${def.city} - ${def.type === 'upcoming' ? 'Upcoming launch' : 'Under construction'}`,
    paragraphs: [
      def.pitch,
      `${def.units}. Expected completion: ${def.completion}.`,
      `Amenities: ${PROJECT_AMENITIES.slice(0, 5).join('; ')}.`,
    ],
  };
}

export interface ProjectSummary {
  total: number;
  visible: number;
  liveAds: number;
}

const CATEGORY_KINDS: Record<string, string[]> = {
  apartment: ['tower', 'midrise'],
  penthouse: ['penthouse', 'tower'],
  villa: ['villa'],
  townhouse: ['townhouse'],
  duplex: ['duplex'],
  office: ['office'],
  'plot-land': ['plot'],
};

export async function seedProjects(
  w: SeedWriter,
  clock: SeedClock,
  r: SeedRandom,
  catalogue: Catalogue,
  people: SeededPeople,
): Promise<ProjectSummary> {
  const base = await w.reserveIds('projects', PROJECTS.length);
  const projects: Array<NewProjectRow & { id: number }> = [];
  const images: Array<Insertable<DB['project_images']>> = [];
  const plans: Array<Insertable<DB['project_plans']>> = [];
  const documents: Array<Insertable<DB['project_documents']>> = [];
  const moderation: Array<Insertable<DB['moderation_reasons']>> = [];
  const visible: Array<{ id: number; ownerIndex: number | null }> = [];
  for (const [i, def] of PROJECTS.entries()) {
    const id = base + i;
    const city = GAZETTEER.find((c) => c.name === def.city);
    const category = catalogue.categories.find((c) => c.def.slug === def.category);
    if (!city || !category) throw new Error(`Project ${def.title}: unknown city or category`);
    const owner = def.owner === null ? null : (people.agents[def.owner] ?? null);
    const request = def.state === 'pending' ? 'pending' : def.state === 'rejected' ? 'rejected' : 'approved';
    const status =
      request === 'approved' && def.state !== 'inactive' ? LISTING_STATUS.active : LISTING_STATUS.inactive;
    const isPublic =
      status === LISTING_STATUS.active && request === 'approved' && (owner === null || owner.active);
    const createdDays = r.float(10, 300);
    const stamp = {
      created_at: clock.daysAgo(createdDays),
      updated_at: clock.daysAgo(createdDays * r.float(0.2, 0.9)),
    };
    const kinds = CATEGORY_KINDS[def.category] ?? ['tower'];
    const pool = HOUSE_POOL.filter((p) => kinds.includes(p.kind)).map((p) => p.key);
    const cover = pool[i % pool.length] as string;
    const gallery = r.sample(
      HOUSE_POOL.map((p) => p.key).filter((k) => k !== cover),
      r.int(3, 6),
    );
    const location = `${def.area}, ${def.city}`;
    projects.push({
      id,
      slug_id: projectSlug(def),
      title: def.title,
      description: [
        `<p>${def.pitch}</p>`,
        `<p><strong>${def.units}.</strong> Expected completion: ${def.completion}.</p>`,
        '<h2>Amenities</h2>',
        `<ul>${r
          .sample(PROJECT_AMENITIES, r.int(4, 6))
          .map((a) => `<li>${a}</li>`)
          .join('')}</ul>`,
        '<p>Download the brochure for specifications and payment plans, or send a message to book a site visit.</p>',
      ].join(''),
      category_id: category.id,
      type: def.type,
      location,
      city: city.name,
      state: city.state,
      country: city.country,
      latitude: round6(city.latitude + r.float(-0.04, 0.04)),
      longitude: round6(city.longitude + r.float(-0.04, 0.04)),
      image: cover,
      video_link: null,
      meta_title: i % 2 === 0 ? `${def.title}, ${def.city}`.slice(0, 60) : null,
      meta_description: i % 2 === 0 ? `${def.pitch}`.slice(0, 160) : null,
      meta_keywords:
        i % 2 === 0
          ? `${def.category.replace('-', ' ')}, new project, ${def.area.toLowerCase()}, ${def.city.toLowerCase()}`
          : null,
      meta_image: null,
      owner_id: owner?.id ?? null,
      status,
      request_status: request,
      total_click: isPublic ? r.int(40, 900) : r.int(0, 15),
      ...stamp,
    });
    for (const [seq, image] of gallery.entries())
      images.push({ project_id: id, image, sequence: seq + 1, ...stamp });
    for (const [k, title] of def.plans.entries()) {
      plans.push({
        project_id: id,
        title,
        document: PLAN_POOL[(i * 3 + k) % PLAN_POOL.length] as string,
        ...stamp,
      });
    }
    documents.push({ project_id: id, file: brochureKey(projectSlug(def)), sequence: 1, ...stamp });
    if (request === 'rejected') {
      moderation.push({
        entity: 'project',
        entity_id: id,
        reason:
          'Please upload the approved building permit with the brochure before we publish this project.',
        created_at: stamp.updated_at,
      });
    }
    if (isPublic) visible.push({ id, ownerIndex: def.owner });
  }

  // Four live list advertisements and one expired, on visible projects.
  const chosen = r.sample(visible, 5);
  const adBase = await w.reserveIds('advertisements', chosen.length);
  const ads = chosen.map((p, k) => {
    const owner = p.ownerIndex === null ? null : (people.agents[p.ownerIndex] ?? null);
    const sub = owner?.subscription ?? null;
    const startMs = clock.nowMs - Math.round((k < 4 ? r.float(1, 20) : r.float(45, 80)) * DAY);
    const endMs = startMs + 720 * HOUR;
    return {
      id: adBase + k,
      for: 'project',
      type: 'list',
      property_id: null,
      project_id: p.id,
      package_id: sub?.packageId ?? null,
      user_package_id: sub?.userPackageId ?? null,
      customer_id: owner?.id ?? null,
      status: k < 4 ? ADVERTISEMENT_STATUS.approved : ADVERTISEMENT_STATUS.expired,
      is_enable: k < 4 ? 1 : 0,
      start_date: clock.at(startMs),
      end_date: clock.at(endMs),
      created_at: clock.at(startMs),
      updated_at: clock.at(startMs),
    };
  });

  // Through the listings' write path, which derives visibility, search text and promotion in SQL.
  const writes = projectWriteRepository(w.db);
  await writes.insert(projects, clock.now);
  w.rowsWritten += projects.length;
  await w.insert('project_images', images);
  await w.insert('project_plans', plans);
  await w.insert('project_documents', documents);
  await w.insert('moderation_reasons', moderation);
  await w.insert('advertisements', ads);
  await writes.refresh(
    clock.now,
    ads.map((a) => a.project_id),
  );
  return { total: projects.length, visible: visible.length, liveAds: Math.min(4, ads.length) };
}
