import * as core from './20261121-0001-core.migration.js';
import * as accounts from './20261121-0002-accounts.migration.js';
import * as listings from './20261121-0003-listings.migration.js';
import * as commerce from './20261121-0004-commerce-messaging.migration.js';
import * as listingSortSearch from './20261124-0905-listing-sort-and-search.migration.js';
import * as catalogueTranslations from './20261124-0930-catalogue-translations-card-facts.migration.js';
import * as ownerCounts from './20261124-1000-owner-counts-read-indexes.migration.js';
import * as advertisementFeed from './20261124-1100-advertisement-feed-index.migration.js';
import * as listingHistory from './20261124-1200-listing-history.migration.js';
import * as auditLog from './20261125-0900-audit-log-moderation-queue.migration.js';
import * as subscriptionExpiryNotice from './20261126-0900-subscription-expiry-notice.migration.js';
import * as chatReadState from './20261127-1200-chat-read-state.migration.js';
import * as webPushSubscriptions from './20261129-1417-web-push-subscriptions.migration.js';
import * as chatReports from './20261129-1437-chat-reports.migration.js';
import * as verificationReview from './20261130-0900-verification-review.migration.js';
import * as savedSearches from './20261130-0920-saved-searches.migration.js';
import * as staffRoles from './20261130-1000-staff-roles.migration.js';
import * as dashboardIndexes from './20261201-0900-dashboard-indexes.migration.js';
import * as contentPages from './20261202-1200-content-pages.migration.js';
import * as seoHomepageSections from './20261202-1300-seo-homepage-sections.migration.js';
import type { MigrationContext } from './migration-helpers.js';

export interface Migration {
  name: string;
  up(ctx: MigrationContext): Promise<void>;
}

/** Forward-only, in order. A static list (not a folder scan) so the bundled server carries them. */
export const migrations: Migration[] = [
  { name: '20261121-0001-core', up: core.up },
  { name: '20261121-0002-accounts', up: accounts.up },
  { name: '20261121-0003-listings', up: listings.up },
  { name: '20261121-0004-commerce-messaging', up: commerce.up },
  { name: '20261124-0905-listing-sort-and-search', up: listingSortSearch.up },
  { name: '20261124-0930-catalogue-translations-card-facts', up: catalogueTranslations.up },
  { name: '20261124-1000-owner-counts-read-indexes', up: ownerCounts.up },
  { name: '20261124-1100-advertisement-feed-index', up: advertisementFeed.up },
  { name: '20261124-1200-listing-history', up: listingHistory.up },
  { name: '20261125-0900-audit-log-moderation-queue', up: auditLog.up },
  { name: '20261126-0900-subscription-expiry-notice', up: subscriptionExpiryNotice.up },
  { name: '20261127-1200-chat-read-state', up: chatReadState.up },
  { name: '20261129-1417-web-push-subscriptions', up: webPushSubscriptions.up },
  { name: '20261129-1437-chat-reports', up: chatReports.up },
  { name: '20261130-0900-verification-review', up: verificationReview.up },
  { name: '20261130-0920-saved-searches', up: savedSearches.up },
  { name: '20261130-1000-staff-roles', up: staffRoles.up },
  { name: '20261201-0900-dashboard-indexes', up: dashboardIndexes.up },
  { name: '20261202-1200-content-pages', up: contentPages.up },
  { name: '20261202-1300-seo-homepage-sections', up: seoHomepageSections.up },
];
