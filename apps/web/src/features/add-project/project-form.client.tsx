'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useRef, useState, useTransition } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField, type TextInputProps } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { FloorPlansFieldset } from './floor-plans-fieldset.client';
import { OperatorReasonField } from './operator-reason-field.client';
import {
  fieldOrder,
  FIELD_LABELS as LABELS,
  FIELD_MAX as MAX,
  REQUIRED_FIELDS as REQUIRED,
} from './project-field-rules';
import { ChoiceField, CurrentPicture, FileField } from './project-fields.component';
import type { EditableProject, OperatorProjectTarget } from './project-form.types';
import {
  emptyProject,
  nextPlanProblem,
  type PlanValue,
  type ProjectErrors,
  type ProjectFiles,
  type ProjectTextField,
  type ProjectValues,
  plansFromProject,
  projectFormData,
  sentPlans,
  serverFieldErrors,
  valuesFromProject,
} from './project-form-values.util';
import { ownProjectPath } from './project-paths';
import { StoredDocuments, StoredPictures } from './stored-files.client';
import { removedIds, storedFilesOf } from './stored-files.util';

// The project form, to add a project (post_project without id) or edit one of mine (with its id:
// a full form save; the files it has are listed with remove buttons, the cover and the sharing
// picture are kept unless replaced, existing floor plans keep their id). Checked in the browser
// with the API's schema (loaded on the first submit), sent as multipart with the session cookie.
// Field messages sit next to their fields and focus moves to the first one; access refusals (no
// plan, profile, demo mode…) open the access dialog over the server's message. A floor plan is
// added only once the current one is filled in. A saved edit goes to the owner's project page.
// The console's operator mode (`operator`) sends the same form to its own call, asks the reason a
// member owner is sent, and after a save stays in the console on the project's edit page.

const IMAGES = 'image/jpeg,image/png';
const SECTION = 'rounded-xl border border-gray-200 bg-white p-6';
const LEGEND = 'mb-4 text-lg font-bold text-gray-900';

export function ProjectForm({
  categories,
  doneHref,
  project = null,
  operator,
}: {
  categories: { id: number; name: string }[];
  /** Where a new project's member goes once it is posted. */
  doneHref: string;
  /** One of my projects to edit; null to post a new one. */
  project?: EditableProject | null;
  /** The console's operator form (admin/projects): its own call, the reason, where a save leads. */
  operator?: OperatorProjectTarget;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const editing = project !== null;
  const [values, setValues] = useState<ProjectValues>(() =>
    project ? valuesFromProject(project) : emptyProject(),
  );
  const [files, setFiles] = useState<ProjectFiles>({
    image: null,
    gallery_images: [],
    documents: [],
    meta_image: null,
  });
  const [plans, setPlans] = useState<PlanValue[]>(() => (project ? plansFromProject(project) : []));
  const stored = useMemo(() => storedFilesOf(project, t), [project, t]);
  const [removedGallery, setRemovedGallery] = useState<ReadonlySet<number>>(() => new Set());
  const [removedDocuments, setRemovedDocuments] = useState<ReadonlySet<number>>(() => new Set());
  const [removeMetaImage, setRemoveMetaImage] = useState(false);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [sending, setSending] = useState(false);
  // An operator's save reads the console's page again: the form waits for it (new key, new files).
  const [refreshing, startRefresh] = useTransition();
  const saving = sending || refreshing;
  const [reason, setReason] = useState('');
  const refs = useRef<Record<string, HTMLElement | null>>({});
  // New plans take keys after the project's own (plansFromProject keys them from 1).
  const nextKey = useRef((project?.plans.length ?? 0) + 1);
  const required = (name: string) => REQUIRED.has(name) && !(editing && name === 'image');
  const toggle =
    (set: (update: (s: ReadonlySet<number>) => ReadonlySet<number>) => void) => (fileId: number) =>
      set((current) => {
        const next = new Set(current);
        if (!next.delete(fileId)) next.add(fileId);
        return next;
      });

  const show = (found: ProjectErrors) => {
    setErrors(found);
    const first = fieldOrder(plans.length).find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };
  const ref = (name: string) => (el: HTMLElement | null) => {
    refs.current[name] = el;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { projectErrors } = await import('./project-form-validation.util');
    const found = projectErrors(values, plans, files.image !== null || editing, project?.id);
    if (operator?.askReason && reason.trim() === '') found.reason = t('projectEditReasonRequired');
    if (Object.keys(found).length > 0) return show(found);
    setSending(true);
    const [{ callApi }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    const edit = project
      ? {
          id: project.id,
          removeGallery: removedIds(stored.gallery, removedGallery),
          removeDocuments: removedIds(stored.documents, removedDocuments),
          removeMetaImage,
        }
      : undefined;
    const { positions } = sentPlans(plans);
    const body = projectFormData(values, plans, files, edit);
    if (operator?.askReason) body.set('reason', reason.trim());
    let left = false;
    await callApi<{ id: number; slug_id: string }>(
      { call: operator?.target.call ?? 'post_project', method: operator?.target.method ?? 'POST', body },
      {
        // The server's words ("Project Updated Successfully"), then the owner's page of the project.
        successToast: true,
        onSuccess: (answer) => {
          if (operator) {
            // The console's page of the project, read again (the same address after an edit).
            setReason('');
            startRefresh(() => {
              router.push(`${operator.doneBase}/${answer.data.id}/edit`);
              router.refresh();
            });
            return;
          }
          left = true;
          router.push(project ? ownProjectPath(answer.data.slug_id) : doneHref);
        },
        onError: (failure) => {
          // Refusals of access (demo mode, profile, plan…) open their dialog over the error toast.
          if (showAccessFailure(failure)) return;
          show(serverFieldErrors(failure, positions));
        },
      },
    );
    // Saved: the button stays busy until the next page replaces the form.
    if (!left) setSending(false);
  }

  function addPlan() {
    const problem = nextPlanProblem(plans);
    if (Object.keys(problem).length > 0) return show({ ...errors, ...problem });
    setPlans((list) => [...list, { key: nextKey.current++, title: '', file: null }]);
  }

  const field = (name: ProjectTextField, extra: Partial<TextInputProps> = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(LABELS[name])}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errors[name]}
      required={REQUIRED.has(name)}
      marker={REQUIRED.has(name) ? t('requiredField') : undefined}
      maxLength={MAX[name] ?? 255}
      disabled={saving}
      inputRef={ref(name)}
      {...extra}
    />
  );
  const fileField = (name: keyof ProjectFiles, accept: string, hint: string, multiple = false) => (
    <FileField
      id={`${id}-${name}`}
      name={name}
      label={t(
        (
          {
            image: 'projectFieldImage',
            gallery_images: 'projectFieldGallery',
            documents: 'projectFieldDocuments',
            meta_image: 'projectFieldMetaImage',
          } as const
        )[name],
      )}
      accept={accept}
      multiple={multiple}
      hint={hint}
      error={errors[name]}
      required={required(name)}
      marker={required(name) ? t('requiredField') : undefined}
      disabled={saving}
      inputRef={ref(name)}
      onFiles={(picked) => setFiles((f) => ({ ...f, [name]: multiple ? picked : (picked[0] ?? null) }))}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" data-testid="project-form" aria-busy={saving}>
      <fieldset className={`${SECTION} grid gap-5 sm:grid-cols-2`}>
        <legend className={`${LEGEND} float-start w-full sm:col-span-2`}>{t('projectSectionAbout')}</legend>
        {field('title', { className: 'sm:col-span-2' })}
        <TextField
          id={`${id}-description`}
          name="description"
          label={t(LABELS.description)}
          value={values.description}
          onValueChange={(value) => setValues((v) => ({ ...v, description: value }))}
          error={errors.description}
          required
          marker={t('requiredField')}
          maxLength={20_000}
          disabled={saving}
          multiline
          rows={6}
          inputRef={ref('description')}
          className="sm:col-span-2"
        />
        <ChoiceField
          id={`${id}-category_id`}
          name="category_id"
          label={t(LABELS.category_id)}
          placeholder={t('projectChooseCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.category_id}
          onValueChange={(value) => setValues((v) => ({ ...v, category_id: value }))}
          error={errors.category_id}
          required
          marker={t('requiredField')}
          disabled={saving}
          inputRef={ref('category_id')}
        />
        <ChoiceField
          id={`${id}-type`}
          name="type"
          label={t(LABELS.type)}
          placeholder={t('projectChooseType')}
          options={[
            { value: 'under_construction', label: t('underConstruction') },
            { value: 'upcoming', label: t('upcoming') },
          ]}
          value={values.type}
          onValueChange={(value) => setValues((v) => ({ ...v, type: value }))}
          error={errors.type}
          required
          marker={t('requiredField')}
          disabled={saving}
          inputRef={ref('type')}
        />
      </fieldset>

      <fieldset className={`${SECTION} grid gap-5 sm:grid-cols-2`}>
        <legend className={`${LEGEND} float-start w-full sm:col-span-2`}>{t('accountSectionAddress')}</legend>
        {field('location', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('state', { autoComplete: 'address-level1' })}
        {field('country', { autoComplete: 'country-name' })}
        <div className="hidden sm:block" />
        {field('latitude', { inputMode: 'decimal', dir: 'ltr' })}
        {field('longitude', { inputMode: 'decimal', dir: 'ltr' })}
      </fieldset>

      <fieldset className={`${SECTION} grid gap-5`}>
        <legend className={`${LEGEND} float-start w-full`}>{t('projectSectionMedia')}</legend>
        <div className="grid gap-3">
          {fileField(
            'image',
            IMAGES,
            editing ? `${t('projectImageHint')} ${t('projectEditCoverKept')}` : t('projectImageHint'),
          )}
          {project?.image ? (
            <CurrentPicture src={project.image} label={t('projectEditCurrentCover')} />
          ) : null}
        </div>
        <div className="grid gap-3">
          {fileField(
            'gallery_images',
            IMAGES,
            stored.gallery.length > 0 ? t('projectEditGalleryHint') : t('projectGalleryHint'),
            true,
          )}
          <StoredPictures
            files={stored.gallery}
            removed={removedGallery}
            onToggle={toggle(setRemovedGallery)}
            disabled={saving}
          />
        </div>
        <div className="grid gap-3">
          {fileField(
            'documents',
            '.pdf,.doc,.docx,.txt',
            stored.documents.length > 0
              ? `${t('projectDocumentsHint')} ${t('projectEditDocumentsHint')}`
              : t('projectDocumentsHint'),
            true,
          )}
          <StoredDocuments
            files={stored.documents}
            removed={removedDocuments}
            onToggle={toggle(setRemovedDocuments)}
            disabled={saving}
          />
        </div>
        {field('video_link', { dir: 'ltr', inputMode: 'url', hint: t('projectVideoHint') })}
      </fieldset>

      <FloorPlansFieldset
        idPrefix={id}
        plans={plans}
        errors={errors}
        disabled={saving}
        onChange={(update) => setPlans(update)}
        onRemoved={() => setErrors({})}
        onAdd={addPlan}
        fieldRef={ref}
        className={`${SECTION} grid gap-5`}
        legendClassName={`${LEGEND} float-start w-full`}
      />

      <fieldset className={`${SECTION} grid gap-5`}>
        <legend className={`${LEGEND} float-start w-full`}>{t('projectSectionSeo')}</legend>
        {field('meta_title', { hint: t('projectMetaTitleHint') })}
        <TextField
          id={`${id}-meta_description`}
          name="meta_description"
          label={t(LABELS.meta_description)}
          value={values.meta_description}
          onValueChange={(value) => setValues((v) => ({ ...v, meta_description: value }))}
          error={errors.meta_description}
          hint={t('projectMetaDescriptionHint')}
          maxLength={1000}
          disabled={saving}
          multiline
          rows={3}
          inputRef={ref('meta_description')}
        />
        {field('meta_keywords', { hint: t('projectMetaKeywordsHint') })}
        <div className="grid gap-3">
          {fileField('meta_image', IMAGES, t('projectImageHint'))}
          {project?.meta_image ? (
            <CurrentPicture src={project.meta_image} label={t('projectEditCurrentMetaImage')}>
              <label className="inline-flex min-h-11 items-center gap-2 text-gray-900">
                <input
                  type="checkbox"
                  name="remove_meta_image"
                  checked={removeMetaImage}
                  disabled={saving}
                  onChange={(event) => setRemoveMetaImage(event.target.checked)}
                  className="size-5 accent-(--brand)"
                />
                {t('projectEditRemoveMetaImage')}
              </label>
            </CurrentPicture>
          ) : null}
        </div>
      </fieldset>

      {operator?.askReason ? (
        <OperatorReasonField
          id={`${id}-reason`}
          value={reason}
          onValueChange={(next) => {
            setReason(next);
            setErrors(({ reason: _gone, ...rest }) => rest);
          }}
          error={errors.reason}
          disabled={saving}
          inputRef={ref('reason')}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <BusyButton
          type="submit"
          busy={saving}
          busyText={t(editing ? 'projectEditSaving' : 'projectSubmitting')}
          aria-disabled={saving}
        >
          {t(editing ? 'projectEditSave' : 'projectSubmit')}
        </BusyButton>
        {editing && !operator ? <p className="text-sm text-gray-700">{t('projectEditReview')}</p> : null}
      </div>
    </form>
  );
}
