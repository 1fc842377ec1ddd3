import { type DialogCode, isDialogCode } from './access-codes';

// The one access dialog's state, outside React so any client code — a query's error handler, a
// button, a hook — can open it without a provider in between. The dialog host (mounted once, in
// the site header) subscribes; a request made before it mounts is shown as soon as it does.

export interface AccessRequest {
  /** Distinguishes two requests for the same code (the dialog re-opens). */
  id: number;
  code: DialogCode;
  details: Record<string, unknown> | null;
  /** The server's message, for codes whose text varies (per-feature texts). */
  message: string | null;
}

let current: AccessRequest | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Opens the access dialog for an API failure's `code`. Returns false, and opens
 * nothing, when the code has no dialog: the caller then shows the error its own way.
 */
export function showAccessError(
  code: string | null | undefined,
  details?: Record<string, unknown> | null,
  message?: string | null,
): boolean {
  if (!isDialogCode(code)) return false;
  sequence += 1;
  current = { id: sequence, code, details: details ?? null, message: message ?? null };
  notify();
  return true;
}

/** The same, for the failure object `callApi`'s error handlers receive. */
export function showAccessFailure(failure: {
  code: string | null;
  details?: Record<string, unknown> | null;
  message?: string | null;
}): boolean {
  return showAccessError(failure.code, failure.details, failure.message);
}

export function closeAccessDialog(): void {
  if (current === null) return;
  current = null;
  notify();
}

export function getAccessRequest(): AccessRequest | null {
  return current;
}

export function subscribeAccessDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
