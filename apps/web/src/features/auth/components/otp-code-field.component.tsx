'use client';

import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { formatCountdown } from '../countdown.util';
import { AuthField } from './auth-field.component';

// The 6-digit code input and its resend control. The countdown is plain text (not a live region:
// a screen reader announcing every second would drown everything else); the button becomes usable
// when it reaches zero.

export interface OtpCodeFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}

export function OtpCodeField({
  id,
  value,
  onValueChange,
  error,
  inputRef,
  secondsLeft,
  resending,
  onResend,
}: OtpCodeFieldProps) {
  const { t } = useTranslation();
  const waiting = secondsLeft > 0;
  return (
    <div className="space-y-3">
      <AuthField
        id={id}
        name="otp"
        label={t('authCodeLabel')}
        value={value}
        // Digits only: people paste codes with spaces or dashes.
        onValueChange={(next) => onValueChange(next.replace(/\D/g, '').slice(0, 6))}
        error={error}
        inputRef={inputRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        dir="ltr"
        className="[&_input]:tracking-[0.4em]"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={onResend}
          disabled={waiting || resending}
          className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 text-sm font-semibold text-(--brand-ink) hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-600 disabled:hover:bg-transparent"
        >
          {resending ? t('authSendingCode') : t('authResendCode')}
        </button>
        {waiting ? (
          <p className="text-sm text-gray-700" data-testid="otp-countdown">
            {t('authResendIn', { time: formatCountdown(secondsLeft) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
