import type {
  AdminContactListQuery,
  AdminContactReplyInput,
} from '@domus/shared/schemas/admin-contact.schema';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type ContactMessageRow, contactAdminRepository } from './contact-admin.repository.js';

/** A contact request as operators see it (the sender's IP stays on the server). */
function present(row: ContactMessageRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: !!row.handled,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/**
 * The operators' contact inbox (issue 14). A reply is mailed to the sender first; only a mail
 * that went out marks the request handled, in one transaction with the audit record (which keeps
 * the reply's text: there is no other copy). A mail that fails changes nothing and answers 503.
 */
export function contactAdminService(deps: AppDeps, settings: SettingsService, audit: AuditService) {
  const repo = contactAdminRepository(deps.db);

  async function found(id: number) {
    const row = await repo.find(id);
    if (!row) throw errors.notFound();
    return row;
  }

  async function mark(operator: OperatorRequest, id: number, handled: boolean, reply?: string) {
    return deps.db.transaction().execute(async (trx) => {
      const tx = contactAdminRepository(trx);
      const row = await tx.lock(id);
      if (!row) throw errors.notFound();
      await tx.setHandled(id, handled, deps.now());
      await audit.within(trx).record(operator, {
        action: reply === undefined ? 'contact_request.handled' : 'contact_request.reply',
        target: { type: 'contact_request', id },
        before: { handled: !!row.handled },
        after: reply === undefined ? { handled } : { handled, reply },
      });
      return present((await tx.find(id)) as ContactMessageRow);
    });
  }

  return {
    async list(viewer: Viewer, query: AdminContactListQuery) {
      assertMay(viewer, 'users.read');
      const { rows, total } = await repo.page(
        { handled: query.handled, search: query.search },
        query.offset,
        query.limit,
      );
      return { data: rows.map(present), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'users.read');
      return present(await found(id));
    },

    async reply(operator: OperatorRequest, input: AdminContactReplyInput) {
      assertMay(operator.viewer, 'users.manage');
      const row = await found(input.id);
      const [company, companyEmail] = await Promise.all([
        settings.get('company_name'),
        settings.get('company_email'),
      ]);
      const text = [
        `Dear ${row.first_name} ${row.last_name},`,
        '',
        input.message,
        '',
        company ? `— ${company}` : '',
        '',
        `Your message of ${toIso(row.created_at)?.slice(0, 10) ?? ''}:`,
        ...row.message.split('\n').map((line) => `> ${line}`),
      ].join('\n');
      try {
        await deps.mail.send({
          to: row.email,
          subject: `Re: ${row.subject}`,
          text,
          ...(companyEmail ? { replyTo: companyEmail } : {}),
        });
      } catch {
        throw errors.coded('UPSTREAM_UNAVAILABLE');
      }
      return mark(operator, input.id, true, input.message);
    },

    async setHandled(operator: OperatorRequest, id: number, handled: boolean) {
      assertMay(operator.viewer, 'users.manage');
      return mark(operator, id, handled);
    },

    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'users.manage');
      await deps.db.transaction().execute(async (trx) => {
        const tx = contactAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        await tx.remove(id);
        const { id: _id, created_at: _c, updated_at: _u, ...before } = present(row);
        await audit.within(trx).record(operator, {
          action: 'contact_request.delete',
          target: { type: 'contact_request', id },
          before,
          after: undefined, // nothing after: the log keeps no value
        });
      });
      return { id };
    },
  };
}

export type ContactAdminService = ReturnType<typeof contactAdminService>;
