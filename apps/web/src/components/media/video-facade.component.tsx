'use client';

import { type ReactNode, useState } from 'react';
import { PlayIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// YouTube behind a click-to-load facade: no iframe, script or third-party request until the
// visitor presses play. The poster is server-rendered (the listing's own photo).

export function VideoFacade({
  videoId,
  title,
  poster,
}: {
  videoId: string;
  title: string;
  poster: ReactNode;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-gray-900" data-testid="video">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={t('playVideo', { title })}
          className="group absolute inset-0 block h-full w-full focus-visible:outline-none focus-visible:after:pointer-events-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:z-10 focus-visible:after:content-[''] focus-visible:after:shadow-[inset_0_0_0_3px_#fff,inset_0_0_0_6px_var(--brand-ink)]"
        >
          {poster}
          <span className="absolute inset-0 flex items-center justify-center bg-gray-950/35">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-red-700 text-white shadow-lg group-hover:bg-red-800">
              <PlayIcon width={30} height={30} />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
