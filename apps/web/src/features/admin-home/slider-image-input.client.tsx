'use client';

import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import { CATALOGUE_IMAGE_ACCEPT } from '@domus/shared/schemas/admin-catalogue-image.schema';
import { useEffect, useState } from 'react';
import type { Translate } from '@/lib/i18n/translate.util';

// One of the slider's pictures: the stored one (or the chosen file at once, as a preview) and a
// file input. A file of the wrong type or over the size cap is refused here before anything is
// sent; the server still reads the type from the bytes and re-encodes what it keeps.

const TYPES = CATALOGUE_IMAGE_ACCEPT.split(',');

/** Why a chosen file cannot be sent, or null when it may be. */
export function imageProblem(file: File, w: Translate): string | null {
  if (!TYPES.includes(file.type)) return w('adminImageWrongType');
  if (file.size > IMAGE_MAX_BYTES) return w('adminImageTooLarge');
  return null;
}

export function SliderImageInput({
  id,
  name,
  label,
  current,
  file,
  onFile,
  error,
  required,
  w,
}: {
  id: string;
  name: 'image' | 'web_image';
  label: string;
  current: string | null;
  file: File | null;
  onFile(file: File | null, problem: string | null): void;
  error?: string;
  required?: boolean;
  w: Translate;
}) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setLocal(null);
    const url = URL.createObjectURL(file);
    setLocal(url);
    // The blob address is released once another file replaces it.
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const preview = local ?? current;
  const hint = `${w('adminSliderImageHint')}${current ? `. ${w('adminSliderImageKeep')}` : ''}`;
  return (
    <div className="flex flex-wrap items-start gap-4" data-testid={`slider-${name}`}>
      {preview ? (
        // biome-ignore lint/performance/noImgElement: an operator's preview of a stored or chosen file
        <img
          src={preview}
          alt={w('adminSliderPreview', { name: label })}
          className="h-24 w-40 rounded border border-gray-200 bg-white object-cover"
        />
      ) : (
        <span className="grid h-24 w-40 place-items-center rounded border border-dashed border-gray-400 text-sm text-gray-700">
          {w('adminSliderNoImage')}
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className="font-medium text-gray-900">
          {label}
          {required ? <span className="font-normal text-gray-700"> ({w('requiredField')})</span> : null}
        </label>
        <input
          id={id}
          name={name}
          type="file"
          accept={CATALOGUE_IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? imageProblem(chosen, w) : null;
            if (problem) e.target.value = '';
            onFile(problem ? null : chosen, problem);
          }}
          className="max-w-full text-sm text-gray-900 file:me-3 file:min-h-11 file:rounded-lg file:border file:border-gray-400 file:bg-white file:px-3"
        />
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-800" data-testid={`error-${name}`}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
