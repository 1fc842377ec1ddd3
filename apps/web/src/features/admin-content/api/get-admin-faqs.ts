import type { ApiRead } from '@/lib/api-read';
import type { AdminFaq } from '../admin-content.types';

/** `admin/faqs`: newest first, active or not (one page of 100: the list is short). */
export function getAdminFaqs(read: ApiRead) {
  return read<AdminFaq[]>('admin/faqs', { limit: 100 });
}
