'use client';

import { useState } from 'react';
import { HeartIcon } from '@/components/ui/icons.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The heart of a listing (add_favourite). The page renders it with the visitor's own state (a
// guest's is always off; a member's page is never one kept for guests). A guest's click meets the
// sign-in dialog from the API's own answer. The answer handling loads on the first click only.

interface FavouriteAnswer {
  is_favourite: boolean;
  total_favourite_users: number;
}

export function FavouriteButton({
  propertyId,
  favourite,
  className = '',
}: {
  propertyId: number;
  favourite: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [on, setOn] = useState(favourite);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    const [{ callApi }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    await callApi<FavouriteAnswer>(
      { call: 'add_favourite', method: 'POST', body: { property_id: propertyId, type: on ? 0 : 1 } },
      {
        onSuccess: (body) => setOn(body.data.is_favourite),
        onError: (failure) => void showAccessFailure(failure),
      },
    );
    setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={on}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70 ${className}`}
      data-testid="favourite-button"
    >
      <HeartIcon className={on ? 'fill-red-600 text-red-600' : ''} />
      {on ? t('favouriteSaved') : t('favouriteSave')}
    </button>
  );
}
