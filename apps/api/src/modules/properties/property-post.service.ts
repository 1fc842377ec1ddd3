import { CATEGORY_REQUIRED, ERRORS, TITLE_IMAGE_REQUIRED } from '@domus/shared/constants/messages.constants';
import { LISTING_DOCUMENTS_MAX, PROPERTY_GALLERY_MAX } from '@domus/shared/constants/upload-limits.constants';
import {
  type PostPropertyInput,
  postPropertySchema,
  propertyTargetSchema,
  type UpdatePostPropertyInput,
  updatePostPropertySchema,
} from '@domus/shared/schemas/property-post.schema';
import { seoWarnings } from '@domus/shared/utils/seo.util';
import { slugify, uniqueSlugAmong } from '@domus/shared/utils/slug.util';
import type { AppDeps } from '../../app-deps.js';
import { AppError, errors } from '../../lib/app-error.js';
import { sanitizeListingHtml } from '../../lib/rich-text.js';
import { deleteOwnedUploads } from '../../lib/upload-keys.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import {
  formFile,
  formFiles,
  insertUnderFreeSlug,
  type ListingMedia,
  listingMedia,
} from '../listings/listing-media.js';
import {
  assertTransition,
  LISTING_STATUS,
  type PropertyType,
  REQUEST_STATUS,
} from '../listings/listing-status.js';
import { OPERATOR_SLUG, type OperatorSave } from '../listings/operator.js';
import { checkParameterValues } from '../listings/parameter-values.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PropertyManageService } from './property-manage.service.js';
import type { PropertyOwnerService } from './property-owner.service.js';
import {
  type EditedListing,
  type PropertyDependents,
  propertyPostRepository,
} from './property-post.repository.js';

/** Waits for every task; the values in order, or the first error in order (not in time). */
async function inOrder<T>(tasks: Promise<T>[]): Promise<{ values: T[]; error: unknown }> {
  const settled = await Promise.allSettled(tasks);
  const failed = settled.find((r) => r.status === 'rejected');
  return {
    values: settled.map((r) => (r.status === 'fulfilled' ? r.value : (undefined as T))),
    error: failed ? (failed as PromiseRejectedResult).reason : null,
  };
}

function notOwner(): AppError {
  return new AppError(403, 'NOT_OWNER', ERRORS.NOT_OWNER.message);
}

/**
 * post_property and update_post_property: the guard chain of contract §1.7 in its order (the
 * call wrapper did 1–2), then the form checked against its category, the files read and cleaned,
 * the state transition, and the package unit spent inside the insert's transaction.
 */
export function propertyPostService(
  deps: AppDeps,
  guard: AccessGuard,
  settings: SettingsService,
  catalogue: CatalogueService,
  packages: PackageAccessService,
  manage: PropertyManageService,
  owner: PropertyOwnerService,
) {
  const repo = propertyPostRepository(deps.db);

  async function requestStatusFor(viewer: Viewer): Promise<string> {
    const auto = (await settings.get('auto_approve')) && viewer.user.verification_status === 'success';
    return auto ? REQUEST_STATUS.approved : REQUEST_STATUS.pending;
  }

  /** Steps 7 (what needs the category and the files) for both saves. */
  async function checkForm(input: PostPropertyInput, media: ListingMedia, existing?: EditedListing) {
    const single = {
      title_image: formFile(input.title_image, 'title_image'),
      three_d_image: formFile(input.three_d_image, 'three_d_image'),
      meta_image: formFile(input.meta_image, 'meta_image'),
    };
    if (!existing && !single.title_image) throw errors.field('title_image', TITLE_IMAGE_REQUIRED);
    const rules = await catalogue.postingRules(input.category_id);
    if (!rules) throw errors.field('category_id', CATEGORY_REQUIRED);
    const keepFiles =
      existing && existing.category_id === input.category_id
        ? new Set(existing.file_parameters.keys())
        : new Set<number>();
    const values = checkParameterValues(rules, input.parameters ?? [], keepFiles);

    const facilities = input.facilities ?? [];
    const facilityIds = facilities.map((f) => f.facility_id);
    if (new Set(facilityIds).size !== facilityIds.length) {
      throw errors.field('facilities', 'Each facility may be given once');
    }
    const known = await catalogue.existingFacilityIds(facilityIds);
    const unknown = facilities.findIndex((f) => !known.has(f.facility_id));
    if (unknown >= 0) throw errors.field(`facilities.${unknown}.facility_id`, 'Unknown facility');

    const gallery = formFiles(input.gallery_images, 'gallery_images');
    const removed = new Set((input as Partial<UpdatePostPropertyInput>).remove_gallery_images ?? []);
    const kept = existing ? existing.gallery_ids.filter((id) => !removed.has(id)).length : 0;
    if (kept + gallery.length > PROPERTY_GALLERY_MAX) {
      throw errors.field('gallery_images', `At most ${PROPERTY_GALLERY_MAX} gallery images are allowed`);
    }
    const documents = formFiles(input.documents, 'documents');
    const removedDocs = new Set((input as Partial<UpdatePostPropertyInput>).remove_documents ?? []);
    const keptDocs = existing ? existing.document_ids.filter((id) => !removedDocs.has(id)).length : 0;
    if (keptDocs + documents.length > LISTING_DOCUMENTS_MAX) {
      throw errors.field('documents', `At most ${LISTING_DOCUMENTS_MAX} documents are allowed`);
    }

    const parameters: PropertyDependents['parameters'] = [];
    const keepParameters: number[] = [];
    const fileValues = values.filter((v) => v.kind === 'file');
    for (const value of values) {
      if (value.kind === 'text') parameters.push({ parameter_id: value.parameter_id, value: value.value });
      else if (value.kind === 'keep') keepParameters.push(value.parameter_id);
    }
    // Every file of the save read at once (the decode semaphore bounds the work), answered in the
    // form's order so that the first bad field is the one reported.
    const [parameterKeys, images, docs, pictures] = await Promise.all([
      inOrder(fileValues.map((v) => media.parameterFile(v.file, v.field))),
      inOrder(gallery.map((file, i) => media.image(file, `gallery_images.${i}`))),
      inOrder(documents.map((file, i) => media.document(file, `documents.${i}`))),
      inOrder(
        (['title_image', 'three_d_image', 'meta_image'] as const).map((field) =>
          single[field] ? media.image(single[field], field) : Promise.resolve(undefined),
        ),
      ),
    ]).then(async (settled) => {
      // The first refusal in form order (parameters, gallery, documents, then the single images).
      for (const group of settled) if (group.error) throw group.error;
      return settled.map((group) => group.values) as [
        string[],
        string[],
        PropertyDependents['documents'],
        (string | undefined)[],
      ];
    });
    fileValues.forEach((v, i) => {
      parameters.push({ parameter_id: v.parameter_id, value: parameterKeys[i] as string });
    });
    const [title_image, three_d_image, meta_image] = pictures;
    return {
      dependents: { images, documents: docs, parameters, facilities },
      keepParameters,
      pictures: { title_image, three_d_image, meta_image },
    };
  }

  /** The columns a save writes, from the checked form (a full form save: absent optional text clears). */
  function baseColumns(input: PostPropertyInput) {
    return {
      title: input.title,
      description: sanitizeListingHtml(input.description),
      category_id: input.category_id,
      property_type: input.property_type,
      price: input.price,
      rentduration: input.property_type === 'rent' ? (input.rentduration ?? 'Monthly') : null,
      address: input.address,
      client_address: input.client_address ?? null,
      city: input.city,
      state: input.state,
      country: input.country,
      latitude: input.latitude,
      longitude: input.longitude,
      video_link: input.video_link ?? null,
      meta_title: input.meta_title ?? null,
      meta_description: input.meta_description ?? null,
      meta_keywords: input.meta_keywords ?? null,
      is_premium: input.is_premium ? 1 : 0,
    };
  }

  async function ownerView(viewer: Viewer, id: number, language: string) {
    const view = await owner.list(viewer, { id, offset: 0, limit: 1 }, language);
    return (view.data as unknown[])[0];
  }

  async function pickSlug(source: string, exceptId?: number): Promise<string> {
    return uniqueSlugAmong(slugify(source, 'property'), (candidates) =>
      repo.slugsTaken(candidates, exceptId),
    );
  }

  async function operatorCreate(input: PostPropertyInput, operator: OperatorSave) {
    const media = listingMedia(deps.storage, `properties/${OPERATOR_SLUG}`);
    const { dependents, pictures } = await checkForm(input, media);
    await media.store();
    const now = deps.now();
    const id = await insertUnderFreeSlug(
      media,
      () => pickSlug(input.slug_id ?? input.title),
      (slug) =>
        repo.create(
          {
            ...baseColumns(input),
            slug_id: slug,
            title_image: pictures.title_image as string,
            three_d_image: pictures.three_d_image ?? null,
            meta_image: pictures.meta_image ?? null,
            owner_id: null, // the operator (§2.x is_admin_listing)
            status: LISTING_STATUS.active,
            request_status: REQUEST_STATUS.approved,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          },
          dependents,
          now,
          async () => {},
          (trx, newId) => operator.saved(trx, newId),
        ),
    );
    media.writeVariantsLater((error) => deps.log.warn({ err: error }, 'image variants failed'));
    await catalogue.registerCity(input.city);
    await deps.changes.publish({ properties: [id], homepage: true });
    return { data: { id }, message: 'Property Post Successfully', warnings: seoWarnings(input) };
  }

  return {
    /**
     * post_property. Demo mode allows it (§4.19): visitors of a demo may try posting. With
     * `operator` (admin/properties): owner 0, approved at once, no member checks or units.
     */
    async create(viewer: Viewer, raw: unknown, language: string, operator?: OperatorSave) {
      if (!operator)
        await guard.assertMemberWrite(viewer, { demo: false, profile: true, verification: true });
      const input = postPropertySchema.parse(raw);
      if (operator) return operatorCreate(input, operator);
      if (input.userid !== undefined && input.userid !== viewer.user.id) throw errors.forbidden();
      const media = listingMedia(deps.storage, `properties/${viewer.user.id}`);
      const { dependents, pictures } = await checkForm(input, media);
      // Step 9 before any file is written: a member without units is told at once. The unit is
      // spent again (for real) inside the insert's transaction below.
      const gate = packages.gateError(
        viewer.user.id,
        'property_list',
        await packages.check(viewer.user.id, 'property_list'),
        {
          needsLimit: true,
        },
      );
      if (gate) throw gate;

      await media.store();
      const now = deps.now();
      const requestStatus = await requestStatusFor(viewer);
      const id = await insertUnderFreeSlug(
        media,
        () => pickSlug(input.slug_id ?? input.title),
        (slug) =>
          repo.create(
            {
              ...baseColumns(input),
              slug_id: slug,
              title_image: pictures.title_image as string,
              three_d_image: pictures.three_d_image ?? null,
              meta_image: pictures.meta_image ?? null,
              owner_id: viewer.user.id,
              status: LISTING_STATUS.active,
              request_status: requestStatus,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            },
            dependents,
            now,
            async (trx) => {
              await packages.consume(trx, viewer.user.id, 'property_list');
            },
          ),
      );
      media.writeVariantsLater((error) => deps.log.warn({ err: error }, 'image variants failed'));
      await catalogue.registerCity(input.city);
      // A listing waiting for review is seen by its owner only (whose reads are never cached):
      // announcing it would empty every public cache for nothing, each time anyone posts.
      if (requestStatus === REQUEST_STATUS.approved) {
        await deps.changes.publish({ properties: [id], homepage: true });
      }
      const message = (await settings.get('text_property_submission')) || 'Property Post Successfully';
      return { data: await ownerView(viewer, id, language), message, warnings: seoWarnings(input) };
    },

    /**
     * update_post_property: an edit (action_type 0, a full form save) or a delete (1). With
     * `operator` (admin/properties/:id): any listing, no member checks, moderation state kept.
     */
    async update(viewer: Viewer, raw: unknown, language: string, operator?: OperatorSave) {
      const target = propertyTargetSchema.parse(raw);
      if (target.action_type === 'delete' && !operator) {
        const found =
          target.id === undefined ? await repo.find({ slug_id: target.slug_id }) : { id: target.id };
        if (!found) throw errors.notFound();
        await manage.remove(viewer, { id: found.id });
        return { data: [], message: 'Property deleted successfully', warnings: [] };
      }
      if (!operator) await guard.assertMemberWrite(viewer, { profile: true, verification: true });
      const existing = await repo.find({ id: target.id, slug_id: target.slug_id });
      if (!existing) throw errors.notFound();
      const mayEdit = (owner: number | null) => operator !== undefined || owner === viewer.user.id;
      if (!mayEdit(existing.owner_id)) throw notOwner();

      const input = updatePostPropertySchema.parse(raw);
      if (!operator && input.userid !== undefined && input.userid !== viewer.user.id)
        throw errors.forbidden();
      const removeImages = (input.remove_gallery_images ?? []).filter((id) =>
        existing.gallery_ids.includes(id),
      );
      const removeDocuments = (input.remove_documents ?? []).filter((id) =>
        existing.document_ids.includes(id),
      );
      // An operator's new files go with the owner's, so they leave with the owner's account.
      const media = listingMedia(deps.storage, `properties/${existing.owner_id ?? OPERATOR_SLUG}`);
      const { dependents, keepParameters, pictures } = await checkForm(input, media, existing);
      const titleKey = pictures.title_image;
      const threeKey = pictures.three_d_image ?? (input.remove_three_d_image ? null : undefined);
      const metaKey = pictures.meta_image ?? (input.remove_meta_image ? null : undefined);
      const slug = input.slug_id !== undefined ? await pickSlug(input.slug_id, existing.id) : undefined;
      const requestStatus = operator ? existing.request_status : await requestStatusFor(viewer);

      await media.store();
      let saved: { orphaned: string[]; wasPublic: boolean; isPublic: boolean };
      try {
        saved = await repo.saveEdit(
          existing.id,
          (listing) => {
            if (!listing) throw errors.notFound();
            if (!mayEdit(listing.owner_id)) throw notOwner();
            // Step 8: sell ↔ rent while the listing is for sale or rent; sold and rented stay
            // what they are (update_property_status moves them).
            const from = listing.property_type as PropertyType;
            const to = from === 'sold' ? 'sell' : from === 'rented' ? 'rent' : from;
            let propertyType: PropertyType = from;
            if (input.property_type !== to) {
              if (from === 'sold' || from === 'rented') {
                throw new AppError(
                  409,
                  'INVALID_STATUS_TRANSITION',
                  ERRORS.INVALID_STATUS_TRANSITION.message,
                );
              }
              assertTransition('property_type', from, input.property_type, 'owner');
              propertyType = input.property_type;
            }
            const columns = baseColumns(input);
            return {
              patch: {
                ...columns,
                property_type: propertyType,
                rentduration:
                  propertyType === 'rent' || propertyType === 'rented'
                    ? (input.rentduration ?? 'Monthly')
                    : null,
                ...(slug !== undefined ? { slug_id: slug } : {}),
                ...(titleKey !== undefined ? { title_image: titleKey } : {}),
                ...(threeKey !== undefined ? { three_d_image: threeKey } : {}),
                ...(metaKey !== undefined ? { meta_image: metaKey } : {}),
                request_status: requestStatus,
                updated_at: deps.now().toISOString(),
              },
              dependents,
              keepParameters,
              removeImages,
              removeDocuments,
            };
          },
          deps.now(),
          operator ? (trx, id) => operator.saved(trx, id) : undefined,
        );
      } catch (error) {
        await media.discard();
        throw error;
      }
      media.writeVariantsLater((error) => deps.log.warn({ err: error }, 'image variants failed'));
      await deleteOwnedUploads(deps.storage, saved.orphaned);
      await catalogue.registerCity(input.city);
      // Hidden before and after (in review, switched off): nothing public changed.
      if (saved.wasPublic || saved.isPublic) {
        await deps.changes.publish({ properties: [existing.id], homepage: true });
      }
      return {
        data: operator ? { id: existing.id } : await ownerView(viewer, existing.id, language),
        message: 'Property Update Successfully',
        warnings: seoWarnings(input),
      };
    },
  };
}

export type PropertyPostService = ReturnType<typeof propertyPostService>;
