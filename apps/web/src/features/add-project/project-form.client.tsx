'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField, type TextInputProps } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { FloorPlansFieldset } from './floor-plans-fieldset.client';
import { ChoiceField, FileField } from './project-fields.component';
import {
  emptyProject,
  nextPlanProblem,
  type PlanValue,
  PROJECT_TEXT_FIELDS,
  type ProjectErrors,
  type ProjectFiles,
  type ProjectTextField,
  type ProjectValues,
  projectFormData,
  serverFieldErrors,
} from './project-form-values.util';

// The add-project form (post_project without id): checked in the browser with the API's schema
// (loaded on the first submit), sent as multipart with the session cookie. Field messages sit next
// to their fields and focus moves to the first one; access refusals (no plan, profile, demo…)
// open the access dialog. A floor plan is added only once the current one is filled in.

const LABELS: Record<ProjectTextField, TranslationKey> = {
  title: 'projectFieldTitle',
  description: 'projectFieldDescription',
  category_id: 'projectFieldCategory',
  type: 'projectFieldType',
  location: 'projectFieldLocation',
  city: 'accountFieldCity',
  state: 'accountFieldState',
  country: 'accountFieldCountry',
  latitude: 'accountFieldLatitude',
  longitude: 'accountFieldLongitude',
  video_link: 'projectFieldVideo',
  meta_title: 'projectFieldMetaTitle',
  meta_description: 'projectFieldMetaDescription',
  meta_keywords: 'projectFieldMetaKeywords',
};
const REQUIRED = new Set<string>([...PROJECT_TEXT_FIELDS.slice(0, 10), 'image']);
const MAX: Partial<Record<ProjectTextField, number>> = {
  description: 20_000,
  location: 500,
  city: 100,
  state: 100,
  country: 100,
  latitude: 20,
  longitude: 20,
  video_link: 500,
  meta_description: 1000,
  meta_keywords: 1000,
};
const IMAGES = 'image/jpeg,image/png';
const SECTION = 'rounded-xl border border-gray-200 bg-white p-6';
const LEGEND = 'mb-4 text-lg font-bold text-gray-900';

export function ProjectForm({
  categories,
  doneHref,
}: {
  categories: { id: number; name: string }[];
  doneHref: string;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<ProjectValues>(emptyProject);
  const [files, setFiles] = useState<ProjectFiles>({
    image: null,
    gallery_images: [],
    documents: [],
    meta_image: null,
  });
  const [plans, setPlans] = useState<PlanValue[]>([]);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [saving, setSaving] = useState(false);
  const refs = useRef<Record<string, HTMLElement | null>>({});
  const nextKey = useRef(1);

  const order = () => [
    ...PROJECT_TEXT_FIELDS.slice(0, 10),
    'image',
    'gallery_images',
    'documents',
    'video_link',
    ...plans.flatMap((_, i) => [`plans.${i}.title`, `plans.${i}.document`]),
    'plans',
    'meta_title',
    'meta_description',
    'meta_keywords',
    'meta_image',
  ];
  const show = (found: ProjectErrors) => {
    setErrors(found);
    const first = order().find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };
  const ref = (name: string) => (el: HTMLElement | null) => {
    refs.current[name] = el;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { projectErrors } = await import('./project-form-validation.util');
    const found = projectErrors(values, plans, files.image !== null);
    if (Object.keys(found).length > 0) return show(found);
    setSaving(true);
    const [{ callApi }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    await callApi(
      { call: 'post_project', method: 'POST', body: projectFormData(values, plans, files) },
      {
        successToast: true,
        onSuccess: () => router.push(doneHref),
        onError: (failure) => {
          if (showAccessFailure(failure)) return;
          show(serverFieldErrors(failure));
        },
      },
    );
    setSaving(false);
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
  const fileField = (name: keyof ProjectFiles, accept: string, hint: TranslationKey, multiple = false) => (
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
      hint={t(hint)}
      error={errors[name]}
      required={REQUIRED.has(name)}
      marker={REQUIRED.has(name) ? t('requiredField') : undefined}
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
        {fileField('image', IMAGES, 'projectImageHint')}
        {fileField('gallery_images', IMAGES, 'projectGalleryHint', true)}
        {fileField('documents', '.pdf,.doc,.docx,.txt', 'projectDocumentsHint', true)}
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
        {fileField('meta_image', IMAGES, 'projectImageHint')}
      </fieldset>

      <div>
        <BusyButton type="submit" busy={saving} busyText={t('projectSubmitting')} aria-disabled={saving}>
          {t('projectSubmit')}
        </BusyButton>
      </div>
    </form>
  );
}
