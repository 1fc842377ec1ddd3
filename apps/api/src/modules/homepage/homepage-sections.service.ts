import {
  type AdminHomepageSectionsInput,
  HOMEPAGE_SECTIONS,
  type HomepageSection,
  type HomepageSectionEntry,
} from '@domus/shared/schemas/admin-homepage.schema';
import type { AppDeps } from '../../app-deps.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { type HomepageSectionRow, homepageSectionsRepository } from './homepage-sections.repository.js';

/**
 * Every section in display order: the stored arrangement, and any section it does not name (one
 * added after the operator saved) shown after them in its built-in place.
 */
export function arrangeSections(rows: HomepageSectionRow[]): HomepageSectionEntry[] {
  const stored = [...rows].sort((a, b) => a.sequence - b.sequence);
  const named = stored.filter((row) => (HOMEPAGE_SECTIONS as readonly string[]).includes(row.section));
  const missing = HOMEPAGE_SECTIONS.filter((section) => !named.some((row) => row.section === section));
  return [
    ...named.map((row) => ({
      section: row.section as HomepageSection,
      shown: row.status === 1,
      title: row.title,
    })),
    ...missing.map((section) => ({ section, shown: true, title: null })),
  ];
}

/**
 * The homepage arrangement (issue 14, admin/homepage-sections): saved whole in one transaction
 * with its audit record, then announced so homepage-data (and the web's home page) follow at once.
 */
export function homepageSectionsService(deps: AppDeps, audit: AuditService) {
  const repo = homepageSectionsRepository(deps.db);

  return {
    /** homepage-data's arrangement: no permission needed (public). */
    async arrangement(): Promise<HomepageSectionEntry[]> {
      return arrangeSections(await repo.all());
    },

    async list(viewer: Viewer) {
      assertMay(viewer, 'settings.read');
      return arrangeSections(await repo.all());
    },

    async update(operator: OperatorRequest, input: AdminHomepageSectionsInput) {
      assertMay(operator.viewer, 'settings.write');
      const rows = input.sections.map((entry, index) => ({
        section: entry.section,
        sequence: index + 1,
        status: entry.shown ? 1 : 0,
        title: entry.title ? entry.title : null,
      }));
      const saved = await deps.db.transaction().execute(async (trx) => {
        const tx = homepageSectionsRepository(trx);
        const before = arrangeSections(await tx.all());
        await tx.replace(rows, deps.now());
        const after = arrangeSections(await tx.all());
        await audit.within(trx).record(operator, {
          action: 'homepage_sections.update',
          target: { type: 'homepage_sections', id: null },
          before: { sections: before },
          after: { sections: after },
        });
        return after;
      });
      await deps.changes.publish({ homepage: true });
      return saved;
    },
  };
}

export type HomepageSectionsService = ReturnType<typeof homepageSectionsService>;
