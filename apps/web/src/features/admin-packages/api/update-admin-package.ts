import type { AdminPackageInput } from '@domus/shared/schemas/admin-package.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminPackage } from '../admin-packages.types';

/** `PATCH admin/packages/{id}`: the package's fields as a whole. */
export function updateAdminPackage(
  id: number,
  body: AdminPackageInput,
  handlers: AnswerHandlers<AdminPackage, BrowserApiRequest>,
) {
  return callApi<AdminPackage>(
    { call: `admin/packages/${id}`, method: 'PATCH', body: { ...body } },
    handlers,
  );
}
