import { CATEGORY_REQUIRED, TITLE_IMAGE_REQUIRED } from '@domus/shared/constants/messages.constants';
import {
  LISTING_DOCUMENTS_MAX,
  PROJECT_GALLERY_MAX,
  PROJECT_PLANS_MAX,
} from '@domus/shared/constants/upload-limits.constants';
import {
  type PostProjectInput,
  postProjectSchema,
  projectTargetSchema,
} from '@domus/shared/schemas/project-post.schema';
import { seoWarnings } from '@domus/shared/utils/seo.util';
import { slugify, uniqueSlugAmong } from '@domus/shared/utils/slug.util';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
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
import { OPERATOR_SLUG, type OperatorSave } from '../listings/operator.js';
import { memberCreation, memberEdit, projectTransition } from '../listings/project-status.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { ownProject } from './own-project.js';
import type { ProjectOwnerService } from './project-owner.service.js';
import {
  type EditedProject,
  type ProjectDependents,
  type ProjectEdit,
  projectPostRepository,
} from './project-post.repository.js';

/** What an edit removes, already narrowed to ids of the project. */
interface Removals {
  images: number[];
  documents: number[];
  plans: number[];
}

const NONE: Removals = { images: [], documents: [], plans: [] };

/** The columns a save writes, from the checked form (a full form save: absent optional text clears). */
function baseColumns(input: PostProjectInput) {
  return {
    title: input.title,
    description: sanitizeListingHtml(input.description),
    category_id: input.category_id,
    type: input.type,
    location: input.location,
    city: input.city,
    state: input.state,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
    video_link: input.video_link ?? null,
    meta_title: input.meta_title ?? null,
    meta_description: input.meta_description ?? null,
    meta_keywords: input.meta_keywords ?? null,
  };
}

/**
 * post_project, create (no `id`) and edit (`id`): the guard chain of contract §1.7 in its order
 * (the call wrapper did 1–2), then the form and its files checked, the review state from the flow
 * table, the files stored in two steps, and on a creation one `project_list` unit spent inside
 * the insert's transaction.
 */
export function projectPostService(
  deps: AppDeps,
  guard: AccessGuard,
  settings: SettingsService,
  catalogue: CatalogueService,
  packages: PackageAccessService,
  owner: ProjectOwnerService,
) {
  const repo = projectPostRepository(deps.db);

  async function autoApproved(viewer: Viewer): Promise<boolean> {
    return (await settings.get('auto_approve')) && viewer.user.verification_status === 'success';
  }

  /**
   * Step 7 for both saves: the category, the counts (before any file is decoded, so 31 gallery
   * files cost nothing), the plans against the project's own, then every file read and checked.
   * Nothing is stored here.
   */
  async function checkForm(
    input: PostProjectInput,
    media: ListingMedia,
    existing: EditedProject | undefined,
    removals: Removals,
  ): Promise<{ dependents: ProjectDependents; planUpdates: ProjectEdit['planUpdates'] }> {
    if (!(await catalogue.isActiveCategory(input.category_id))) {
      throw errors.field('category_id', CATEGORY_REQUIRED);
    }
    const kept = (ids: number[] | undefined, removed: number[]) =>
      (ids ?? []).filter((id) => !removed.includes(id)).length;

    const gallery = formFiles(input.gallery_images, 'gallery_images');
    if (kept(existing?.gallery_ids, removals.images) + gallery.length > PROJECT_GALLERY_MAX) {
      throw errors.field('gallery_images', `At most ${PROJECT_GALLERY_MAX} gallery images are allowed`);
    }
    const documents = formFiles(input.documents, 'documents');
    if (kept(existing?.document_ids, removals.documents) + documents.length > LISTING_DOCUMENTS_MAX) {
      throw errors.field('documents', `At most ${LISTING_DOCUMENTS_MAX} documents are allowed`);
    }

    const plans = input.plans ?? [];
    const named = new Set<number>();
    plans.forEach((plan, i) => {
      if (plan.id === undefined) return;
      const field = `plans.${i}.id`;
      if (!existing?.plans.has(plan.id))
        throw errors.field(field, 'This floor plan is not part of the project');
      if (removals.plans.includes(plan.id))
        throw errors.field(field, 'This floor plan is also being removed');
      if (named.has(plan.id)) throw errors.field(field, 'Each floor plan may be given once');
      named.add(plan.id);
    });
    const newPlans = plans.filter((plan) => plan.id === undefined).length;
    if (kept(existing ? [...existing.plans.keys()] : [], removals.plans) + newPlans > PROJECT_PLANS_MAX) {
      throw errors.field('plans', `At most ${PROJECT_PLANS_MAX} floor plans are allowed`);
    }
    const planFiles = plans.map((plan, i) => formFile(plan.document, `plans.${i}.document`));

    const images: string[] = [];
    for (const [i, file] of gallery.entries()) images.push(await media.image(file, `gallery_images.${i}`));
    const docs: string[] = [];
    for (const [i, file] of documents.entries())
      docs.push((await media.document(file, `documents.${i}`)).file);
    const dependents: ProjectDependents = { images, documents: docs, newPlans: [] };
    const planUpdates: ProjectEdit['planUpdates'] = [];
    for (const [i, plan] of plans.entries()) {
      const file = planFiles[i];
      const document = file ? await media.floorPlan(file, `plans.${i}.document`) : undefined;
      // The schema made sure of a title, and of a document for a new plan.
      const title = plan.title ?? '';
      if (plan.id !== undefined) planUpdates.push({ id: plan.id, title, document });
      else if (document !== undefined) dependents.newPlans.push({ title, document });
    }
    return { dependents, planUpdates };
  }

  /** Step 9 before any file is written: a member without units is told at once. */
  async function assertUnitLeft(viewer: Viewer): Promise<void> {
    const check = await packages.check(viewer.user.id, 'project_list');
    const gate = packages.gateError(viewer.user.id, 'project_list', check, { needsLimit: true });
    if (gate) throw gate;
  }

  async function pickSlug(source: string, exceptId?: number): Promise<string> {
    return uniqueSlugAmong(slugify(source, 'project'), (candidates) => repo.slugsTaken(candidates, exceptId));
  }

  async function answer(viewer: Viewer, id: number, input: PostProjectInput) {
    return { data: await owner.one(viewer, id), warnings: seoWarnings(input) };
  }

  /**
   * Demo mode allows it (§4.19): visitors of a demo may try posting. With `operator`
   * (admin/projects): owner 0, approved and active at once (§4.3), no member checks or units.
   */
  async function create(viewer: Viewer, raw: unknown, operator?: OperatorSave) {
    if (!operator) await guard.assertMemberWrite(viewer, { demo: false, profile: true, verification: true });
    const input = postProjectSchema.parse(raw);
    const cover = formFile(input.image, 'image');
    if (!cover) throw errors.field('image', TITLE_IMAGE_REQUIRED);

    const media = listingMedia(deps.storage, `projects/${operator ? OPERATOR_SLUG : viewer.user.id}`);
    const { dependents } = await checkForm(input, media, undefined, NONE);
    const imageKey = await media.image(cover, 'image');
    const meta = formFile(input.meta_image, 'meta_image');
    const metaKey = meta ? await media.image(meta, 'meta_image') : null;
    // Checked again, for real, by the unit spent inside the insert's transaction below.
    if (!operator) await assertUnitLeft(viewer);

    await media.store();
    const state = operator
      ? projectTransition('created_by_operator', 'operator')
      : projectTransition(memberCreation(await autoApproved(viewer)), 'owner');
    const now = deps.now();
    const id = await insertUnderFreeSlug(
      media,
      () => pickSlug(input.slug_id ?? input.title),
      (slug) =>
        repo.create(
          {
            ...baseColumns(input),
            slug_id: slug,
            image: imageKey,
            meta_image: metaKey,
            owner_id: operator ? null : viewer.user.id,
            request_status: state.request_status,
            status: state.status ?? 0,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          },
          dependents,
          now,
          async (trx) => {
            if (!operator) await packages.consume(trx, viewer.user.id, 'project_list');
          },
          operator ? (trx, newId) => operator.saved(trx, newId) : undefined,
        ),
    );
    media.writeVariantsLater((error) => deps.log.warn({ err: error }, 'image variants failed'));
    await catalogue.registerCity(input.city);
    // A project waiting for review is its owner's alone: nothing public to refresh.
    if (state.request_status === 'approved') await deps.changes.publish({ projects: [id], homepage: true });
    if (operator)
      return {
        data: { id },
        warnings: seoWarnings(input),
        created: true,
        message: 'Project Post Successfully',
      };
    return { ...(await answer(viewer, id, input)), created: true, message: 'Project Post Successfully' };
  }

  /**
   * A full form save of my project; refused in demo mode; no unit spent. With `operator`
   * (admin/projects/:id): any project, no member checks, review and on/off state kept.
   */
  async function update(viewer: Viewer, raw: unknown, operator?: OperatorSave) {
    if (!operator) await guard.assertMemberWrite(viewer, { profile: true, verification: true });
    const target = projectTargetSchema.parse(raw);
    const editable = <T extends { owner_id: number | null }>(found: T | undefined): T => {
      if (!operator) return ownProject(found, viewer);
      if (!found) throw errors.notFound();
      return found;
    };
    const existing = editable(await repo.find(target.id));

    const input = postProjectSchema.parse(raw);
    // Ids of other projects' files are ignored: a member can only remove what is theirs.
    const removals: Removals = {
      images: (input.remove_gallery_images ?? []).filter((id) => existing.gallery_ids.includes(id)),
      documents: (input.remove_documents ?? []).filter((id) => existing.document_ids.includes(id)),
      plans: (input.remove_plans ?? []).filter((id) => existing.plans.has(id)),
    };
    const media = listingMedia(deps.storage, `projects/${existing.owner_id ?? OPERATOR_SLUG}`);
    const cover = formFile(input.image, 'image');
    const { dependents, planUpdates } = await checkForm(input, media, existing, removals);
    const imageKey = cover ? await media.image(cover, 'image') : undefined;
    const meta = formFile(input.meta_image, 'meta_image');
    const metaKey = meta ? await media.image(meta, 'meta_image') : input.remove_meta_image ? null : undefined;
    const slug = input.slug_id !== undefined ? await pickSlug(input.slug_id, existing.id) : undefined;
    const auto = await autoApproved(viewer);

    await media.store();
    let orphaned: (string | null)[];
    try {
      orphaned = await repo.saveEdit(
        existing.id,
        (current) => {
          const project = editable(current);
          // A plan removed by a save that ran meanwhile cannot be renamed by this one.
          const gone = planUpdates.findIndex((plan) => !project.plans.has(plan.id));
          if (gone >= 0) throw errors.field(`plans.${gone}.id`, 'This floor plan is not part of the project');
          const state = operator ? {} : projectTransition(memberEdit(auto), 'owner', project);
          return {
            patch: {
              ...baseColumns(input),
              ...(slug !== undefined ? { slug_id: slug } : {}),
              ...(imageKey !== undefined ? { image: imageKey } : {}),
              ...(metaKey !== undefined ? { meta_image: metaKey } : {}),
              ...state,
              updated_at: deps.now().toISOString(),
            },
            dependents,
            planUpdates,
            removeImages: removals.images,
            removeDocuments: removals.documents,
            removePlans: removals.plans,
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
    await deleteOwnedUploads(deps.storage, orphaned);
    await catalogue.registerCity(input.city);
    await deps.changes.publish({ projects: [existing.id], homepage: true });
    if (operator)
      return {
        data: { id: existing.id },
        warnings: seoWarnings(input),
        created: false,
        message: 'Project Updated Successfully',
      };
    return {
      ...(await answer(viewer, existing.id, input)),
      created: false,
      message: 'Project Updated Successfully',
    };
  }

  return {
    /** post_project: a creation without `id`, an edit of my project with it. */
    async save(viewer: Viewer, raw: unknown) {
      const hasId = typeof raw === 'object' && raw !== null && (raw as { id?: unknown }).id !== undefined;
      return hasId ? update(viewer, raw) : create(viewer, raw);
    },
    /** admin/projects (module listing-admin): the same save by the operator. */
    operatorCreate: (viewer: Viewer, raw: unknown, operator: OperatorSave) => create(viewer, raw, operator),
    operatorUpdate: (viewer: Viewer, raw: unknown, operator: OperatorSave) => update(viewer, raw, operator),
  };
}

export type ProjectPostService = ReturnType<typeof projectPostService>;
