import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The admin console's own segment: its pages and their code load only under /admin, never with a
// public page. Each page checks access itself, with its first read (operator-access.server.ts).

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
