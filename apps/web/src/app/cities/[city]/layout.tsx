import type { ReactNode } from 'react';
import { cityOr404, pathSegment } from '@/features/search/landing-data';

// The existence check also lives in the segment's layout (the lookup is shared with the page): a
// layout renders outside its own segment's loading boundary, so once no loading.tsx sits above this
// route a city without listings answers a real 404 status rather than a streamed, noindex 404 page.
export default async function CityLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ city: string }>;
}) {
  const { city } = await params;
  await cityOr404(pathSegment(city));
  return children;
}
