'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { FeatureFor } from './advertisement.types';

// "Feature" on an owner's listing (shown only while it is eligible, §4.6): opens the placement
// dialog, loaded on first use so the owner's pages carry only this button.

const FeatureDialog = dynamic(() => import('./feature-dialog.client').then((m) => m.FeatureDialog), {
  ssr: false,
});

export function FeatureButton({ kind, id, title }: { kind: FeatureFor; id: number; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('featuringFeatureTitled', { title })}
        className="inline-flex min-h-11 items-center rounded-md border border-(--brand) bg-white px-4 font-semibold text-(--brand-ink) hover:bg-gray-50"
        data-testid="feature-listing"
      >
        {t('featuringFeature')}
      </button>
      {open ? <FeatureDialog kind={kind} id={id} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
