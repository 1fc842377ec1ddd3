'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner.component';
import type { UserSelf } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { useAppDispatch, useAppSelector, useRehydrated } from '@/lib/store/store.hook';
import { ProfileForm } from './profile-form.client';
import {
  type CompleteProfileField,
  missingFields,
  sliceWithUser,
  userFromSlice,
} from './profile-values.util';

// /user/profile's island: the profile comes fresh from the server (get-profile), so an edit made
// on another device is never overwritten with a stale copy; the stored sign-in answer is the
// fallback when that read failed. Then the completeness of the profile (spec §3) and the form.

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

export function ProfileEditor({ fresh }: { fresh: UserSelf | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const stored = useAppSelector((state) => state.user.data);
  const [saved, setSaved] = useState<UserSelf | null>(null);
  const user = saved ?? fresh ?? userFromSlice(stored);
  const [saves, setSaves] = useState(0);

  // The store follows the server's copy, so the header shows the current name and photo. Only
  // when the server's copy arrives: re-running on every store change would loop on its own write.
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

  async function onSaved(updated: UserSelf) {
    setSaved(updated);
    // Loaded on demand: the slice's action creators pull Redux Toolkit into this chunk otherwise.
    const { signupSuccess } = await import('@/lib/store/user.slice');
    dispatch(signupSuccess(sliceWithUser(stored, updated)));
    setSaves((n) => n + 1);
  }

  return (
    <div className="grid gap-6">
      <ProfileStatus user={user} />
      {/* A saved profile remounts the form with the server's values (and no chosen file). */}
      <ProfileForm key={saves} user={user} onSaved={(u) => void onSaved(u)} />
    </div>
  );
}
