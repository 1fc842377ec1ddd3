import type {
  AdminCategoryInput,
  AdminCategoryListQuery,
  AdminCategoryUpdateInput,
} from '@domus/shared/schemas/admin-category.schema';
import { slugify, uniqueSlugAmong } from '@domus/shared/utils/slug.util';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CategoryRow } from './category.repository.js';
import { type AdminCategory, auditedCategory, presentAdminCategory } from './category-admin.presenter.js';
import { type CategoryValues, categoryAdminRepository } from './category-admin.repository.js';

/**
 * Operators' categories with their parameters (contract §3.8 Admin API, §2.2, §2.3):
 * - the slug follows §4.20: made from the name on create, changed only when `slug_id` is sent;
 * - the parameters array is the category's whole list in order; an item with an `id` edits that
 *   parameter (shared parameters change in every category using them), one without creates it;
 *   a parameter left out is only unlinked (listings keep their stored values);
 * - a category that listings or projects are filed under is never deleted (409 CATEGORY_IN_USE):
 *   they name it; the operator deactivates it instead, which hides it from public reads at once.
 * Every write is one transaction with its audit record, then announced on the change feed so the
 * cached public reads (get_categories, get-facilities-for-filter, homepage…) drop at once.
 */
export function categoryAdminService(deps: AppDeps, audit: AuditService) {
  const repo = categoryAdminRepository(deps.db);

  async function presentRows(db: Kysely<DB>, rows: CategoryRow[]): Promise<AdminCategory[]> {
    const tx = categoryAdminRepository(db);
    const ids = rows.map((r) => r.id);
    const [parameters, use] = await Promise.all([tx.parameters(ids), tx.use(ids)]);
    return rows.map((row) =>
      presentAdminCategory(
        deps.storage,
        row,
        parameters.filter((p) => p.category_id === row.id),
        use.get(row.id) ?? 0,
      ),
    );
  }

  async function presentOne(db: Kysely<DB>, row: CategoryRow): Promise<AdminCategory> {
    return (await presentRows(db, [row]))[0] as AdminCategory;
  }

  async function pickSlug(db: Kysely<DB>, source: string, exceptId?: number): Promise<string> {
    return uniqueSlugAmong(slugify(source, 'category'), (candidates) =>
      categoryAdminRepository(db).slugsTaken(candidates, exceptId),
    );
  }

  function valuesOf(input: AdminCategoryInput, slug: string): CategoryValues {
    return {
      category: input.category.trim(),
      slug_id: slug,
      status: input.active ? 1 : 0,
      sequence: input.sequence,
      meta_title: input.meta_title ?? null,
      meta_description: input.meta_description ?? null,
    };
  }

  /** Creates or edits each parameter, then links them to the category in the given order. */
  async function saveParameters(db: Kysely<DB>, categoryId: number, input: AdminCategoryInput) {
    const tx = categoryAdminRepository(db);
    const known = await tx.existingParameterIds(
      input.parameters.map((p) => p.id).filter((id): id is number => id !== undefined),
    );
    const links: { parameter_id: number; is_required: boolean }[] = [];
    for (const [index, parameter] of input.parameters.entries()) {
      const values = {
        name: parameter.name,
        type_of_parameter: parameter.type_of_parameter,
        type_values: parameter.type_values === null ? null : JSON.stringify(parameter.type_values),
      };
      let id = parameter.id;
      if (id !== undefined && !known.has(id))
        throw errors.field(`parameters.${index}.id`, 'Unknown parameter');
      if (id === undefined) id = await tx.insertParameter(values, deps.now());
      else await tx.updateParameter(id, values, deps.now());
      links.push({ parameter_id: id, is_required: parameter.is_required });
    }
    await tx.replaceLinks(categoryId, links);
  }

  async function announce(id: number): Promise<void> {
    // Category reads, filter chips, listing pages and the homepage name categories and parameters.
    await deps.changes.publish({ categories: [id], catalogue: true, homepage: true });
  }

  return {
    async list(viewer: Viewer, query: AdminCategoryListQuery) {
      assertMay(viewer, 'catalogue.read');
      const { rows, total } = await repo.page(
        { search: query.search, active: query.active },
        query.offset,
        query.limit,
      );
      return { data: await presentRows(deps.db, rows), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'catalogue.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return presentOne(deps.db, row);
    },

    async create(operator: OperatorRequest, input: AdminCategoryInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const created = await deps.db.transaction().execute(async (trx) => {
        const tx = categoryAdminRepository(trx);
        const slug = await pickSlug(trx, input.slug_id ?? input.category);
        const id = await tx.insert(valuesOf(input, slug), deps.now());
        await saveParameters(trx, id, input);
        const after = await presentOne(trx, (await tx.find(id)) as CategoryRow);
        await audit.within(trx).record(operator, {
          action: 'category.create',
          target: { type: 'category', id },
          before: undefined, // nothing before: the log keeps no value
          after: auditedCategory(after),
        });
        return after;
      });
      await announce(created.id);
      return created;
    },

    async update(operator: OperatorRequest, input: AdminCategoryUpdateInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = categoryAdminRepository(trx);
        const row = await tx.lock(input.id);
        if (!row) throw errors.notFound();
        const before = await presentOne(trx, row);
        // The slug is fixed at creation and changes only when one is sent (§4.20).
        const slug = input.slug_id !== undefined ? await pickSlug(trx, input.slug_id, input.id) : row.slug_id;
        await tx.update(input.id, valuesOf(input, slug), deps.now());
        await saveParameters(trx, input.id, input);
        const after = await presentOne(trx, (await tx.find(input.id)) as CategoryRow);
        await audit.within(trx).record(operator, {
          action: 'category.update',
          target: { type: 'category', id: input.id },
          before: auditedCategory(before),
          after: auditedCategory(after),
        });
        return after;
      });
      await announce(input.id);
      return updated;
    },

    /** Deletes a category nothing is filed under; a used one is refused (deactivate it instead). */
    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'catalogue.write');
      await deps.db.transaction().execute(async (trx) => {
        const tx = categoryAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        const before = await presentOne(trx, row);
        if (before.in_use > 0) throw errors.coded('CATEGORY_IN_USE', { listings: before.in_use });
        await tx.remove(id);
        await audit.within(trx).record(operator, {
          action: 'category.delete',
          target: { type: 'category', id },
          before: auditedCategory(before),
          after: undefined, // nothing after: the log keeps no value
        });
      });
      await announce(id);
      return { id };
    },
  };
}

export type CategoryAdminService = ReturnType<typeof categoryAdminService>;
