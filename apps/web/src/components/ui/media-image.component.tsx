import Image, { type ImageProps } from 'next/image';
import { isOptimizableImage } from '@/lib/config';

// next/image for API media. Server components only: whether the optimiser accepts a URL depends on
// the server's configuration. Anything it would refuse is served as is instead of breaking.

type MediaImageProps = Omit<ImageProps, 'src' | 'alt'> & { src: string | null | undefined; alt: string };

export function MediaImage({ src, alt, ...rest }: MediaImageProps) {
  if (!src) return null;
  return <Image src={src} alt={alt} unoptimized={!isOptimizableImage(src)} {...rest} />;
}
