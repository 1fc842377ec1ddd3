import type { Insertable } from 'kysely';
import type { DB } from '../types.js';
import { REJECTION_REASONS, REPORT_MESSAGES } from './data/catalogue.data.js';
import type { PropertyPlan } from './property-plan.js';
import type { Catalogue } from './seed-catalogue.js';
import type { SeedRandom } from './seed-random.js';
import type { SeededPeople } from './seed-users.js';
import { DAY, HOUR, type SeedClock } from './seed-writer.js';

export interface PropertyEngagement {
  favourites: Array<Insertable<DB['favourites']>>;
  interests: Array<Insertable<DB['interests']>>;
  reports: Array<Insertable<DB['reports']>>;
  advertisements: Array<Insertable<DB['advertisements']>>;
  moderation: Array<Insertable<DB['moderation_reasons']>>;
  liveAds: number;
}

const AD_HOURS = 720;

/**
 * Favourites, interest marks, reports, advertisements and rejection reasons for the planned
 * listings. Runs before the listings are written and stores the derived counters and
 * `promoted_until` on the plans, so they match these rows exactly.
 */
export function planPropertyEngagement(
  plans: PropertyPlan[],
  people: SeededPeople,
  catalogue: Catalogue,
  r: SeedRandom,
  clock: SeedClock,
  firstAdId: number,
): PropertyEngagement {
  const out: PropertyEngagement = {
    favourites: [],
    interests: [],
    reports: [],
    advertisements: [],
    moderation: [],
    liveAds: 0,
  };
  const fans = [...people.agents, ...people.members].filter((u) => u.active && u !== people.demoMember);
  const markedAt = (plan: PropertyPlan) =>
    clock.at(plan.createdMs + Math.round(r.next() * (clock.nowMs - plan.createdMs)));
  const visible = plans.filter((p) => p.isPublic);
  const browsable = visible.filter((p) => p.type === 'sell' || p.type === 'rent');

  for (const plan of visible) {
    const k = r.weighted([0, 1, 2, 3, 4, 5, 6], [50, 22, 13, 8, 4, 2, 1]);
    for (const user of r.sample(
      fans.filter((u) => u !== plan.owner),
      k,
    )) {
      out.favourites.push({ user_id: user.id, property_id: plan.id, created_at: markedAt(plan) });
      plan.favouriteCount += 1;
    }
  }
  for (const plan of browsable) {
    const k = r.weighted([0, 1, 2], [85, 12, 3]);
    for (const user of r.sample(
      fans.filter((u) => u !== plan.owner),
      k,
    )) {
      out.interests.push({ user_id: user.id, property_id: plan.id, created_at: markedAt(plan) });
      plan.interestedCount += 1;
    }
  }

  // The demo member: a couple of favourites and interest in two of the demo agent's listings.
  const agentListings = browsable.filter((p) => p.owner === people.demoAgent);
  const memberFavourites = unique([
    browsable.find((p) => p.type === 'sell' && p.owner !== people.demoMember),
    browsable.find((p) => p.type === 'rent' && p.owner !== people.demoMember),
    agentListings[0],
  ]);
  for (const plan of memberFavourites) {
    out.favourites.push({
      user_id: people.demoMember.id,
      property_id: plan.id,
      created_at: clock.daysAgo(r.float(1, 10)),
    });
    plan.favouriteCount += 1;
  }
  for (const plan of agentListings.slice(0, 2)) {
    out.interests.push({
      user_id: people.demoMember.id,
      property_id: plan.id,
      created_at: clock.daysAgo(r.float(0.5, 5)),
    });
    plan.interestedCount += 1;
  }

  const reportCount = Math.max(5, Math.round(visible.length * 0.012));
  for (const plan of r.sample(visible, reportCount)) {
    const user = r.pick(fans.filter((u) => u !== plan.owner));
    const other = r.chance(0.25);
    const at = markedAt(plan);
    out.reports.push({
      user_id: user.id,
      property_id: plan.id,
      reason_id: other ? null : r.pick(catalogue.reportReasonIds),
      other_message: other ? r.pick(REPORT_MESSAGES) : null,
      status: 'open',
      created_at: at,
      updated_at: at,
    });
  }

  for (const plan of plans.filter((p) => p.request === 'rejected')) {
    out.moderation.push({
      entity: 'property',
      entity_id: plan.id,
      reason: r.pick(REJECTION_REASONS),
      created_at: clock.at(plan.updatedMs),
    });
  }

  planAdvertisements(out, browsable, people, r, clock, firstAdId);
  return out;
}

function planAdvertisements(
  out: PropertyEngagement,
  browsable: PropertyPlan[],
  people: SeededPeople,
  r: SeedRandom,
  clock: SeedClock,
  firstAdId: number,
): void {
  const liveCount = Math.max(12, Math.round(browsable.length * 0.04));
  // Only listings whose owner can pay for one (an active subscription) or the operator.
  const eligible = browsable.filter((p) => p.owner === null || p.owner.subscription !== null);
  const demo = eligible.filter((p) => p.owner === people.demoAgent).slice(0, 2);
  const rest = r.sample(
    eligible.filter((p) => !demo.includes(p)),
    liveCount + 4 - demo.length,
  );
  const chosen = [...demo, ...rest];
  let id = firstAdId;
  const push = (plan: PropertyPlan, status: number, enabled: boolean, startMs: number, endMs: number) => {
    const sub = plan.owner?.subscription ?? null;
    out.advertisements.push({
      id,
      for: 'property',
      type: 'list',
      property_id: plan.id,
      project_id: null,
      package_id: sub?.packageId ?? null,
      user_package_id: sub?.userPackageId ?? null,
      customer_id: plan.owner?.id ?? null,
      status,
      is_enable: enabled ? 1 : 0,
      start_date: clock.at(startMs),
      end_date: clock.at(endMs),
      created_at: clock.at(startMs),
      updated_at: clock.at(startMs),
    });
    id += 1;
    return id - 1;
  };
  chosen.forEach((plan, i) => {
    if (i < liveCount) {
      const startMs = clock.nowMs - Math.round(r.float(1, 25) * DAY);
      const endMs = startMs + AD_HOURS * HOUR;
      push(plan, 0, true, startMs, endMs);
      plan.promotedUntil = clock.at(endMs);
      out.liveAds += 1;
    } else if (i < liveCount + 2) {
      const startMs = clock.nowMs - Math.round(r.float(40, 90) * DAY);
      push(plan, 3, false, startMs, startMs + AD_HOURS * HOUR);
    } else if (i === liveCount + 2) {
      const startMs = clock.nowMs - Math.round(r.float(2, 20) * HOUR);
      push(plan, 1, false, startMs, startMs + AD_HOURS * HOUR);
    } else {
      const startMs = clock.nowMs - Math.round(r.float(3, 9) * DAY);
      const adId = push(plan, 2, false, startMs, startMs + AD_HOURS * HOUR);
      out.moderation.push({
        entity: 'advertisement',
        entity_id: adId,
        reason:
          'The main photo is a stock image. Please feature the listing with a real photo of the property.',
        created_at: clock.at(startMs + DAY),
      });
    }
  });
}

function unique(items: Array<PropertyPlan | undefined>): PropertyPlan[] {
  return [...new Set(items.filter((p): p is PropertyPlan => p !== undefined))];
}
