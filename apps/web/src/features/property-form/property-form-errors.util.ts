import type { SentLayout } from './property-form-data.util';

// Where an error shows in the form. Keys are the form's own: a field's name ('title', 'price'),
// `param-<id>` and `facility-<id>` for one parameter or facility, `file-<key>` for one chosen file,
// and the list names ('parameters', 'facilities', 'gallery_images', 'documents') for the list as
// a whole.

export type FormErrors = Record<string, string>;

export const paramKey = (id: number | string) => `param-${id}`;
export const facilityKey = (id: number | string) => `facility-${id}`;
export const fileKey = (key: string) => `file-${key}`;

/** `gallery_images[2]` (a multipart field name) and `gallery_images.2` (a path) alike. */
function pathOf(field: string): string[] {
  return field
    .replace(/\[(\w*)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

/** The form key an API field path belongs to, with the order things were sent in. */
export function formKeyOf(field: string, sent: SentLayout): string {
  const [head = '', index] = pathOf(field);
  const at = index !== undefined && /^\d+$/.test(index) ? Number(index) : null;
  if (head === 'parameters') {
    const id = at === null ? undefined : sent.parameters[at];
    return id === undefined ? 'parameters' : paramKey(id);
  }
  if (head === 'facilities') {
    const id = at === null ? undefined : sent.facilities[at];
    return id === undefined ? 'facilities' : facilityKey(id);
  }
  if (head === 'gallery_images' || head === 'documents') {
    const key = at === null ? undefined : (head === 'gallery_images' ? sent.gallery : sent.documents)[at];
    return key === undefined ? head : fileKey(key);
  }
  return head;
}

/**
 * A refused save's field messages by form key (the first message per key wins): the
 * VALIDATION_FAILED list, and the one field a 413 or 415 names.
 */
export function serverFormErrors(
  failure: { message: string; details: Record<string, unknown> | null } | null,
  sent: SentLayout,
): FormErrors {
  const out: FormErrors = {};
  if (!failure) return out;
  const put = (field: unknown, message: unknown) => {
    if (typeof field !== 'string' || typeof message !== 'string' || field === '') return;
    const key = formKeyOf(field, sent);
    if (!(key in out)) out[key] = message;
  };
  const fields = failure.details?.fields;
  if (Array.isArray(fields)) {
    for (const item of fields as { field?: unknown; message?: unknown }[]) put(item?.field, item?.message);
  }
  if (typeof failure.details?.field === 'string') put(failure.details.field, failure.message);
  return out;
}
