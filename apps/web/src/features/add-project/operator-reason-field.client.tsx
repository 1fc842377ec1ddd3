'use client';

import { LISTING_EDIT_REASON_MAX } from '@domus/shared/schemas/admin-listing.schema';
import type { Ref } from 'react';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// The operator's edit of a member's project (the console's form, PATCH admin/projects/{id}): why
// it changed, sent to the owner as a notification and by mail. Required there, absent elsewhere.

export function OperatorReasonField({
  id,
  value,
  onValueChange,
  error,
  disabled,
  inputRef,
}: {
  id: string;
  value: string;
  onValueChange(value: string): void;
  error: string | undefined;
  disabled: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="edit-reason">
      <TextField
        id={id}
        name="reason"
        label={t('projectEditReasonLabel')}
        hint={t('projectEditReasonHint')}
        value={value}
        onValueChange={onValueChange}
        error={error}
        required
        marker={t('requiredField')}
        maxLength={LISTING_EDIT_REASON_MAX}
        disabled={disabled}
        multiline
        rows={3}
        inputRef={inputRef}
      />
    </div>
  );
}
