import type {
  AdminFacilityInput,
  AdminFacilityListQuery,
  AdminFacilityUpdateInput,
} from '@domus/shared/schemas/admin-facility.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { type FacilityRow, facilityAdminRepository } from './facility-admin.repository.js';

/**
 * A facility as operators see it: the public fields (§2.4) and how many listings use it. `image`
 * is the stored key (what the audit log keeps), `image_url` the address the console shows.
 */
function present(row: FacilityRow, used: number, storage: AppDeps['storage']) {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    image_url: mediaUrl(storage, row.image),
    in_use: used,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/**
 * Operators' outdoor facilities (contract §3.8 Admin API, §2.4). A facility listings give a
 * distance to is never deleted (409 FACILITY_IN_USE): the distances and the listings' search text
 * name it; the operator renames it instead. Every write is one transaction with its audit record,
 * then announced so get_facilities and the listing details drop their cached answers at once.
 */
export function facilityAdminService(deps: AppDeps, audit: AuditService) {
  const repo = facilityAdminRepository(deps.db);
  const announce = () => deps.changes.publish({ catalogue: true });

  return {
    async list(viewer: Viewer, query: AdminFacilityListQuery) {
      assertMay(viewer, 'catalogue.read');
      const { rows, total } = await repo.page(query.search, query.offset, query.limit);
      const use = await repo.use(rows.map((r) => r.id));
      return { data: rows.map((row) => present(row, use.get(row.id) ?? 0, deps.storage)), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'catalogue.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return present(row, (await repo.use([id])).get(id) ?? 0, deps.storage);
    },

    async create(operator: OperatorRequest, input: AdminFacilityInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const created = await deps.db.transaction().execute(async (trx) => {
        const tx = facilityAdminRepository(trx);
        const id = await tx.insert(input.name.trim(), deps.now());
        const after = present((await tx.find(id)) as FacilityRow, 0, deps.storage);
        await audit.within(trx).record(operator, {
          action: 'facility.create',
          target: { type: 'facility', id },
          before: undefined, // nothing before: the log keeps no value
          after: { name: after.name, image: after.image },
        });
        return after;
      });
      await announce();
      return created;
    },

    async update(operator: OperatorRequest, input: AdminFacilityUpdateInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = facilityAdminRepository(trx);
        const row = await tx.lock(input.id);
        if (!row) throw errors.notFound();
        await tx.update(input.id, input.name.trim(), deps.now());
        const after = present(
          (await tx.find(input.id)) as FacilityRow,
          (await tx.use([input.id])).get(input.id) ?? 0,
          deps.storage,
        );
        await audit.within(trx).record(operator, {
          action: 'facility.update',
          target: { type: 'facility', id: input.id },
          before: { name: row.name, image: row.image },
          after: { name: after.name, image: after.image },
        });
        return after;
      });
      await announce();
      return updated;
    },

    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'catalogue.write');
      await deps.db.transaction().execute(async (trx) => {
        const tx = facilityAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        const used = (await tx.use([id])).get(id) ?? 0;
        if (used > 0) throw errors.coded('FACILITY_IN_USE', { listings: used });
        await tx.remove(id);
        await audit.within(trx).record(operator, {
          action: 'facility.delete',
          target: { type: 'facility', id },
          before: { name: row.name, image: row.image },
          after: undefined, // nothing after: the log keeps no value
        });
      });
      await announce();
      return { id };
    },
  };
}

export type FacilityAdminService = ReturnType<typeof facilityAdminService>;
