'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner.component';
import type { UserSelf } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { useAppDispatch, useAppSelector, useRehydrated } from '@/lib/store/store.hook';
import { profileQueryOptions } from './api/get-profile';
import { ProfileForm } from './profile-form.client';
import {
  type CompleteProfileField,
  missingFields,
  sliceWithUser,
  userFromSlice,
} from './profile-values.util';

// /user/profile's island: the profile comes fresh from the API (get-profile, read by the server into
// this island's query), so an edit made on another device is never overwritten with a stale copy;
// the stored sign-in answer is the fallback while no read has succeeded. Then the completeness of
// the profile and the form.

const FIELD_LABELS: Record<CompleteProfileField, TranslationKey> = {
  name: 'accountFieldName',
  email: 'accountFieldEmail',
  mobile: 'accountFieldMobile',
  profile: 'accountFieldProfile',
  address: 'accountFieldAddress',
};

function ProfileStatus({ user }: { user: UserSelf }) {
  const { t } = useTranslation();
  const missing = missingFields(user);
  if (missing.length === 0) {
    return (
      <div
        role="status"
        className="rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900"
        data-testid="profile-status"
        data-complete="true"
      >
        {t('accountProfileComplete')}
      </div>
    );
  }
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-gray-900"
      data-testid="profile-status"
      data-complete="false"
    >
      <p className="font-semibold">{t('accountProfileIncomplete')}</p>
      <ul className="mt-2 list-disc ps-6">
        {missing.map((field) => (
          <li key={field}>{t(FIELD_LABELS[field])}</li>
        ))}
      </ul>
    </div>
  );
}

export function ProfileEditor() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const stored = useAppSelector((state) => state.user.data);
  const queryClient = useQueryClient();
  const { data: fresh = null } = useQuery(profileQueryOptions());
  const user = fresh ?? userFromSlice(stored);
  const [saves, setSaves] = useState(0);

  // The store follows the server's copy, so the header shows the current name and photo. Only
  // when the server's copy arrives or a save replaces it: re-running on every store change would
  // loop on its own write. The slice is imported on demand: its action creators would pull Redux
  // Toolkit into this chunk.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stored` is read, not watched (see above)
  useEffect(() => {
    if (!rehydrated || !fresh) return;
    void import('@/lib/store/user.slice').then(({ signupSuccess }) => {
      dispatch(signupSuccess(sliceWithUser(stored, fresh)));
    });
  }, [rehydrated, fresh]);

  if (!user && !rehydrated) return <Spinner label={t('accountLoadingProfile')} />;
  if (!user) {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
        <p className="text-gray-900">{t('accountProfileNotLoaded')}</p>
        <Link
          href="/login?return_to=/user/profile"
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
        >
          {t('accountSignInAgain')}
        </Link>
      </div>
    );
  }

  function onSaved(updated: UserSelf) {
    // The save answers the profile as now stored: it becomes the query's data (no second read), and
    // the effect above hands it on to the store.
    queryClient.setQueryData(profileQueryOptions().queryKey, updated);
    setSaves((n) => n + 1);
  }

  return (
    <div className="grid gap-6">
      <ProfileStatus user={user} />
      {/* A saved profile remounts the form with the server's values (and no chosen file). */}
      <ProfileForm key={saves} user={user} onSaved={onSaved} />
    </div>
  );
}
