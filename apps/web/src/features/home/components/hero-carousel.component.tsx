'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The home slider, following the WAI-ARIA carousel pattern: a pause/play control first, previous and
// next buttons, arrow keys, rotation that stops on hover and focus and never starts for visitors
// who prefer reduced motion. Slides are server-rendered; this island only chooses which one shows.

const ROTATION_MS = 6_000;

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export function HeroCarousel({ slides }: { slides: CarouselSlide[] }) {
  const { t, rtl } = useTranslation();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(true);
  }, []);

  const rotating = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const towardsEnd = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    go(towardsEnd ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('featuredSlides')}
      className="relative"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="hero-carousel"
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // The WAI-ARIA carousel pattern names each slide as a group; a fieldset would claim a form.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { current: i + 1, total: count })}
            hidden={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-100"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="sr-only">{playing ? t('pauseSlides') : t('playSlides')}</span>
          </button>
          <button
            type="button"
            onClick={() => go(-1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-100"
          >
            <ChevronStartIcon className="rtl:-scale-x-100" />
            <span className="sr-only">{t('previousSlide')}</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-100"
          >
            <ChevronEndIcon className="rtl:-scale-x-100" />
            <span className="sr-only">{t('nextSlide')}</span>
          </button>
          <p className="ms-2 text-sm text-gray-700">{t('slideOf', { current: index + 1, total: count })}</p>
        </div>
      ) : null}
    </section>
  );
}
