import type { HomepageSectionEntry } from '@domus/shared/schemas/admin-homepage.schema';
import type { ApiRead } from '@/lib/api-read';

/** `GET admin/homepage-sections`: every section in display order. */
export function getAdminHomepageSections(read: ApiRead) {
  return read<HomepageSectionEntry[]>('admin/homepage-sections');
}
