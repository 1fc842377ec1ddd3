import type { ApiRead } from '@/lib/api-read';
import type { ContactRequest } from '../admin-contact.types';

export const CONTACT_REQUESTS_PAGE_SIZE = 20;

/** `GET admin/contact-requests`: newest first, with the handled filter, search and the total. */
export function getAdminContactRequests(
  read: ApiRead,
  filters: { handled?: boolean; search?: string },
  page: number,
) {
  return read<ContactRequest[]>('admin/contact-requests', {
    ...filters,
    offset: (page - 1) * CONTACT_REQUESTS_PAGE_SIZE,
    limit: CONTACT_REQUESTS_PAGE_SIZE,
  });
}
