import { z } from 'zod';
import { enumListParam, enumParam, idParam, pagination, required, textParam } from './params.schema';

/** `delete_project`. */
export const deleteProjectSchema = z.object({
  id: required(idParam('id')),
});

/** `change-project-status`: the owner's on/off switch (0 inactive, 1 active). */
export const changeProjectStatusSchema = z.object({
  project_id: required(idParam('project_id')),
  status: required(enumParam('status', ['inactive', 'active'] as const, [0, 1])),
});

/** `get-added-projects`: my projects in any state (filters), or one of them by `id`/`slug_id`. */
export const addedProjectsQuerySchema = z.object({
  id: idParam('id').optional(),
  slug_id: textParam('slug_id', 100).optional(),
  request_status: enumListParam('request_status', ['pending', 'approved', 'rejected'] as const).optional(),
  status: enumListParam('status', ['0', '1'] as const).optional(),
  ...pagination(10, 100),
});

export type ChangeProjectStatusInput = z.output<typeof changeProjectStatusSchema>;
export type AddedProjectsQuery = z.output<typeof addedProjectsQuerySchema>;
