import type { ReactNode } from 'react';
import { categoryOr404, pathSegment } from '@/features/search/landing-data';

// The existence check also lives in the segment's layout (the lookup is shared with the page): a
// layout renders outside its own segment's loading boundary, so once no loading.tsx sits above this
// route an unknown category answers a real 404 status rather than a streamed, noindex 404 page.
export default async function CategoryLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  await categoryOr404(pathSegment(slug));
  return children;
}
