import { isOptimizableImage } from '../../lib/config';

// Helpers shared by the property and project pages: share and map links, coordinates, and the
// full-size URL a lightbox shows.

export interface ShareLink {
  network: string;
  href: string;
}

/** Plain share links (no third-party scripts). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
  ];
}

export function emailShareLink(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
}

export function osmLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

export function hasCoordinates(listing: {
  latitude?: number | null;
  longitude?: number | null;
}): listing is { latitude: number; longitude: number } {
  return (
    typeof listing.latitude === 'number' &&
    typeof listing.longitude === 'number' &&
    Number.isFinite(listing.latitude) &&
    Number.isFinite(listing.longitude) &&
    !(listing.latitude === 0 && listing.longitude === 0)
  );
}

/** The optimiser's 1920-pixel rendition of an API image (modern format), or the image as is. */
export function lightboxSrc(src: string): string {
  return isOptimizableImage(src) ? `/_next/image?url=${encodeURIComponent(src)}&w=1920&q=75` : src;
}

/** Address parts joined once each: "Westlands, Nairobi" + "Nairobi" does not repeat the city. */
export function joinPlace(parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    for (const piece of (part ?? '').split(',')) {
      const trimmed = piece.trim();
      const key = trimmed.toLowerCase();
      if (trimmed === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(trimmed);
    }
  }
  return out.join(', ');
}
