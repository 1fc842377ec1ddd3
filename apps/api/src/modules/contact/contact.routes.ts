import { contactSchema } from '@domus/shared/schemas/contact.schema';
import { type CallDefinition, defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';

export function contactCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'contct_us',
      access: 'public',
      tag: 'Content',
      summary: 'Send a message to the operator (stored, and mailed to company_email). 5 per IP per hour.',
      input: contactSchema,
      handler: async ({ input, request }) => {
        await services.contact.submit(input, request.ip ?? null, request.log);
        return ok(null, 'Contact request sent successfully', { status: 201 });
      },
    }),
  ];
}
