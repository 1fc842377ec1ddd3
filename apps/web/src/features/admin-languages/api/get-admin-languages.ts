import type { ApiRead } from '@/lib/api-read';
import type { AdminLanguage } from '../admin-languages.types';

/** `admin/languages`: every language with the default marked and its missing strings counted. */
export function getAdminLanguages(read: ApiRead) {
  return read<AdminLanguage[]>('admin/languages');
}
