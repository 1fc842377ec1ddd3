'use client';

import type { PackageCheckType } from '@domus/shared/constants/enums.constants';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { type ApiFailureInfo, fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminPackage } from './admin-packages.types';
import { createAdminPackage } from './api/create-admin-package';
import { deleteAdminPackage } from './api/delete-admin-package';
import { updateAdminPackage } from './api/update-admin-package';
import { featureFieldId, PackageFeaturesEditor } from './package-features-editor.client';
import {
  checkPackageForm,
  type FeatureRow,
  formErrors,
  initialPackageValues,
  type PackageFormErrors,
  type PackageFormValues,
} from './package-form.util';
import { PACKAGES_PATH } from './packages-params.util';

// The package form (new and edit). Checked in the browser with the API's own schema (loaded on
// submit), messages next to their fields and focus on the first one; the API's refusals land the
// same way, or as a toast (a bought package's locked terms). A bought package shows why its
// duration and features cannot change and offers no delete.

const ORDER = ['name', 'price', 'duration', 'ios_product_id', 'features'];

export function PackageForm({
  pkg,
  words,
  currency,
}: {
  pkg: AdminPackage | null;
  words: Dictionary;
  currency: string;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<PackageFormValues>(() => initialPackageValues(pkg));
  const [errors, setErrors] = useState<PackageFormErrors>({});
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const locked = pkg?.in_use ?? false;
  const set = (change: Partial<PackageFormValues>) => setValues((v) => ({ ...v, ...change }));

  const fieldId = (field: string) =>
    field.startsWith('feature:')
      ? featureFieldId(id, field.slice('feature:'.length) as PackageCheckType)
      : `${id}-${field}`;

  function show(found: PackageFormErrors) {
    setErrors(found);
    const first = [...ORDER, ...Object.keys(found)].find((f) => found[f]);
    if (!first) return;
    const target = first === 'features' ? featureFieldId(id, 'property_list') : fieldId(first);
    document.getElementById(target)?.focus();
  }

  function apiErrors(failure: ApiFailureInfo, body: Record<string, unknown>) {
    const fields = fieldErrorsOf(failure);
    if (fields.length > 0) show(formErrors(fields, body));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = await checkPackageForm(values);
    if ('errors' in checked) {
      show(checked.errors);
      return;
    }
    setErrors({});
    setBusy('save');
    const body = checked.body;
    if (pkg) {
      await updateAdminPackage(pkg.id, body, {
        successToast: true,
        onSuccess: () => router.refresh(),
        onError: (failure) => apiErrors(failure, body),
      });
    } else {
      await createAdminPackage(body, {
        successToast: true,
        onSuccess: () => router.push(PACKAGES_PATH),
        onError: (failure) => apiErrors(failure, body),
      });
    }
    setBusy(null);
  }

  async function onDelete() {
    if (!pkg || busy || !window.confirm(w('adminPackageDeleteConfirm', { name: pkg.name }))) return;
    setBusy('delete');
    await deleteAdminPackage(pkg.id, { successToast: true, onSuccess: () => router.push(PACKAGES_PATH) });
    setBusy(null);
  }

  const text = (
    field: 'name' | 'price' | 'ios_product_id',
    key: 'name' | 'price' | 'iosProductId',
    label: string,
    extra: { hint?: string; required?: boolean; inputMode?: 'decimal'; maxLength: number },
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[key]}
      onValueChange={(value) => set({ [key]: value })}
      error={errors[field]}
      hint={extra.hint}
      required={extra.required}
      marker={extra.required ? w('requiredField') : undefined}
      inputMode={extra.inputMode}
      maxLength={extra.maxLength}
    />
  );

  const hasErrors = Object.keys(errors).length > 0;
  const durationError = errors.duration;
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5" data-testid="package-form">
      {hasErrors ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {w('adminPackageFixErrors')}
        </p>
      ) : null}
      {locked && pkg ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-gray-900"
          data-testid="package-locked"
        >
          {w('adminPackageLocked')}
        </p>
      ) : null}
      {text('name', 'name', w('adminPackageName'), { required: true, maxLength: 150 })}
      {text('price', 'price', w('adminPackagePrice', { currency }), {
        hint: w('adminPackagePriceHint'),
        required: true,
        inputMode: 'decimal',
        maxLength: 16,
      })}
      <fieldset
        disabled={locked}
        className="grid gap-3 rounded-xl border border-gray-200 p-4 disabled:bg-gray-50"
      >
        <legend className="px-1 font-semibold text-gray-900">{w('adminPackageDuration')}</legend>
        <div className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr] sm:items-end">
          <label className="block text-gray-900" htmlFor={fieldId('duration')}>
            {w('adminPackageDuration')}
            <input
              id={fieldId('duration')}
              type="text"
              inputMode="numeric"
              value={values.duration}
              disabled={values.neverExpires}
              aria-invalid={durationError ? true : undefined}
              aria-describedby={durationError ? `${fieldId('duration')}-error` : undefined}
              onChange={(e) => set({ duration: e.target.value })}
              className="mt-1 block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700"
            />
          </label>
          <label className="block text-gray-900">
            {w('adminPackageDurationUnit')}
            <select
              value={values.unit}
              disabled={values.neverExpires}
              onChange={(e) => set({ unit: e.target.value === 'hours' ? 'hours' : 'days' })}
              className="mt-1 block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900 disabled:bg-gray-100"
            >
              <option value="days">{w('adminPackageDays')}</option>
              <option value="hours">{w('adminPackageHours')}</option>
            </select>
          </label>
          <label className="flex min-h-11 items-center gap-2 text-gray-900">
            <input
              type="checkbox"
              checked={values.neverExpires}
              onChange={(e) => set({ neverExpires: e.target.checked })}
              className="size-5 accent-(--brand)"
            />
            {w('adminPackageNeverExpires')}
          </label>
        </div>
        {durationError ? (
          <p
            id={`${fieldId('duration')}-error`}
            className="text-sm font-medium text-red-800"
            data-testid="error-duration"
          >
            {durationError}
          </p>
        ) : null}
      </fieldset>
      <PackageFeaturesEditor
        formId={id}
        rows={values.features}
        onChange={(type: PackageCheckType, row: FeatureRow) =>
          set({ features: { ...values.features, [type]: row } })
        }
        errors={errors}
        error={errors.features}
        disabledTypes={pkg?.features.filter((f) => !f.enabled).map((f) => f.type) ?? []}
        locked={locked}
        w={w}
      />
      <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
        <input
          type="checkbox"
          name="on_sale"
          checked={values.onSale}
          onChange={(e) => set({ onSale: e.target.checked })}
          className="size-5 accent-(--brand)"
        />
        {w('adminPackageOnSale')}
      </label>
      {text('ios_product_id', 'iosProductId', w('adminPackageIosId'), {
        hint: w('adminPackageIosHint'),
        maxLength: 255,
      })}
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminPackageSaving')}>
          {w(pkg ? 'adminPackageSave' : 'adminPackageCreate')}
        </BusyButton>
        {pkg && !locked ? (
          <BusyButton
            type="button"
            look="danger"
            busy={busy === 'delete'}
            busyText={w('adminPackageDeleting')}
            onClick={() => void onDelete()}
          >
            {w('adminPackageDelete')}
          </BusyButton>
        ) : null}
        {pkg && locked ? <p className="text-sm text-gray-700">{w('adminPackageDeleteLocked')}</p> : null}
      </div>
    </form>
  );
}
