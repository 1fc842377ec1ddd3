import type { ReactNode } from 'react';

/** The top of a content page: its one h1 and an optional intro line. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto w-full max-w-7xl px-4 pt-10 pb-2">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-lg text-gray-700">{intro}</p> : null}
      {children}
    </header>
  );
}
