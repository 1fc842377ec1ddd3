'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, sameValues, saveDraft } from './property-draft.util';
import type { PropertyFormValues } from './property-form-values.util';

// Keeps the form's text as a draft in local storage while the member types (a moment after the
// last key), restores it on the next visit, and forgets it after a save or on request.

const SAVE_DELAY_MS = 400;

export function usePropertyDraft({
  storageKey,
  basedOn,
  initial,
  values,
  restore,
}: {
  storageKey: string;
  basedOn: string | null;
  initial: PropertyFormValues;
  values: PropertyFormValues;
  restore(values: PropertyFormValues): void;
}) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const loaded = useRef(false);
  // Set once the member saved: an answer arriving after navigation must not write the draft back.
  const finished = useRef(false);

  // Storage exists only in the browser, so the draft is read after the first render.
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const draft = loadDraft(window.localStorage, storageKey, basedOn);
    if (draft && !sameValues(draft.values, initial)) {
      restore(draft.values);
      setRestoredAt(draft.savedAt);
    }
  }, [storageKey, basedOn, initial, restore]);

  useEffect(() => {
    if (!loaded.current || finished.current) return;
    const timer = window.setTimeout(() => {
      if (finished.current) return;
      if (sameValues(values, initial)) clearDraft(window.localStorage, storageKey);
      else saveDraft(window.localStorage, storageKey, values, basedOn);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, initial, storageKey, basedOn]);

  const discard = useCallback(() => {
    clearDraft(window.localStorage, storageKey);
    setRestoredAt(null);
    restore(initial);
  }, [storageKey, initial, restore]);

  const finish = useCallback(() => {
    finished.current = true;
    clearDraft(window.localStorage, storageKey);
  }, [storageKey]);

  return { restoredAt, discard, finish };
}
