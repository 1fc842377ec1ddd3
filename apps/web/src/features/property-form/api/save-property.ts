import type { ApiResult } from '@/lib/api-client';
import { type UploadOptions, uploadApi } from '@/lib/api-upload';
import type { EditableProperty } from '../property-form.types';

// The two writes of the listing form, sent with upload progress (lib/api-upload): post_property
// creates, update_post_property (action_type 0) saves an edit. Both answer the owner view.

export function saveProperty(
  mode: 'add' | 'edit',
  body: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<EditableProperty>> {
  return uploadApi<EditableProperty>(
    mode === 'add' ? 'post_property' : 'update_post_property',
    body,
    options,
  );
}
