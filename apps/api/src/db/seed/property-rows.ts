import { slugify } from '@domus/shared/utils/slug.util';
import { propertyWriteRepository } from '../../modules/listings/listing-write.repository.js';
import type { CategoryGroup } from './data/categories.data.js';
import { ADJECTIVES, CLIENT_ADDRESS_NOTES } from './data/listing-text.data.js';
import {
  AMENITIES,
  COMMERCIAL_AMENITIES,
  FACING,
  FURNISHING,
  PROPERTY_AGE,
  WATER_SUPPLY,
} from './data/parameters.data.js';
import { HOUSE_POOL, INTERIOR_POOL, PANORAMA_POOL, PROPERTY_DOCUMENTS } from './demo-images.js';
import {
  type ListingFacts,
  listingAddress,
  listingDescription,
  listingTitle,
  metaDescription,
} from './listing-text.js';
import type { PropertyPlan } from './property-plan.js';
import type { Catalogue } from './seed-catalogue.js';
import { hashSeed, SeedRandom } from './seed-random.js';
import { round6 } from './seed-users.js';
import type { SeedClock, SeedWriter } from './seed-writer.js';

const CHUNK = 500;
/** The showcase listing's video when the draw gave it none (a fixed id: no extra draws). */
const SHOWCASE_VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const ADJECTIVE_BY_GROUP: Record<CategoryGroup, readonly string[]> = {
  residential: ADJECTIVES,
  commercial: ['Prime', 'Modern', 'Spacious', 'Well-located', 'Bright', 'Corner', 'Ready-to-use'],
  land: ['Level', 'Corner', 'Well-located', 'Prime', 'Quiet', 'Scenic'],
};
const YOUTUBE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Unique slugs across the whole run (as the API does: `-1`, `-2`, … on collisions). */
export class SlugBook {
  private readonly used = new Map<string, number>();

  take(title: string, fallback: string): string {
    const base = slugify(title, fallback);
    let n = this.used.get(base);
    if (n === undefined) {
      this.used.set(base, 0);
      return base;
    }
    let candidate: string;
    do {
      n += 1;
      candidate = `${base}-${n}`;
    } while (this.used.has(candidate));
    this.used.set(base, n);
    this.used.set(candidate, 0);
    return candidate;
  }
}

/**
 * Writes the listings in chunks of 500 with their images, parameter values, facility distances and
 * documents. Each listing draws from its own generator (seeded by its index), so its text and
 * media do not depend on how many listings came before it or on chunk boundaries.
 */
export async function writeProperties(
  w: SeedWriter,
  clock: SeedClock,
  catalogue: Catalogue,
  plans: PropertyPlan[],
  seed: number,
): Promise<{ titles: string[] }> {
  const slugs = new SlugBook();
  const titles: string[] = [];
  for (let start = 0; start < plans.length; start += CHUNK) {
    const properties = [];
    const images: Built['images'] = [];
    const params: Built['params'] = [];
    const facilities: Built['facilities'] = [];
    const documents: Built['documents'] = [];
    for (const plan of plans.slice(start, start + CHUNK)) {
      const built = buildListing(
        plan,
        catalogue,
        new SeedRandom(hashSeed(`property-${plan.index}`) ^ seed),
        clock,
        slugs,
      );
      titles.push(built.property.title);
      properties.push(built.property);
      images.push(...built.images);
      params.push(...built.params);
      facilities.push(...built.facilities);
      documents.push(...built.documents);
    }
    // Through the listings' write path: the dependent rows go in before it derives visibility,
    // sort price and search text, which read the parameter values and nearby places.
    await propertyWriteRepository(w.db).insert(properties, clock.now, async () => {
      await w.insert('property_images', images);
      await w.insert('property_parameters', params);
      await w.insert('property_facilities', facilities);
      await w.insert('property_documents', documents);
    });
    w.rowsWritten += properties.length;
  }
  return { titles };
}

type Built = ReturnType<typeof buildListing>;

function buildListing(
  plan: PropertyPlan,
  catalogue: Catalogue,
  r: SeedRandom,
  clock: SeedClock,
  slugs: SlugBook,
) {
  const created = clock.at(plan.createdMs);
  const stamp = { created_at: created, updated_at: clock.at(plan.updatedMs) };
  const values = parameterValues(plan, r);
  const nearby = r
    .sample(
      catalogue.facilities.filter((f) => !f.def.coastalOnly || plan.city.coastal),
      r.int(2, 5),
    )
    .map((f) => ({ f, km: Math.round(r.float(f.def.km[0], f.def.km[1]) * 10) / 10 }));
  const facts: ListingFacts = {
    category: plan.cat.def,
    city: plan.city,
    area: plan.area,
    rent: plan.rentduration !== null,
    sqft: plan.sqft,
    bedrooms: numberOrNull(values.get('bedrooms')),
    bathrooms: numberOrNull(values.get('bathrooms')),
    furnishing: values.get('furnishing') ?? null,
    floor: numberOrNull(values.get('floor')),
    totalFloors: numberOrNull(values.get('total_floors')),
    adjective: r.pick(ADJECTIVE_BY_GROUP[plan.cat.def.group]),
    // Only the genuinely close places make the description; the airport is listed, not bragged about.
    nearby: nearby.filter(({ km }) => km <= 5).map(({ f, km }) => `${f.def.name.toLowerCase()} (${km} km)`),
  };
  const title = listingTitle(facts, r);
  const address = listingAddress(facts, r);
  const media = pickMedia(plan, r);
  // Each area sits at a stable offset from the centre, and listings scatter a little around it.
  const areaSeed = hashSeed(`${plan.city.name}/${plan.area}`);
  const latitude = round6(
    plan.city.latitude + ((areaSeed % 1000) / 1000 - 0.5) * 0.09 + r.float(-0.012, 0.012),
  );
  const lngScale = 1 / Math.max(0.3, Math.cos((plan.city.latitude * Math.PI) / 180));
  const longitude = round6(
    plan.city.longitude +
      ((((areaSeed >>> 10) % 1000) / 1000 - 0.5) * 0.09 + r.float(-0.012, 0.012)) * lngScale,
  );
  const withMeta = r.chance(0.5);
  const description = listingDescription(facts, r);
  const property = {
    id: plan.id,
    slug_id: slugs.take(title, 'property'),
    title,
    description,
    category_id: plan.cat.id,
    property_type: plan.type,
    price: plan.price,
    rentduration: plan.rentduration,
    address,
    client_address: r.chance(0.2) ? r.pick(CLIENT_ADDRESS_NOTES) : null,
    city: plan.city.name,
    state: plan.city.state,
    country: plan.city.country,
    latitude,
    longitude,
    title_image: media.title,
    three_d_image: plan.showcaseMedia ? (media.threeD ?? PANORAMA_POOL[0] ?? null) : media.threeD,
    video_link:
      (r.chance(0.1)
        ? `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => r.pick([...YOUTUBE_CHARS])).join('')}`
        : null) ?? (plan.showcaseMedia ? SHOWCASE_VIDEO : null),
    meta_title: withMeta ? title.slice(0, 60) : null,
    meta_description: withMeta ? metaDescription(title, facts) : null,
    meta_keywords: withMeta
      ? `${plan.cat.def.name.toLowerCase()}, ${plan.area.toLowerCase()}, ${plan.city.name.toLowerCase()}, ${facts.rent ? 'for rent' : 'for sale'}`
      : null,
    meta_image: null,
    is_premium: plan.premium ? 1 : 0,
    owner_id: plan.owner?.id ?? null,
    status: plan.status,
    request_status: plan.request,
    total_view: plan.totalView,
    favourite_count: plan.favouriteCount,
    interested_count: plan.interestedCount,
    ...stamp,
  };
  return {
    property,
    images: media.gallery.map((image, i) => ({ property_id: plan.id, image, sequence: i + 1, ...stamp })),
    params: plan.cat.params
      .filter((p) => values.has(p.def.key))
      .map((p) => ({
        property_id: plan.id,
        parameter_id: p.id,
        value: values.get(p.def.key) as string,
        ...stamp,
      })),
    facilities: nearby.map(({ f, km }) => ({
      property_id: plan.id,
      facility_id: f.id,
      distance: km,
      ...stamp,
    })),
    documents: media.documents.map((d) => ({
      property_id: plan.id,
      file: d.key,
      file_name: d.name,
      type: 'pdf',
      ...stamp,
    })),
  };
}

function numberOrNull(value: string | undefined): number | null {
  return value === undefined ? null : Number(value);
}

/** Values for the category's parameters: required ones always, optional ones most of the time. */
function parameterValues(plan: PropertyPlan, r: SeedRandom): Map<string, string> {
  const def = plan.cat.def;
  const out = new Map<string, string>();
  const [minA, maxA] = def.area;
  const t = (plan.sqft - minA) / Math.max(1, maxA - minA);
  let beds = 0;
  if (def.bedrooms) {
    const [b0, b1] = def.bedrooms;
    beds = Math.min(b1, Math.max(b0, Math.round(b0 + t * (b1 - b0) + r.float(-0.6, 0.6))));
  }
  // High-rise markets; British and Kenyan blocks are mostly low- and mid-rise.
  const tall = plan.city.country !== 'United Kingdom' && plan.city.country !== 'Kenya';
  const totalFloors = {
    apartment: r.int(4, tall ? 38 : 12),
    studio: r.int(4, tall ? 30 : 10),
    penthouse: r.int(12, tall ? 50 : 20),
    duplex: r.int(3, 14),
    office: r.int(3, tall ? 32 : 12),
    villa: r.int(2, 3),
    house: r.int(1, 3),
    townhouse: r.int(2, 3),
  }[def.slug];
  const rent = plan.rentduration !== null;
  const candidates: Record<string, () => string> = {
    bedrooms: () => String(beds),
    bathrooms: () =>
      String(def.slug === 'studio' ? 1 : Math.max(1, Math.min(beds + 1, beds - 1 + r.int(0, 2)))),
    area: () => String(plan.sqft),
    plot_area: () =>
      String(
        def.group === 'land'
          ? plan.sqft
          : def.slug === 'farmhouse'
            ? Math.round(r.int(20_000, 200_000) / 100) * 100
            : Math.round((plan.sqft * r.float(1.3, 2.4)) / 10) * 10,
      ),
    furnishing: () => r.weighted(FURNISHING, rent ? [45, 35, 20] : [15, 40, 45]),
    floor: () =>
      String(
        def.slug === 'penthouse'
          ? (totalFloors ?? 20)
          : def.slug === 'shop'
            ? r.int(0, 1)
            : r.int(1, Math.max(1, (totalFloors ?? 4) - 1)),
      ),
    total_floors: () => String(totalFloors ?? r.int(1, 4)),
    parking: () => (r.chance(def.group === 'residential' ? 0.8 : 0.65) ? 'Yes' : 'No'),
    facing: () => r.pick(FACING),
    balconies: () => String(r.int(def.slug === 'penthouse' ? 1 : 0, 3)),
    amenities: () =>
      JSON.stringify(
        def.group === 'residential'
          ? r.sample(AMENITIES, r.int(2, 6))
          : r.sample(COMMERCIAL_AMENITIES, r.int(2, 4)),
      ),
    ceiling_height: () => String(def.slug === 'warehouse' ? r.int(24, 40) : r.int(9, 12)),
    loading_docks: () => String(Math.max(1, Math.round(plan.sqft / 8000) + r.int(-1, 2))),
    road_width: () => String(r.int(2, 8) * 10),
    boundary_wall: () => (r.chance(0.6) ? 'Yes' : 'No'),
    property_age: () => r.pick(PROPERTY_AGE),
    washrooms: () => String(def.slug === 'shop' ? 1 : Math.max(1, Math.round(plan.sqft / 1500))),
    water_supply: () => r.pick(WATER_SUPPLY),
    pet_friendly: () => (r.chance(0.55) ? 'Yes' : 'No'),
  };
  for (const p of plan.cat.params) {
    const make = candidates[p.def.key];
    if (make && (p.required || r.chance(0.75))) out.set(p.def.key, make());
  }
  return out;
}

function pickMedia(plan: PropertyPlan, r: SeedRandom) {
  const kinds = plan.cat.def.kinds;
  const own = HOUSE_POOL.filter((p) => kinds.includes(p.kind)).map((p) => p.key);
  const title = r.pick(own);
  const count = r.int(3, 6);
  const others = r.sample(
    own.filter((k) => k !== title),
    2,
  );
  let fill: string[];
  if (plan.cat.def.group === 'residential') {
    fill = r.sample(INTERIOR_POOL, count);
  } else {
    // Commercial and land listings show other exteriors of their group rather than living rooms.
    const related = HOUSE_POOL.filter(
      (p) => !kinds.includes(p.kind) && groupOfKind(p.kind) === plan.cat.def.group,
    ).map((p) => p.key);
    fill = r.sample(related, count);
  }
  const gallery = [...others, ...fill].slice(0, count);
  const threeD = plan.cat.def.group === 'residential' && r.chance(0.05) ? r.pick(PANORAMA_POOL) : null;
  const documents = r.chance(0.05) ? r.sample(PROPERTY_DOCUMENTS, r.int(1, 2)) : [];
  return { title, gallery, threeD, documents };
}

function groupOfKind(kind: string): string {
  if (kind === 'office' || kind === 'shop' || kind === 'warehouse') return 'commercial';
  if (kind === 'plot' || kind === 'farmhouse') return 'land';
  return 'residential';
}
