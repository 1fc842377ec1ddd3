import type { ApiRead } from '@/lib/api-read';
import type { CategoryNested } from '@/lib/api-types';

/** Active categories, for the project form's category choice. */
export function getPostingCategories(read: ApiRead) {
  return read<CategoryNested[]>('get_categories', { limit: 100 });
}
