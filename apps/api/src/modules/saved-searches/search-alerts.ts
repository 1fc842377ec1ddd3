import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type { AppDeps } from '../../app-deps.js';
import { createSemaphore } from '../../lib/semaphore.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { PropertyService } from '../properties/property.service.js';
import { type AlertListing, composeAlertMail, MAX_LISTINGS_PER_MAIL } from './alert-mail.js';
import { alertSweepRepository } from './alert-sweep.repository.js';
import { effectiveFrequency, searchUrl } from './saved-search.presenter.js';

const DAY_MS = 24 * 3600_000;
/** How long a digest waits after the last alert (or the search's creation). */
export const DIGEST_PERIOD_MS = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS } as const;

/** Alerts on their way at once (mail server round trips overlap; the database work does not). */
const PARALLEL_ALERTS = 8;
const CARD_CHUNK = 500;
/** Alerts whose notifications are stored in one transaction. */
const STORE_CHUNK = 200;

const nounFor = (total: number) => (total === 1 ? 'new listing matches' : 'new listings match');

export interface AlertContext {
  company: string;
  currency: string;
  publicUrl: string;
  unsubscribeLinks(purpose: string, id: number): { unsubscribeUrl: string; oneClickUrl: string };
}

/**
 * Sends the saved-search alerts that are due: instant searches with unsent matches, digests once
 * their period has passed since the last alert. Claims, recipients and listing cards are read for
 * all due searches together (a sweep after many approvals mails thousands of members, mostly
 * about the same few listings); each mail lists the matches still browsable now.
 */
export async function sendSearchAlerts(
  deps: AppDeps,
  properties: PropertyService,
  notifications: NotificationService,
  context: AlertContext,
  now: Date,
): Promise<number> {
  const repo = alertSweepRepository(deps.db);
  const due = (await repo.searchesWithPending()).filter((s) => {
    const period = DIGEST_PERIOD_MS[effectiveFrequency(s)];
    return period === 0 || new Date(s.last_alert_at ?? s.created_at).getTime() + period <= now.getTime();
  });
  if (due.length === 0) return 0;
  const claimed = await repo.claimSearchMatches(
    due.map((s) => s.id),
    now,
  );
  const bySearch = new Map<number, number[]>();
  for (const c of claimed)
    bySearch.set(c.saved_search_id, [...(bySearch.get(c.saved_search_id) ?? []), c.property_id]);
  const alerted = due.filter((s) => bySearch.has(s.id));
  await repo.markAlerted(
    alerted.map((s) => s.id),
    now,
  );
  const recipients = await repo.recipients(alerted.map((s) => s.user_id));
  // Still browsable now (a digest may be days old): the listings a click would show, newest first.
  const ids = [...new Set(claimed.map((c) => c.property_id))];
  const cards = new Map<number, { card: AlertListing & { id: number }; rank: number }>();
  for (let i = 0; i < ids.length; i += CARD_CHUNK) {
    const part = ids.slice(i, i + CARD_CHUNK);
    const rows = await properties.listCards(
      { minPublic: IS_PUBLIC.browsable, ids: part },
      'newest',
      0,
      part.length,
      null,
    );
    for (const card of rows)
      cards.set(card.id, { card: card as AlertListing & { id: number }, rank: cards.size });
  }

  // Each chunk's notifications are stored in one transaction (one commit, not one per member),
  // then its mails and pushes go out after that commit, a few at a time.
  const gate = createSemaphore(PARALLEL_ALERTS);
  let sent = 0;
  for (let i = 0; i < alerted.length; i += STORE_CHUNK) {
    const ready = alerted.slice(i, i + STORE_CHUNK).flatMap((s) => {
      const recipient = recipients.get(s.user_id);
      const found = (bySearch.get(s.id) ?? [])
        .flatMap((id) => cards.get(id) ?? [])
        .sort((a, b) => a.rank - b.rank)
        .map((c) => c.card);
      return recipient && found.length > 0 ? [{ s, recipient, found }] : [];
    });
    const pending = await deps.db.transaction().execute((trx) =>
      notifications.within(trx).storeMany(
        ready.map(({ s, found }) => ({
          userId: s.user_id,
          input: {
            event: 'saved_search_match',
            title: `New listings for “${s.name}”`,
            message: `${found.length} ${nounFor(found.length)} your saved search.`,
            type: NOTIFICATION_TYPE.property,
            property_id: found[0]?.id ?? null,
            link: `/properties${s.query ? `?${s.query}` : ''}`,
          },
        })),
      ),
    );
    await Promise.all(
      ready.map(({ s, recipient, found }) =>
        gate.run(async () => {
          const total = found.length;
          const noun = nounFor(total);
          try {
            if (recipient.email) {
              await deps.mail.send(
                composeAlertMail({
                  to: recipient.email,
                  recipientName: recipient.name,
                  company: context.company,
                  currency: context.currency,
                  publicUrl: context.publicUrl,
                  subject: `${total} ${noun} "${s.name}" - ${context.company}`,
                  heading: `New listings for “${s.name}”`,
                  intro: `${total} ${noun} your saved search “${s.name}”.`,
                  listings: found.slice(0, MAX_LISTINGS_PER_MAIL),
                  total,
                  moreUrl: searchUrl(context.publicUrl, s.query),
                  moreLabel: 'see all results of this search',
                  manageUrl: `${context.publicUrl}/user/saved-searches`,
                  manageLabel: 'Manage your saved searches',
                  unsubscribeLabel: 'Stop alerts for this search',
                  ...context.unsubscribeLinks('search', s.id),
                }),
              );
            }
            sent++;
          } catch (error) {
            // The rows are claimed: a mail server that refused this one is not retried into duplicates.
            deps.log.warn({ err: error, saved_search_id: s.id }, 'saved-search alert could not be sent');
          }
        }),
      ),
    );
    await notifications.deliverMany(pending);
  }
  return sent;
}
