import type { ApiRead } from '@/lib/api-read';
import type { AdminPackage } from '../admin-packages.types';

/** `admin/packages/{id}`: one package with its features and buyers. */
export function getAdminPackage(read: ApiRead, id: number) {
  return read<AdminPackage>(`admin/packages/${id}`);
}
