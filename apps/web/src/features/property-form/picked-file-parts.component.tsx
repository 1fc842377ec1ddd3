'use client';

import { useTranslation } from '@/lib/i18n/i18n-context';
import { useObjectUrl } from './use-object-url.hook';

// Small parts every file field shows: a preview of a chosen picture, its size, and its upload
// progress while the form is being sent.

export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const unit = mb >= 1 ? 'megabyte' : 'kilobyte';
  const value = mb >= 1 ? mb : Math.max(1, bytes / 1024);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** A square preview of a chosen picture (decorative: the file's name is written beside it). */
export function PickedThumbnail({ file, size = 64 }: { file: File; size?: number }) {
  const url = useObjectUrl(file);
  return (
    <span
      className="block shrink-0 overflow-hidden rounded-md border border-gray-200 bg-gray-100"
      style={{ width: size, height: size }}
    >
      {url ? (
        // biome-ignore lint/performance/noImgElement: a local preview (blob URL); nothing for the optimiser to do.
        <img src={url} alt="" width={size} height={size} className="size-full object-cover" />
      ) : null}
    </span>
  );
}

/** The upload of one file: a bar and its percentage, announced only by its label. */
export function UploadBar({ name, progress }: { name: string; progress: number | undefined }) {
  const { t } = useTranslation();
  if (progress === undefined) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="mt-2 flex items-center gap-2">
      <progress
        max={100}
        value={percent}
        aria-label={t('propertyFormUploading', { name })}
        className="h-2 w-full max-w-60 appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-(--brand) [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-(--brand)"
        data-testid="upload-progress"
        data-progress={percent}
      />
      <span className="text-sm text-gray-800 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
