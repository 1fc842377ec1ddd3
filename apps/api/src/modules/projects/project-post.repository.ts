import type { Kysely, Transaction } from 'kysely';
import { dialectOf, nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import {
  type NewProjectRow,
  type ProjectPatch,
  projectWriteRepository,
} from '../listings/listing-write.repository.js';

/** What hangs off a project and is added with a save; values are storage keys. */
export interface ProjectDependents {
  images: string[];
  documents: string[];
  newPlans: { title: string; document: string }[];
}

/** The project an edit works on, with what the checks before the write need. */
export interface EditedProject {
  id: number;
  owner_id: number | null;
  slug_id: string;
  request_status: string;
  status: number;
  image: string;
  meta_image: string | null;
  gallery_ids: number[];
  document_ids: number[];
  /** Its floor plans' stored documents, by plan id. */
  plans: Map<number, string>;
}

export interface ProjectEdit {
  patch: ProjectPatch;
  dependents: ProjectDependents;
  /** Existing plans renamed, and given a new document when one was sent. */
  planUpdates: { id: number; title: string; document?: string }[];
  removeImages: number[];
  removeDocuments: number[];
  removePlans: number[];
}

/** post_project: the project and its gallery, documents and plans in one transaction. */
export function projectPostRepository(db: Kysely<DB>) {
  async function nextSequence(trx: Kysely<DB>, table: 'project_images' | 'project_documents', id: number) {
    const last = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.max('sequence').as('n'))
      .where('project_id', '=', id)
      .executeTakeFirst();
    return Number(last?.n ?? 0) + 1;
  }

  /** New gallery images and documents go after the ones already there. */
  async function insertDependents(trx: Kysely<DB>, id: number, deps: ProjectDependents, now: Date) {
    const at = nowIso(now);
    const stamp = { created_at: at, updated_at: at };
    if (deps.images.length > 0) {
      const start = await nextSequence(trx, 'project_images', id);
      await trx
        .insertInto('project_images')
        .values(deps.images.map((image, i) => ({ project_id: id, image, sequence: start + i, ...stamp })))
        .execute();
    }
    if (deps.documents.length > 0) {
      const start = await nextSequence(trx, 'project_documents', id);
      await trx
        .insertInto('project_documents')
        .values(deps.documents.map((file, i) => ({ project_id: id, file, sequence: start + i, ...stamp })))
        .execute();
    }
    if (deps.newPlans.length > 0) {
      await trx
        .insertInto('project_plans')
        .values(deps.newPlans.map((plan) => ({ project_id: id, ...plan, ...stamp })))
        .execute();
    }
  }

  async function read(trx: Kysely<DB>, id: number, lock: boolean): Promise<EditedProject | undefined> {
    let q = trx
      .selectFrom('projects')
      .select(['id', 'owner_id', 'slug_id', 'request_status', 'status', 'image', 'meta_image'])
      .where('id', '=', id);
    if (lock && dialectOf(trx) === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) return undefined;
    const [images, documents, plans] = await Promise.all([
      trx.selectFrom('project_images').select('id').where('project_id', '=', id).execute(),
      trx.selectFrom('project_documents').select('id').where('project_id', '=', id).execute(),
      trx.selectFrom('project_plans').select(['id', 'document']).where('project_id', '=', id).execute(),
    ]);
    return {
      ...row,
      status: Number(row.status),
      gallery_ids: images.map((r) => r.id),
      document_ids: documents.map((r) => r.id),
      plans: new Map(plans.map((p) => [p.id, p.document])),
    };
  }

  /** Deletes some children of the project; returns the storage keys they named. */
  async function removeChildren(trx: Kysely<DB>, id: number, edit: ProjectEdit): Promise<(string | null)[]> {
    const keys: (string | null)[] = [];
    if (edit.removeImages.length > 0) {
      const rows = await trx
        .deleteFrom('project_images')
        .where('project_id', '=', id)
        .where('id', 'in', edit.removeImages)
        .returning('image')
        .execute();
      keys.push(...rows.map((r) => r.image));
    }
    if (edit.removeDocuments.length > 0) {
      const rows = await trx
        .deleteFrom('project_documents')
        .where('project_id', '=', id)
        .where('id', 'in', edit.removeDocuments)
        .returning('file')
        .execute();
      keys.push(...rows.map((r) => r.file));
    }
    if (edit.removePlans.length > 0) {
      const rows = await trx
        .deleteFrom('project_plans')
        .where('project_id', '=', id)
        .where('id', 'in', edit.removePlans)
        .returning('document')
        .execute();
      keys.push(...rows.map((r) => r.document));
    }
    return keys;
  }

  return {
    /** Which of `candidates` other rows already use (one query for a batch of slugs). */
    async slugsTaken(candidates: string[], exceptId?: number): Promise<Set<string>> {
      let q = db.selectFrom('projects').select('slug_id').where('slug_id', 'in', candidates);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return new Set((await q.execute()).map((r) => r.slug_id));
    },

    find(id: number): Promise<EditedProject | undefined> {
      return read(db, id, false);
    },

    /**
     * Inserts the project and its dependents; `spend` runs first in the same transaction (the
     * package unit), so a refused unit leaves no row behind.
     */
    async create(
      row: NewProjectRow,
      dependents: ProjectDependents,
      now: Date,
      spend: (trx: Transaction<DB>) => Promise<void>,
      saved?: (trx: Transaction<DB>, id: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await spend(trx);
        const [id] = await projectWriteRepository(trx).insert([row], now);
        await insertDependents(trx, id as number, dependents, now);
        await saved?.(trx, id as number);
        return id as number;
      });
    },

    /**
     * Saves an edit: the project is read again under a lock and given to `check` (which throws to
     * refuse), then children are removed, renamed or added and the base columns written through
     * the listings' write path (derived columns and history). Returns the storage keys no row
     * names any more, to delete after the commit.
     */
    async saveEdit(
      id: number,
      check: (project: EditedProject | undefined) => ProjectEdit,
      now: Date,
      saved?: (trx: Transaction<DB>, id: number) => Promise<void>,
    ): Promise<(string | null)[]> {
      return db.transaction().execute(async (trx) => {
        const current = await read(trx, id, true);
        const edit = check(current);
        const project = current as EditedProject;
        const orphaned = await removeChildren(trx, id, edit);
        const at = nowIso(now);
        for (const plan of edit.planUpdates) {
          await trx
            .updateTable('project_plans')
            .set({
              title: plan.title,
              ...(plan.document !== undefined ? { document: plan.document } : {}),
              updated_at: at,
            })
            .where('id', '=', plan.id)
            .where('project_id', '=', id)
            .execute();
          if (plan.document !== undefined) orphaned.push(project.plans.get(plan.id) ?? null);
        }
        await insertDependents(trx, id, edit.dependents, now);
        for (const column of ['image', 'meta_image'] as const) {
          const next = edit.patch[column];
          if (next !== undefined && project[column] && next !== project[column])
            orphaned.push(project[column]);
        }
        await projectWriteRepository(trx).update([id], edit.patch, now);
        await saved?.(trx, id);
        return orphaned;
      });
    },
  };
}
