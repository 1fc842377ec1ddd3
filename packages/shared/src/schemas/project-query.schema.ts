import { z } from 'zod';
import { boolParam, enumParam, idParam, pagination, textParam } from './params.schema.js';

/** Query schemas of the public project reads. Shared by the API and the web filters. */

export const PROJECT_TYPES = ['under_construction', 'upcoming'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const projectListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  category_id: idParam('category_id').optional(),
  category_slug_id: textParam('category_slug_id', 100).optional(),
  city: textParam('city', 100).optional(),
  state: textParam('state', 100).optional(),
  country: textParam('country', 100).optional(),
  type: enumParam('type', PROJECT_TYPES).optional(),
  posted_since: enumParam('posted_since', ['0', '1'] as const).optional(),
  get_featured: boolParam('get_featured').optional(),
  // 0 = the operator's projects, as for get_property.
  userid: idParam('userid', { allowZero: true }).optional(),
  ...pagination(10, 100),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const projectDetailQuerySchema = z
  .object({
    id: idParam('id').optional(),
    slug_id: textParam('slug_id', 100).optional(),
    get_similar: boolParam('get_similar').optional(),
    count_view: boolParam('count_view').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.id === undefined && value.slug_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['slug_id'], message: 'Please fill all fields' });
    }
  });
export type ProjectDetailQuery = z.output<typeof projectDetailQuerySchema>;
