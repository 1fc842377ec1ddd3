'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isDialogCode } from '@/components/access/access-codes';
import { showAccessFailure } from '@/components/access/access-dialog.store';
import { failureOf } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { adDurationLabel, payingPackage } from './ad-duration.util';
import { type FeatureFor, myAdvertisementsPath, type Placement } from './advertisement.types';
import { getActivePackages } from './api/get-active-packages';
import { storeAdvertisement } from './api/store-advertisement';

// The placement chooser: a native modal <dialog> (the page behind is inert, Esc closes, focus
// goes back to the Feature button). The ad's length comes from the package that will pay for it.
// A package refusal or demo mode closes it for the access dialog, whose confirm leads to the plans.

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

const PLACEMENTS: ReadonlyArray<{
  id: Placement;
  label: 'featuringList' | 'featuringSlider';
  hint: 'featuringListHint' | 'featuringSliderHint';
}> = [
  { id: 'list', label: 'featuringList', hint: 'featuringListHint' },
  { id: 'slider', label: 'featuringSlider', hint: 'featuringSliderHint' },
];

type Duration = { kind: 'loading' } | { kind: 'known'; label: string; name: string } | { kind: 'none' };

export function FeatureDialog({
  kind,
  id,
  title,
  onClose,
}: {
  kind: FeatureFor;
  id: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const durationId = useId();
  const [placement, setPlacement] = useState<Placement>('list');
  const [duration, setDuration] = useState<Duration>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input:checked')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    let live = true;
    void getActivePackages().then((packages) => {
      if (!live) return;
      const paying = packages ? payingPackage(packages, kind) : null;
      setDuration(
        paying
          ? { kind: 'known', label: adDurationLabel(paying.duration, t), name: paying.name }
          : { kind: 'none' },
      );
    });
    return () => {
      live = false;
    };
  }, [kind, t]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await storeAdvertisement(kind, id, placement);
    const failure = failureOf(result);
    if (!failure) {
      // Stays busy: the page is leaving for My advertisements.
      router.push(myAdvertisementsPath(kind));
      return;
    }
    setBusy(false);
    if (isDialogCode(failure.code)) {
      onClose();
      showAccessFailure(failure);
      return;
    }
    setError(failure.message);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={durationId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50"
      data-testid="feature-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 p-6 text-start">
        <h2 id={titleId} className="text-xl font-bold">
          {t('featuringDialogTitle', { title })}
        </h2>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{t('featuringPlacement')}</legend>
          {PLACEMENTS.map((p) => (
            <label
              key={p.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-gray-300 p-3 has-checked:border-(--brand) has-checked:bg-gray-50"
            >
              <input
                type="radio"
                name="placement"
                value={p.id}
                checked={placement === p.id}
                onChange={() => setPlacement(p.id)}
                aria-describedby={`${titleId}-${p.id}`}
                className="mt-1 size-4"
              />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(p.label)}</span>
                <span id={`${titleId}-${p.id}`} className="text-sm text-gray-700">
                  {t(p.hint)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p
          id={durationId}
          className="text-sm text-gray-800"
          aria-live="polite"
          data-testid="feature-duration"
        >
          {duration.kind === 'known'
            ? t('featuringDuration', { duration: duration.label, name: duration.name })
            : duration.kind === 'none'
              ? t('featuringNeedsPackage')
              : t('featuringDurationLoading')}
        </p>
        {error ? (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={`${BUTTON} border border-gray-400`}>
            {t('featuringCancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className={`${BUTTON} bg-(--brand) text-(--on-brand) disabled:opacity-70`}
          >
            {busy ? t('featuringSaving') : t('featuringConfirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
