import { z } from 'zod';

/**
 * `POST contct_us`. The API validates the request with it and
 * the web contact form validates before sending, so both show the same words next to a field.
 */
export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailInvalid: 'Email address is invalid',
  subject: 'Subject is required',
  message: 'Message is required',
} as const;

// A practical address check: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Trims; '', 'undefined' and 'null' count as absent, as on the wire. */
function text(requiredMessage: string, label: string, max: number) {
  return z.any().transform((value: unknown, ctx) => {
    const raw = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (raw === '' || raw === 'undefined' || raw === 'null') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (raw.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max} characters` });
      return z.NEVER;
    }
    return raw;
  });
}

export const contactSchema = z.object({
  first_name: text(CONTACT_MESSAGES.name, 'First name', CONTACT_LIMITS.name),
  last_name: text(CONTACT_MESSAGES.name, 'Last name', CONTACT_LIMITS.name),
  email: text(CONTACT_MESSAGES.email, 'Email', CONTACT_LIMITS.email).pipe(
    z.string().regex(EMAIL, { message: CONTACT_MESSAGES.emailInvalid }),
  ),
  subject: text(CONTACT_MESSAGES.subject, 'Subject', CONTACT_LIMITS.subject),
  message: text(CONTACT_MESSAGES.message, 'Message', CONTACT_LIMITS.message),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = [
  'first_name',
  'last_name',
  'email',
  'subject',
  'message',
];

/** Field → first message, for a form showing errors next to its fields. */
export function contactFieldErrors(value: Record<string, unknown>): Partial<Record<ContactField, string>> {
  const parsed = contactSchema.safeParse(value);
  if (parsed.success) return {};
  const out: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
