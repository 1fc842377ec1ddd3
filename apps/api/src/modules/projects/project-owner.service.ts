import type { AddedProjectsQuery } from '@domus/shared/schemas/project-manage.schema';
import type { AppDeps } from '../../app-deps.js';
import { toIso, toNumber } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import { PROJECT_IS_PUBLIC, REQUEST_STATUS } from '../listings/listing-status.js';
import type { ProjectRow } from './project.repository.js';
import type { ProjectService } from './project.service.js';
import { projectOwnerRepository } from './project-owner.repository.js';

const OTHERS_SHOWN = 10;

function first<T, K>(rows: T[], key: (row: T) => K): Map<K, T> {
  const out = new Map<K, T>();
  for (const row of rows) if (!out.has(key(row))) out.set(key(row), row);
  return out;
}

/** get-added-projects: an owner's projects in any state, with what only the owner sees. */
export function projectOwnerService(deps: AppDeps, projects: ProjectService) {
  const repo = projectOwnerRepository(deps.db);

  /** The owner view (§2.8): the detail with raw SEO fields, the rejection, the featuring state. */
  async function ownerView(rows: ProjectRow[], viewer: Viewer) {
    const ids = rows.map((r) => r.id);
    const [details, rejections, ads, live] = await Promise.all([
      projects.ownerDetails(rows, viewer),
      repo.rejections(ids),
      repo.advertisements(ids),
      repo.withLiveAdvertisement(ids, deps.now()),
    ]);
    const rejection = first(rejections, (r) => r.entity_id);
    const ad = first(ads, (a) => a.project_id);
    return details.map((detail, i) => {
      const row = rows[i] as ProjectRow;
      // A reason stays on file after a resubmission; it is shown only while the project is rejected.
      const rejected = row.request_status === REQUEST_STATUS.rejected ? rejection.get(row.id) : undefined;
      const latestAd = ad.get(row.id);
      return {
        ...detail,
        reject_reason: rejected
          ? { id: rejected.id, reason: rejected.reason, created_at: toIso(rejected.created_at) }
          : null,
        is_feature_available: row.is_public === PROJECT_IS_PUBLIC.visible && !live.has(row.id),
        advertisement: latestAd
          ? {
              id: latestAd.id,
              for: latestAd.for,
              type: latestAd.type,
              status: toNumber(latestAd.status),
              is_enable: Boolean(latestAd.is_enable),
              start_date: toIso(latestAd.start_date),
              end_date: toIso(latestAd.end_date),
              package_id: latestAd.package_id,
            }
          : null,
      };
    });
  }

  return {
    /** My projects, newest first; or one of them (an object) with up to 10 of my others. */
    async list(viewer: Viewer, query: AddedProjectsQuery) {
      const ownerId = viewer.user.id;
      if (query.id !== undefined || query.slug_id !== undefined) {
        const row = await repo.one(ownerId, { id: query.id, slug_id: query.slug_id });
        if (!row) throw errors.notFound();
        const others = await repo.others(ownerId, row.id, OTHERS_SHOWN);
        const [view] = await ownerView([row], viewer);
        return {
          data: view,
          total: 1,
          extra: { similar_projects: await projects.ownerDetails(others, viewer) },
        };
      }
      const { rows, total } = await repo.page(
        ownerId,
        { statuses: query.status?.map(Number), requestStatuses: query.request_status },
        query.offset,
        query.limit,
      );
      return { data: await ownerView(rows, viewer), total };
    },

    /** One of my projects in the owner view, or undefined (the answer of post_project). */
    async one(viewer: Viewer, id: number) {
      const row = await repo.one(viewer.user.id, { id });
      return row ? (await ownerView([row], viewer))[0] : undefined;
    },
  };
}

export type ProjectOwnerService = ReturnType<typeof projectOwnerService>;
