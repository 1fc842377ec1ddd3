import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { parseSavedQuery } from '@domus/shared/schemas/saved-search.schema';
import type { AppDeps } from '../../app-deps.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { PropertyService } from '../properties/property.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { alertSweepRepository, type NewDelivery } from './alert-sweep.repository.js';
import { favouriteKind, sendFavouriteAlerts } from './favourite-alerts.js';
import { jobLeaseRepository } from './job-lease.repository.js';
import { effectiveFrequency, FREQUENCY_ORDER } from './saved-search.presenter.js';
import { SEARCH_MATCH } from './saved-search.repository.js';
import type { SavedSearchService } from './saved-search.service.js';
import { type AlertContext, sendSearchAlerts } from './search-alerts.js';

const DAY_MS = 24 * 3600_000;
/** Alerts ignored this long (no visit to the saved searches, no edit) step a search down. */
export const BACK_OFF_AFTER_MS = 30 * DAY_MS;

const LEASE = 'saved-search-alerts';
const WATERMARK = {
  property: 'alerts.new.property',
  history: 'alerts.new.history',
  favourites: 'alerts.favourites',
};
/**
 * PostgreSQL hands out ids when rows are inserted, not when they commit: a transaction still open
 * while a sweep reads may commit a row below the watermark just set. Each sweep there also looks
 * again at the rows of the last minute (the unique delivery rows make a second look harmless).
 * SQLite writes one transaction at a time, so its ids are in commit order.
 */
const RECHECK_MS = 60_000;

export interface SweepReport {
  /** Another process held the lease: this run did nothing. */
  skipped: boolean;
  newListings: number;
  searchMails: number;
  favouriteMails: number;
  /** Where the time went (ms): matching and recording, then sending. */
  phases: { match: number; send: number };
}

/**
 * The saved-search alert sweep (issue 13), run every SAVED_SEARCH_SWEEP_SECONDS on each instance.
 * Idempotent and safe to run anywhere at once: a database lease lets one process work at a time,
 * every alert is a row under a unique key (racing inserts make one row), and a row is mailed by
 * whoever sets its `sent_at` first (a conditional UPDATE). Matching runs get-property-list's own
 * filters (PropertyService.matchingIds), restricted to the listings that became browsable.
 */
export function alertSweepService(
  deps: AppDeps,
  properties: PropertyService,
  notifications: NotificationService,
  settings: SettingsService,
  savedSearches: SavedSearchService,
) {
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const repo = alertSweepRepository(deps.db);
  const leases = jobLeaseRepository(deps.db);
  const { publicUrl } = deps.config;
  const leaseMs = Math.max(5 * 60_000, deps.config.savedSearchSweepMs * 5);
  const recheckSince = (now: Date) =>
    deps.dialect === 'postgres' ? new Date(now.getTime() - RECHECK_MS) : null;

  const unsubscribeLinks = (purpose: string, id: number) => {
    const token = encodeURIComponent(savedSearches.signer.sign(purpose, id));
    return {
      unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token}`,
      oneClickUrl: `${publicUrl}/api/unsubscribe-saved-search?token=${token}`,
    };
  };

  async function mailContext(): Promise<AlertContext> {
    const [company, currency] = await Promise.all([
      settings.get('company_name'),
      settings.get('currency_symbol'),
    ]);
    return {
      company: String(company || 'Domus'),
      currency: String(currency ?? ''),
      publicUrl,
      unsubscribeLinks,
    };
  }

  /** Records a delivery for each live search matching a listing that became browsable. */
  async function matchNewListings(now: Date): Promise<number> {
    const [from, to] = await Promise.all([
      Promise.all([leases.watermark(WATERMARK.property), leases.watermark(WATERMARK.history)]),
      repo.maxIds(),
    ]);
    const start = { property: from[0] ?? 0, history: from[1] ?? 0 };
    const recheck = recheckSince(now);
    if (!recheck && start.property >= to.property && start.history >= to.history) return 0;
    const oldest = await repo.oldestLiveSearch();
    const fresh = oldest ? await repo.newlyBrowsable(start, to, oldest, recheck) : [];
    if (fresh.length > 0) {
      const deliveries: NewDelivery[] = [];
      const searches = await repo.liveSearches();
      // Searches with the same query share one matching query.
      const byQuery = new Map<string, typeof searches>();
      for (const s of searches) byQuery.set(s.query, [...(byQuery.get(s.query) ?? []), s]);
      for (const [query, group] of byQuery) {
        const earliest = Math.min(...group.map((s) => s.created_at.getTime()));
        const candidates = fresh.filter((l) => l.at.getTime() > earliest);
        if (candidates.length === 0) continue;
        const parsed = parseSavedQuery(query);
        if (!parsed.ok) continue;
        let matched: Set<number>;
        try {
          matched = new Set(
            await properties.matchingIds(
              parsed.query,
              candidates.map((c) => c.id),
            ),
          );
        } catch (error) {
          // A search that cannot run any more (its category was removed) alerts nobody.
          deps.log.warn({ err: error, query }, 'saved search could not be matched');
          continue;
        }
        for (const s of group) {
          for (const c of candidates) {
            // Listings that became visible before the search was saved, and the member's own, are not news.
            if (!matched.has(c.id) || c.at <= s.created_at || c.owner_id === s.user_id) continue;
            deliveries.push({
              user_id: s.user_id,
              saved_search_id: s.id,
              property_id: c.id,
              kind: SEARCH_MATCH,
              value: String(s.id),
            });
          }
        }
      }
      await repo.recordDeliveries(deliveries, now);
    }
    await leases.advance(WATERMARK.property, to.property, now);
    await leases.advance(WATERMARK.history, to.history, now);
    return fresh.length;
  }

  /** Records a delivery for each price drop, sale/let or switch-off of a member's favourite. */
  async function matchFavourites(now: Date): Promise<void> {
    const { history: to } = await repo.maxIds();
    const from = await leases.watermark(WATERMARK.favourites);
    // The first sweep starts from now: changes made before alerts existed are not news.
    const recheck = recheckSince(now);
    if (from !== null && (to > from || recheck)) {
      const deliveries: NewDelivery[] = [];
      for (const change of await repo.favouriteChanges(from, to, recheck)) {
        const kind = favouriteKind(change.field, change.old_value, change.new_value);
        if (!kind) continue;
        deliveries.push({
          user_id: change.user_id,
          saved_search_id: null,
          property_id: change.property_id,
          kind,
          value: String(change.id),
        });
      }
      await repo.recordDeliveries(deliveries, now);
    }
    await leases.advance(WATERMARK.favourites, to, now);
  }

  /** Searches whose alerts were ignored 30 days step down one frequency (instant → daily → weekly). */
  async function backOff(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - BACK_OFF_AFTER_MS);
    for (const s of await repo.backOffCandidates(cutoff)) {
      const anchor = Math.max(
        ...[s.created_at, s.last_engaged_at, s.backoff_at].map((t) => (t ? new Date(t).getTime() : 0)),
      );
      const lastAlert = s.last_alert_at ? new Date(s.last_alert_at).getTime() : 0;
      if (anchor > cutoff.getTime() || lastAlert <= anchor) continue;
      const current = effectiveFrequency(s);
      const next = FREQUENCY_ORDER[FREQUENCY_ORDER.indexOf(current) + 1];
      if (next) await repo.backOff(s.id, next, now);
    }
  }

  const skipped: SweepReport = {
    skipped: true,
    newListings: 0,
    searchMails: 0,
    favouriteMails: 0,
    phases: { match: 0, send: 0 },
  };
  let running = false;

  return {
    /** One sweep; does nothing (skipped) while another run, here or in another process, holds the lease. */
    async run(): Promise<SweepReport> {
      // The lease is held per process: a timer tick while this process's last run is still going
      // must not run beside it.
      if (running) return skipped;
      running = true;
      try {
        const now = deps.now();
        if (!(await leases.acquire(LEASE, holder, now, leaseMs))) return skipped;
        try {
          const started = performance.now();
          const newListings = await matchNewListings(now);
          await matchFavourites(now);
          await backOff(now);
          const matched = performance.now();
          const context = await mailContext();
          const searchMails = await sendSearchAlerts(deps, properties, notifications, context, now);
          const favouriteMails = await sendFavouriteAlerts(deps, notifications, context, now);
          const phases = { match: matched - started, send: performance.now() - matched };
          return { skipped: false, newListings, searchMails, favouriteMails, phases };
        } finally {
          await leases.release(LEASE, holder);
        }
      } finally {
        running = false;
      }
    },
  };
}

export type AlertSweepService = ReturnType<typeof alertSweepService>;
