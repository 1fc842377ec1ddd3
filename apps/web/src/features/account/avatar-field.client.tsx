'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import {
  AVATAR_ACCEPT,
  avatarDimensionProblem,
  avatarFileProblem,
  sniffImageType,
} from './avatar-check.util';

// The profile photo: the current one (or an initial), a file input for JPEG/PNG, and a preview of
// the chosen file. The file is checked here — type by content, size, at least 120×120 — before the
// form may send it, with the server's own words; the server checks it all again.

/** The picture's pixel size as the browser decodes it; null when it cannot. */
async function decodedSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Resolves with the problem of a chosen file, or null when it may be sent. */
export async function checkAvatar(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return (
    avatarFileProblem(sniffImageType(head), file.size) ?? avatarDimensionProblem(await decodedSize(file))
  );
}

export interface AvatarFieldProps {
  current: string | null;
  name: string;
  error: string | undefined;
  disabled: boolean;
  /** A checked file (or null when cleared) and the problem found with it, if any. */
  onChange(file: File | null, problem: string | null): void;
  inputRef(element: HTMLInputElement | null): void;
}

export function AvatarField({ current, name, error, disabled, onChange, inputRef }: AvatarFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(file: File | undefined) {
    setPreview(null);
    if (!file) {
      onChange(null, null);
      return;
    }
    const problem = await checkAvatar(file);
    if (!problem) setPreview(URL.createObjectURL(file));
    onChange(file, problem);
  }

  const shown = preview ?? current;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-wrap items-center gap-5">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border border-gray-300 bg-gray-100 text-3xl font-bold text-gray-700">
        {shown ? (
          // biome-ignore lint/performance/noImgElement: a local preview (blob URL) or the member's own photo; nothing for the optimiser to do.
          <img
            src={shown}
            alt={preview ? t('accountAvatarPreview') : t('accountAvatarCurrent')}
            width={112}
            height={112}
            className="size-full object-cover"
            data-testid={preview ? 'avatar-preview' : 'avatar-current'}
          />
        ) : (
          <span aria-hidden="true">{(name.trim()[0] ?? '?').toUpperCase()}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-file`} className="mb-1 block font-semibold text-gray-900">
          {t('accountFieldProfile')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          name="profile"
          type="file"
          accept={AVATAR_ACCEPT}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-gray-800 file:me-3 file:min-h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:font-semibold file:text-gray-900 hover:file:bg-gray-50"
        />
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {t('accountAvatarHint')}
        </p>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-testid="error-profile">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
