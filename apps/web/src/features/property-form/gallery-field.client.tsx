'use client';

import { PROPERTY_GALLERY_MAX } from '@domus/shared/constants/upload-limits.constants';
import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { ERROR, HINT, LABEL } from './form-binding';
import { IMAGE_ACCEPT } from './picked-file-check.util';
import type { PickedFile } from './property-form-data.util';
import { fileKey } from './property-form-errors.util';

// The gallery: photos already on the listing (edit), each with a remove toggle, and the new ones
// in the member's order. The sortable list loads with the first chosen photo.

const GallerySortable = dynamic(() => import('./gallery-sortable.client'), {
  ssr: false,
  loading: () => <p className="text-sm text-gray-700">…</p>,
});

export interface StoredMedia {
  id: number;
  url: string;
  name: string;
}

export interface GalleryFieldProps {
  id: string;
  stored: readonly StoredMedia[];
  removed: ReadonlySet<number>;
  onToggleRemove(id: number): void;
  items: readonly PickedFile[];
  onAdd(files: File[]): void;
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
  errors: Record<string, string>;
  progress: Record<string, number>;
  disabled: boolean;
}

export function GalleryField({
  id,
  stored,
  removed,
  onToggleRemove,
  items,
  onAdd,
  onMove,
  onRemove,
  errors,
  progress,
  disabled,
}: GalleryFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const kept = stored.filter((s) => !removed.has(s.id)).length;
  const room = Math.max(0, PROPERTY_GALLERY_MAX - kept - items.length);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listError = errors.gallery_images;
  const itemErrors = Object.fromEntries(items.map((item) => [item.key, errors[fileKey(item.key)]]));

  return (
    <div className="grid min-w-0 gap-3">
      <div>
        <label htmlFor={id} className={LABEL}>
          {t('propertyFormGallery')}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="gallery_images"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={disabled || room === 0}
          aria-invalid={listError ? true : undefined}
          aria-describedby={[hintId, listError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
          className="block w-full text-gray-900 file:me-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:font-semibold hover:file:bg-gray-50"
        />
        <p id={hintId} className={HINT}>
          {t('propertyFormGalleryHint', { max: PROPERTY_GALLERY_MAX, room })}
          {stored.length > 0 ? ` ${t('propertyFormGalleryEditHint')}` : ''}
        </p>
        {listError ? (
          <p id={errorId} className={ERROR} data-testid="error-gallery_images">
            {listError}
          </p>
        ) : null}
      </div>
      {stored.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="gallery-stored">
          {stored.map((photo) => {
            const gone = removed.has(photo.id);
            return (
              <li key={photo.id} className="rounded-lg border border-gray-200 p-2">
                {/* biome-ignore lint/performance/noImgElement: the listing's own stored photo, shown small. */}
                <img
                  src={photo.url}
                  alt={photo.name}
                  width={160}
                  height={120}
                  className={`aspect-[4/3] w-full rounded-md object-cover ${gone ? 'opacity-40' : ''}`}
                />
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t(gone ? 'propertyFormKeepFile' : 'propertyFormRemoveFile', {
                    name: photo.name,
                  })}
                  onClick={() => onToggleRemove(photo.id)}
                  className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-md border border-gray-400 bg-white px-2 text-sm font-semibold text-gray-900 hover:bg-gray-50"
                >
                  {gone ? t('propertyFormKeep') : t('propertyFormRemove')}
                </button>
                {gone ? (
                  <p className="mt-1 text-center text-sm text-red-800">{t('propertyFormWillRemove')}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {items.length > 0 ? (
        <GallerySortable
          items={items}
          errors={itemErrors}
          progress={progress}
          onMove={onMove}
          onRemove={onRemove}
          focusAfterRemove={() => requestAnimationFrame(() => inputRef.current?.focus())}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
