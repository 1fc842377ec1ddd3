import { VERIFICATION_MESSAGES, verificationApplySchema } from '@domus/shared/schemas/verification.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Agent verification';

/** The member's verification calls (contract §3.6, shapes §2.16). */
export function verificationCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get-agent-verification-form-fields',
      access: 'required',
      tag: TAG,
      summary:
        'The verification form: the active fields by rank, each `{id, name, field_type (text|number|radio|checkbox|dropdown|textarea|file), rank, section, form_fields_values}` (the options of radio/checkbox/dropdown, `[]` otherwise); `[]` when the operator defined none.',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.verification.formFields(signedIn(viewer))),
    }),
    defineCall({
      method: 'POST',
      name: 'apply-agent-verification',
      access: 'required',
      tag: TAG,
      summary:
        'Apply (or re-apply after a failure) for agent verification: `form_fields[i][id]` and `form_fields[i][value]` for every active field, each once (multipart when a file is sent). text ≤ 1,000; number; radio/dropdown one option; checkbox an array (`form_fields[i][value][]`) or csv of options; textarea ≤ 5,000; file JPEG/PNG/PDF/DOC/DOCX/TXT ≤ 5 MB by content (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE). A missing answer: 400 `Please fill all fields` naming `form_fields.{i}`; a wrong one: `Invalid value for {name}`. Under review: 409 ALREADY_SUBMITTED; verified: 409 ALREADY_VERIFIED; demo mode: 403 DEMO_MODE. Replaces earlier answers, sets status pending and tells the operators. 201 with the Application.',
      input: verificationApplySchema,
      deferValidation: true,
      handler: async ({ input, viewer }) => ({
        ...ok(await services.verification.apply(signedIn(viewer), input), VERIFICATION_MESSAGES.submitted),
        status: 201,
      }),
    }),
    defineCall({
      method: 'GET',
      name: 'get-agent-verification-form-values',
      access: 'required',
      tag: TAG,
      summary:
        'My verification application `{id, user_id, status, reason, reviewed_at, created_at, updated_at, user, verify_customer_values}` (file answers as access-checked URLs), or null with "No data found!" when I never applied.',
      input: z.object({}),
      handler: async ({ viewer }) => {
        const application = await services.verification.myApplication(signedIn(viewer));
        return application ? ok(application) : ok(null, VERIFICATION_MESSAGES.noData);
      },
    }),
  ];
}
