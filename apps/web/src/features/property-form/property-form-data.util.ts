import type { PostingCategory } from './property-form.types';
import {
  categoryOf,
  type PropertyFormValues,
  parameterValue,
  type TextField,
} from './property-form-values.util';

// The multipart body of post_property / update_post_property built from the form, and the order
// things went out in: the API names a refused entry by its index as sent (`parameters.2.value`,
// `gallery_images.1`), which `sent` turns back into the form's own fields.

/** A file the member chose, checked on choosing (`problem` in the server's words, or null). */
export interface PickedFile {
  /** Stable while the file is in the form: list keys, progress and error slots. */
  key: string;
  file: File;
  problem: string | null;
}

export interface FormFiles {
  title_image: PickedFile | null;
  three_d_image: PickedFile | null;
  meta_image: PickedFile | null;
  /** New gallery photos, in the order the member arranged them. */
  gallery: PickedFile[];
  documents: PickedFile[];
  /** Files of `file` parameters, by parameter id. */
  parameters: Record<string, PickedFile>;
}

/** What an edit sends besides the form (contract §3.3, update_post_property). */
export interface EditTarget {
  id: number;
  /** The listing's slug as loaded: a slug is sent only when the member changed it. */
  slug: string;
  removeGallery: readonly number[];
  removeDocuments: readonly number[];
  removeThreeD: boolean;
  removeMetaImage: boolean;
}

export interface SentLayout {
  /** Parameter ids, in the order of `parameters[i]`. */
  parameters: number[];
  /** Facility ids, in the order of `facilities[i]`. */
  facilities: number[];
  /** Picked file keys, in the order of `gallery_images[i]` and `documents[i]`. */
  gallery: string[];
  documents: string[];
  /** Every file part's key, by its form field name (for progress and refusals). */
  files: Record<string, string>;
}

export function emptyFiles(): FormFiles {
  return {
    title_image: null,
    three_d_image: null,
    meta_image: null,
    gallery: [],
    documents: [],
    parameters: {},
  };
}

/** Text sent as typed (trimmed); the API treats '' as absent, so empty fields stay out. */
const TEXT_FIELDS: readonly TextField[] = [
  'title',
  'description',
  'category_id',
  'property_type',
  'price',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'client_address',
  'video_link',
  'meta_title',
  'meta_description',
  'meta_keywords',
];

export function propertyFormData(
  values: PropertyFormValues,
  categories: readonly PostingCategory[],
  files: FormFiles,
  edit?: EditTarget,
): { body: FormData; sent: SentLayout } {
  const body = new FormData();
  const sent: SentLayout = { parameters: [], facilities: [], gallery: [], documents: [], files: {} };
  const put = (name: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed !== '') body.append(name, trimmed);
  };
  const putFile = (name: string, picked: PickedFile) => {
    body.append(name, picked.file, picked.file.name);
    sent.files[name] = picked.key;
  };

  if (edit) {
    body.append('action_type', '0');
    body.append('id', String(edit.id));
  }
  for (const field of TEXT_FIELDS) put(field, values[field]);
  if (values.property_type === 'rent') put('rentduration', values.rentduration);
  body.append('is_premium', values.is_premium ? '1' : '0');
  // A new listing takes its slug from the title unless one is typed; an edit keeps its slug
  // unless it is changed (the API moves it only when sent).
  const slug = values.slug_id.trim();
  if (slug !== '' && slug !== edit?.slug) body.append('slug_id', slug);

  // Only the chosen category's parameters: values typed under another category stay in the form
  // (switching back restores them) but are not this listing's.
  const category = categoryOf(categories, values.category_id);
  for (const parameter of category?.parameter_types ?? []) {
    const i = sent.parameters.length;
    if (parameter.type_of_parameter === 'file') {
      const picked = files.parameters[String(parameter.id)];
      if (!picked) continue;
      body.append(`parameters[${i}][parameter_id]`, String(parameter.id));
      putFile(`parameters[${i}][value]`, picked);
    } else {
      const value = parameterValue(parameter, values.parameters);
      if (value === null) continue;
      body.append(`parameters[${i}][parameter_id]`, String(parameter.id));
      if (Array.isArray(value)) {
        value.forEach((option, j) => {
          body.append(`parameters[${i}][value][${j}]`, option);
        });
      } else {
        body.append(`parameters[${i}][value]`, value);
      }
    }
    sent.parameters.push(parameter.id);
  }

  for (const [facilityId, distance] of Object.entries(values.facilities)) {
    const i = sent.facilities.length;
    body.append(`facilities[${i}][facility_id]`, facilityId);
    // A distance left empty is sent empty, which the API answers with the field's own message.
    body.append(`facilities[${i}][distance]`, distance.trim());
    sent.facilities.push(Number(facilityId));
  }

  if (edit) {
    edit.removeGallery.forEach((id, i) => {
      body.append(`remove_gallery_images[${i}]`, String(id));
    });
    edit.removeDocuments.forEach((id, i) => {
      body.append(`remove_documents[${i}]`, String(id));
    });
    if (edit.removeThreeD && !files.three_d_image) body.append('remove_three_d_image', '1');
    if (edit.removeMetaImage && !files.meta_image) body.append('remove_meta_image', '1');
  }

  // Files last, so the text is on the server first and the progress bars follow the files.
  if (files.title_image) putFile('title_image', files.title_image);
  if (files.three_d_image) putFile('three_d_image', files.three_d_image);
  if (files.meta_image) putFile('meta_image', files.meta_image);
  files.gallery.forEach((picked, i) => {
    putFile(`gallery_images[${i}]`, picked);
    sent.gallery.push(picked.key);
  });
  files.documents.forEach((picked, i) => {
    putFile(`documents[${i}]`, picked);
    sent.documents.push(picked.key);
  });
  return { body, sent };
}
