import type { ReactNode } from 'react';

/** The form's main button; while busy it says so and ignores further presses. */
export function SubmitButton({
  busy,
  children,
  busyText,
}: {
  busy: boolean;
  children: ReactNode;
  busyText: string;
}) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-(--brand) px-6 font-semibold text-(--on-brand) aria-disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
  );
}

/** "Show password": one checkbox for the form's password fields. */
export function ShowPasswordToggle({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
}) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-(--brand)"
      />
      <label htmlFor={id} className="text-sm text-gray-900">
        {label}
      </label>
    </div>
  );
}
