import type { NotificationItem } from './notification.types';

/**
 * The page a notification leads to: its listing or project — the owner's own page for news about
 * their listing (type 1), the public page otherwise — or none.
 */
export function notificationHref(
  item: Pick<NotificationItem, 'type' | 'property' | 'project'>,
): string | null {
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
