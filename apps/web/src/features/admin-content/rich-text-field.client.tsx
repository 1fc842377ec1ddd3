'use client';

import dynamic from 'next/dynamic';
import { useId } from 'react';
import type { Translate } from '@/lib/i18n/translate.util';

// A labelled rich-text field. The editor (TipTap, ~100 kB) is a dynamic import, fetched only when
// a console form shows this field; until then a plain notice holds its place.

const RichTextEditor = dynamic(() => import('./rich-text-editor.client'), {
  ssr: false,
  loading: () => <div className="min-h-72 rounded-md border border-gray-300 bg-gray-50" aria-hidden="true" />,
});

export function RichTextField({
  label,
  hint,
  error,
  value,
  onChange,
  w,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange(html: string): void;
  w: Translate;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <span id={`${id}-label`} className="font-semibold text-gray-900">
        {label}
      </span>
      {hint ? (
        <span id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </span>
      ) : null}
      <RichTextEditor
        labelId={`${id}-label`}
        describedBy={described || undefined}
        value={value}
        onChange={onChange}
        w={w}
      />
      {error ? (
        <span id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}
