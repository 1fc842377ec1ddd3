import { FLOOR_DETAILS_REQUIRED } from '@domus/shared/constants/messages.constants';
import type { EditableProject } from './project-form.types';

// The project form's state and how it travels: the values the person types, the files they
// pick, the multipart body post_project reads (field names of contract §3.3), and the API's
// field messages put back next to their fields. An edit starts from the project as stored and
// sends it whole again (a full form save) with its id and what is to go.

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
  /** A new plan's file, or an existing plan's replacement. */
  file: File | null;
  /** An existing plan of the project (edit): its id, and the address of its current file. */
  id?: number;
  current?: string;
  /** An existing plan the member chose to remove (sent in `remove_plans`); it stays in the list to be kept again. */
  removed?: boolean;
}

export interface ProjectFiles {
  image: File | null;
  gallery_images: File[];
  documents: File[];
  meta_image: File | null;
}

/** What an edit sends besides the form (contract §3.3, post_project with `id`). */
export interface ProjectEditTarget {
  id: number;
  removeGallery: readonly number[];
  removeDocuments: readonly number[];
  /** Drop the stored sharing picture (ignored when a new one is chosen). */
  removeMetaImage: boolean;
}

/** Field messages by form field: text and file fields by name, a plan's parts as `plans.<i>.title`. */
export type ProjectErrors = Partial<Record<string, string>>;

export function emptyProject(): ProjectValues {
  return Object.fromEntries(PROJECT_TEXT_FIELDS.map((field) => [field, ''])) as ProjectValues;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form filled with one of my projects (edit). */
export function valuesFromProject(project: EditableProject): ProjectValues {
  return {
    title: text(project.title),
    description: text(project.description),
    category_id: text(project.category_id ?? project.category?.id),
    type: text(project.type),
    location: text(project.location),
    city: text(project.city),
    state: text(project.state),
    country: text(project.country),
    latitude: text(project.latitude),
    longitude: text(project.longitude),
    video_link: text(project.video_link),
    meta_title: text(project.meta_title),
    meta_description: text(project.meta_description),
    meta_keywords: text(project.meta_keywords),
  };
}

/** The project's floor plans as the form edits them, keyed from 1 (new plans take the next keys). */
export function plansFromProject(project: EditableProject): PlanValue[] {
  return project.plans.map((plan, i) => ({
    key: i + 1,
    id: plan.id,
    title: plan.title,
    current: plan.document,
    file: null,
  }));
}

/**
 * The plans a save sends, each with its place in the form: removed plans are not sent, so the
 * API's `plans.<i>` counts only the others and `positions[i]` names the form's plan again.
 */
export function sentPlans(plans: readonly PlanValue[]): { sent: PlanValue[]; positions: number[] } {
  const sent: PlanValue[] = [];
  const positions: number[] = [];
  plans.forEach((plan, position) => {
    if (plan.removed) return;
    sent.push(plan);
    positions.push(position);
  });
  return { sent, positions };
}

/** `plans.<sent index>.<part>` as the form's own `plans.<position>.<part>`; other fields as they are. */
export function planFieldOf(field: string, positions: readonly number[]): string {
  const parts = field.split('.');
  if (parts[0] !== 'plans' || parts.length < 3) return field;
  const position = positions[Number(parts[1])];
  if (position === undefined) return 'plans';
  // An existing plan refused by id (gone meanwhile, or given twice) is shown at its title.
  const part = parts[2] === 'id' ? 'title' : (parts[2] as string);
  return `plans.${position}.${part}`;
}

/**
 * Whether another floor plan may be added: the last one kept needs its title, and a new one its
 * document, first, with the spec's message on the part that is missing.
 */
export function nextPlanProblem(plans: readonly PlanValue[]): ProjectErrors {
  const index = plans.findLastIndex((plan) => !plan.removed);
  const last = plans[index];
  if (!last) return {};
  if (last.title.trim() === '') return { [`plans.${index}.title`]: FLOOR_DETAILS_REQUIRED };
  if (!last.file && last.id === undefined) return { [`plans.${index}.document`]: FLOOR_DETAILS_REQUIRED };
  return {};
}

/** What the shared schema checks: the text fields, and each plan sent with its id, title and whether it has a file. */
export function schemaInput(
  values: ProjectValues,
  plans: readonly PlanValue[],
  editId?: number,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (editId !== undefined) input.id = String(editId);
  // Empty values stay out, exactly as the API drops them from a request before validating.
  for (const field of PROJECT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') input[field] = value;
  }
  const { sent } = sentPlans(plans);
  if (sent.length > 0) {
    input.plans = sent.map((plan) => ({
      ...(plan.id !== undefined ? { id: String(plan.id) } : {}),
      ...(plan.title.trim() ? { title: plan.title.trim() } : {}),
      ...(plan.file ? { document: plan.file } : {}),
    }));
  }
  return input;
}

/** The multipart body of post_project: a creation, or with `edit` a full save of that project. */
export function projectFormData(
  values: ProjectValues,
  plans: readonly PlanValue[],
  files: ProjectFiles,
  edit?: ProjectEditTarget,
): FormData {
  const body = new FormData();
  if (edit) body.append('id', String(edit.id));
  for (const field of PROJECT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body.append(field, value);
  }
  if (files.image) body.append('image', files.image, files.image.name);
  if (files.meta_image) body.append('meta_image', files.meta_image, files.meta_image.name);
  for (const file of files.gallery_images) body.append('gallery_images[]', file, file.name);
  for (const file of files.documents) body.append('documents[]', file, file.name);
  sentPlans(plans).sent.forEach((plan, i) => {
    // An existing plan is named by its id, keeps its file unless a new one is chosen, and takes
    // the title as shown (a full save).
    if (plan.id !== undefined) body.append(`plans[${i}][id]`, String(plan.id));
    body.append(`plans[${i}][title]`, plan.title.trim());
    if (plan.file) body.append(`plans[${i}][document]`, plan.file, plan.file.name);
  });
  if (edit) {
    const removedPlans = plans.flatMap((plan) => (plan.removed && plan.id !== undefined ? [plan.id] : []));
    const list = (name: string, ids: readonly number[]) => {
      ids.forEach((id, i) => {
        body.append(`${name}[${i}]`, String(id));
      });
    };
    list('remove_gallery_images', edit.removeGallery);
    list('remove_documents', edit.removeDocuments);
    list('remove_plans', removedPlans);
    if (edit.removeMetaImage && !files.meta_image) body.append('remove_meta_image', '1');
  }
  return body;
}

/**
 * The API's refusal as field messages: validation lists its fields (`plans.0.title`,
 * `gallery_images.3`), upload refusals name theirs in `details.field`. A gallery photo's or a
 * document's message goes to its whole field; a plan's goes to the plan as the form shows it
 * (`positions`, from `sentPlans`; without it, plans were sent in the form's order).
 */
export function serverFieldErrors(
  failure: { message: string; details: Record<string, unknown> | null } | null,
  positions?: readonly number[],
): ProjectErrors {
  if (!failure) return {};
  const out: ProjectErrors = {};
  const put = (field: unknown, message: string) => {
    if (typeof field !== 'string' || field === '') return;
    const parts = field.split('.');
    let name = parts[0] === 'plans' && parts.length >= 3 ? parts.slice(0, 3).join('.') : (parts[0] as string);
    if (positions) name = planFieldOf(name, positions);
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
