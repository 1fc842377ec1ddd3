import type { Kysely, Transaction } from 'kysely';
import { dialectOf, nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import {
  type NewPropertyRow,
  type PropertyPatch,
  propertyWriteRepository,
} from '../listings/listing-write.repository.js';

/** What hangs off a listing and is written with it. */
export interface PropertyDependents {
  images: string[];
  documents: { file: string; file_name: string; type: string }[];
  /** Values to (re)write, per parameter; file values are storage keys. */
  parameters: { parameter_id: number; value: string }[];
  facilities: { facility_id: number; distance: number }[];
}

/** The listing an edit works on, with what the checks before the write need. */
export interface EditedListing {
  id: number;
  owner_id: number | null;
  slug_id: string;
  property_type: string;
  request_status: string;
  status: number;
  category_id: number;
  /** 0 hidden, 1 reachable by its address only (sold, rented), 2 in the browse lists. */
  is_public: number;
  title_image: string;
  three_d_image: string | null;
  meta_image: string | null;
  gallery_ids: number[];
  document_ids: number[];
  /** Stored values of file parameters, by parameter id. */
  file_parameters: Map<number, string>;
}

export interface PropertyEdit {
  patch: PropertyPatch;
  dependents: PropertyDependents;
  /** Parameter ids whose stored values stay as they are (file parameters without a new file). */
  keepParameters: number[];
  removeImages: number[];
  removeDocuments: number[];
}

/** post_property and update_post_property: the listing and its dependents in one transaction. */
export function propertyPostRepository(db: Kysely<DB>) {
  async function insertDependents(trx: Kysely<DB>, id: number, deps: PropertyDependents, now: Date) {
    const at = nowIso(now);
    const stamp = { created_at: at, updated_at: at };
    const last = await trx
      .selectFrom('property_images')
      .select((eb) => eb.fn.max('sequence').as('n'))
      .where('property_id', '=', id)
      .executeTakeFirst();
    const start = Number(last?.n ?? 0);
    if (deps.images.length > 0) {
      await trx
        .insertInto('property_images')
        .values(
          deps.images.map((image, i) => ({ property_id: id, image, sequence: start + i + 1, ...stamp })),
        )
        .execute();
    }
    if (deps.documents.length > 0) {
      await trx
        .insertInto('property_documents')
        .values(deps.documents.map((d) => ({ property_id: id, ...d, ...stamp })))
        .execute();
    }
    if (deps.parameters.length > 0) {
      await trx
        .insertInto('property_parameters')
        .values(deps.parameters.map((p) => ({ property_id: id, ...p, ...stamp })))
        .execute();
    }
    if (deps.facilities.length > 0) {
      await trx
        .insertInto('property_facilities')
        .values(deps.facilities.map((f) => ({ property_id: id, ...f, ...stamp })))
        .execute();
    }
  }

  async function read(trx: Kysely<DB>, key: { id?: number; slug_id?: string }, lock: boolean) {
    let q = trx
      .selectFrom('properties')
      .select([
        'id',
        'owner_id',
        'slug_id',
        'property_type',
        'request_status',
        'status',
        'category_id',
        'title_image',
        'three_d_image',
        'meta_image',
        'is_public',
      ]);
    q = key.id !== undefined ? q.where('id', '=', key.id) : q.where('slug_id', '=', key.slug_id ?? '');
    if (lock && dialectOf(trx) === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) return undefined;
    const [images, documents, files] = await Promise.all([
      trx.selectFrom('property_images').select('id').where('property_id', '=', row.id).execute(),
      trx.selectFrom('property_documents').select('id').where('property_id', '=', row.id).execute(),
      trx
        .selectFrom('property_parameters as pp')
        .innerJoin('parameters as p', 'p.id', 'pp.parameter_id')
        .select(['pp.parameter_id', 'pp.value'])
        .where('pp.property_id', '=', row.id)
        .where('p.type_of_parameter', '=', 'file')
        .execute(),
    ]);
    return {
      ...row,
      status: Number(row.status),
      is_public: Number(row.is_public),
      gallery_ids: images.map((r) => r.id),
      document_ids: documents.map((r) => r.id),
      file_parameters: new Map(files.map((f) => [f.parameter_id, f.value])),
    } satisfies EditedListing;
  }

  return {
    /** Which of `candidates` other rows already use (one query for a batch of slugs). */
    async slugsTaken(candidates: string[], exceptId?: number): Promise<Set<string>> {
      let q = db.selectFrom('properties').select('slug_id').where('slug_id', 'in', candidates);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      return new Set((await q.execute()).map((r) => r.slug_id));
    },

    find(key: { id?: number; slug_id?: string }): Promise<EditedListing | undefined> {
      return read(db, key, false);
    },

    /**
     * Inserts the listing and its dependents; `spend` runs first in the same transaction (the
     * package unit), so a refused unit leaves no row behind.
     */
    async create(
      row: NewPropertyRow,
      dependents: PropertyDependents,
      now: Date,
      spend: (trx: Transaction<DB>) => Promise<void>,
      after?: (trx: Transaction<DB>, id: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await spend(trx);
        const [id] = await propertyWriteRepository(trx).insert([row], now, async ([newId]) => {
          await insertDependents(trx, newId as number, dependents, now);
        });
        await after?.(trx, id as number);
        return id as number;
      });
    },

    /**
     * Saves an edit: the listing is read again under a lock and given to `check` (which throws to
     * refuse), then dependents are replaced or appended and the base columns written through the
     * listings' write path (which derives the rest and records price and state history). Returns
     * the storage keys no row names any more, to delete after the commit, and whether the listing
     * was or is now public (an edit of a listing nobody else can see changes nothing public).
     */
    async saveEdit(
      id: number,
      check: (listing: EditedListing | undefined) => PropertyEdit,
      now: Date,
      saved?: (trx: Transaction<DB>, id: number) => Promise<void>,
    ): Promise<{ orphaned: string[]; wasPublic: boolean; isPublic: boolean }> {
      return db.transaction().execute(async (trx) => {
        const listing = await read(trx, { id }, true);
        const edit = check(listing);
        const current = listing as EditedListing;
        const orphaned: string[] = [];

        const removedImages = edit.removeImages.length
          ? await trx
              .deleteFrom('property_images')
              .where('property_id', '=', id)
              .where('id', 'in', edit.removeImages)
              .returning('image')
              .execute()
          : [];
        orphaned.push(...removedImages.map((r) => r.image));
        const removedDocuments = edit.removeDocuments.length
          ? await trx
              .deleteFrom('property_documents')
              .where('property_id', '=', id)
              .where('id', 'in', edit.removeDocuments)
              .returning('file')
              .execute()
          : [];
        orphaned.push(...removedDocuments.map((r) => r.file));

        // Parameters: every value of the listing is rewritten but those kept (file parameters
        // without a new file); values of parameters the category lacks go too.
        const keep = new Set(edit.keepParameters);
        const replacedFiles = [...current.file_parameters].filter(([pid]) => !keep.has(pid));
        orphaned.push(...replacedFiles.map(([, key]) => key));
        let del = trx.deleteFrom('property_parameters').where('property_id', '=', id);
        if (keep.size > 0) del = del.where('parameter_id', 'not in', [...keep]);
        await del.execute();
        await trx.deleteFrom('property_facilities').where('property_id', '=', id).execute();
        await insertDependents(trx, id, edit.dependents, now);

        for (const column of ['title_image', 'three_d_image', 'meta_image'] as const) {
          const next = edit.patch[column];
          if (next !== undefined && current[column] && next !== current[column])
            orphaned.push(current[column]);
        }
        await propertyWriteRepository(trx).update([id], edit.patch, now);
        const after = await trx
          .selectFrom('properties')
          .select('is_public')
          .where('id', '=', id)
          .executeTakeFirst();
        await saved?.(trx, id);
        return { orphaned, wasPublic: current.is_public > 0, isPublic: Number(after?.is_public ?? 0) > 0 };
      });
    },
  };
}
