'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callApi } from '@/lib/api-answer.util';

// One of a row's switches (on/off, premium): a button with the switch role, which asks the API
// and then renders the page again from the server, so the row and the tab counts show what the
// API now holds.

export interface ListingSwitchProps {
  call: string;
  body: (next: boolean) => Record<string, unknown>;
  checked: boolean;
  label: string;
  testId: string;
}

export function ListingSwitch({ call, body, checked, label, testId }: ListingSwitchProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    await callApi(
      { call, method: 'POST', body: body(!checked) },
      { successToast: true, onSuccess: () => router.refresh() },
    );
    setBusy(false);
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid={testId}
      className="group inline-flex min-h-11 min-w-11 items-center justify-center disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className="relative inline-block h-6 w-11 rounded-full bg-gray-400 transition-colors group-aria-checked:bg-emerald-700"
      >
        <span className="absolute start-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5 rtl:group-aria-checked:-translate-x-5" />
      </span>
    </button>
  );
}
