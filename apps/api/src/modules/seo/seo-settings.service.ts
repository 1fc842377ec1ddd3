import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import {
  type AdminSeoUpdateInput,
  SEO_PAGES,
  type SeoPage,
  type SeoSettingsQuery,
  seoWarnings,
} from '@domus/shared/schemas/admin-seo.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { deleteOwnedUploads, newUploadKey } from '../../lib/upload-keys.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type SeoValues, seoSettingsRepository } from './seo-settings.repository.js';

const isSeoPage = (page: string): page is SeoPage => (SEO_PAGES as readonly string[]).includes(page);
const blank = (value: string | null | undefined) => (value ? value : null);

/**
 * SEO values per public page and language (issue 14, contract §3.8 get_seo_settings). The reader's
 * language row wins, then the default language's, then the settings (company name, web logo), so
 * a page always has a title. Writes are one transaction with their audit record, then announced as
 * a homepage change so the cached public answers (and the web's pages) drop at once.
 */
export function seoSettingsService(deps: AppDeps, settings: SettingsService, audit: AuditService) {
  const repo = seoSettingsRepository(deps.db);
  const announce = () => deps.changes.publish({ homepage: true });

  async function resolve(language: string | undefined, page?: SeoPage) {
    const fallback = await settings.get('default_language');
    const lang = language ?? fallback;
    const rows = await repo.rows([...new Set([lang, fallback])], page);
    const title = await settings.get('company_name');
    const logo = mediaUrl(deps.storage, await settings.get('web_logo'));
    const pick = (p: SeoPage, field: keyof SeoValues) =>
      rows.find((r) => r.page === p && r.language_code === lang && r[field])?.[field] ??
      rows.find((r) => r.page === p && r.language_code === fallback && r[field])?.[field] ??
      null;
    return (page ? [page] : SEO_PAGES).map((p) => {
      const image = pick(p, 'image');
      return {
        page: p,
        title: pick(p, 'title') ?? title,
        description: pick(p, 'description'),
        keywords: pick(p, 'keywords'),
        image: image ? mediaUrl(deps.storage, image) : logo,
      };
    });
  }

  /** One page's stored values as the console edits them, with the spec's warnings. */
  function presentStored(page: SeoPage, language: string, row: Partial<SeoValues> | undefined) {
    const values = {
      title: row?.title ?? null,
      description: row?.description ?? null,
      keywords: row?.keywords ?? null,
    };
    return {
      page,
      language_code: language,
      ...values,
      image: row?.image ? mediaUrl(deps.storage, row.image) : null,
      warnings: seoWarnings(values),
    };
  }

  /** A language the site offers: one of the languages table, or the default language itself. */
  async function checkLanguage(code: string) {
    if (code === (await settings.get('default_language'))) return;
    if (!(await repo.languageExists(code))) throw errors.field('language_code', 'Unknown language');
  }

  return {
    /** get_seo_settings: one page (404 for an unknown one) or every page. */
    async get(query: SeoSettingsQuery) {
      if (query.page !== undefined && !isSeoPage(query.page)) throw errors.notFound();
      const all = await resolve(query.language_code, query.page as SeoPage | undefined);
      return query.page ? all[0] : all;
    },

    /** GET admin/seo-settings: every page's stored values in one language (default: the default). */
    async list(viewer: Viewer, language: string | undefined) {
      assertMay(viewer, 'settings.read');
      const lang = language ?? (await settings.get('default_language'));
      const rows = await repo.rows([lang]);
      return SEO_PAGES.map((page) =>
        presentStored(
          page,
          lang,
          rows.find((r) => r.page === page),
        ),
      );
    },

    /** PATCH admin/seo-settings/{page}: the three texts as sent (absent or empty: the default). */
    async update(operator: OperatorRequest, input: AdminSeoUpdateInput) {
      assertMay(operator.viewer, 'settings.write');
      await checkLanguage(input.language_code);
      const values = {
        title: blank(input.title),
        description: blank(input.description),
        keywords: blank(input.keywords),
      };
      const saved = await deps.db.transaction().execute(async (trx) => {
        const tx = seoSettingsRepository(trx);
        const before = await tx.find(input.page, input.language_code);
        await tx.upsert(input.page, input.language_code, values, deps.now());
        await audit.within(trx).record(operator, {
          action: 'seo.update',
          target: { type: 'seo', id: null },
          before: {
            page: input.page,
            language_code: input.language_code,
            title: before?.title ?? null,
            description: before?.description ?? null,
            keywords: before?.keywords ?? null,
          },
          after: { page: input.page, language_code: input.language_code, ...values },
        });
        return tx.find(input.page, input.language_code);
      });
      await announce();
      return presentStored(input.page, input.language_code, saved);
    },

    /**
     * POST admin/seo-settings/{page}/image: the page's preview image (og:image), a JPEG or PNG
     * checked by its bytes and written again without metadata. The old file goes only after the
     * new key is stored.
     */
    async replaceImage(operator: OperatorRequest, page: SeoPage, language: string, file: unknown) {
      assertMay(operator.viewer, 'settings.write');
      await checkLanguage(language);
      if (!isUploadedFile(file)) throw errors.field('image', 'This field must be a file');
      const image = await readImageUpload(file, { field: 'image', maxBytes: IMAGE_MAX_BYTES, minSide: 1 });
      const stored = newUploadKey('seo', image.ext);
      await deps.storage.put(stored, image.data, image.contentType);
      let before: string | null = null;
      let saved: Partial<SeoValues> | undefined;
      try {
        saved = await deps.db.transaction().execute(async (trx) => {
          const tx = seoSettingsRepository(trx);
          before = (await tx.find(page, language))?.image ?? null;
          await tx.upsert(page, language, { image: stored }, deps.now());
          await audit.within(trx).record(operator, {
            action: 'seo.update',
            target: { type: 'seo', id: null },
            before: { page, language_code: language, image: before },
            after: { page, language_code: language, image: stored },
          });
          return tx.find(page, language);
        });
      } catch (error) {
        await deleteOwnedUploads(deps.storage, [stored]);
        throw error;
      }
      await deleteOwnedUploads(deps.storage, [before]);
      await announce();
      return presentStored(page, language, saved);
    },
  };
}

export type SeoSettingsService = ReturnType<typeof seoSettingsService>;
