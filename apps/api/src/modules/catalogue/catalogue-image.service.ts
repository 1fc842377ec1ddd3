import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import type { CatalogueImageTarget } from '@domus/shared/schemas/admin-catalogue-image.schema';
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import type { Changes } from '../../lib/change-feed.js';
import { isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { deleteOwnedUploads, newUploadKey } from '../../lib/upload-keys.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { AuditEntry, AuditService } from '../audit/audit.service.js';
import { catalogueImageRepository } from './catalogue-image.repository.js';

/** Where each kind of picture is filed in storage. */
const FOLDERS: Record<CatalogueImageTarget, string> = {
  category: 'categories',
  facility: 'facilities',
  city: 'cities',
};

/**
 * Category icons, facility icons and city pictures replaced by upload (contract §3.8, §2.2, §2.4,
 * §4.15). The file goes through the same pipeline as the settings logos and profile photos: typed
 * by its bytes (JPEG or PNG), bounded, decoded and re-encoded so nothing but pixels is kept. The
 * new file is stored first, then the row and its audit record change in one transaction; the old
 * file is deleted only once the new one is in force, so a failure leaves the old picture showing.
 * The change is announced so the cached public reads (get_categories, get_facilities, the cities
 * and the homepage) show the new picture at once.
 */
/** One replaceable picture: a column of one row, how to lock and set it, and what changed. */
export interface ImageSlot {
  /** The request field named in the errors. */
  field: string;
  /** The column, as the audit record and the answer name it. */
  column: string;
  /** The storage folder the new file goes to. */
  folder: string;
  action: AuditEntry['action'];
  target: { type: AuditEntry['target']['type']; id: number };
  changes: Changes;
  /** The row's current file, locked on PostgreSQL; undefined when the row is gone. */
  lock(db: Kysely<DB>): Promise<{ current: string | null } | undefined>;
  set(db: Kysely<DB>, key: string, at: Date): Promise<void>;
}

export function catalogueImageService(deps: AppDeps, audit: AuditService) {
  function changesOf(target: CatalogueImageTarget, id: number, name: string): Changes {
    if (target === 'category') return { categories: [id], catalogue: true, homepage: true };
    if (target === 'city') return { cities: [name], homepage: true };
    return { catalogue: true };
  }

  /**
   * The shared pipeline: check and re-encode the upload, store it, then lock the row, point it at
   * the new file and audit before/after in one transaction; drop the old file once the new one is
   * in force and announce the change. Other modules' pictures (articles) come through here too, so
   * every operator upload is checked the same way; the caller has checked the permission.
   */
  async function replaceSlot(operator: OperatorRequest, slot: ImageSlot, file: unknown) {
    if (!(await slot.lock(deps.db))) throw errors.notFound();
    if (!isUploadedFile(file)) throw errors.field(slot.field, 'This field must be a file');
    const image = await readImageUpload(file, { field: slot.field, maxBytes: IMAGE_MAX_BYTES, minSide: 1 });
    const stored = newUploadKey(slot.folder, image.ext);
    await deps.storage.put(stored, image.data, image.contentType);
    let before: string | null;
    try {
      before = await deps.db.transaction().execute(async (trx) => {
        const row = await slot.lock(trx);
        if (!row) throw errors.notFound();
        await slot.set(trx, stored, deps.now());
        await audit.within(trx).record(operator, {
          action: slot.action,
          target: slot.target,
          before: { [slot.column]: row.current },
          after: { [slot.column]: stored },
        });
        return row.current;
      });
    } catch (error) {
      await deleteOwnedUploads(deps.storage, [stored]);
      throw error;
    }
    await deleteOwnedUploads(deps.storage, [before]);
    await deps.changes.publish(slot.changes);
    return { id: slot.target.id, [slot.column]: mediaUrl(deps.storage, stored) };
  }

  return {
    replaceSlot,

    async replace(operator: OperatorRequest, target: CatalogueImageTarget, id: number, file: unknown) {
      // The call pipeline checked this already; repeated so no other caller can skip it.
      assertMay(operator.viewer, 'catalogue.write');
      const row = await catalogueImageRepository(deps.db).lock(target, id);
      if (!row) throw errors.notFound();
      const answer = await replaceSlot(
        operator,
        {
          field: 'image',
          column: 'image',
          folder: FOLDERS[target],
          action: `${target}.update`,
          target: { type: target, id },
          changes: changesOf(target, id, row.name),
          lock: async (db) => {
            const locked = await catalogueImageRepository(db).lock(target, id);
            return locked && { current: locked.image };
          },
          set: (db, key, at) => catalogueImageRepository(db).setImage(target, id, key, at),
        },
        file,
      );
      return { id, image: answer.image as string | null };
    },
  };
}

export type CatalogueImageService = ReturnType<typeof catalogueImageService>;
