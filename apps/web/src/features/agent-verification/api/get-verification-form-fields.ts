import type { VerificationFormField } from '@domus/shared/schemas/verification.schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

/** `get-agent-verification-form-fields`: the operator's active fields, by rank. */
export function getVerificationFormFields(read: ApiRead) {
  return read<VerificationFormField[]>('get-agent-verification-form-fields');
}

export function verificationFormFieldsQueryOptions() {
  return queryOptions({
    queryKey: ['get-agent-verification-form-fields'],
    queryFn: () => dataOf(getVerificationFormFields(browserRead)),
  });
}
