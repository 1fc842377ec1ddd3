'use client';

import { type ReactNode, useState } from 'react';

// A member's mark on a listing, pressed or not: the favourite heart (add_favourite) and "I'm
// interested" (interested_users). The page renders it with the visitor's own state (a guest's is
// always off; a member's page is never one kept for guests) and its words, so the island carries
// no strings. A guest's press meets the sign-in dialog from the API's own answer, an owner's the
// API's message. The answer handling loads on the first press only.

export interface MarkButtonProps {
  propertyId: number;
  call: 'add_favourite' | 'interested_users';
  marked: boolean;
  /** What the button says when not marked, and when marked. */
  labels: readonly [string, string];
  /** Only the icon shows; `labels[0]` names the button and `aria-pressed` says whether it is on. */
  iconOnly?: boolean;
  icon?: ReactNode;
  className: string;
  describedBy?: string;
  testId: string;
}

export function MarkButton({
  propertyId,
  call,
  marked,
  labels,
  iconOnly,
  icon,
  className,
  describedBy,
  testId,
}: MarkButtonProps) {
  const [on, setOn] = useState(marked);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    const [{ callApi }, { showAccessFailure }] = await Promise.all([
      import('@/lib/api-answer.util'),
      import('@/components/access/access-dialog.store'),
    ]);
    // Both calls are idempotent: the answer's state is the one asked for.
    await callApi(
      { call, method: 'POST', body: { property_id: propertyId, type: on ? 0 : 1 } },
      { onSuccess: () => setOn(!on), onError: (failure) => void showAccessFailure(failure) },
    );
    setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={on}
      aria-describedby={describedBy}
      aria-label={iconOnly ? labels[0] : undefined}
      className={className}
      data-testid={testId}
    >
      {icon}
      {iconOnly ? null : on ? labels[1] : labels[0]}
    </button>
  );
}
