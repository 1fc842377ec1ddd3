import type { ReactNode } from 'react';

// A form's own message: an error (role=alert, read out at once) or a notice (role=status, read
// out politely). Rendered in place, not as a toast, so it stays until the person acts on it.

export function FormMessage({
  tone,
  children,
  id,
  testId,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
  testId?: string;
}) {
  const look =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900'
      : tone === 'success'
        ? 'border-green-300 bg-green-50 text-green-900'
        : 'border-gray-200 bg-gray-50 text-gray-900';
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${look}`}
      data-testid={testId ?? `form-${tone}`}
    >
      {children}
    </div>
  );
}
