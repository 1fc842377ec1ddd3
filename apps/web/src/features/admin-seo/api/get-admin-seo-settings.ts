import type { ApiRead } from '@/lib/api-read';
import type { AdminSeoEntry } from '../admin-seo.types';

/** `GET admin/seo-settings`: every public page's stored values in one language. */
export function getAdminSeoSettings(read: ApiRead, language: string) {
  return read<AdminSeoEntry[]>('admin/seo-settings', { language_code: language });
}
