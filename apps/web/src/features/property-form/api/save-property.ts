import type { ApiResult } from '@/lib/api-client';
import { type UploadOptions, uploadApi } from '@/lib/api-upload';
import type { EditableProperty } from '../property-form.types';

// The two writes of the listing form, sent with upload progress (lib/api-upload): post_property
// creates, update_post_property (action_type 0) saves an edit. Both answer the owner view. The
// console's operator forms send the same form to their own call (`target`, admin/properties…).

/** Where an operator's save goes instead of the member's calls. */
export interface SaveTarget {
  call: string;
  method: 'POST' | 'PATCH';
}

export function saveProperty(
  mode: 'add' | 'edit',
  body: FormData,
  options: UploadOptions = {},
  target?: SaveTarget,
): Promise<ApiResult<EditableProperty>> {
  if (target) return uploadApi<EditableProperty>(target.call, body, { ...options, method: target.method });
  return uploadApi<EditableProperty>(
    mode === 'add' ? 'post_property' : 'update_post_property',
    body,
    options,
  );
}
