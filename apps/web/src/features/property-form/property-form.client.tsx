'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MapCenter } from '@/components/map/map.types';
import { BusyButton } from '@/components/ui/busy-button.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { Translate } from '@/lib/i18n/translate.util';
import { fileByteRanges, rangeProgress } from '@/lib/upload-progress.util';
import { facilitiesQueryOptions } from './api/get-facilities';
import { postingCategoriesQueryOptions } from './api/get-posting-categories';
import { type SaveTarget, saveProperty } from './api/save-property';
import { CategorySection } from './category-section.client';
import { DetailsSection } from './details-section.client';
import { DraftNotice } from './draft-notice.component';
import { ErrorSummary } from './error-summary.component';
import { FacilitiesSection } from './facilities-section.client';
import { FilePickField } from './file-pick-field.client';
import type { FormBinding } from './form-binding';
import { LocationSection } from './location-section.client';
import { MediaSection, type StoredMediaSet } from './media-section.client';
import { IMAGE_ACCEPT } from './picked-file-check.util';
import { draftKey } from './property-draft.util';
import type { EditableProperty, Facility, PostingCategory } from './property-form.types';
import { type EditTarget, propertyFormData } from './property-form-data.util';
import { type FormErrors, serverFormErrors } from './property-form-errors.util';
import {
  categoryOf,
  emptyValues,
  type PropertyFormValues,
  valuesFromListing,
} from './property-form-values.util';
import { ReasonField } from './reason-field.client';
import { SeoSection } from './seo-section.client';
import { summaryItems } from './summary-items.util';
import { useFormFiles } from './use-form-files.hook';
import { usePropertyDraft } from './use-property-draft.hook';

// The listing form (post_property, update_post_property): the category first, then its
// parameters, the offer, nearby places, the place on the map, photos and documents, and how the
// listing shows in search engines. Checked in the browser with the API's own schema before
// anything is sent; sent as one multipart request whose files show their upload progress; the
// server's field messages come back next to their fields, and access refusals open the "Opps!"
// dialog. The text is kept as a draft in this browser until the listing is saved.

export interface PropertyFormSettings {
  currencySymbol: string;
  distanceOption: string;
  tileUrl: string | null;
  attribution: string | null;
  siteUrl: string;
}

export interface PropertyFormProps {
  userId: number;
  /** The listing being edited; null to post a new one. */
  listing: EditableProperty | null;
  settings: PropertyFormSettings;
  fallbackCenter: MapCenter | null;
  /** The console's operator form (admin/properties): its own call, and where a save leads. */
  operator?: OperatorFormTarget;
}

export interface OperatorFormTarget {
  target: SaveTarget;
  /** A member's listing: the reason sent to its owner is asked for, and required. */
  askReason: boolean;
  /** The console's listings address: a save leads to `<base>/<id>/edit`. */
  doneBase: string;
}

/** The messages a change of these values answers, besides the field's own. */
const FIELD_ERRORS: Partial<Record<keyof PropertyFormValues, string[]>> = {
  latitude: ['latitude', 'longitude'],
  longitude: ['latitude', 'longitude'],
  category_id: ['category_id', 'parameters'],
};

function storedMediaOf(listing: EditableProperty | null, t: Translate): StoredMediaSet {
  return {
    titleImage: listing?.title_image ?? null,
    threeDImage: listing?.three_d_image ?? null,
    // Stored photos have only a storage name: they are called by their place in the gallery.
    gallery: (listing?.gallery ?? []).map((g, i) => ({
      id: g.id,
      url: g.image_url,
      name: t('propertyFormStoredPhoto', { position: i + 1 }),
    })),
    documents: (listing?.documents ?? []).map((d) => ({ id: d.id, url: d.file, name: d.file_name })),
  };
}

export function PropertyForm({ userId, listing, settings, fallbackCenter, operator }: PropertyFormProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const formId = useId();
  const idOf = useCallback((key: string) => `${formId}-${key}`, [formId]);
  const categoriesQuery = useQuery(postingCategoriesQueryOptions());
  const categories: PostingCategory[] = categoriesQuery.data ?? [];
  const facilities: Facility[] = useQuery(facilitiesQueryOptions()).data ?? [];
  const editing = listing !== null;

  const initial = useMemo(() => (listing ? valuesFromListing(listing) : emptyValues()), [listing]);
  const stored = useMemo(() => storedMediaOf(listing, t), [listing, t]);
  const [values, setValues] = useState<PropertyFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [attempt, setAttempt] = useState(0);
  const [reason, setReason] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const clearErrors = useCallback((keys: string[]) => {
    setErrors((e) => {
      if (!keys.some((key) => key in e)) return e;
      const rest = { ...e };
      for (const key of keys) delete rest[key];
      return rest;
    });
  }, []);
  const media = useFormFiles(stored, clearErrors);
  const { files } = media;

  const draft = usePropertyDraft({
    storageKey: draftKey(userId, listing?.id ?? null),
    basedOn: listing ? (listing.updated_at ?? null) : null,
    initial,
    values,
    restore: setValues,
  });

  const set = useCallback(
    <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      // A field's message goes once it is changed; the others stay until the next submit.
      clearErrors(FIELD_ERRORS[field] ?? [field]);
    },
    [clearErrors],
  );
  const binding: FormBinding = { values, set, errors, clear: clearErrors, idOf, disabled: saving };

  // Files cannot be kept: leaving with some chosen and unsent asks first.
  const hasFiles =
    Boolean(files.title_image || files.three_d_image || files.meta_image) ||
    files.gallery.length + files.documents.length + Object.keys(files.parameters).length > 0;
  useEffect(() => {
    if (!hasFiles || saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasFiles, saving]);

  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const category = categoryOf(categories, values.category_id);
  const sameCategory = listing !== null && values.category_id === String(listing.category_id);
  const storedParameterFiles = useMemo(() => {
    const out: Record<string, string> = {};
    for (const p of listing?.parameters ?? []) {
      if (p.type_of_parameter === 'file' && typeof p.value === 'string') out[String(p.id)] = p.value;
    }
    return out;
  }, [listing]);

  function showErrors(found: FormErrors) {
    setErrors(found);
    setAttempt((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { propertyFormErrors } = await import('./property-validation.util');
    const found = {
      ...media.limitErrors,
      ...propertyFormErrors(values, files, {
        categories,
        editing,
        storedFileParameters: new Set(sameCategory ? Object.keys(storedParameterFiles).map(Number) : []),
      }),
    };
    if (operator?.askReason && reason.trim() === '') found.reason = t('propertyFormReasonRequired');
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    const edit: EditTarget | undefined = listing
      ? {
          id: listing.id,
          slug: listing.slug_id,
          removeGallery: [...media.removedGallery],
          removeDocuments: [...media.removedDocuments],
          removeThreeD: media.removeThreeD,
          removeMetaImage: media.removeMetaImage,
        }
      : undefined;
    const { body, sent } = propertyFormData(values, categories, files, edit);
    if (operator?.askReason) body.set('reason', reason.trim());
    const { ranges, total: estimated } = fileByteRanges(body.entries());
    const start: Record<string, number> = {};
    for (const key of Object.values(sent.files)) start[key] = 0;
    setProgress(start);
    const result = await saveProperty(
      editing ? 'edit' : 'add',
      body,
      {
        onProgress: ({ loaded, total }) => {
          const next: Record<string, number> = {};
          for (const range of ranges) {
            const key = sent.files[range.name];
            if (key) next[key] = rangeProgress(range, estimated, loaded, total);
          }
          setProgress(next);
        },
      },
      operator?.target,
    );
    const [{ handleAnswer }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    handleAnswer(
      result,
      {
        successToast: true,
        onSuccess: (answer) => {
          draft.finish();
          if (operator) {
            // The console's page of the listing, read again (the same address after an edit).
            setSaving(false);
            setReason('');
            router.push(`${operator.doneBase}/${answer.data.id}/edit`);
            router.refresh();
            return;
          }
          router.push(`/my-property/${encodeURIComponent(answer.data.slug_id)}`);
        },
        onError: (failure) => {
          setSaving(false);
          setProgress({});
          if (showAccessFailure(failure)) return;
          const fromApi = serverFormErrors(failure, sent);
          if (Object.keys(fromApi).length > 0) showErrors(fromApi);
        },
      },
      body,
    );
  }

  const summary = summaryItems(errors, {
    t,
    currencySymbol: settings.currencySymbol,
    category,
    facilities,
    files,
    idOf,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={saving}
      aria-label={t(editing ? 'propertyFormEditTitle' : 'propertyFormAddTitle')}
      className="grid gap-6"
      data-testid="property-form"
    >
      <DraftNotice restoredAt={draft.restoredAt} onDiscard={draft.discard} disabled={saving} />
      <ErrorSummary ref={summaryRef} items={summary} />
      <CategorySection
        binding={binding}
        categories={categories}
        parameterFiles={files.parameters}
        storedFiles={sameCategory ? storedParameterFiles : {}}
        onPickParameterFile={(id, file) => void media.pickParameter(id, file)}
        loadFailed={categoriesQuery.isError ? () => void categoriesQuery.refetch() : null}
      />
      <DetailsSection
        binding={binding}
        currencySymbol={settings.currencySymbol}
        typeLocked={listing?.property_type === 'sold' || listing?.property_type === 'rented'}
      />
      <FacilitiesSection binding={binding} facilities={facilities} distanceOption={settings.distanceOption} />
      <LocationSection
        binding={binding}
        map={{ tileUrl: settings.tileUrl, attribution: settings.attribution }}
        fallbackCenter={fallbackCenter}
      />
      <MediaSection binding={binding} media={media} stored={stored} progress={progress} editing={editing} />
      <SeoSection
        binding={binding}
        siteUrl={settings.siteUrl}
        metaImage={
          <FilePickField
            id={idOf('meta_image')}
            name="meta_image"
            label={t('propertyFormMetaImage')}
            hint={`${t('propertyFormMetaImageHint')} ${t('propertyFormImageHint')}`}
            accept={IMAGE_ACCEPT}
            picked={files.meta_image}
            onPick={(file) => void media.pickSingle('meta_image', file)}
            current={listing?.meta_image ?? null}
            removeCurrent={
              listing?.meta_image
                ? {
                    checked: media.removeMetaImage,
                    onChange: media.setRemoveMetaImage,
                    label: t('propertyFormRemoveCurrentMetaImage'),
                  }
                : undefined
            }
            error={errors.meta_image}
            progress={files.meta_image ? progress[files.meta_image.key] : undefined}
            disabled={saving}
          />
        }
      />
      {operator?.askReason ? (
        <ReasonField
          id={idOf('reason')}
          value={reason}
          onValueChange={(next) => {
            setReason(next);
            clearErrors(['reason']);
          }}
          error={errors.reason}
          disabled={saving}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <BusyButton
          type="submit"
          busy={saving}
          busyText={t(editing ? 'accountSaving' : 'propertyFormPosting')}
          disabled={saving}
        >
          {t(editing ? 'propertyFormSave' : 'propertyFormSubmit')}
        </BusyButton>
        {operator ? null : (
          <p className="text-sm text-gray-700">
            {t(editing ? 'propertyFormEditReview' : 'propertyFormReview')}
          </p>
        )}
      </div>
    </form>
  );
}
