import type { ApiRead } from '@/lib/api-read';
import type { AdminSlider } from '../admin-sliders.types';

/** `GET admin/sliders/{id}`: one slider as the list shows it. */
export function getAdminSlider(read: ApiRead, id: number) {
  return read<AdminSlider>(`admin/sliders/${id}`);
}
