'use client';

import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { DocumentsField } from './documents-field.client';
import { FilePickField } from './file-pick-field.client';
import { type FormBinding, HINT, LEGEND, SECTION, textFieldProps } from './form-binding';
import { GalleryField, type StoredMedia } from './gallery-field.client';
import { IMAGE_ACCEPT } from './picked-file-check.util';
import type { FormFilesState } from './use-form-files.hook';

// Photos, the 360° picture, documents and the video link. Files are checked as they are chosen and
// show their upload's progress while the form is sent.

export interface StoredMediaSet {
  titleImage: string | null;
  threeDImage: string | null;
  gallery: readonly StoredMedia[];
  documents: readonly StoredMedia[];
}

export function MediaSection({
  binding,
  media,
  stored,
  progress,
  editing,
}: {
  binding: FormBinding;
  media: FormFilesState;
  stored: StoredMediaSet;
  progress: Record<string, number>;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const { errors, idOf, disabled } = binding;
  const { files } = media;
  const allErrors = { ...media.limitErrors, ...errors };
  const imageHint = t('propertyFormImageHint');
  const progressOf = (key: string | undefined) => (key ? progress[key] : undefined);

  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('propertyFormSectionMedia')}</legend>
      <p className={`${HINT} mt-0`}>{t('propertyFormMediaHint')}</p>
      <FilePickField
        id={idOf('title_image')}
        name="title_image"
        label={t('propertyFormTitleImage')}
        hint={editing ? `${imageHint} ${t('propertyFormTitleImageKept')}` : imageHint}
        accept={IMAGE_ACCEPT}
        picked={files.title_image}
        onPick={(file) => void media.pickSingle('title_image', file)}
        current={stored.titleImage}
        error={errors.title_image}
        progress={progressOf(files.title_image?.key)}
        required={!editing}
        disabled={disabled}
      />
      <FilePickField
        id={idOf('three_d_image')}
        name="three_d_image"
        label={t('propertyFormThreeDImage')}
        hint={`${t('propertyFormThreeDHint')} ${imageHint}`}
        accept={IMAGE_ACCEPT}
        picked={files.three_d_image}
        onPick={(file) => void media.pickSingle('three_d_image', file)}
        current={stored.threeDImage}
        removeCurrent={
          stored.threeDImage
            ? {
                checked: media.removeThreeD,
                onChange: media.setRemoveThreeD,
                label: t('propertyFormRemoveCurrentThreeD'),
              }
            : undefined
        }
        error={errors.three_d_image}
        progress={progressOf(files.three_d_image?.key)}
        disabled={disabled}
      />
      <GalleryField
        id={idOf('gallery_images')}
        stored={stored.gallery}
        removed={media.removedGallery}
        onToggleRemove={media.toggleStoredGallery}
        items={files.gallery}
        onAdd={(chosen) => void media.addGallery(chosen)}
        onMove={media.moveGallery}
        onRemove={media.removeGalleryItem}
        errors={allErrors}
        progress={progress}
        disabled={disabled}
      />
      <DocumentsField
        id={idOf('documents')}
        stored={stored.documents}
        removed={media.removedDocuments}
        onToggleRemove={media.toggleStoredDocument}
        items={files.documents}
        onAdd={(chosen) => void media.addDocuments(chosen)}
        onRemove={media.removeDocument}
        errors={allErrors}
        progress={progress}
        disabled={disabled}
      />
      <TextField
        {...textFieldProps(binding, 'video_link', t('propertyFormVideoLink'))}
        marker={t('authOptional')}
        hint={t('propertyFormVideoHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        maxLength={500}
      />
    </fieldset>
  );
}
