import { z } from 'zod';
import { RENT_DURATIONS } from '../constants/enums.constants';
import {
  ADDRESS_DETAILS_REQUIRED,
  CATEGORY_REQUIRED,
  DESCRIPTION_REQUIRED,
  LOCATION_REQUIRED,
  PRICE_REQUIRED,
  TITLE_REQUIRED,
} from '../constants/messages.constants';
import {
  boolParam,
  decimalParam,
  enumParam,
  idListParam,
  idParam,
  moneyParam,
  required,
  textParam,
} from './params.schema';

/**
 * The property form (`post_property`, `update_post_property`): one schema for the API and the web
 * form, so the browser shows the server's exact messages (contract §3.3, §1.8). Files are
 * `z.any()` here: their type, size and pixels are read from the bytes by the server (§4.21), and
 * the form checks what it can before sending (upload-limits.constants).
 */

/** A coordinate: missing or out of range answers the map pin's message (§1.8). */
export function coordinateParam(label: string, limit: number) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      const n = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message: LOCATION_REQUIRED });
        return z.NEVER;
      }
      return Math.round(n * 1e7) / 1e7;
    })
    .meta({ type: 'number', minimum: -limit, maximum: limit, description: label });
}

// youtube.com/watch?v=, youtu.be/, /shorts/ and /embed/ links (pattern-checked, never fetched).
const YOUTUBE =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{6,}(?:[?&#][^\s]*)?$/i;

export function isYoutubeUrl(value: string): boolean {
  return YOUTUBE.test(value);
}

export const videoLinkParam = textParam('video_link', 500).refine(isYoutubeUrl, {
  message: 'Video link must be a YouTube link',
});

export const addressText = (label: string, max: number) =>
  required(textParam(label, max), ADDRESS_DETAILS_REQUIRED);

const parameterEntry = z.object({
  parameter_id: required(idParam('parameter_id')),
  // Typed per the category's parameter (number, option, options, text, file): checked by the server.
  value: z.any().optional(),
});

const facilityEntry = z.object({
  facility_id: required(idParam('facility_id')),
  distance: required(decimalParam('distance', 0, 10_000, 1)),
});

/** Text fields every save sends (the required ones again on an edit: a full form save). */
export const propertyFormFields = {
  title: required(textParam('title', 255), TITLE_REQUIRED),
  description: required(textParam('description', 20_000), DESCRIPTION_REQUIRED),
  category_id: required(idParam('category_id'), CATEGORY_REQUIRED),
  property_type: required(enumParam('property_type', ['sell', 'rent'] as const, [0, 1])),
  price: required(moneyParam('Price'), PRICE_REQUIRED),
  rentduration: enumParam('rentduration', RENT_DURATIONS).optional(),
  address: addressText('address', 500),
  city: addressText('city', 100),
  state: addressText('state', 100),
  country: addressText('country', 100),
  latitude: required(coordinateParam('latitude', 90), LOCATION_REQUIRED),
  longitude: required(coordinateParam('longitude', 180), LOCATION_REQUIRED),
  client_address: textParam('client_address', 500).optional(),
  video_link: videoLinkParam.optional(),
  is_premium: boolParam('is_premium').optional(),
  slug_id: textParam('slug_id', 255).optional(),
  meta_title: textParam('meta_title', 255).optional(),
  meta_description: textParam('meta_description', 1000).optional(),
  meta_keywords: textParam('meta_keywords', 1000).optional(),
  parameters: z.array(parameterEntry).max(100).optional(),
  facilities: z.array(facilityEntry).max(100).optional(),
};

const fileFields = {
  title_image: z.any().optional(),
  three_d_image: z.any().optional(),
  gallery_images: z.any().optional(),
  documents: z.any().optional(),
  meta_image: z.any().optional(),
};

/** `post_property`. `userid` must be the caller; `package_id` is ignored (the server picks, §4.5). */
export const postPropertySchema = z.object({
  ...propertyFormFields,
  ...fileFields,
  userid: idParam('userid').optional(),
  package_id: z.any().optional(),
});

/** The listing an `update_post_property` names: by id or slug. */
export const propertyTargetSchema = z
  .object({
    action_type: required(enumParam('action_type', ['update', 'delete'] as const, [0, 1])),
    id: idParam('id').optional(),
    slug_id: textParam('slug_id', 255).optional(),
  })
  .refine((v) => v.id !== undefined || v.slug_id !== undefined, {
    message: 'Please fill all fields',
    path: ['id'],
  });

/** `update_post_property` (update): the whole form again, plus what to remove. */
export const updatePostPropertySchema = postPropertySchema.extend({
  action_type: required(enumParam('action_type', ['update', 'delete'] as const, [0, 1])),
  id: idParam('id').optional(),
  remove_three_d_image: boolParam('remove_three_d_image').optional(),
  remove_gallery_images: idListParam('remove_gallery_images').optional(),
  remove_documents: idListParam('remove_documents').optional(),
  remove_meta_image: boolParam('remove_meta_image').optional(),
});

export type PostPropertyInput = z.output<typeof postPropertySchema>;
export type UpdatePostPropertyInput = z.output<typeof updatePostPropertySchema>;
export type PropertyTarget = z.output<typeof propertyTargetSchema>;
