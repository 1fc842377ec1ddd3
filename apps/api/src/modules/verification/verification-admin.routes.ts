import {
  verificationFieldIdSchema,
  verificationFieldSchema,
  verificationFieldUpdateSchema,
  verificationListQuerySchema,
  verificationReviewSchema,
} from '@domus/shared/schemas/verification-admin.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: agent verification';

const FIELD =
  '`{id, name, field_type, rank, active, section, options: [{id, value}], answers_count, created_at, updated_at}`';
const FIELD_INPUT =
  '`name` (1..255), `field_type` (text|number|radio|checkbox|dropdown|textarea|file), `rank` (≥ 0, default 0), `active` (default true), `section` (≤ 100; empty: none), `options` (radio/checkbox/dropdown: at least one, each once, 1..255; none for the other types)';
const APPLICATION =
  'the Application (§2.16: status, reason, reviewed_at, answers with file URLs readable by operators) with `user.email`, `user.mobile`, `user.slug_id`';
const EFFECTS =
  'The member is notified (verification_success / verification_failed: stored, pushed, realtime and mailed); badges and the verified-first agent order change at once on public pages; audited with before and after. Out of turn: 409 INVALID_STATUS_TRANSITION.';

/** admin/verification-fields (the form builder) and admin/verifications (the review queue). */
export function verificationAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/verification-fields',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary: `Operator: every verification form field, active or not, by rank then id: ${FIELD}.`,
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.verificationAdmin.fields(signedIn(viewer))),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/verification-fields',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: `Operator: add a field to the verification form: ${FIELD_INPUT}. 201 with the field; audited.`,
      input: verificationFieldSchema,
      handler: async ({ input, viewer, request }) => ({
        ...ok(
          await services.verificationAdmin.createField(operatorRequest(viewer, request), input),
          'Field created',
        ),
        status: 201,
      }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/verification-fields/:id',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: `Operator: change a field; what is sent changes (${FIELD_INPUT}). \`options\`, when sent, replaces the list (an unchanged value keeps its id). A form save carries \`name\`: then \`section\` is what it carries (absent: none); without \`name\` (the active switch) the section stays. Audited with before and after.`,
      input: verificationFieldUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.verificationAdmin.updateField(operatorRequest(viewer, request), input),
          'Field updated',
        ),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/verification-fields/:id',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: remove a field from the form. The answers already given to it stay with their applications (with its name). Audited.',
      input: verificationFieldIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.verificationAdmin.removeField(operatorRequest(viewer, request), input.id),
          'Field deleted',
        ),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/verifications',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary: `Operator: verification applications: status (pending|success|failed; absent: all), search (member name or email), offset/limit (20, ≤ 100) and total; pending oldest first, the others newest review first. Each is ${APPLICATION}.`,
      input: verificationListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.verificationAdmin.applications(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/verifications/:id',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary: `Operator: one application: ${APPLICATION}.`,
      input: verificationFieldIdSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.verificationAdmin.application(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/verifications/:id/approve',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: `Operator: approve a pending application (pending → success). ${EFFECTS}`,
      input: verificationFieldIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.verificationAdmin.approve(operatorRequest(viewer, request), input.id),
          'Verification approved',
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/verifications/:id/fail',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: `Operator: fail a pending application with \`reason\` (1..500, shown to the member; pending → failed; the member may re-apply). ${EFFECTS}`,
      input: verificationReviewSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.verificationAdmin.fail(operatorRequest(viewer, request), input.id, input.reason),
          'Verification failed',
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/verifications/:id/revoke',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: `Operator: revoke a verified member's verification with \`reason\` (1..500; success → failed; the member may re-apply). ${EFFECTS}`,
      input: verificationReviewSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.verificationAdmin.revoke(operatorRequest(viewer, request), input.id, input.reason),
          'Verification revoked',
        ),
    }),
  ];
}
