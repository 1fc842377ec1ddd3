'use client';

import { SETTING_GROUPS, type SettingGroup } from '@domus/shared/schemas/admin-settings.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { updateAdminSettings } from './api/update-admin-settings';
import { uploadAdminSettingImage } from './api/upload-admin-setting-image';
import { CHOICES, type FieldKind, fieldKind, formValue, groupKey, labelKey } from './setting-fields.util';

// One group of settings as a form, checked with the API's own schema on submit; each message
// next to its field and the first one focused. A write-only key shows whether it is set and takes
// a replacement (left empty, the stored value stays).

type Currency = { code: string; name: string; symbol: string };

export function SettingGroupForm({
  group,
  values,
  words,
}: {
  group: SettingGroup;
  values: Record<string, unknown>;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const keys = SETTING_GROUPS[group] as readonly string[];
  const kinds = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, fieldKind(group, k)])) as Record<string, FieldKind>,
    [group, keys],
  );
  const [form, setForm] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(keys.map((k) => [k, formValue(kinds[k] as FieldKind, values[k])])),
  );
  const [currency, setCurrency] = useState<Currency>(
    () => (values.selected_currency_data as Currency | undefined) ?? { code: '', name: '', symbol: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  function show(found: Record<string, string>) {
    setErrors(found);
    const first = keys.find((k) => found[k]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function uploadImage(key: string, file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    await uploadAdminSettingImage(key, file, {
      successToast: true,
      onSuccess: () => {
        setErrors({});
        router.refresh();
      },
      onError: (failure) => setErrors({ [key]: failure.message }),
    });
    setBusy(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body: Record<string, unknown> = {};
    for (const key of keys) {
      const kind = kinds[key];
      if (kind === 'image') continue;
      if (kind === 'currency') body[key] = currency;
      else if (kind === 'secret') {
        if (form[key] !== '') body[key] = form[key];
      } else body[key] = form[key];
    }
    const { settingGroupSchema } = await import('@domus/shared/schemas/admin-settings.schema');
    const parsed = settingGroupSchema(group).safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      show(found);
      return;
    }
    setErrors({});
    setBusy(true);
    await updateAdminSettings(group, body, {
      successToast: true,
      onSuccess: () => {
        for (const key of keys) if (kinds[key] === 'secret') set(key, '');
        router.refresh();
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        const found: Record<string, string> = {};
        for (const f of fields) found[f.field] ??= f.message;
        show(found);
      },
    });
    setBusy(false);
  }

  const editable = keys.filter((k) => kinds[k] !== 'image');
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid={`settings-form-${group}`}>
      {kinds[keys[0] as string] === 'image' ? (
        <p className="text-gray-700">{w('adminSettingsImagesNote')}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {keys.map((key) => {
          const kind = kinds[key] as FieldKind;
          const fieldId = `${id}-${key}`;
          const error = errors[key];
          const label = w(labelKey(key));
          if (kind === 'flag')
            return (
              <div key={key} className="sm:col-span-2">
                <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
                  <input
                    id={fieldId}
                    name={key}
                    type="checkbox"
                    checked={form[key] === true}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => set(key, e.target.checked)}
                    className="size-5 accent-(--brand)"
                  />
                  {label}
                </label>
                {error ? <p className="mt-1 text-sm font-medium text-red-800">{error}</p> : null}
              </div>
            );
          if (kind === 'image') {
            const url = values[key];
            return (
              <div key={key} className="grid gap-1">
                <p className="font-medium text-gray-900">{label}</p>
                {typeof url === 'string' && url ? (
                  // biome-ignore lint/performance/noImgElement: an operator's preview of any stored file
                  <img
                    src={url}
                    alt={label}
                    className="h-16 w-auto max-w-full rounded border border-gray-200 object-contain"
                  />
                ) : (
                  <p className="text-gray-700">{w('adminSettingsNoImage')}</p>
                )}
                <label htmlFor={fieldId} className="mt-1 text-sm font-medium text-gray-900">
                  {w('adminSettingsImageReplace', { name: label })}
                </label>
                <input
                  id={fieldId}
                  name={key}
                  type="file"
                  accept="image/jpeg,image/png"
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  onChange={(e) => {
                    void uploadImage(key, e.target.files?.[0]);
                    e.target.value = '';
                  }}
                  className="text-sm text-gray-900 file:me-3 file:min-h-11 file:rounded-lg file:border file:border-gray-400 file:bg-white file:px-3"
                />
                {error ? (
                  <p id={`${fieldId}-error`} className="text-sm font-medium text-red-800">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          }
          if (kind === 'choice')
            return (
              <div key={key} className="grid gap-1">
                <label htmlFor={fieldId} className="font-medium text-gray-900">
                  {label}
                </label>
                <select
                  id={fieldId}
                  name={key}
                  value={String(form[key])}
                  onChange={(e) => set(key, e.target.value)}
                  className="min-h-11 rounded-lg border border-gray-400 bg-white px-3"
                >
                  {(CHOICES[key] ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </div>
            );
          if (kind === 'currency')
            return (
              <fieldset key={key} className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
                {(['code', 'name', 'symbol'] as const).map((part) => (
                  <TextField
                    key={part}
                    id={part === 'code' ? fieldId : `${fieldId}-${part}`}
                    name={`currency_${part}`}
                    label={w(
                      part === 'code'
                        ? 'adminSettingCurrencyCode'
                        : part === 'name'
                          ? 'adminSettingCurrencyName'
                          : 'adminSettingCurrencySymbol',
                    )}
                    value={currency[part]}
                    onValueChange={(v) => setCurrency((c) => ({ ...c, [part]: v }))}
                    error={part === 'code' ? error : undefined}
                    maxLength={part === 'name' ? 100 : 10}
                  />
                ))}
              </fieldset>
            );
          if (kind === 'secret') {
            const isSet = (values[key] as { set?: boolean } | undefined)?.set === true;
            return (
              <div key={key} className="grid gap-1">
                <p className="font-medium text-gray-900">
                  {label}:{' '}
                  <span data-testid={`secret-${key}`}>
                    {w(isSet ? 'adminSettingsWriteOnlySet' : 'adminSettingsWriteOnlyNotSet')}
                  </span>
                </p>
                <TextField
                  id={fieldId}
                  name={key}
                  label={`${w('adminSettingsWriteOnlyReplace')} (${label})`}
                  value={String(form[key])}
                  onValueChange={(v) => set(key, v)}
                  error={error}
                  hint={w('adminSettingsWriteOnlyHint')}
                  autoComplete="off"
                  maxLength={200}
                />
              </div>
            );
          }
          return (
            <TextField
              key={key}
              id={fieldId}
              name={key}
              label={label}
              value={String(form[key])}
              onValueChange={(v) => set(key, v)}
              error={error}
              className={kind === 'long' ? 'sm:col-span-2' : undefined}
              {...(kind === 'long' ? { multiline: true as const, rows: 5 } : {})}
              {...(kind === 'number' ? { inputMode: 'decimal' as const } : {})}
              {...(kind === 'colour' ? { maxLength: 9, spellCheck: false } : {})}
            />
          );
        })}
      </div>
      {editable.length > 0 ? (
        <div>
          <BusyButton type="submit" busy={busy} busyText={w('adminSettingsSaving')}>
            {w('adminSettingsSave', { group: w(groupKey(group)) })}
          </BusyButton>
        </div>
      ) : null}
    </form>
  );
}
