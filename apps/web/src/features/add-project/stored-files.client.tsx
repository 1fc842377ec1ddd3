'use client';

import { useTranslation } from '@/lib/i18n/i18n-context';
import { fileKind, type StoredFile } from './stored-files.util';

// What an edited project already has, beside its file fields: the gallery's pictures and the
// documents, each with a remove button that marks it (sent in `remove_gallery_images` /
// `remove_documents` on save) and, once marked, keeps it again. The button keeps its place and the
// focus; its name says which file and what pressing does.

const TOGGLE =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70';

function Toggle({
  file,
  removed,
  onToggle,
  disabled,
  className = '',
}: {
  file: StoredFile;
  removed: boolean;
  onToggle(id: number): void;
  disabled: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={t(removed ? 'projectEditKeepFile' : 'projectEditRemoveFile', { name: file.name })}
      onClick={() => onToggle(file.id)}
      className={`${TOGGLE} ${className}`}
    >
      {t(removed ? 'projectEditKeep' : 'projectEditRemove')}
    </button>
  );
}

export function StoredPictures({
  files,
  removed,
  onToggle,
  disabled,
}: {
  files: readonly StoredFile[];
  removed: ReadonlySet<number>;
  onToggle(id: number): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stored-gallery">
      {files.map((file) => {
        const gone = removed.has(file.id);
        return (
          <li key={file.id} className="grid content-start gap-2 rounded-lg border border-gray-200 p-2">
            {/* biome-ignore lint/performance/noImgElement: the project's own stored picture, shown small. */}
            <img
              src={file.url}
              alt={file.name}
              width={160}
              height={120}
              loading="lazy"
              className={`aspect-[4/3] w-full rounded-md object-cover ${gone ? 'opacity-40' : ''}`}
            />
            <Toggle file={file} removed={gone} onToggle={onToggle} disabled={disabled} className="w-full" />
            {gone ? <p className="text-center text-sm text-red-800">{t('projectEditWillRemove')}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function StoredDocuments({
  files,
  removed,
  onToggle,
  disabled,
}: {
  files: readonly StoredFile[];
  removed: ReadonlySet<number>;
  onToggle(id: number): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-2" data-testid="stored-documents">
      {files.map((file) => {
        const gone = removed.has(file.id);
        const kind = fileKind(file.url);
        return (
          <li
            key={file.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3"
          >
            <span className="min-w-0 flex-1">
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className={`font-medium text-gray-900 underline-offset-2 ${gone ? 'line-through' : 'underline'}`}
              >
                {file.name}
              </a>
              {kind ? <span className="ms-2 text-sm text-gray-700">{kind}</span> : null}
            </span>
            {gone ? <span className="text-sm text-red-800">{t('projectEditWillRemove')}</span> : null}
            <Toggle file={file} removed={gone} onToggle={onToggle} disabled={disabled} />
          </li>
        );
      })}
    </ul>
  );
}
