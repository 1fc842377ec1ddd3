/** The member's notifications page (the header's bell links to it). */
export const NOTIFICATIONS_PATH = '/user/notifications';
