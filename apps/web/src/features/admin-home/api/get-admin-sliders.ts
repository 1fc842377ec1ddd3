import type { ApiRead } from '@/lib/api-read';
import type { AdminSlider } from '../admin-sliders.types';

/** `GET admin/sliders`: every slider in homepage order (the API's largest page, 100). */
export function getAdminSliders(read: ApiRead) {
  return read<AdminSlider[]>('admin/sliders', { limit: 100 });
}
