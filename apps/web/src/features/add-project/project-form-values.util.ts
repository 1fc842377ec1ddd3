import { FLOOR_DETAILS_REQUIRED } from '@domus/shared/constants/messages.constants';

// The project form's state and how it travels: the values the person types, the files they
// pick, the multipart body post_project reads (field names of contract §3.3), and the API's
// field messages put back next to their fields.

export const PROJECT_TEXT_FIELDS = [
  'title',
  'description',
  'category_id',
  'type',
  'location',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'video_link',
  'meta_title',
  'meta_description',
  'meta_keywords',
] as const;
export type ProjectTextField = (typeof PROJECT_TEXT_FIELDS)[number];
export type ProjectFileField = 'image' | 'gallery_images' | 'documents' | 'meta_image';

export type ProjectValues = Record<ProjectTextField, string>;

export interface PlanValue {
  /** A stable key for React while plans are added and removed. */
  key: number;
  title: string;
  file: File | null;
}

export interface ProjectFiles {
  image: File | null;
  gallery_images: File[];
  documents: File[];
  meta_image: File | null;
}

/** Field messages by form field: text and file fields by name, a plan's parts as `plans.<i>.title`. */
export type ProjectErrors = Partial<Record<string, string>>;

export function emptyProject(): ProjectValues {
  return Object.fromEntries(PROJECT_TEXT_FIELDS.map((field) => [field, ''])) as ProjectValues;
}

/**
 * Whether another floor plan may be added: the last one needs its title and document first,
 * with the spec's message on the part that is missing.
 */
export function nextPlanProblem(plans: readonly PlanValue[]): ProjectErrors {
  const index = plans.length - 1;
  const last = plans[index];
  if (!last) return {};
  if (last.title.trim() === '') return { [`plans.${index}.title`]: FLOOR_DETAILS_REQUIRED };
  if (!last.file) return { [`plans.${index}.document`]: FLOOR_DETAILS_REQUIRED };
  return {};
}

/** What the shared schema checks: the text fields, and each plan's title and whether it has a file. */
export function schemaInput(values: ProjectValues, plans: readonly PlanValue[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  // Empty values stay out, exactly as the API drops them from a request before validating.
  for (const field of PROJECT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') input[field] = value;
  }
  if (plans.length > 0) {
    input.plans = plans.map((plan) => ({
      ...(plan.title.trim() ? { title: plan.title.trim() } : {}),
      ...(plan.file ? { document: plan.file } : {}),
    }));
  }
  return input;
}

/** The multipart body of post_project (create). */
export function projectFormData(
  values: ProjectValues,
  plans: readonly PlanValue[],
  files: ProjectFiles,
): FormData {
  const body = new FormData();
  for (const field of PROJECT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body.append(field, value);
  }
  if (files.image) body.append('image', files.image, files.image.name);
  if (files.meta_image) body.append('meta_image', files.meta_image, files.meta_image.name);
  for (const file of files.gallery_images) body.append('gallery_images[]', file, file.name);
  for (const file of files.documents) body.append('documents[]', file, file.name);
  plans.forEach((plan, i) => {
    body.append(`plans[${i}][title]`, plan.title.trim());
    if (plan.file) body.append(`plans[${i}][document]`, plan.file, plan.file.name);
  });
  return body;
}

/**
 * The API's refusal as field messages: validation lists its fields (`plans.0.title`,
 * `gallery_images.3`), upload refusals name theirs in `details.field`. A gallery photo's or a
 * document's message goes to its whole field.
 */
export function serverFieldErrors(
  failure: { message: string; details: Record<string, unknown> | null } | null,
): ProjectErrors {
  if (!failure) return {};
  const out: ProjectErrors = {};
  const put = (field: unknown, message: string) => {
    if (typeof field !== 'string' || field === '') return;
    const parts = field.split('.');
    const name =
      parts[0] === 'plans' && parts.length >= 3 ? parts.slice(0, 3).join('.') : (parts[0] as string);
    if (!(name in out)) out[name] = message;
  };
  const fields = failure.details?.fields;
  if (Array.isArray(fields)) {
    for (const item of fields as { field?: unknown; message?: unknown }[])
      if (typeof item?.message === 'string') put(item.field, item.message);
  }
  if (typeof failure.details?.field === 'string') put(failure.details.field, failure.message);
  return out;
}
