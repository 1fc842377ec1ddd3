'use client';

import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The problems of a refused submit, listed at the top of the long form: the focus lands here,
// and each line leads to its field.

export interface SummaryItem {
  key: string;
  label: string;
  message: string;
  targetId: string;
}

export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(function ErrorSummary(
  { items },
  ref,
) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="property-form-error-summary-title"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 focus:outline-3 focus:outline-offset-2 focus:outline-red-800"
      data-testid="error-summary"
    >
      <h2 id="property-form-error-summary-title" className="font-bold text-red-900">
        {t('propertyFormErrorsTitle', { count: items.length })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-red-900">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={`#${item.targetId}`}
              onClick={(event) => {
                const target = document.getElementById(item.targetId);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center' });
                target.focus();
              }}
              className="underline underline-offset-2"
            >
              {item.label ? `${item.label}: ` : ''}
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
