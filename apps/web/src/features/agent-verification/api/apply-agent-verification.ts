import type { VerificationApplication } from '@domus/shared/schemas/verification.schema';
import type { ApiResult } from '@/lib/api-client';
import { type UploadOptions, uploadApi } from '@/lib/api-upload';

/**
 * `POST apply-agent-verification` as multipart (a file field's file travels as the value's part),
 * with upload progress (lib/api-upload).
 */
export function applyAgentVerification(
  body: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<VerificationApplication>> {
  return uploadApi<VerificationApplication>('apply-agent-verification', body, options);
}
