'use client';

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The photo lightbox, loaded on demand by <Gallery>. A native modal <dialog>: the rest of the page
// is inert while it is open, so focus stays inside; Escape closes it. Arrow keys move between
// photos (mirrored in right-to-left layouts, so "next" is always the way the reading goes).

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface LightboxProps {
  images: LightboxImage[];
  start: number;
  onClose: () => void;
}

export function Lightbox({ images, start, onClose }: LightboxProps) {
  const { t, rtl } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const total = images.length;
  const image = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const move = (step: number) => setIndex((i) => (i + step + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const forward = event.key === 'ArrowRight' ? !rtl : rtl;
      move(forward ? 1 : -1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setIndex(total - 1);
    }
  }

  const buttonClass =
    'inline-flex size-12 items-center justify-center rounded-full bg-white/95 text-gray-950 shadow hover:bg-white focus-visible:outline-white';

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('photoGallery')}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-gray-950/95 p-0 text-white backdrop:bg-gray-950/80"
      data-testid="lightbox"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          <p aria-live="polite" className="px-2 font-medium" data-testid="lightbox-counter">
            {t('photoOf', { current: index + 1, total })}
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('closeGallery')}
            className={buttonClass}
          >
            <CloseIcon width={24} height={24} />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
          {image ? (
            // biome-ignore lint/performance/noImgElement: a full-size photo of unknown shape, already optimised by the server.
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              className="max-h-full max-w-full object-contain"
              decoding="async"
            />
          ) : null}
          {total > 1 ? (
            <>
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label={t('previousPhoto')}
                className={`${buttonClass} absolute start-3 top-1/2 -translate-y-1/2`}
              >
                <ChevronStartIcon width={24} height={24} className="rtl:-scale-x-100" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label={t('nextPhoto')}
                className={`${buttonClass} absolute end-3 top-1/2 -translate-y-1/2`}
              >
                <ChevronEndIcon width={24} height={24} className="rtl:-scale-x-100" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
