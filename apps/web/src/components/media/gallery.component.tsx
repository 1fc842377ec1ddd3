'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { LightboxImage } from './lightbox.component';

// A listing's photo grid (issue 3). Thumbnails are rendered on the server and handed in as
// `thumbnails`; this island only wraps them in buttons. The lightbox's code is fetched the first
// time a photo is opened, so the page pays nothing for it on first load. The focus ring is drawn
// over the photo (an inset white-and-ink frame), since an outline would sit under the image.

const Lightbox = dynamic(() => import('./lightbox.component').then((m) => m.Lightbox), { ssr: false });

export interface GalleryProps {
  /** Every photo, full size, in order. */
  images: LightboxImage[];
  /** Server-rendered pictures for the first few photos (same order as `images`). */
  thumbnails: ReactNode[];
  className?: string;
}

export function Gallery({ images, thumbnails, className = '' }: GalleryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const total = images.length;
  const hidden = total - thumbnails.length;
  // One photo fills the row; otherwise the first takes half and the rest tile beside it.
  const single = thumbnails.length === 1;

  function show(index: number, opener: HTMLElement) {
    openerRef.current = opener;
    setOpen(index);
  }

  function close() {
    setOpen(null);
    // Back to the photo that opened the lightbox (WCAG 2.4.3 focus order).
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  return (
    <div className={className} data-testid="gallery">
      <ul
        className="grid grid-cols-4 grid-rows-2 gap-2 overflow-hidden rounded-xl"
        aria-label={t('photoGallery')}
      >
        {thumbnails.map((thumbnail, index) => {
          const last = index === thumbnails.length - 1 && hidden > 0;
          const first = index === 0;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: photos are static for the page's life.
              key={index}
              className={`relative ${first ? (single ? 'col-span-4 row-span-2 aspect-[16/9]' : 'col-span-4 row-span-2 aspect-[4/3] sm:col-span-2 sm:aspect-auto') : 'hidden aspect-[4/3] sm:block'}`}
            >
              <button
                type="button"
                onClick={(e) => show(index, e.currentTarget)}
                aria-label={
                  last ? t('showAllPhotos', { count: total }) : t('openPhoto', { current: index + 1, total })
                }
                aria-haspopup="dialog"
                className="group absolute inset-0 block h-full w-full cursor-zoom-in overflow-hidden bg-gray-100 focus-visible:outline-none focus-visible:after:pointer-events-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:z-10 focus-visible:after:content-[''] focus-visible:after:shadow-[inset_0_0_0_3px_#fff,inset_0_0_0_6px_var(--brand-ink)]"
                data-testid="gallery-open"
              >
                {thumbnail}
                {last ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-gray-950/60 text-lg font-semibold text-white">
                    +{hidden + 1}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null ? <Lightbox images={images} start={open} onClose={close} /> : null}
    </div>
  );
}
