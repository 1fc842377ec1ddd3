import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.component';
import { SearchIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Slider } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import { HeroCarousel } from './hero-carousel.component';

// The top of the home page: the page's one h1, a search box that works without JavaScript (a plain
// GET form to the search page) and the operator's slider.

interface SlideTarget {
  href: string;
  external: boolean;
  title: string | null;
  subtitle: string | null;
}

function slideTarget(slider: Slider, priceOptions: PriceFormatOptions, t: Translate): SlideTarget | null {
  switch (slider.slider_type) {
    case '2':
      return slider.category
        ? {
            href: `/categories/${encodeURIComponent(slider.category.slug_id)}`,
            external: false,
            title: slider.category.category,
            subtitle: null,
          }
        : null;
    case '3': {
      const property = slider.property;
      if (!property) return null;
      const details = slider.show_property_details;
      return {
        href: `/properties-details/${encodeURIComponent(property.slug_id)}`,
        external: false,
        title: details ? property.title : null,
        subtitle: details ? priceLabel(property, priceOptions, t).text : null,
      };
    }
    case '5': {
      const project = slider.project;
      if (!project) return null;
      return {
        href: `/project-details/${encodeURIComponent(project.slug_id)}`,
        external: false,
        title: project.title,
        subtitle: [project.city, project.country].filter(Boolean).join(', ') || null,
      };
    }
    case '4':
      return slider.link && /^https?:\/\//i.test(slider.link)
        ? { href: slider.link, external: true, title: null, subtitle: null }
        : null;
    default:
      return null;
  }
}

function Slide({
  slider,
  first,
  priceOptions,
  t,
}: {
  slider: Slider;
  first: boolean;
  priceOptions: PriceFormatOptions;
  t: Translate;
}) {
  const target = slideTarget(slider, priceOptions, t);
  const image =
    slider.web_image ?? slider.image ?? slider.property?.title_image ?? slider.project?.image ?? null;
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gray-200 sm:aspect-[16/10]">
      <MediaImage
        src={image}
        alt=""
        fill
        sizes="(min-width: 1024px) 42rem, 100vw"
        className="object-cover"
        // The first slide is the page's largest paint; the others load when they are shown.
        {...(first ? { preload: true } : { loading: 'lazy' as const })}
      />
      {slider.is_sponsored ? (
        <div className="absolute start-3 top-3" data-testid="slide-sponsored">
          <Badge tone="featured">{t('sponsored')}</Badge>
        </div>
      ) : null}
      {target ? (
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-1 bg-gradient-to-t from-black/85 via-black/60 to-transparent p-5 pt-16 text-white">
          {target.title ? <p className="text-xl font-bold">{target.title}</p> : null}
          {target.subtitle ? <p className="text-base font-semibold">{target.subtitle}</p> : null}
          {target.external ? (
            <a
              href={target.href}
              rel="noopener noreferrer"
              className="mt-2 inline-flex min-h-11 items-center rounded-md bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100"
            >
              {t('viewDetails')}
            </a>
          ) : (
            <Link
              href={target.href}
              className="mt-2 inline-flex min-h-11 items-center rounded-md bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100"
            >
              {t('viewDetails')}
              {target.title ? <span className="sr-only">: {target.title}</span> : null}
            </Link>
          )}
        </div>
      ) : null}
    </div>
  );
}

export interface HomeHeroProps {
  sliders: Slider[];
  priceOptions: PriceFormatOptions;
  t: Translate;
  notice?: ReactNode;
}

export function HomeHero({ sliders, priceOptions, t, notice }: HomeHeroProps) {
  const slides = sliders.filter((s) => s.web_image || s.image || s.property?.title_image || s.project?.image);
  return (
    <div className="border-b border-gray-200 bg-white" data-testid="home-hero">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:py-14 ${slides.length > 0 ? 'lg:grid-cols-[1fr_1.25fr]' : ''}`}
      >
        <div className={slides.length > 0 ? '' : 'mx-auto max-w-2xl text-center'}>
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
            {t('heroTitle')}
          </h1>
          <p className="mt-4 text-lg text-gray-700">{t('heroSubtitle')}</p>
          <search className="mt-8">
            <form action="/properties" method="get" className="flex gap-2">
              <label htmlFor="hero-search" className="sr-only">
                {t('searchLabel')}
              </label>
              <input
                id="hero-search"
                name="search"
                type="search"
                placeholder={t('searchPlaceholder')}
                maxLength={100}
                className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-4 text-base text-gray-900 placeholder:text-gray-600"
              />
              <button
                type="submit"
                className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg bg-(--brand) px-5 font-semibold text-(--on-brand) hover:opacity-90"
              >
                <SearchIcon />
                {t('search')}
              </button>
            </form>
          </search>
          {notice}
        </div>
        {slides.length > 0 ? (
          <HeroCarousel
            slides={slides.map((slider, i) => ({
              // A sponsored entry's id is its advertisement's: it may equal an operator slider's.
              id: `${slider.is_sponsored ? 'ad' : 'slider'}-${slider.id}`,
              content: <Slide slider={slider} first={i === 0} priceOptions={priceOptions} t={t} />,
            }))}
          />
        ) : null}
      </div>
    </div>
  );
}
