import type { ReactNode } from 'react';

// The frame of every sign-in page: one h1, a short intro, the form card, then links elsewhere.

export function AuthCard({
  title,
  intro,
  children,
  footer,
  testId,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-2 text-gray-700">{intro}</p> : null}
      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">{children}</div>
      {footer ? <div className="mt-6 space-y-2 text-center text-gray-800">{footer}</div> : null}
    </div>
  );
}

export const TEXT_LINK = 'font-semibold text-(--brand-ink) underline-offset-4 hover:underline';
