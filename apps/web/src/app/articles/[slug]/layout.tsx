import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getArticle } from '@/features/articles/articles-api';

// As for agents: checked in the layout too, so an unknown article can answer a real 404 status once
// no loading.tsx sits above this route (the page's own check shares the same memoised read).
export default async function ArticleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  if ((await getArticle(slug)) === 'not-found') notFound();
  return children;
}
