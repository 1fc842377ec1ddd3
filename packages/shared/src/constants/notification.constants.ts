// Stored notifications (contract §2.12, §4.13): the events, their `type` codes, and which events
// also go out by email. The API writes them; the web's notification list reads the same names.

export const NOTIFICATION_EVENTS = [
  'admin_broadcast',
  'admin_message',
  'property_approved',
  'property_rejected',
  'property_activated',
  'property_deactivated',
  'project_approved',
  'project_rejected',
  'project_activated',
  'project_deactivated',
  // Beyond §4.13's table (issue 14): an operator edited a member's listing, with the reason.
  'property_edited',
  'project_edited',
  'advertisement_approved',
  'advertisement_rejected',
  'advertisement_expired',
  'verification_success',
  'verification_failed',
  'payment_success',
  'payment_failed',
  // Beyond §4.13's table: the subscription expiry notice (settings subscription_expiry_notice_days).
  'subscription_expiring',
  // Saved searches (issue 13): new listings matching a search, and changes to a favourite. Their
  // mails are the alert mails of modules/saved-searches, not the notification channel's copy.
  'saved_search_match',
  'favourite_price_drop',
  'favourite_status_change',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** `type`: 0 general, 1 status update, 2 linked to a property. */
export const NOTIFICATION_TYPE = { general: 0, statusUpdate: 1, property: 2 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

/** Events that also reach the recipient by email (§4.13's "Email too" column). */
export const EMAILED_EVENTS: ReadonlySet<NotificationEvent> = new Set<NotificationEvent>([
  'property_approved',
  'property_rejected',
  'project_approved',
  'project_rejected',
  'property_edited',
  'project_edited',
  'advertisement_approved',
  'advertisement_rejected',
  'verification_success',
  'verification_failed',
  'payment_success',
  // A reminder is only useful if it reaches members who are not on the site when it is sent.
  'subscription_expiring',
]);
