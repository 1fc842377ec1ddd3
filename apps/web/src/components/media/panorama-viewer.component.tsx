'use client';

import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// A light 360° viewer with no library: the equirectangular image repeats horizontally as a
// background and the visitor turns it by dragging, with the arrow keys, or with the two buttons.

const STEP = 60;

export function PanoramaViewer({ src }: { src: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    boxRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') setOffset((o) => o + STEP);
    else if (event.key === 'ArrowRight') setOffset((o) => o - STEP);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, start: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current) setOffset(drag.current.start + event.clientX - drag.current.x);
  }

  const buttonClass =
    'inline-flex size-11 items-center justify-center rounded-full bg-white text-gray-950 shadow hover:bg-gray-50';

  return (
    <div className="relative" data-testid="panorama-viewer">
      <div
        ref={boxRef}
        role="img"
        aria-label={t('panoramaLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewer is operated with the arrow keys.
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        className="aspect-[16/9] cursor-grab touch-pan-y rounded-xl bg-gray-200 active:cursor-grabbing"
        style={{
          backgroundImage: `url("${encodeURI(src)}")`,
          backgroundRepeat: 'repeat-x',
          backgroundSize: 'auto 100%',
          backgroundPositionX: `${offset}px`,
        }}
      />
      <div className="absolute bottom-3 end-3 flex gap-2">
        <button
          type="button"
          onClick={() => setOffset((o) => o + STEP)}
          aria-label={t('turnLeft')}
          className={buttonClass}
        >
          <ChevronStartIcon width={22} height={22} />
        </button>
        <button
          type="button"
          onClick={() => setOffset((o) => o - STEP)}
          aria-label={t('turnRight')}
          className={buttonClass}
        >
          <ChevronEndIcon width={22} height={22} />
        </button>
      </div>
    </div>
  );
}
