import type { ButtonHTMLAttributes, ReactNode } from 'react';

// A form's action button that says what it is doing while busy ("Saving…"). While busy it is
// aria-disabled, so it keeps focus and a screen reader hears why nothing happens; the forms ignore
// presses themselves. Pass `disabled` as well where the button must also leave the tab order.

const LOOKS = {
  primary: 'bg-(--brand) px-6 text-(--on-brand) disabled:opacity-70 aria-disabled:opacity-70',
  danger: 'bg-red-700 px-6 text-white hover:bg-red-800 disabled:opacity-70 aria-disabled:opacity-70',
  secondary:
    'border border-gray-400 px-4 text-gray-900 hover:bg-gray-50 disabled:opacity-70 aria-disabled:opacity-70',
  /** A lesser action next to a field (resend a code): brand-coloured words, greyed when unavailable. */
  quiet:
    'border border-gray-300 px-4 text-sm text-(--brand-ink) hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-600 disabled:hover:bg-transparent',
} as const;

export interface BusyButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'className'> {
  type: 'submit' | 'button';
  busy: boolean;
  /** What the button says while busy. */
  busyText: string;
  look?: keyof typeof LOOKS;
  /** Layout only (width, placement); the look comes from `look`. */
  className?: string;
  children: ReactNode;
}

export function BusyButton({
  type,
  busy,
  busyText,
  look = 'primary',
  className,
  children,
  ...button
}: BusyButtonProps) {
  return (
    <button
      {...button}
      type={type}
      aria-disabled={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center rounded-md font-semibold ${LOOKS[look]}${className ? ` ${className}` : ''}`}
    >
      {busy ? busyText : children}
    </button>
  );
}
