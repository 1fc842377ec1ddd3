'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The owner's actions on one listing: edit it (the listing form's own page), end the offer (sold, rented) or offer a rental again,
// switch it off or on (only once approved), delete it after a confirmation. Each asks the API and
// then renders the page again from the server, so the listing shows its new state and tab.

type Action =
  | { call: 'update_property_status'; status: 'sold' | 'rented' | 'rent' }
  | { call: 'change-property-status'; status: 0 | 1 }
  | { call: 'delete_property' };

export interface ListingActionsProps {
  id: number;
  slug: string;
  title: string;
  propertyType: 'sell' | 'rent' | 'sold' | 'rented';
  active: boolean;
  approved: boolean;
  /** Where to go once the listing is deleted (its own page would be gone); else this page again. */
  afterDelete?: string;
}

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70';

export function ListingActions({
  id,
  slug,
  title,
  propertyType,
  active,
  approved,
  afterDelete,
}: ListingActionsProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run(action: Action) {
    if (action.call === 'delete_property' && !window.confirm(t('myPropertiesDeleteConfirm', { title })))
      return;
    setBusy(true);
    const [{ callApi }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    const body = action.call === 'delete_property' ? { id } : { property_id: id, status: action.status };
    await callApi(
      { call: action.call, method: 'POST', body },
      {
        successToast: true,
        onSuccess: () =>
          action.call === 'delete_property' && afterDelete ? router.push(afterDelete) : router.refresh(),
        onError: (failure) => void showAccessFailure(failure),
      },
    );
    setBusy(false);
  }

  const end =
    propertyType === 'sell'
      ? { label: t('myPropertiesMarkSold'), status: 'sold' as const }
      : propertyType === 'rent'
        ? { label: t('myPropertiesMarkRented'), status: 'rented' as const }
        : propertyType === 'rented'
          ? { label: t('myPropertiesAvailableAgain'), status: 'rent' as const }
          : null;

  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy}>
      <Link
        href={`/user/edit-property/${encodeURIComponent(slug)}`}
        prefetch={false}
        aria-label={t('myPropertiesEditTitled', { title })}
        className={BUTTON}
      >
        {t('myPropertiesEdit')}
      </Link>
      {end ? (
        <button
          type="button"
          disabled={busy}
          className={BUTTON}
          onClick={() => void run({ call: 'update_property_status', status: end.status })}
        >
          {end.label}
        </button>
      ) : null}
      {approved ? (
        <button
          type="button"
          disabled={busy}
          className={BUTTON}
          onClick={() => void run({ call: 'change-property-status', status: active ? 0 : 1 })}
        >
          {active ? t('myPropertiesDeactivate') : t('myPropertiesActivate')}
        </button>
      ) : null}
      <button
        type="button"
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        onClick={() => void run({ call: 'delete_property' })}
      >
        {t('myPropertiesDelete')}
      </button>
    </div>
  );
}
