'use client';

import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import { CATALOGUE_IMAGE_ACCEPT } from '@domus/shared/schemas/admin-catalogue-image.schema';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { uploadCatalogueImage } from './api/upload-catalogue-image';

// A catalogue picture (category icon, facility icon, city picture) replaced by upload: the file
// input shows the chosen picture at once and sends it as the multipart field `image` to the call's
// named action. The server reads the type from the bytes and re-encodes it; the checks here only
// spare a round trip for a file it would refuse anyway.

export interface CatalogueImageWords {
  label: string;
  replace: string;
  none: string;
  tooLarge: string;
  wrongType: string;
}

const TYPES = CATALOGUE_IMAGE_ACCEPT.split(',');

export function CatalogueImageField({
  call,
  current,
  words,
  testId,
  column = 'image',
  photo = false,
}: {
  /** The named action, e.g. `admin/categories/7/icon`. */
  call: string;
  current: string | null;
  words: CatalogueImageWords;
  testId?: string;
  /** The answer's field holding the new picture's address (`meta_image` for an article's). */
  column?: 'image' | 'meta_image';
  /** A photo (an article's picture) rather than an icon: a wider preview, cropped to fill it. */
  photo?: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [shown, setShown] = useState(current);
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => setShown(current), [current]);
  // A chosen file's preview is a blob address: released once another replaces it.
  useEffect(() => (local ? () => URL.revokeObjectURL(local) : undefined), [local]);

  async function upload(file: File | undefined) {
    if (!file || busy) return;
    if (!TYPES.includes(file.type)) return setError(words.wrongType);
    if (file.size > IMAGE_MAX_BYTES) return setError(words.tooLarge);
    setError(undefined);
    setLocal(URL.createObjectURL(file));
    setBusy(true);
    await uploadCatalogueImage(call, file, {
      successToast: true,
      onSuccess: (answer) => {
        setShown(answer.data[column] ?? null);
        router.refresh();
      },
      onError: (failure) => setError(failure.message),
    });
    setLocal(null);
    setBusy(false);
  }

  const preview = local ?? shown;
  const box = photo ? 'h-24 w-40' : 'size-12';
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid={testId}>
      {preview ? (
        // biome-ignore lint/performance/noImgElement: an operator's preview of any stored or chosen file
        <img
          src={preview}
          alt={words.label}
          className={`${box} rounded border border-gray-200 bg-white ${photo ? 'object-cover' : 'object-contain'}`}
        />
      ) : (
        <span
          className={`grid ${box} place-items-center rounded border border-dashed border-gray-400 text-xs text-gray-700`}
        >
          {words.none}
        </span>
      )}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {words.replace}
        </label>
        <input
          id={id}
          type="file"
          accept={CATALOGUE_IMAGE_ACCEPT}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
          className="max-w-full text-sm text-gray-900 file:me-3 file:min-h-11 file:rounded-lg file:border file:border-gray-400 file:bg-white file:px-3"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
