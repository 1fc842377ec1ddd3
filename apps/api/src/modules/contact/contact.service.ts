import type { ContactInput } from '@domus/shared/schemas/contact.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/settings.service.js';
import { contactRepository } from './contact.repository.js';
import { contactLimiter } from './contact-limiter.js';

export interface ContactLog {
  error(object: Record<string, unknown>, message: string): void;
}

/**
 * contct_us: store the request for operators, then tell the company by mail.
 * The request is accepted once stored: a mail failure is logged, never returned to the visitor.
 */
export function contactService(deps: AppDeps, settings: SettingsService) {
  const limiter = contactLimiter(deps.now);
  const messages = contactRepository(deps.db);

  return {
    async submit(input: ContactInput, ip: string | null, log: ContactLog): Promise<void> {
      const retryAfter = limiter.take(`ip:${ip ?? 'unknown'}`);
      if (retryAfter !== null) throw errors.rateLimited(retryAfter);

      await messages.insert(input, ip, deps.now());

      const [to, company] = await Promise.all([settings.get('company_email'), settings.get('company_name')]);
      if (!to) return;
      const name = `${input.first_name} ${input.last_name}`;
      const text = [
        `New contact request${company ? ` on ${company}` : ''}.`,
        '',
        `From: ${name} <${input.email}>`,
        `Subject: ${input.subject}`,
        '',
        input.message,
      ].join('\n');
      try {
        await deps.mail.send({ to, subject: `Contact: ${input.subject}`, text, replyTo: input.email });
      } catch (error) {
        log.error({ err: error }, 'contact request stored but the mail could not be sent');
      }
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
