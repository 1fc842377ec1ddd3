'use client';

import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { ERROR } from './form-binding';
import { formatBytes, PickedThumbnail, UploadBar } from './picked-file-parts.component';
import type { PickedFile } from './property-form-data.util';

// The new gallery photos in their order, loaded once the first photo is chosen. Reordering works
// three ways: dragging a photo with the mouse (native drag and drop, no library), and for keyboard
// and touch the "Move earlier"/"Move later" buttons, whose every move is announced and which keep
// the focus on the moved photo.

export interface GallerySortableProps {
  items: readonly PickedFile[];
  errors: Record<string, string | undefined>;
  progress: Record<string, number>;
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
  /** Where the focus goes once a photo is removed (its button is gone with it). */
  focusAfterRemove(): void;
  disabled: boolean;
}

type Focus = { key: string; button: 'earlier' | 'later' } | null;

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50';

export default function GallerySortable({
  items,
  errors,
  progress,
  onMove,
  onRemove,
  focusAfterRemove,
  disabled,
}: GallerySortableProps) {
  const { t, code } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>(null);

  // After a move by button, the same button of the moved photo keeps the focus (or its other
  // button, once the photo reached an end of the list).
  useEffect(() => {
    if (!focus) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(focus.key)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focus.button}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${focus.button === 'earlier' ? 'later' : 'earlier'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocus(null);
  }, [focus]);

  function move(from: number, to: number, viaButton?: Focus) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setAnnouncement(t('propertyFormMoved', { name: item.file.name, position: to + 1, count: items.length }));
    if (viaButton) setFocus(viaButton);
  }

  const dropOn = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const from = items.findIndex((i) => i.key === dragging);
    setDragging(null);
    setOver(null);
    if (from >= 0) move(from, index);
  };

  return (
    <>
      <ol ref={listRef} className="grid gap-3" data-testid="gallery-new">
        {items.map((item, index) => {
          const error = errors[item.key] ?? item.problem ?? undefined;
          return (
            <li
              key={item.key}
              data-key={item.key}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragging(item.key);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.key);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                if (!dragging) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={dropOn(index)}
              className={`flex flex-wrap items-start gap-3 rounded-lg border bg-white p-3 sm:flex-nowrap ${
                over === index && dragging !== item.key
                  ? 'border-(--brand) ring-2 ring-(--brand)'
                  : 'border-gray-200'
              } ${dragging === item.key ? 'opacity-60' : ''} ${disabled ? '' : 'cursor-grab'}`}
              data-testid="gallery-item"
            >
              <span className="flex shrink-0 items-center gap-1 pt-1 font-semibold text-gray-800 tabular-nums">
                {disabled ? null : (
                  <span aria-hidden="true" className="text-lg leading-none text-gray-500">
                    ⠿
                  </span>
                )}
                <span className="w-5 text-center">{index + 1}</span>
              </span>
              <PickedThumbnail file={item.file} />
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate font-medium text-gray-900">{item.file.name}</p>
                <p className="text-sm text-gray-700">{formatBytes(item.file.size, code)}</p>
                <UploadBar name={item.file.name} progress={progress[item.key]} />
                {error ? (
                  <p className={ERROR} data-testid="gallery-item-error">
                    {error}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  data-move="earlier"
                  disabled={disabled || index === 0}
                  aria-label={t('propertyFormMoveEarlier', { name: item.file.name })}
                  onClick={() => move(index, index - 1, { key: item.key, button: 'earlier' })}
                  className={BUTTON}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  data-move="later"
                  disabled={disabled || index === items.length - 1}
                  aria-label={t('propertyFormMoveLater', { name: item.file.name })}
                  onClick={() => move(index, index + 1, { key: item.key, button: 'later' })}
                  className={BUTTON}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('propertyFormRemoveFile', { name: item.file.name })}
                  onClick={() => {
                    onRemove(item.key);
                    setAnnouncement(t('propertyFormRemoved', { name: item.file.name }));
                    focusAfterRemove();
                  }}
                  className={BUTTON}
                >
                  {t('propertyFormRemove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only" data-testid="gallery-announcement">
        {announcement}
      </p>
    </>
  );
}
