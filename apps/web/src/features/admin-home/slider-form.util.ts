import {
  adminSliderSchema,
  SLIDER_MESSAGES,
  type SliderKind,
} from '@domus/shared/schemas/admin-slider.schema';
import type { AdminSlider } from './admin-sliders.types';

// The slider form's values, their check with the shared schema before sending, and the multipart
// body. Only the chosen type's target is sent: the others would be cleared by the API anyway.

export interface SliderFormValues {
  type: SliderKind;
  categoryId: string;
  propertyId: string;
  link: string;
  showDetails: boolean;
  status: boolean;
  image: File | null;
  webImage: File | null;
}

export type SliderFormErrors = Partial<Record<string, string>>;

export function initialSliderValues(slider: AdminSlider | null): SliderFormValues {
  return {
    type: slider?.type ?? 'default',
    categoryId: slider?.category_id ? String(slider.category_id) : '',
    propertyId: slider?.property_id ? String(slider.property_id) : '',
    link: slider?.link ?? '',
    showDetails: slider?.show_property_details ?? false,
    status: slider?.status ?? true,
    image: null,
    webImage: null,
  };
}

/** The fields as the API reads them (strings, as in the multipart body). */
function fieldsOf(values: SliderFormValues): Record<string, string> {
  const out: Record<string, string> = {
    type: values.type,
    status: values.status ? '1' : '0',
    show_property_details: values.showDetails ? '1' : '0',
  };
  if (values.type === 'category' && values.categoryId) out.category_id = values.categoryId;
  if (values.type === 'property' && values.propertyId.trim()) out.property_id = values.propertyId.trim();
  if (values.type === 'link') out.link = values.link.trim();
  return out;
}

/** The shared schema's messages by field, plus the image a new slider needs; empty when fine. */
export function checkSlider(values: SliderFormValues, creating: boolean): SliderFormErrors {
  const errors: SliderFormErrors = {};
  const checked = adminSliderSchema.safeParse(fieldsOf(values));
  if (!checked.success)
    for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'type')] ??= issue.message;
  if (creating && !values.image) errors.image = SLIDER_MESSAGES.imageRequired;
  return errors;
}

export function sliderBody(values: SliderFormValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fieldsOf(values))) body.append(key, value);
  if (values.image) body.append('image', values.image);
  if (values.webImage) body.append('web_image', values.webImage);
  return body;
}

/** The API's field messages, the first one per field. */
export function sliderErrors(fields: { field: string; message: string }[]): SliderFormErrors {
  const out: SliderFormErrors = {};
  for (const { field, message } of fields) out[field] ??= message;
  return out;
}
