import type { AdminPackageInput } from '@domus/shared/schemas/admin-package.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminPackage } from '../admin-packages.types';

/** `POST admin/packages`. */
export function createAdminPackage(
  body: AdminPackageInput,
  handlers: AnswerHandlers<AdminPackage, BrowserApiRequest>,
) {
  return callApi<AdminPackage>({ call: 'admin/packages', method: 'POST', body: { ...body } }, handlers);
}
