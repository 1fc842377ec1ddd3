'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminCity } from './admin-places.types';
import { switchAdminCity } from './api/switch-admin-city';

// One city's on/off switch: a labelled checkbox that saves at once and shows the stored state.

export function CitySwitch({ city, words }: { city: AdminCity; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [enabled, setEnabled] = useState(city.enabled);
  const [busy, setBusy] = useState(false);

  async function onChange(next: boolean) {
    if (busy) return;
    setBusy(true);
    setEnabled(next);
    await switchAdminCity(city.id, next, {
      successToast: true,
      onSuccess: (body) => {
        setEnabled(body.data.enabled);
        router.refresh();
      },
      onError: () => setEnabled(!next),
    });
    setBusy(false);
  }

  return (
    <label className="flex min-h-11 items-center gap-2 text-gray-900">
      <input
        type="checkbox"
        checked={enabled}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => void onChange(e.target.checked)}
        className="size-5 accent-(--brand)"
      />
      {w('adminCityShown', { name: city.name })}
    </label>
  );
}
