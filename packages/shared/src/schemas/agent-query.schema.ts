import { z } from 'zod';
import { boolParam, idParam, pagination, textParam } from './params.schema.js';

/** Query schemas of the agent reads. */

export const agentListQuerySchema = z.object({ ...pagination(10, 100) });
export type AgentListQuery = z.output<typeof agentListQuerySchema>;

export const agentPropertiesQuerySchema = z
  .object({
    slug_id: textParam('slug_id', 100).optional(),
    // 0 is the operator pseudo-agent, as listed by agent-list.
    id: idParam('id', { allowZero: true }).optional(),
    is_admin: boolParam('is_admin').optional(),
    is_projects: boolParam('is_projects').optional(),
    ...pagination(10, 100),
  })
  .superRefine((value, ctx) => {
    // is_admin=0 names no target: only is_admin=1 selects the operator.
    const targets = [value.slug_id !== undefined, value.id !== undefined, value.is_admin === true];
    const count = targets.filter(Boolean).length;
    if (count === 0) {
      ctx.addIssue({ code: 'custom', path: ['slug_id'], message: 'Please fill all fields' });
    } else if (count > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug_id'],
        message: 'Send only one of slug_id, id or is_admin',
      });
    }
  });
export type AgentPropertiesQuery = z.output<typeof agentPropertiesQuerySchema>;
