import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowEndIcon } from './icons.component';

// A titled page section: a landmark named by its heading, with an optional "view all" link whose
// accessible name says what it views.

export interface SectionProps {
  id: string;
  title: string;
  viewAll?: { href: string; label: string; accessibleLabel: string };
  children: ReactNode;
  className?: string;
}

export function Section({ id, title, viewAll, children, className = '' }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`mx-auto w-full max-w-7xl px-4 py-10 ${className}`}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h2>
        {viewAll ? (
          <Link
            href={viewAll.href}
            aria-label={viewAll.accessibleLabel}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-(--brand-ink) hover:underline"
          >
            {viewAll.label}
            <ArrowEndIcon width={18} height={18} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
