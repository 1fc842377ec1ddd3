'use client';

import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { ERROR, HINT, LABEL } from './form-binding';
import { formatBytes, PickedThumbnail, UploadBar } from './picked-file-parts.component';
import type { PickedFile } from './property-form-data.util';

// One picture field (main photo, 360° photo, sharing image): what is stored now (edit), the new
// choice with its preview and size, a way to take the choice back, and the upload's progress.

export interface FilePickFieldProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  accept: string;
  picked: PickedFile | null;
  onPick(file: File | null): void;
  /** The stored picture (edit). */
  current?: string | null;
  /** Removing the stored picture without a new one, where the API allows it. */
  removeCurrent?: { checked: boolean; onChange(checked: boolean): void; label: string };
  error: string | undefined;
  progress: number | undefined;
  required?: boolean;
  disabled: boolean;
}

export function FilePickField({
  id,
  name,
  label,
  hint,
  accept,
  picked,
  onPick,
  current,
  removeCurrent,
  error,
  progress,
  required,
  disabled,
}: FilePickFieldProps) {
  const { t, code } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownError = error ?? picked?.problem ?? undefined;
  const removing = Boolean(removeCurrent?.checked) && !picked;

  return (
    <div className="min-w-0">
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? <span className="text-sm font-normal text-gray-700"> ({t('requiredField')})</span> : null}
      </label>
      {current && !picked ? (
        <div className="mb-2 flex flex-wrap items-center gap-3">
          {/* biome-ignore lint/performance/noImgElement: the member's own stored picture, shown small. */}
          <img
            src={current}
            alt={t('propertyFormCurrentPicture', { name: label })}
            width={96}
            height={72}
            className={`h-18 w-24 rounded-md border border-gray-200 object-cover ${removing ? 'opacity-40' : ''}`}
          />
          {removeCurrent ? (
            <label className="inline-flex min-h-11 items-center gap-2 text-gray-900">
              <input
                type="checkbox"
                checked={removeCurrent.checked}
                disabled={disabled}
                onChange={(event) => removeCurrent.onChange(event.target.checked)}
                className="size-5 accent-(--brand)"
              />
              {removeCurrent.label}
            </label>
          ) : null}
        </div>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        className="block w-full text-gray-900 file:me-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:font-semibold hover:file:bg-gray-50"
      />
      <p id={hintId} className={HINT}>
        {hint}
      </p>
      {picked ? (
        <div className="mt-2 flex items-start gap-3" data-testid={`picked-${name}`}>
          <PickedThumbnail file={picked.file} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">{picked.file.name}</p>
            <p className="text-sm text-gray-700">{formatBytes(picked.file.size, code)}</p>
            <UploadBar name={picked.file.name} progress={progress} />
          </div>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              onPick(null);
            }}
            aria-label={t('propertyFormRemoveFile', { name: picked.file.name })}
            className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50"
          >
            {t('propertyFormRemove')}
          </button>
        </div>
      ) : null}
      {shownError ? (
        <p id={errorId} className={ERROR} data-testid={`error-${name}`}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
