'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The 360° image (`three_d_image`): a server-rendered preview with a button; the viewer's code is
// fetched only when the visitor asks for it.

const PanoramaViewer = dynamic(() => import('./panorama-viewer.component').then((m) => m.PanoramaViewer), {
  ssr: false,
});

export function Panorama({ src, preview }: { src: string; preview: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) return <PanoramaViewer src={src} />;
  return (
    <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-gray-200">
      {preview}
      <div className="absolute inset-0 flex items-center justify-center bg-gray-950/30">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-gray-950 shadow hover:bg-gray-50"
          data-testid="panorama-open"
        >
          {t('open360')}
        </button>
      </div>
    </div>
  );
}
