import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import {
  type AdminSliderInput,
  type AdminSliderListQuery,
  type AdminSliderUpdateInput,
  SLIDER_KIND_CODES,
  SLIDER_KINDS,
  SLIDER_MESSAGES,
  type SliderKind,
} from '@domus/shared/schemas/admin-slider.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { deleteOwnedUploads, newUploadKey } from '../../lib/upload-keys.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { type SliderRow, type SliderValues, sliderAdminRepository } from './slider-admin.repository.js';

const kindOf = (code: string): SliderKind =>
  SLIDER_KINDS.find((kind) => SLIDER_KIND_CODES[kind] === code) ?? 'default';

/** What the audit log keeps of a slider: its stored columns (image keys, not URLs). */
const audited = (row: SliderRow) => ({
  type: kindOf(row.type),
  image: row.image,
  web_image: row.web_image,
  link: row.link,
  category_id: row.category_id,
  property_id: row.property_id,
  show_property_details: !!row.show_property_details,
  status: !!row.status,
  sequence: row.sequence,
});

type Upload = { key: string; data: Buffer; contentType: string };

/**
 * The operators' homepage sliders (issue 14): image-only, category, property or link slides, in
 * their order, each on or off. A slide points only at an existing category, a publicly visible
 * property, or an http(s) address; only its type's target is kept. Images go through the same
 * content check and re-encoding as every upload; replaced files are deleted after the commit.
 * Every write is one transaction with its audit record, then announced so homepage-data follows.
 */
export function sliderAdminService(deps: AppDeps, audit: AuditService) {
  const repo = sliderAdminRepository(deps.db);
  const announce = () => deps.changes.publish({ homepage: true });

  function present(row: SliderRow) {
    return {
      id: row.id,
      type: kindOf(row.type),
      slider_type: row.type,
      image: mediaUrl(deps.storage, row.image),
      web_image: mediaUrl(deps.storage, row.web_image),
      link: row.link,
      category_id: row.category_id,
      property_id: row.property_id,
      show_property_details: !!row.show_property_details,
      status: !!row.status,
      sequence: row.sequence,
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
    };
  }

  async function readUpload(file: unknown, field: 'image' | 'web_image'): Promise<Upload | null> {
    if (file === undefined || file === '') return null;
    if (!isUploadedFile(file)) throw errors.field(field, 'This field must be a file');
    const image = await readImageUpload(file, { field, maxBytes: IMAGE_MAX_BYTES });
    return { key: newUploadKey('sliders', image.ext), data: image.data, contentType: image.contentType };
  }

  /** The type's target checked against the database; the other targets cleared. */
  async function targets(input: AdminSliderInput) {
    if (input.type === 'category' && !(await repo.categoryExists(input.category_id as number)))
      throw errors.field('category_id', SLIDER_MESSAGES.categoryNotFound);
    if (input.type === 'property' && !(await repo.propertyVisible(input.property_id as number)))
      throw errors.field('property_id', SLIDER_MESSAGES.propertyNotVisible);
    return {
      type: SLIDER_KIND_CODES[input.type],
      category_id: input.type === 'category' ? (input.category_id as number) : null,
      property_id: input.type === 'property' ? (input.property_id as number) : null,
      link: input.type === 'link' ? (input.link as string) : null,
      show_property_details: input.type === 'property' && input.show_property_details ? 1 : 0,
    };
  }

  /** Stores the uploads, runs the write, and deletes them again if it fails. */
  async function withUploads<T>(uploads: (Upload | null)[], write: () => Promise<T>): Promise<T> {
    const files = uploads.filter((u): u is Upload => u !== null);
    for (const file of files) await deps.storage.put(file.key, file.data, file.contentType);
    try {
      return await write();
    } catch (error) {
      await deleteOwnedUploads(
        deps.storage,
        files.map((f) => f.key),
      );
      throw error;
    }
  }

  return {
    async list(viewer: Viewer, query: AdminSliderListQuery) {
      assertMay(viewer, 'catalogue.read');
      const filters = {
        ...(query.type ? { type: SLIDER_KIND_CODES[query.type] } : {}),
        ...(query.status !== undefined ? { status: query.status ? 1 : 0 } : {}),
      };
      const { rows, total } = await repo.page(filters, query.offset, query.limit);
      return { data: rows.map(present), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'catalogue.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return present(row);
    },

    async create(operator: OperatorRequest, input: AdminSliderInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const target = await targets(input);
      const image = await readUpload(input.image, 'image');
      if (!image) throw errors.field('image', SLIDER_MESSAGES.imageRequired);
      const webImage = await readUpload(input.web_image, 'web_image');
      const created = await withUploads([image, webImage], () =>
        deps.db.transaction().execute(async (trx) => {
          const tx = sliderAdminRepository(trx);
          const values: SliderValues = {
            ...target,
            image: image.key,
            web_image: webImage?.key ?? null,
            status: input.status === false ? 0 : 1,
            sequence: input.sequence ?? (await tx.nextSequence()),
          };
          const id = await tx.insert(values, deps.now());
          const row = (await tx.find(id)) as SliderRow;
          await audit.within(trx).record(operator, {
            action: 'slider.create',
            target: { type: 'slider', id },
            before: undefined, // nothing before: the log keeps no value
            after: audited(row),
          });
          return row;
        }),
      );
      await announce();
      return present(created);
    },

    async update(operator: OperatorRequest, input: AdminSliderUpdateInput) {
      assertMay(operator.viewer, 'catalogue.write');
      if (!(await repo.find(input.id))) throw errors.notFound();
      const target = await targets(input);
      const image = await readUpload(input.image, 'image');
      const webImage = await readUpload(input.web_image, 'web_image');
      const { before, after } = await withUploads([image, webImage], () =>
        deps.db.transaction().execute(async (trx) => {
          const tx = sliderAdminRepository(trx);
          const row = await tx.lock(input.id);
          if (!row) throw errors.notFound();
          await tx.update(
            input.id,
            {
              ...target,
              ...(image ? { image: image.key } : {}),
              ...(webImage ? { web_image: webImage.key } : {}),
              ...(input.status !== undefined ? { status: input.status ? 1 : 0 } : {}),
              ...(input.sequence !== undefined ? { sequence: input.sequence } : {}),
            },
            deps.now(),
          );
          const updated = (await tx.find(input.id)) as SliderRow;
          await audit.within(trx).record(operator, {
            action: 'slider.update',
            target: { type: 'slider', id: input.id },
            before: audited(row),
            after: audited(updated),
          });
          return { before: row, after: updated };
        }),
      );
      await deleteOwnedUploads(deps.storage, [
        image ? before.image : null,
        webImage ? before.web_image : null,
      ]);
      await announce();
      return present(after);
    },

    /** One place up or down the homepage order (the console's arrow buttons). */
    async move(operator: OperatorRequest, id: number, direction: 'up' | 'down') {
      assertMay(operator.viewer, 'catalogue.write');
      const moved = await deps.db.transaction().execute(async (trx) => {
        const tx = sliderAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        const order = (await tx.ordered()).map((r) => r.id);
        const at = order.indexOf(id);
        const to = direction === 'up' ? at - 1 : at + 1;
        if (to < 0 || to >= order.length) return row; // already first or last: nothing changes
        [order[at], order[to]] = [order[to] as number, order[at] as number];
        // Renumbered 1..n: stored sequences may repeat, and a swap of equal numbers would not move.
        for (const [index, sliderId] of order.entries()) await tx.setSequence(sliderId, index + 1);
        const updated = (await tx.find(id)) as SliderRow;
        await audit.within(trx).record(operator, {
          action: 'slider.update',
          target: { type: 'slider', id },
          before: { sequence: row.sequence },
          after: { sequence: updated.sequence },
        });
        return updated;
      });
      await announce();
      return present(moved);
    },

    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'catalogue.write');
      const row = await deps.db.transaction().execute(async (trx) => {
        const tx = sliderAdminRepository(trx);
        const found = await tx.lock(id);
        if (!found) throw errors.notFound();
        await tx.remove(id);
        await audit.within(trx).record(operator, {
          action: 'slider.delete',
          target: { type: 'slider', id },
          before: audited(found),
          after: undefined, // nothing after: the log keeps no value
        });
        return found;
      });
      await deleteOwnedUploads(deps.storage, [row.image, row.web_image]);
      await announce();
      return { id };
    },
  };
}

export type SliderAdminService = ReturnType<typeof sliderAdminService>;
