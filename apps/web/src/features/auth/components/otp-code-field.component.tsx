'use client';

import type { Ref } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { formatCountdown } from '../countdown.util';

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
      <TextField
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
        required
        className="[&_input]:tracking-[0.4em]"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <BusyButton
          type="button"
          look="quiet"
          onClick={onResend}
          busy={resending}
          busyText={t('authSendingCode')}
          disabled={waiting || resending}
        >
          {t('authResendCode')}
        </BusyButton>
        {waiting ? (
          <p className="text-sm text-gray-700" data-testid="otp-countdown">
            {t('authResendIn', { time: formatCountdown(secondsLeft) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
