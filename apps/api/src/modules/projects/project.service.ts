import type { ProjectDetailQuery, ProjectListQuery } from '@domus/shared/schemas/project-query.schema';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { listingContext } from '../listings/listing-context.js';
import { postedSinceCutoff, viewerKey } from '../listings/listing-request.js';
import { PROJECT_IS_PUBLIC } from '../listings/listing-status.js';
import { viewCounter } from '../listings/view-counter.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentProjectDetail, presentProjectListItem, presentProjectPreview } from './project.presenter.js';
import { type ProjectRow, projectRepository } from './project.repository.js';
import { loadProjectBundle } from './project-bundle.js';
import type { ProjectFilters } from './project-filters.repository.js';
import { projectRelationsRepository } from './project-relations.repository.js';

const SIMILAR_LIMIT = 10;

const isAdmin = (viewer: Viewer | null) => viewer?.user.role === 'admin';

/** The owner of a project, and operators (who moderate every project), read it without a package. */
function seesInFull(ownerId: number | null, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return isAdmin(viewer) || (ownerId !== null && viewer.user.id === ownerId);
}

/** get-projects and get-project-detail, and project cards for other modules. */
export function projectService(
  deps: AppDeps,
  settings: SettingsService,
  packages: PackageAccessService,
  catalogue: CatalogueService,
) {
  const repo = projectRepository(deps.db, deps.now, deps.counter);
  const relations = projectRelationsRepository(deps.db);
  const views = viewCounter(deps);
  const context = listingContext(deps, settings);

  /** Project list items for rows already filtered for the viewer. */
  async function presentItems(rows: ProjectRow[], viewer: Viewer | null) {
    if (rows.length === 0) return [];
    const [bundle, ctx] = await Promise.all([
      loadProjectBundle(relations, rows, { detail: false }),
      context(viewer),
    ]);
    return rows.map((row) => presentProjectListItem(row, bundle, ctx));
  }

  const resolveCategoryId = (query: { category_id?: number; category_slug_id?: string }) =>
    catalogue.activeCategoryId(query);

  return {
    /** Project cards (list item shape) for other modules' pages: visible projects, newest first. */
    async listCards(filters: ProjectFilters, offset: number, limit: number, viewer: Viewer | null) {
      return presentItems(await repo.list(filters, offset, limit), viewer);
    },

    /** How many visible projects match `filters` (agent pages count them per owner). */
    async countListings(filters: ProjectFilters): Promise<number> {
      return repo.count(filters);
    },

    seesInFull,

    /** Projects in detail shape as their owner sees them (raw SEO fields), any state. */
    async ownerDetails(rows: ProjectRow[], viewer: Viewer) {
      if (rows.length === 0) return [];
      const [bundle, ctx] = await Promise.all([
        loadProjectBundle(relations, rows, { detail: true }),
        context(viewer),
      ]);
      return rows.map((row) => presentProjectDetail(row, bundle, ctx, { ownerView: true }));
    },

    /** get-projects: visible projects, promoted first, then newest. Open to everyone. */
    async list(query: ProjectListQuery, viewer: Viewer | null) {
      const filters: ProjectFilters = {
        categoryId: await resolveCategoryId(query),
        city: query.city,
        state: query.state,
        country: query.country,
        type: query.type,
        createdSince: query.posted_since ? postedSinceCutoff(query.posted_since, deps.now()) : undefined,
        promotedOnly: query.get_featured === true,
        search: query.search,
        ownerId: query.userid === undefined ? undefined : query.userid === 0 ? null : query.userid,
      };
      const { rows, total } = await repo.page({
        filters,
        offset: query.offset,
        limit: query.limit,
        promotedFirst: true,
        sponsoredCap: await settings.get('sponsored_per_page'),
      });
      return { data: await presentItems(rows, viewer), total };
    },

    /** get-project-detail: visible (or own) project, gated by project_access; counts a view. */
    async detail(query: ProjectDetailQuery, viewer: Viewer | null, request: FastifyRequest) {
      const userId = viewer?.user.id ?? null;
      const row = await repo.findByIdOrSlug({ id: query.id, slug_id: query.slug_id });
      // Operators moderate every project (operator projects have no owner row), so an admin
      // reads any project in full, as its owner does, without a package and without counting.
      const inFull = row !== undefined && seesInFull(row.owner_id, viewer);
      if (!row || (row.is_public !== PROJECT_IS_PUBLIC.visible && !inFull)) throw errors.notFound();
      const [bundle, ctx] = await Promise.all([
        loadProjectBundle(relations, [row], { detail: true }),
        context(viewer),
      ]);
      if (!inFull) {
        const check = await packages.check(userId, 'project_access');
        if (!check.feature_available) {
          throw (
            packages.gateError(userId, 'project_access', check, {
              needsLimit: false,
              preview: presentProjectPreview(row, bundle, ctx),
            }) ?? errors.forbidden()
          );
        }
      }
      let counted = false;
      if (query.count_view !== false && !inFull) {
        counted = await views.count('project', row.id, viewerKey(viewer, request));
      }
      const detail = presentProjectDetail(
        { ...row, total_click: row.total_click + (counted ? 1 : 0) },
        bundle,
        ctx,
      );
      if (query.get_similar !== true) return { data: detail, total: 1 };
      const similar = await repo.list(
        { categoryId: row.category_id, excludeIds: [row.id] },
        0,
        SIMILAR_LIMIT,
      );
      return { data: detail, total: 1, extra: { similar_projects: await presentItems(similar, viewer) } };
    },

    /**
     * Project cards for homepage sections: visible projects newest first, or, with promotedOnly,
     * promoted ones by their newest live advertisement.
     */
    async listItems(options: { promotedOnly?: boolean; limit: number }, viewer: Viewer | null) {
      const rows = options.promotedOnly
        ? await repo.promotedByAdvertisement(options.limit)
        : await repo.list({}, 0, options.limit);
      return presentItems(rows, viewer);
    },
  };
}

export type ProjectService = ReturnType<typeof projectService>;
