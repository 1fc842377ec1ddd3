import {
  adminSliderIdSchema,
  adminSliderListQuerySchema,
  adminSliderMoveSchema,
  adminSliderSchema,
  adminSliderUpdateSchema,
} from '@domus/shared/schemas/admin-slider.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: sliders';

const FIELDS =
  '`type` (`default`, `category`, `property`, `link`, or their codes 1–4), `category_id` (category: an existing category), `property_id` (property: a publicly visible listing), `link` (link: an http(s) address, ≤ 500), `show_property_details`, `status` (on/off), `sequence`, and the multipart files `image` and `web_image` (JPEG or PNG by content, ≤ 3 MB)';

/** admin/sliders: the homepage slides (issue 14; public shape §2.15, at most 20 shown, §4.16). */
export function sliderAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/sliders',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary:
        'Operator: the homepage sliders in homepage order (sequence), with filters type and status, offset/limit (50, ≤ 100) and total. homepage-data shows the first 20 enabled ones whose target is valid.',
      input: adminSliderListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.sliderAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/sliders/:id',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary: 'Operator: one slider as the list shows it.',
      input: adminSliderIdSchema,
      handler: async ({ input, viewer }) => ok(await services.sliderAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/sliders',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: create a slider (multipart): ${FIELDS}; \`image\` required. Last in order unless \`sequence\` is given. On the homepage at once; audited.`,
      input: adminSliderSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.sliderAdmin.create(operatorRequest(viewer, request), input), 'Slider created', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/sliders/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: replace a slider's type and target (${FIELDS}); images only when sent (the old files are deleted). On the homepage at once; audited with before and after.`,
      input: adminSliderUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.sliderAdmin.update(operatorRequest(viewer, request), input), 'Slider updated'),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/sliders/:id/move',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary:
        'Operator: move a slider one place `up` or `down` in the homepage order (`direction`); the first stays first. Audited.',
      input: adminSliderMoveSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.sliderAdmin.move(operatorRequest(viewer, request), input.id, input.direction),
          'Slider moved',
        ),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/sliders/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: 'Operator: delete a slider and its images. Audited.',
      input: adminSliderIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.sliderAdmin.remove(operatorRequest(viewer, request), input.id), 'Slider deleted'),
    }),
  ];
}
