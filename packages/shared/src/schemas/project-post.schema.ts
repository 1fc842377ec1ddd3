import { z } from 'zod';
import { PROJECT_TYPES } from '../constants/enums.constants';
import {
  CATEGORY_REQUIRED,
  DESCRIPTION_REQUIRED,
  FLOOR_DETAILS_REQUIRED,
  LOCATION_REQUIRED,
  TITLE_REQUIRED,
} from '../constants/messages.constants';
import { PROJECT_PLANS_MAX } from '../constants/upload-limits.constants';
import { boolParam, enumParam, idListParam, idParam, required, textParam } from './params.schema';
import { addressText, coordinateParam, videoLinkParam } from './property-post.schema';

/**
 * The project form (`post_project`, create without `id`, edit with it): one schema for the API and
 * the web form (contract §3.3, §1.8). Files are `z.any()`: their type, size and pixels are read
 * from the bytes by the server (§4.21).
 */

/**
 * One floor plan: a new one needs a title and a document; an existing one (`id`) needs its title
 * again and keeps its document unless a new file is sent. The form answers the spec's message for
 * a plan left half filled, as the web form does before it adds the next one.
 */
export const projectPlanEntry = z
  .object({
    id: idParam('plans id').optional(),
    title: textParam('plan title', 255).optional(),
    document: z.any().optional(),
  })
  .superRefine((plan, ctx) => {
    if (plan.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: FLOOR_DETAILS_REQUIRED });
    } else if (plan.id === undefined && plan.document === undefined) {
      ctx.addIssue({ code: 'custom', path: ['document'], message: FLOOR_DETAILS_REQUIRED });
    }
  });

/** Text fields every save sends (the required ones again on an edit: a full form save). */
export const projectFormFields = {
  title: required(textParam('title', 255), TITLE_REQUIRED),
  description: required(textParam('description', 20_000), DESCRIPTION_REQUIRED),
  category_id: required(idParam('category_id'), CATEGORY_REQUIRED),
  type: required(enumParam('type', PROJECT_TYPES)),
  location: addressText('location', 500),
  city: addressText('city', 100),
  state: addressText('state', 100),
  country: addressText('country', 100),
  latitude: required(coordinateParam('latitude', 90), LOCATION_REQUIRED),
  longitude: required(coordinateParam('longitude', 180), LOCATION_REQUIRED),
  video_link: videoLinkParam.optional(),
  slug_id: textParam('slug_id', 255).optional(),
  meta_title: textParam('meta_title', 255).optional(),
  meta_description: textParam('meta_description', 1000).optional(),
  meta_keywords: textParam('meta_keywords', 1000).optional(),
  plans: z
    .array(projectPlanEntry)
    .max(PROJECT_PLANS_MAX, { message: `At most ${PROJECT_PLANS_MAX} floor plans are allowed` })
    .optional(),
};

/** `post_project`. `remove_*` lists are csv or arrays of ids; they only mean something on an edit. */
export const postProjectSchema = z.object({
  id: idParam('id').optional(),
  ...projectFormFields,
  image: z.any().optional(),
  gallery_images: z.any().optional(),
  documents: z.any().optional(),
  meta_image: z.any().optional(),
  remove_gallery_images: idListParam('remove_gallery_images').optional(),
  remove_documents: idListParam('remove_documents').optional(),
  remove_plans: idListParam('remove_plans').optional(),
  remove_meta_image: boolParam('remove_meta_image').optional(),
});

/** The project an edit names, read before the form itself (ownership answers before validation). */
export const projectTargetSchema = z.object({
  id: required(idParam('id')),
});

export type PostProjectInput = z.output<typeof postProjectSchema>;
export type ProjectPlanInput = z.output<typeof projectPlanEntry>;
