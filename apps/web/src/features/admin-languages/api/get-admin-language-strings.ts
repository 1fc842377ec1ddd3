import type { ApiRead } from '@/lib/api-read';
import type { AdminLanguageStrings } from '../admin-languages.types';

/** `admin/languages/{code}/strings`: every web string key, English beside, gaps flagged. */
export function getAdminLanguageStrings(read: ApiRead, code: string) {
  return read<AdminLanguageStrings>(`admin/languages/${encodeURIComponent(code)}/strings`);
}
