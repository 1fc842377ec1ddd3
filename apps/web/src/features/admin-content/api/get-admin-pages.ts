import type { ApiRead } from '@/lib/api-read';
import type { AdminPage, AdminPageOverview } from '../admin-content.types';

/** `admin/pages`: each page and, per language, whether it has its own text. */
export function getAdminPages(read: ApiRead) {
  return read<AdminPageOverview[]>('admin/pages');
}

/** `admin/pages/{page}`: one page in one language, with the default language's text. */
export function getAdminPage(read: ApiRead, page: string, language: string) {
  return read<AdminPage>(`admin/pages/${page}`, { language_code: language });
}
