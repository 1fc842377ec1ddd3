import { OTP_RESEND_SECONDS } from '@domus/shared/schemas/account.schema';

// The OTP resend countdown (120 s between sends; the client shows the same
// countdown). Kept as a deadline rather than a ticking number so a tab that slept, or a re-render,
// still shows the true time left.

/** The epoch-ms moment a new code may be requested, from the server's `resend_after_s`. */
export function resendDeadline(nowMs: number, resendAfterS: unknown = OTP_RESEND_SECONDS): number {
  const seconds =
    typeof resendAfterS === 'number' && Number.isFinite(resendAfterS) && resendAfterS >= 0
      ? resendAfterS
      : OTP_RESEND_SECONDS;
  return nowMs + seconds * 1000;
}

/** Whole seconds left until `deadlineMs`, rounded up so "0" only shows once it is really over. */
export function secondsLeft(deadlineMs: number | null, nowMs: number): number {
  if (deadlineMs === null) return 0;
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** `1:05`, `0:09`: minutes and two-digit seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
