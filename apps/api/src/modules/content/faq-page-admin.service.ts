import {
  type AdminFaqInput,
  type AdminFaqListQuery,
  type AdminFaqUpdateInput,
  type AdminPageQuery,
  type AdminPageUpdateInput,
  CONTENT_PAGES,
  type ContentPage,
} from '@domus/shared/schemas/admin-content.schema';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { sanitizeOperatorHtml } from '../../lib/rich-text.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type FaqRow, faqPageRepository } from './faq-page.repository.js';

function presentFaq(row: FaqRow) {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    status: !!row.status,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
const auditedFaq = (row: FaqRow) => ({ question: row.question, answer: row.answer, status: !!row.status });

/**
 * Operators' FAQs and pages (contract §2.15, §3.8, web-settings). FAQs are plain text (the public
 * list renders them as text); only active ones are public. The pages (about us, privacy, terms)
 * are operator HTML, sanitised on save: the default language's text is the setting web-settings
 * has always published, so the settings screen and this one edit the same thing; another
 * language's text is a content_pages row, and readers of a language without one get the default.
 */
export function faqPageAdminService(deps: AppDeps, audit: AuditService, settings: SettingsService) {
  const repo = faqPageRepository(deps.db);
  const announce = () => deps.changes.publish({ catalogue: true, homepage: true });
  const mediaPrefix = deps.storage.publicUrl('');

  async function enabledLanguage(code: string): Promise<string> {
    const languages = (await settings.publicSettings()).languages as { code: string }[];
    const codes = [await settings.get('default_language'), ...languages.map((l) => l.code)];
    // The default language has a page even on a site that lists no language at all.
    const match = codes.find((c) => c.toLowerCase() === code.toLowerCase());
    if (!match) throw errors.field('language_code', 'Language must be one of the enabled languages');
    return match;
  }

  async function pageOf(page: ContentPage, language: string) {
    const fallback = (await settings.get(page)) ?? '';
    const isDefault = language === (await settings.get('default_language'));
    const own = isDefault ? fallback : ((await repo.findPage(page, language))?.content ?? null);
    return { page, language_code: language, is_default_language: isDefault, content: own ?? '', fallback };
  }

  return {
    async listFaqs(viewer: Viewer, query: AdminFaqListQuery) {
      assertMay(viewer, 'content.read');
      const { rows, total } = await repo.faqPage(query.search, query.offset, query.limit);
      return { data: rows.map(presentFaq), total };
    },

    async getFaq(viewer: Viewer, id: number) {
      assertMay(viewer, 'content.read');
      const row = await repo.findFaq(id);
      if (!row) throw errors.notFound();
      return presentFaq(row);
    },

    async createFaq(operator: OperatorRequest, input: AdminFaqInput) {
      assertMay(operator.viewer, 'content.write');
      const created = await deps.db.transaction().execute(async (trx) => {
        const tx = faqPageRepository(trx);
        const values = {
          question: input.question,
          answer: input.answer,
          status: input.status === false ? 0 : 1,
        };
        const id = await tx.insertFaq(values, deps.now());
        const row = (await tx.findFaq(id)) as FaqRow;
        await audit.within(trx).record(operator, {
          action: 'faq.create',
          target: { type: 'faq', id },
          before: undefined, // nothing before: the log keeps no value
          after: auditedFaq(row),
        });
        return presentFaq(row);
      });
      await announce();
      return created;
    },

    /** A whole FAQ, or only its status (the list's switch): absent fields are kept. */
    async updateFaq(operator: OperatorRequest, input: Partial<AdminFaqUpdateInput> & { id: number }) {
      assertMay(operator.viewer, 'content.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = faqPageRepository(trx);
        const before = await tx.lockFaq(input.id);
        if (!before) throw errors.notFound();
        const status = input.status === undefined ? undefined : input.status ? 1 : 0;
        await tx.updateFaq(input.id, { question: input.question, answer: input.answer, status }, deps.now());
        const row = (await tx.findFaq(input.id)) as FaqRow;
        await audit.within(trx).record(operator, {
          action: input.question === undefined ? 'faq.status' : 'faq.update',
          target: { type: 'faq', id: input.id },
          before: auditedFaq(before),
          after: auditedFaq(row),
        });
        return presentFaq(row);
      });
      await announce();
      return updated;
    },

    async removeFaq(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'content.write');
      await deps.db.transaction().execute(async (trx) => {
        const tx = faqPageRepository(trx);
        const row = await tx.lockFaq(id);
        if (!row) throw errors.notFound();
        await tx.removeFaq(id);
        await audit.within(trx).record(operator, {
          action: 'faq.delete',
          target: { type: 'faq', id },
          before: auditedFaq(row),
          after: undefined, // nothing after: the log keeps no value
        });
      });
      await announce();
      return { id };
    },

    /** Every page in every enabled language: whether it has its own text or shows the default. */
    async listPages(viewer: Viewer) {
      assertMay(viewer, 'content.read');
      const languages = (await settings.publicSettings()).languages as { code: string; name: string }[];
      const fallbackLanguage = await settings.get('default_language');
      const own = new Set((await repo.pageTranslations()).map((r) => `${r.page}:${r.language_code}`));
      const data = [];
      for (const page of CONTENT_PAGES) {
        const hasDefault = !!(await settings.get(page))?.trim();
        data.push({
          page,
          languages: languages.map((l) => ({
            code: l.code,
            name: l.name,
            own_text: l.code === fallbackLanguage ? hasDefault : own.has(`${page}:${l.code}`),
          })),
        });
      }
      return data;
    },

    async getPage(viewer: Viewer, query: AdminPageQuery) {
      assertMay(viewer, 'content.read');
      return pageOf(query.page, await enabledLanguage(query.language_code));
    },

    async updatePage(operator: OperatorRequest, input: AdminPageUpdateInput) {
      assertMay(operator.viewer, 'content.write');
      const language = await enabledLanguage(input.language_code);
      const before = await pageOf(input.page, language);
      const content = input.content ? sanitizeOperatorHtml(input.content, mediaPrefix) : '';
      const record = (trx: Parameters<typeof audit.within>[0]) =>
        audit.within(trx).record(operator, {
          action: 'page.update',
          target: { type: 'page', id: null },
          before: { page: input.page, language_code: language, content: before.content },
          after: { page: input.page, language_code: language, content },
        });
      if (before.is_default_language) {
        await settings.setMany({ [input.page]: content || null }, record);
      } else {
        await deps.db.transaction().execute(async (trx) => {
          const tx = faqPageRepository(trx);
          if (content) await tx.savePage(input.page, language, content, deps.now());
          else await tx.removePage(input.page, language);
          await record(trx);
        });
        settings.invalidate();
        await deps.changes.publish({ settings: true, catalogue: true });
      }
      return pageOf(input.page, language);
    },
  };
}

export type FaqPageAdminService = ReturnType<typeof faqPageAdminService>;
