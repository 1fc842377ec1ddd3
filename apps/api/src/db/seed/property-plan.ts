import {
  IS_PUBLIC,
  isReachable,
  LISTING_STATUS,
  type ListingStatus,
  propertyVisibility,
} from '../../modules/listings/listing-status.js';
import { COUNTRY_STYLE, GAZETTEER, type GazetteerCity } from './data/gazetteer.data.js';
import type { SeededCategory } from './seed-catalogue.js';
import { hashSeed, type SeedRandom } from './seed-random.js';
import type { SeededPeople, SeededUser } from './seed-users.js';
import { DAY, type SeedClock } from './seed-writer.js';

/**
 * The light-weight skeleton of every listing: everything other tables depend on (owner,
 * visibility, type, price, dates). Decided for all listings before any row is written, so
 * favourites, interests and advertisements can be chosen up front and the counters
 * (favourite_count, interested_count) are right on first insert, even at 100k.
 */
export interface PropertyPlan {
  id: number;
  index: number;
  city: GazetteerCity;
  area: string;
  cat: SeededCategory;
  type: 'sell' | 'rent' | 'sold' | 'rented';
  rentduration: string | null;
  owner: SeededUser | null;
  status: ListingStatus;
  request: 'approved' | 'pending' | 'rejected';
  /** Visible to the public (status 1, approved, owner active), whatever the property type. */
  isPublic: boolean;
  premium: boolean;
  /** A listing the demo guarantees for a detail-page case: a 360° image and a video. */
  showcaseMedia: boolean;
  createdMs: number;
  updatedMs: number;
  sqft: number;
  price: number;
  totalView: number;
  favouriteCount: number;
  interestedCount: number;
  promotedUntil: string | null;
}

const CITY_WEIGHT: Record<string, number> = {
  Mumbai: 1.6,
  Dubai: 1.5,
  London: 1.5,
  'New York': 1.4,
  Nairobi: 1.4,
  Bengaluru: 1.3,
};

export function planProperties(
  count: number,
  firstId: number,
  r: SeedRandom,
  clock: SeedClock,
  categories: SeededCategory[],
  people: SeededPeople,
): PropertyPlan[] {
  const cityWeights = GAZETTEER.map((c) => CITY_WEIGHT[c.name] ?? 1);
  const catWeights = categories.map((c) => c.def.weight);
  // The first listings cover every city and every category once, visible, so small seeds
  // (tests, `--listings 30`) still fill every browse page.
  const forced = Math.max(GAZETTEER.length, categories.length);
  const plans: PropertyPlan[] = [];
  for (let i = 0; i < count; i += 1) {
    const isForced = i < forced;
    const city = isForced
      ? (GAZETTEER[i % GAZETTEER.length] as GazetteerCity)
      : r.weighted(GAZETTEER, cityWeights);
    const cat = isForced
      ? (categories[i % categories.length] as SeededCategory)
      : r.weighted(categories, catWeights);
    let owner = pickOwner(city, r, people);
    if (isForced && owner && !owner.active) owner = null;
    const rent = r.chance(cat.def.rentShare);
    const request: PropertyPlan['request'] = isForced
      ? 'approved'
      : r.weighted(['approved', 'pending', 'rejected'] as const, [90, 6, 4]);
    const status: ListingStatus =
      request === 'approved' && !isForced && r.chance(0.04) ? LISTING_STATUS.inactive : LISTING_STATUS.active;
    let type: PropertyPlan['type'] = rent ? 'rent' : 'sell';
    if (!isForced && request === 'approved' && r.chance(rent ? 0.06 : 0.05)) type = rent ? 'rented' : 'sold';
    const ageDays = 365 * r.next() ** 1.3 + 0.2;
    const createdMs = clock.nowMs - Math.round(ageDays * DAY);
    const updatedMs = Math.min(clock.nowMs, createdMs + Math.round(r.float(0, 20) * DAY));
    const sqft = sizeFor(cat, r);
    const areaName = r.pick(city.areas);
    const rentduration = rent ? rentDuration(cat, city, r) : null;
    const premium = r.chance(0.1);
    plans.push({
      id: firstId + i,
      index: i,
      city,
      area: areaName,
      cat,
      type,
      rentduration,
      owner,
      status,
      request,
      isPublic: false,
      premium,
      showcaseMedia: false,
      createdMs,
      updatedMs,
      sqft,
      price: priceFor(cat, city, areaName, sqft, rentduration, r),
      totalView: 0,
      favouriteCount: 0,
      interestedCount: 0,
      promotedUntil: null,
    });
  }
  showcaseDemoAgent(plans, people.demoAgent, forced);
  showcaseDetailPages(plans, forced, clock);
  for (const plan of plans) {
    assertPlanReachable(plan);
    plan.isPublic =
      propertyVisibility({
        status: plan.status,
        request_status: plan.request,
        property_type: plan.type,
        ownerActive: plan.owner === null || plan.owner.active,
      }) !== IS_PUBLIC.hidden;
    const ageDays = (clock.nowMs - plan.createdMs) / DAY;
    plan.totalView = plan.isPublic
      ? Math.round(ageDays * r.float(0.3, 3.5) * (plan.premium ? 1.4 : 1)) + r.int(0, 30)
      : r.int(0, 25);
  }
  return plans;
}

/**
 * The demo agent's own list shows every state a member meets: pending, rejected, sold, rented,
 * inactive (and approved ones around them).
 */
function showcaseDemoAgent(plans: PropertyPlan[], demoAgent: SeededUser, forced: number): void {
  const own = plans.filter((p) => p.owner === demoAgent && p.index >= forced);
  const [, pending, rejected, ...rest] = own;
  if (pending) pending.request = 'pending';
  if (rejected) rejected.request = 'rejected';
  const sold = rest.find((p) => !p.rentduration);
  const rented = rest.find((p) => p.rentduration);
  for (const closed of [sold, rented]) {
    if (!closed) continue;
    closed.request = 'approved';
    closed.type = closed.rentduration ? 'rented' : 'sold';
  }
  const inactive = rest.find((p) => p !== sold && p !== rented);
  if (inactive) {
    inactive.request = 'approved';
    inactive.status = LISTING_STATUS.inactive;
  }
}

/** The seed writes end states directly; each must be one a listing can reach through allowed changes. */
function assertPlanReachable(plan: PropertyPlan): void {
  if (
    !isReachable('property_type', plan.type) ||
    !isReachable('request_status', plan.request) ||
    !isReachable('status', plan.status)
  ) {
    throw new Error(
      `Seed plan ${plan.index}: state ${plan.type}/${plan.request}/${plan.status} is unreachable`,
    );
  }
}

/**
 * Every detail-page case the product has is in the demo, recent enough to be on the first pages:
 * a premium listing (its teaser), a sold one (its banner) and one with a 360° image and a video.
 * Adjusted after the draw, without consuming randomness, so the rest of the data stays the same.
 */
function showcaseDetailPages(plans: PropertyPlan[], forced: number, clock: SeedClock): void {
  const recent = (plan: PropertyPlan, days: number) => {
    plan.createdMs = clock.nowMs - days * DAY;
    plan.updatedMs = plan.createdMs;
  };
  // The first listings are visible sell/rent ones (see planProperties): they stay browsable.
  const premium = plans[0];
  if (premium) {
    premium.premium = true;
    recent(premium, 2);
  }
  const media = plans.slice(1, forced).find((p) => p.cat.def.group === 'residential');
  if (media) {
    media.premium = false;
    media.showcaseMedia = true;
    recent(media, 1);
  }
  const sold = plans.find(
    (p) =>
      p.index >= forced &&
      p.request === 'approved' &&
      p.rentduration === null &&
      (p.owner === null || p.owner.active),
  );
  if (sold) {
    sold.type = 'sold';
    sold.status = 1;
    sold.premium = false;
    recent(sold, 3);
  }
}

function pickOwner(city: GazetteerCity, r: SeedRandom, people: SeededPeople): SeededUser | null {
  const roll = r.next();
  if (roll < 0.14) return null;
  const sameCountry = (u: SeededUser) => u.city.country === city.country;
  if (roll < 0.28) {
    const members = people.members.filter(sameCountry);
    if (members.length)
      return r.weighted(
        members,
        members.map((m) => m.listingWeight),
      );
  }
  const agents = people.agents.filter(sameCountry);
  if (!agents.length) return null;
  return r.weighted(
    agents,
    agents.map((a) => a.listingWeight),
  );
}

function sizeFor(cat: SeededCategory, r: SeedRandom): number {
  const [min, max] = cat.def.area;
  // Skewed towards the smaller end: most homes on a marketplace are mid-sized.
  const raw = min + (max - min) * r.next() ** 1.6;
  return Math.round(raw / 10) * 10;
}

function rentDuration(cat: SeededCategory, city: GazetteerCity, r: SeedRandom): string {
  const style = COUNTRY_STYLE[city.country];
  if (cat.def.group === 'commercial') return r.weighted(['Monthly', 'Quarterly', 'Yearly'], [55, 30, 15]);
  if (cat.def.group === 'land') return r.weighted(['Yearly', 'Monthly'], [70, 30]);
  // Dubai and Abu Dhabi rents are quoted per year; holiday homes per night.
  if (style === 'uae') return r.weighted(['Yearly', 'Monthly', 'Daily'], [68, 20, 12]);
  if (['studio', 'villa', 'apartment', 'penthouse'].includes(cat.def.slug)) {
    return r.weighted(['Monthly', 'Daily', 'Quarterly', 'Yearly'], [72, 12, 6, 10]);
  }
  return r.weighted(['Monthly', 'Quarterly', 'Yearly'], [80, 8, 12]);
}

function priceFor(
  cat: SeededCategory,
  city: GazetteerCity,
  area: string,
  sqft: number,
  rentduration: string | null,
  r: SeedRandom,
): number {
  // Some neighbourhoods are dearer than others; a stable factor per area name.
  const areaFactor = 0.85 + (hashSeed(area) % 1000) / 2500;
  const sale = sqft * city.pricePerSqft * cat.def.priceFactor * areaFactor * r.float(0.82, 1.22);
  if (!rentduration) return roundSignificant(Math.max(sale, 5000), 3);
  const yieldFactor = cat.def.group === 'commercial' ? 1.3 : 1;
  const monthly = (sale * city.rentYield * yieldFactor) / 12;
  switch (rentduration) {
    case 'Daily':
      return Math.max(15, Math.round((monthly / 30) * 1.7));
    case 'Quarterly':
      return Math.round((monthly * 3) / 10) * 10;
    case 'Yearly':
      return Math.round((monthly * 11.5) / 100) * 100;
    default:
      return monthly < 1000 ? Math.max(50, Math.round(monthly / 5) * 5) : Math.round(monthly / 10) * 10;
  }
}

export function roundSignificant(value: number, digits: number): number {
  if (value <= 0) return 0;
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(value)) + 1 - digits);
  return Math.round(value / scale) * scale;
}
