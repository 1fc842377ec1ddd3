'use client';

import { LISTING_EDIT_REASON_MAX } from '@domus/shared/schemas/admin-listing.schema';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { CONTROL, ERROR, HINT, LABEL } from './form-binding';

// The operator's edit of a member's listing (the console's form, admin/properties/{id}): why it
// changed, sent to the owner as a notification and by mail. Required there, absent elsewhere.

export interface ReasonFieldProps {
  id: string;
  value: string;
  onValueChange(value: string): void;
  error: string | undefined;
  disabled: boolean;
}

export function ReasonField({ id, value, onValueChange, error, disabled }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="edit-reason"
    >
      <label htmlFor={id} className={LABEL}>
        {t('propertyFormReasonLabel')} <span aria-hidden="true">*</span>
      </label>
      <p id={`${id}-hint`} className={HINT}>
        {t('propertyFormReasonHint')}
      </p>
      <textarea
        id={id}
        name="reason"
        rows={3}
        required
        maxLength={LISTING_EDIT_REASON_MAX}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={CONTROL}
      />
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
