import type { VerificationApplication } from '@domus/shared/schemas/verification.schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

/** `get-agent-verification-form-values`: my application, or null when I never applied. */
export function getVerificationApplication(read: ApiRead) {
  return read<VerificationApplication | null>('get-agent-verification-form-values');
}

export function verificationApplicationQueryOptions() {
  return queryOptions({
    queryKey: ['get-agent-verification-form-values'],
    queryFn: () => dataOf(getVerificationApplication(browserRead)),
  });
}
