'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { PushOptIn } from '@/components/notifications/push-opt-in.client';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField, type TextInputProps } from '@/components/ui/text-field.component';
import type { UserSelf } from '@/lib/api-types';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { openAccessDialog } from './account-access';
import { AvatarField } from './avatar-field.client';
import {
  initialValues,
  type LockableField,
  lockedFields,
  PROFILE_TEXT_FIELDS,
  type ProfileField as ProfileFieldName,
  type ProfileTextField,
  type ProfileValues,
  profileFormData,
  serverFieldErrors,
} from './profile-values.util';

// The profile form (update_profile): checked in the browser with the API's schemas
// (loaded on the first submit, so zod stays out of the page's first load), sent as multipart with
// the session cookie (same origin, so the browser's Origin header satisfies the CSRF check). Field
// messages sit next to their fields and focus moves to the first one; the API's answer comes back
// as a toast, access refusals (demo mode, deactivated account…) as the access dialog.

type Errors = Partial<Record<ProfileFieldName, string>>;

const LABELS: Record<ProfileTextField, TranslationKey> = {
  name: 'accountFieldName',
  email: 'accountFieldEmail',
  mobile: 'accountFieldMobile',
  address: 'accountFieldAddress',
  city: 'accountFieldCity',
  state: 'accountFieldState',
  country: 'accountFieldCountry',
  latitude: 'accountFieldLatitude',
  longitude: 'accountFieldLongitude',
  about_me: 'accountFieldAboutMe',
  facebook_id: 'accountFieldFacebook',
  twiiter_id: 'accountFieldTwitter',
  instagram_id: 'accountFieldInstagram',
  youtube_id: 'accountFieldYoutube',
};
const REQUIRED = new Set<ProfileTextField>(['name', 'email', 'mobile', 'address']);
const MAX: Partial<Record<ProfileTextField, number>> = {
  name: 100,
  email: 255,
  address: 500,
  city: 100,
  state: 100,
  country: 100,
  about_me: 2000,
};
const ORDER: ProfileFieldName[] = ['profile', ...PROFILE_TEXT_FIELDS];
const SECTION = 'rounded-xl border border-gray-200 bg-white p-6';
const LEGEND = 'mb-4 text-lg font-bold text-gray-900';

export function ProfileForm({ user, onSaved }: { user: UserSelf; onSaved(user: UserSelf): void }) {
  const { t } = useTranslation();
  const id = useId();
  const locked = lockedFields(user.logintype);
  const [values, setValues] = useState<ProfileValues>(() => initialValues(user));
  const [errors, setErrors] = useState<Errors>({});
  const [photo, setPhoto] = useState<{ file: File; problem: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);
  const refs = useRef<Partial<Record<ProfileFieldName, HTMLElement | null>>>({});

  const set = (field: ProfileTextField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const focusFirst = (found: Errors) => {
    const first = ORDER.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { profileErrors } = await import('./profile-validation.util');
    const found: Errors = { ...profileErrors(values, locked) };
    if (photo?.problem) found.profile = photo.problem;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSaving(true);
    const { callApi } = await import('@/lib/api-answer.util');
    const body = profileFormData(values, locked, photo?.file ?? null, photo?.file.name);
    await callApi<UserSelf>(
      { call: 'update_profile', method: 'POST', body },
      {
        successToast: true,
        onSuccess: (answer) => {
          setErrors({});
          setPhoto(null);
          onSaved(answer.data);
        },
        onError: (failure) => {
          if (openAccessDialog(failure)) return;
          const fromApi = serverFieldErrors(failure);
          setErrors(fromApi);
          focusFirst(fromApi);
        },
      },
    );
    setSaving(false);
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setErrors((e) => ({ ...e, latitude: t('accountLocationFailed') }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Six decimals (about 10 cm) stay within the API's seven.
        setValues((v) => ({
          ...v,
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
        }));
      },
      () => {
        setLocating(false);
        setErrors((e) => ({ ...e, latitude: t('accountLocationFailed') }));
      },
      { timeout: 15_000 },
    );
  }

  /** What every text field takes from the form: state, the required marker, its lock. */
  const bind = (name: ProfileTextField) => ({
    id: `${id}-${name}`,
    name,
    label: t(LABELS[name]),
    value: values[name],
    onValueChange: set(name),
    error: errors[name],
    required: REQUIRED.has(name),
    marker: REQUIRED.has(name) ? t('requiredField') : undefined,
    maxLength: MAX[name] ?? 255,
    disabled: saving,
    readOnlyNote: locked.has(name as LockableField)
      ? t(name === 'email' ? 'accountEmailLocked' : 'accountMobileLocked')
      : undefined,
    inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
  });
  const field = (name: ProfileTextField, extra: Partial<TextInputProps> = {}) => (
    <TextField {...bind(name)} {...extra} />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" data-testid="profile-form" aria-busy={saving}>
      <fieldset className={SECTION}>
        <legend className={`${LEGEND} float-start w-full`}>{t('accountSectionPhoto')}</legend>
        <div className="clear-both">
          <AvatarField
            current={user.profile}
            name={values.name}
            error={errors.profile}
            disabled={saving}
            onChange={(file, problem) => {
              setPhoto(file ? { file, problem } : null);
              setErrors(({ profile: _old, ...rest }) => (problem ? { ...rest, profile: problem } : rest));
            }}
            inputRef={(el) => {
              refs.current.profile = el;
            }}
          />
        </div>
      </fieldset>

      <fieldset className={`${SECTION} grid gap-5 sm:grid-cols-2`}>
        <legend className={`${LEGEND} float-start w-full sm:col-span-2`}>{t('accountSectionContact')}</legend>
        {field('name', { autoComplete: 'name', className: 'sm:col-span-2' })}
        {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr' })}
        {field('mobile', {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          dir: 'ltr',
          hint: locked.has('mobile') ? undefined : t('accountMobileHint'),
        })}
      </fieldset>

      <fieldset className={`${SECTION} grid gap-5 sm:grid-cols-2`}>
        <legend className={`${LEGEND} float-start w-full sm:col-span-2`}>{t('accountSectionAddress')}</legend>
        {field('address', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('state', { autoComplete: 'address-level1' })}
        {field('country', { autoComplete: 'country-name' })}
        <div className="hidden sm:block" />
        {field('latitude', { inputMode: 'decimal', dir: 'ltr', maxLength: 20 })}
        {field('longitude', { inputMode: 'decimal', dir: 'ltr', maxLength: 20 })}
        <div className="sm:col-span-2">
          <BusyButton
            type="button"
            look="secondary"
            onClick={locateMe}
            busy={locating}
            busyText={t('accountLocating')}
            disabled={locating || saving}
          >
            {t('accountUseLocation')}
          </BusyButton>
        </div>
      </fieldset>

      <fieldset className={`${SECTION} grid gap-5 sm:grid-cols-2`}>
        <legend className={`${LEGEND} float-start w-full sm:col-span-2`}>{t('accountSectionAbout')}</legend>
        <TextField {...bind('about_me')} multiline rows={5} className="sm:col-span-2" />
        {field('facebook_id', { dir: 'ltr', hint: t('accountSocialHint') })}
        {field('twiiter_id', { dir: 'ltr' })}
        {field('instagram_id', { dir: 'ltr' })}
        {field('youtube_id', { dir: 'ltr' })}
      </fieldset>

      <fieldset className={SECTION}>
        <legend className={`${LEGEND} float-start w-full`}>{t('accountSectionPreferences')}</legend>
        <div className="clear-both flex items-start gap-3">
          <input
            id={`${id}-notification`}
            type="checkbox"
            role="switch"
            name="notification"
            checked={values.notification}
            aria-checked={values.notification}
            disabled={saving}
            aria-describedby={`${id}-notification-hint`}
            onChange={(event) => {
              const on = event.target.checked;
              setValues((v) => ({ ...v, notification: on }));
            }}
            className="mt-1 size-5 accent-(--brand)"
          />
          <div>
            <label htmlFor={`${id}-notification`} className="font-semibold text-gray-900">
              {t('accountFieldNotification')}
            </label>
            <p id={`${id}-notification-hint`} className="text-sm text-gray-700">
              {t('accountNotificationHint')}
            </p>
          </div>
        </div>
        {/* The switch above is the account's; this one is this browser's subscription. */}
        <div className="mt-4">
          <PushOptIn />
        </div>
      </fieldset>

      <div>
        <BusyButton type="submit" busy={saving} busyText={t('accountSaving')} disabled={saving}>
          {t('accountSaveProfile')}
        </BusyButton>
      </div>
    </form>
  );
}
