import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type { AppDeps } from '../../app-deps.js';
import { PROPERTY_TYPE } from '../listings/listing-status.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { type AlertListing, composeAlertMail, MAX_LISTINGS_PER_MAIL } from './alert-mail.js';
import { alertSweepRepository, FAVOURITE_KINDS } from './alert-sweep.repository.js';
import type { AlertContext } from './search-alerts.js';

/** Members sent favourite alerts per sweep; the rest wait for the next sweep. */
const FAVOURITE_BATCH = 500;

/** Which favourite alert a history row is, if any: a lower price, sold/rented, switched off. */
export function favouriteKind(field: string, oldValue: string | null, newValue: string) {
  if (field === 'price') {
    return oldValue !== null && Number(newValue) < Number(oldValue) ? FAVOURITE_KINDS.priceDrop : null;
  }
  if (field === 'property_type') {
    return newValue === PROPERTY_TYPE.sold || newValue === PROPERTY_TYPE.rented
      ? FAVOURITE_KINDS.statusChange
      : null;
  }
  if (field === 'status') return newValue === '0' ? FAVOURITE_KINDS.statusChange : null;
  return null;
}

function describeChange(
  kind: string,
  change: { field: string; old_value: string | null; new_value: string },
  currency: string,
): string {
  const money = (v: string | null) => `${currency}${Math.round(Number(v)).toLocaleString('en-US')}`;
  if (kind === FAVOURITE_KINDS.priceDrop)
    return `Price reduced from ${money(change.old_value)} to ${money(change.new_value)}`;
  if (change.field === 'property_type') return change.new_value === PROPERTY_TYPE.sold ? 'Sold' : 'Rented';
  return 'No longer available';
}

/** Sends each member one mail about their favourites' changes, and a notification per change. */
export async function sendFavouriteAlerts(
  deps: AppDeps,
  notifications: NotificationService,
  context: AlertContext,
  now: Date,
): Promise<number> {
  const repo = alertSweepRepository(deps.db);
  const members = await repo.pendingFavouriteMembers(FAVOURITE_BATCH);
  if (members.length === 0) return 0;
  const recipients = await repo.recipients(members);
  let sent = 0;
  for (const userId of members) {
    const alerts = await repo.claimFavouriteAlerts(userId, now);
    const recipient = recipients.get(userId);
    if (alerts.length === 0 || !recipient) continue;
    const listings: (AlertListing & { id: number })[] = alerts.map(({ kind, listing, change }) => ({
      id: listing.id,
      title: listing.title,
      slug_id: listing.slug_id,
      title_image: null,
      price: Number(listing.price),
      property_type: listing.property_type,
      city: listing.city,
      rentduration: listing.rentduration,
      change: describeChange(kind, change, context.currency),
    }));
    const one = listings.length === 1;
    try {
      if (recipient.email) {
        await deps.mail.send(
          composeAlertMail({
            to: recipient.email,
            recipientName: recipient.name,
            company: context.company,
            currency: context.currency,
            publicUrl: context.publicUrl,
            subject: `${one ? 'A favourite listing has' : 'Favourite listings have'} changed - ${context.company}`,
            heading: 'Changes to your favourite listings',
            intro: `${listings.length} of your favourite listings ${one ? 'has' : 'have'} changed.`,
            listings,
            total: listings.length,
            moreUrl: `${context.publicUrl}/user/favourites`,
            moreLabel: 'see your favourites',
            manageUrl: `${context.publicUrl}/user/favourites`,
            manageLabel: 'Your favourite listings',
            unsubscribeLabel: 'Stop alerts about your favourites',
            ...context.unsubscribeLinks('favourites', userId),
          }),
        );
      }
      for (const [index, { kind }] of alerts.slice(0, MAX_LISTINGS_PER_MAIL).entries()) {
        const listing = listings[index];
        if (!listing) continue;
        await notifications.notify(userId, {
          event: kind,
          title: kind === FAVOURITE_KINDS.priceDrop ? 'Price drop on a favourite' : 'A favourite has changed',
          message: `${listing.title}: ${listing.change}`,
          type: NOTIFICATION_TYPE.property,
          property_id: listing.id,
          link: `/properties-details/${encodeURIComponent(listing.slug_id)}`,
        });
      }
      sent++;
    } catch (error) {
      deps.log.warn({ err: error, user_id: userId }, 'favourite alert could not be sent');
    }
  }
  return sent;
}
