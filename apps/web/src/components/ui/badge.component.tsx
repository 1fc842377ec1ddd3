import type { ReactNode } from 'react';

// Small labels on cards. Every tone pairs its text and background at 4.5:1 or better.

const TONES = {
  brand: 'bg-(--brand) text-(--on-brand)',
  sell: 'bg-emerald-700 text-white',
  rent: 'bg-sky-800 text-white',
  premium: 'bg-amber-300 text-gray-950',
  featured: 'bg-gray-900 text-white',
  neutral: 'bg-gray-100 text-gray-800',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
