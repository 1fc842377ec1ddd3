import type {
  AdminArticleInput,
  AdminArticleListQuery,
  AdminArticleUpdateInput,
} from '@domus/shared/schemas/admin-content.schema';
import { CONTENT_MESSAGES } from '@domus/shared/schemas/admin-content.schema';
import { seoWarnings } from '@domus/shared/utils/seo.util';
import { slugify, uniqueSlugAmong } from '@domus/shared/utils/slug.util';
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { sanitizeOperatorHtml } from '../../lib/rich-text.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  type ArticleAdminRow,
  type ArticleValues,
  articleAdminRepository,
} from './article-admin.repository.js';

/** What the audit log keeps of an article: its fields, not its derived category name. */
function audited(row: ArticleAdminRow) {
  return {
    title: row.title,
    slug_id: row.slug_id,
    category_id: row.category_id,
    description: row.description,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
  };
}

/**
 * Operators' articles (contract §2.15, §3.8). The description is operator HTML, sanitised here
 * before it is stored (a script, an event attribute or a javascript: link never reaches the
 * table); the slug is made from the title on create and changes only when one is sent (§4.20);
 * the spec's SEO limits are warnings next to the saved article, never refusals. Every write is
 * one transaction with its audit record, then announced so get_articles and the homepage drop
 * their cached answers.
 */
export function articleAdminService(deps: AppDeps, audit: AuditService) {
  const repo = articleAdminRepository(deps.db);
  const announce = () => deps.changes.publish({ catalogue: true, homepage: true });
  const mediaPrefix = deps.storage.publicUrl('');

  async function present(db: Kysely<DB>, rows: ArticleAdminRow[]) {
    const ids = [...new Set(rows.map((r) => r.category_id).filter((id): id is number => id !== null))];
    const names = await articleAdminRepository(db).categoryNames(ids);
    return rows.map((row) => {
      const category = row.category_id === null ? undefined : names.get(row.category_id);
      return {
        id: row.id,
        slug_id: row.slug_id,
        title: row.title,
        image: mediaUrl(deps.storage, row.image),
        description: row.description,
        category_id: row.category_id ?? 0,
        category: category && row.category_id !== null ? { id: row.category_id, ...category } : null,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        meta_keywords: row.meta_keywords,
        meta_image: mediaUrl(deps.storage, row.meta_image),
        warnings: seoWarnings(row),
        created_at: toIso(row.created_at),
        updated_at: toIso(row.updated_at),
      };
    });
  }

  async function valuesOf(db: Kysely<DB>, input: AdminArticleInput, slug: string): Promise<ArticleValues> {
    const description = sanitizeOperatorHtml(input.description, mediaPrefix);
    // Only markup that sanitised away to nothing (a lone <script>) is as good as no description.
    if (description === '') throw errors.field('description', CONTENT_MESSAGES.descriptionRequired);
    const categoryId = input.category_id ? input.category_id : null;
    if (categoryId !== null && (await articleAdminRepository(db).categoryNames([categoryId])).size === 0)
      throw errors.field('category_id', 'Please select Category');
    const blank = (text: string | undefined) => (text?.trim() ? text.trim() : null);
    return {
      slug_id: slug,
      title: input.title.trim(),
      description,
      category_id: categoryId,
      meta_title: blank(input.meta_title),
      meta_description: blank(input.meta_description),
      meta_keywords: blank(input.meta_keywords),
    };
  }

  const pickSlug = (db: Kysely<DB>, source: string, exceptId?: number) =>
    uniqueSlugAmong(slugify(source, 'article'), (candidates) =>
      articleAdminRepository(db).slugsTaken(candidates, exceptId),
    );

  return {
    async list(viewer: Viewer, query: AdminArticleListQuery) {
      assertMay(viewer, 'content.read');
      const category = query.category_id === undefined ? undefined : query.category_id || null;
      const { rows, total } = await repo.page(query.search, category, query.offset, query.limit);
      return { data: await present(deps.db, rows), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'content.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return (await present(deps.db, [row]))[0];
    },

    async create(operator: OperatorRequest, input: AdminArticleInput) {
      assertMay(operator.viewer, 'content.write');
      const created = await deps.db.transaction().execute(async (trx) => {
        const tx = articleAdminRepository(trx);
        const slug = await pickSlug(trx, input.slug_id ?? input.title);
        const id = await tx.insert(await valuesOf(trx, input, slug), deps.now());
        const row = (await tx.find(id)) as ArticleAdminRow;
        await audit.within(trx).record(operator, {
          action: 'article.create',
          target: { type: 'article', id },
          before: undefined, // nothing before: the log keeps no value
          after: audited(row),
        });
        return (await present(trx, [row]))[0];
      });
      await announce();
      return created;
    },

    async update(operator: OperatorRequest, input: AdminArticleUpdateInput) {
      assertMay(operator.viewer, 'content.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = articleAdminRepository(trx);
        const before = await tx.lock(input.id);
        if (!before) throw errors.notFound();
        // The slug is fixed at creation and changes only when one is sent (§4.20).
        const slug =
          input.slug_id !== undefined ? await pickSlug(trx, input.slug_id, input.id) : before.slug_id;
        await tx.update(input.id, await valuesOf(trx, input, slug), deps.now());
        const row = (await tx.find(input.id)) as ArticleAdminRow;
        await audit.within(trx).record(operator, {
          action: 'article.update',
          target: { type: 'article', id: input.id },
          before: audited(before),
          after: audited(row),
        });
        return (await present(trx, [row]))[0];
      });
      await announce();
      return updated;
    },

    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'content.write');
      await deps.db.transaction().execute(async (trx) => {
        const tx = articleAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        await tx.remove(id);
        await audit.within(trx).record(operator, {
          action: 'article.delete',
          target: { type: 'article', id },
          before: audited(row),
          after: undefined, // nothing after: the log keeps no value
        });
      });
      await announce();
      return { id };
    },
  };
}

export type ArticleAdminService = ReturnType<typeof articleAdminService>;
