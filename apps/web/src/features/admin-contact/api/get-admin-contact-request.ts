import type { ApiRead } from '@/lib/api-read';
import type { ContactRequest } from '../admin-contact.types';

/** `GET admin/contact-requests/{id}`. */
export function getAdminContactRequest(read: ApiRead, id: number) {
  return read<ContactRequest>(`admin/contact-requests/${id}`);
}
