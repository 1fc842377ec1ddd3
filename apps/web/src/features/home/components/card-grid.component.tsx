import type { ReactNode } from 'react';

/** The responsive grid every card section uses. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>;
}
