import { lightboxSrc } from '@/components/detail/detail.util';
import { DetailSection } from '@/components/detail/detail-section.component';
import { Gallery } from '@/components/media/gallery.component';
import { Panorama } from '@/components/media/panorama.component';
import { VideoFacade } from '@/components/media/video-facade.component';
import { youtubeId } from '@/components/media/video-link.util';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate } from '@/lib/i18n/translate.util';

// A listing's pictures: the gallery grid (title image first, LCP, eager) with its lightbox, plus
// the 360° view and the video further down, each behind a button.

const THUMBNAILS = 5;

export function ListingGallery({ title, images, t }: { title: string; images: string[]; t: Translate }) {
  if (images.length === 0) return null;
  const items = images.map((src, index) => ({
    src: lightboxSrc(src),
    alt: `${t('photoOf', { current: index + 1, total: images.length })} – ${title}`,
  }));
  const thumbnails = images
    .slice(0, THUMBNAILS)
    .map((src, index) => (
      <MediaImage
        key={src}
        src={src}
        alt=""
        fill
        priority={index === 0}
        sizes={
          index === 0
            ? '(min-width: 1280px) 40rem, (min-width: 640px) 50vw, 100vw'
            : '(min-width: 1280px) 20rem, 25vw'
        }
        className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
      />
    ));
  return <Gallery images={items} thumbnails={thumbnails} />;
}

export function ListingPanorama({ src, t }: { src: string | null; t: Translate }) {
  if (!src) return null;
  return (
    <DetailSection id="panorama" title={t('view360Title')}>
      <Panorama
        src={src}
        preview={
          <MediaImage
            src={src}
            alt=""
            fill
            sizes="(min-width: 1024px) 48rem, 100vw"
            className="object-cover"
            loading="lazy"
          />
        }
      />
    </DetailSection>
  );
}

export function ListingVideo({
  link,
  title,
  poster,
  t,
}: {
  link: string | null;
  title: string;
  poster: string | null;
  t: Translate;
}) {
  if (!link) return null;
  const id = youtubeId(link);
  return (
    <DetailSection id="video" title={t('videoTitle')}>
      {id ? (
        <VideoFacade
          videoId={id}
          title={title}
          poster={
            <MediaImage
              src={poster}
              alt=""
              fill
              sizes="(min-width: 1024px) 48rem, 100vw"
              className="object-cover"
              loading="lazy"
            />
          }
        />
      ) : (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-(--brand-ink) underline"
        >
          {t('watchVideo')}
        </a>
      )}
    </DetailSection>
  );
}
