import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getAgentProfile } from '@/features/agents/agents-api';

// The existence check lives in the segment's layout as well as the page: a layout renders outside
// its own segment's loading boundary, so once no loading.tsx sits above this route an unknown agent
// answers a real 404 status (the page alone can only mark the streamed answer noindex).
export default async function AgentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  const result = await getAgentProfile(slug, 'properties', 1);
  if (result.kind === 'error' && (result.status === 404 || result.status === 400)) notFound();
  return children;
}
