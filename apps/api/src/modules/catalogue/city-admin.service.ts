import type { AdminCityListQuery, AdminCityUpdateInput } from '@domus/shared/schemas/admin-city.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { type CityRow, cityAdminRepository } from './city-admin.repository.js';

/** `image` is the stored key (what the audit log keeps), `image_url` the address the console shows. */
function present(row: CityRow, storage: AppDeps['storage']) {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    image_url: mediaUrl(storage, row.image),
    enabled: Number(row.status) === 1,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/**
 * Operators' cities (contract §3.8 Admin API, §4.15). Cities are registered by listing and project
 * writes and never created or deleted here; the operator switches them on or off. The switch is
 * audited and announced, so get-cities-data and the homepage drop their cached answers at once.
 */
export function cityAdminService(deps: AppDeps, audit: AuditService) {
  const repo = cityAdminRepository(deps.db);

  return {
    async list(viewer: Viewer, query: AdminCityListQuery) {
      assertMay(viewer, 'catalogue.read');
      const { rows, total } = await repo.page(
        { search: query.search, enabled: query.enabled },
        query.offset,
        query.limit,
      );
      return { data: rows.map((row) => present(row, deps.storage)), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'catalogue.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return present(row, deps.storage);
    },

    async update(operator: OperatorRequest, input: AdminCityUpdateInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = cityAdminRepository(trx);
        const row = await tx.lock(input.id);
        if (!row) throw errors.notFound();
        await tx.setStatus(input.id, input.enabled ? 1 : 0, deps.now());
        const after = present((await tx.find(input.id)) as CityRow, deps.storage);
        await audit.within(trx).record(operator, {
          action: 'city.update',
          target: { type: 'city', id: input.id },
          before: { enabled: Number(row.status) === 1, image: row.image },
          after: { enabled: after.enabled, image: after.image },
        });
        return after;
      });
      await deps.changes.publish({ cities: [updated.name], homepage: true });
      return updated;
    },
  };
}

export type CityAdminService = ReturnType<typeof cityAdminService>;
