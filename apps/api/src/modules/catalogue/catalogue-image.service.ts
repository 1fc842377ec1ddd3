import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import type { CatalogueImageTarget } from '@domus/shared/schemas/admin-catalogue-image.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import type { Changes } from '../../lib/change-feed.js';
import { isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { deleteOwnedUploads, newUploadKey } from '../../lib/upload-keys.js';
import { viewerMay } from '../../lib/viewer-may.js';
import type { AuditService } from '../audit/audit.service.js';
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
export function catalogueImageService(deps: AppDeps, audit: AuditService) {
  function changesOf(target: CatalogueImageTarget, id: number, name: string): Changes {
    if (target === 'category') return { categories: [id], catalogue: true, homepage: true };
    if (target === 'city') return { cities: [name], homepage: true };
    return { catalogue: true };
  }

  return {
    async replace(operator: OperatorRequest, target: CatalogueImageTarget, id: number, file: unknown) {
      // The call pipeline checked this already; repeated so no other caller can skip it.
      if (!viewerMay(operator.viewer, 'catalogue.write')) throw errors.forbidden();
      if (!(await catalogueImageRepository(deps.db).lock(target, id))) throw errors.notFound();
      if (!isUploadedFile(file)) throw errors.field('image', 'This field must be a file');
      const image = await readImageUpload(file, { field: 'image', maxBytes: IMAGE_MAX_BYTES, minSide: 1 });
      const stored = newUploadKey(FOLDERS[target], image.ext);
      await deps.storage.put(stored, image.data, image.contentType);
      let before: { name: string; image: string | null };
      try {
        before = await deps.db.transaction().execute(async (trx) => {
          const tx = catalogueImageRepository(trx);
          const row = await tx.lock(target, id);
          if (!row) throw errors.notFound();
          await tx.setImage(target, id, stored, deps.now());
          await audit.within(trx).record(operator, {
            action: `${target}.update`,
            target: { type: target, id },
            before: { image: row.image },
            after: { image: stored },
          });
          return row;
        });
      } catch (error) {
        await deleteOwnedUploads(deps.storage, [stored]);
        throw error;
      }
      await deleteOwnedUploads(deps.storage, [before.image]);
      await deps.changes.publish(changesOf(target, id, before.name));
      return { id, image: mediaUrl(deps.storage, stored) };
    },
  };
}

export type CatalogueImageService = ReturnType<typeof catalogueImageService>;
