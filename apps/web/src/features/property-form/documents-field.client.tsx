'use client';

import { LISTING_DOCUMENTS_MAX } from '@domus/shared/constants/upload-limits.constants';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { ERROR, HINT, LABEL } from './form-binding';
import type { StoredMedia } from './gallery-field.client';
import { DOCUMENT_ACCEPT } from './picked-file-check.util';
import { formatBytes, UploadBar } from './picked-file-parts.component';
import type { PickedFile } from './property-form-data.util';
import { fileKey } from './property-form-errors.util';

// Documents (brochure, floor plan, deed): those on the listing with a remove toggle, the new ones
// with their size, any problem found, and their upload's progress.

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50';

export interface DocumentsFieldProps {
  id: string;
  stored: readonly StoredMedia[];
  removed: ReadonlySet<number>;
  onToggleRemove(id: number): void;
  items: readonly PickedFile[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  errors: Record<string, string>;
  progress: Record<string, number>;
  disabled: boolean;
}

export function DocumentsField({
  id,
  stored,
  removed,
  onToggleRemove,
  items,
  onAdd,
  onRemove,
  errors,
  progress,
  disabled,
}: DocumentsFieldProps) {
  const { t, code } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const kept = stored.filter((s) => !removed.has(s.id)).length;
  const room = Math.max(0, LISTING_DOCUMENTS_MAX - kept - items.length);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listError = errors.documents;

  return (
    <div className="grid min-w-0 gap-3">
      <div>
        <label htmlFor={id} className={LABEL}>
          {t('propertyFormDocuments')}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="documents"
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
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
          {t('propertyFormDocumentsHint', { max: LISTING_DOCUMENTS_MAX, room })}
        </p>
        {listError ? (
          <p id={errorId} className={ERROR} data-testid="error-documents">
            {listError}
          </p>
        ) : null}
      </div>
      {stored.length + items.length > 0 ? (
        <ul className="grid gap-2" data-testid="documents">
          {stored.map((doc) => {
            const gone = removed.has(doc.id);
            return (
              <li
                key={`stored-${doc.id}`}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3"
              >
                <a
                  href={doc.url}
                  target="_blank"
                  rel="noreferrer"
                  className={`min-w-0 flex-1 truncate font-medium text-gray-900 underline underline-offset-2 ${gone ? 'line-through' : ''}`}
                >
                  {doc.name}
                </a>
                {gone ? <span className="text-sm text-red-800">{t('propertyFormWillRemove')}</span> : null}
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t(gone ? 'propertyFormKeepFile' : 'propertyFormRemoveFile', { name: doc.name })}
                  onClick={() => onToggleRemove(doc.id)}
                  className={BUTTON}
                >
                  {gone ? t('propertyFormKeep') : t('propertyFormRemove')}
                </button>
              </li>
            );
          })}
          {items.map((item) => {
            const error = errors[fileKey(item.key)] ?? item.problem ?? undefined;
            return (
              <li
                key={item.key}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3"
                data-testid="document-item"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-gray-900">{item.file.name}</p>
                  <p className="text-sm text-gray-700">{formatBytes(item.file.size, code)}</p>
                  <UploadBar name={item.file.name} progress={progress[item.key]} />
                  {error ? <p className={ERROR}>{error}</p> : null}
                </div>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('propertyFormRemoveFile', { name: item.file.name })}
                  onClick={() => {
                    onRemove(item.key);
                    requestAnimationFrame(() => inputRef.current?.focus());
                  }}
                  className={BUTTON}
                >
                  {t('propertyFormRemove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
