import type { NotificationItem } from './notification.types';

/** News about my agent verification leads to where I read my state and the operator's reason. */
const VERIFICATION_EVENTS = new Set(['verification_success', 'verification_failed']);
const VERIFICATION_PAGE = '/user/agent-verification';

/**
 * The page a notification leads to: my verification page for a review of my application; its
 * listing or project — the owner's own page for news about their listing (type 1), the public
 * page otherwise — or none.
 */
export function notificationHref(
  item: Pick<NotificationItem, 'type' | 'property' | 'project'> & Partial<Pick<NotificationItem, 'event'>>,
): string | null {
  if (item.event && VERIFICATION_EVENTS.has(item.event)) return VERIFICATION_PAGE;
  const own = item.type === 1;
  if (item.property) {
    const slug = encodeURIComponent(item.property.slug_id);
    return own ? `/my-property/${slug}` : `/properties-details/${slug}`;
  }
  if (item.project) {
    const slug = encodeURIComponent(item.project.slug_id);
    return own ? `/my-project/${slug}` : `/project-details/${slug}`;
  }
  return null;
}
