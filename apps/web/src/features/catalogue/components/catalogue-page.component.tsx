import type { ReactNode } from 'react';

// The frame of a catalogue page (server component): breadcrumbs, heading, intro and content.

export function CataloguePage({
  breadcrumbs,
  heading,
  intro,
  children,
}: {
  breadcrumbs: ReactNode;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      {breadcrumbs}
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900">{heading}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-gray-700">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

export function CatalogueNotice({ title, message }: { title?: string; message: string }) {
  return (
    <div
      role={title ? 'alert' : undefined}
      className="rounded-xl border border-gray-200 bg-gray-50 p-8 text-center"
    >
      {title ? <h2 className="text-lg font-semibold text-gray-900">{title}</h2> : null}
      <p className="mt-2 text-gray-700">{message}</p>
    </div>
  );
}
