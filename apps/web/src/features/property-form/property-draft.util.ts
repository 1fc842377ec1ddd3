import {
  emptyValues,
  type PropertyFormValues,
  RENT_DURATION_OPTIONS,
  type TextField,
} from './property-form-values.util';

// A draft of the listing form in this browser's local storage, so a reload or a closed tab loses
// nothing typed. Text only: a browser cannot keep a chosen file, and the form says so. One draft
// per member and listing (a shared computer shows no one else's draft); an edit's draft is
// dropped once the listing has changed since it was written, since it would undo those changes.

const VERSION = 1;
const PREFIX = 'domus.property-draft';

export interface StoredDraft {
  v: number;
  /** ISO time of the last save, shown as "Draft from …". */
  savedAt: string;
  /** The edited listing's `updated_at` the draft started from; null for a new listing. */
  basedOn: string | null;
  values: PropertyFormValues;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftKey(userId: number, listingId: number | null): string {
  return `${PREFIX}.${userId}.${listingId ?? 'new'}`;
}

/** Writes the draft; false when storage refused it (full, disabled, private mode). */
export function saveDraft(
  storage: DraftStorage,
  key: string,
  values: PropertyFormValues,
  basedOn: string | null,
  now: Date = new Date(),
): boolean {
  const draft: StoredDraft = { v: VERSION, savedAt: now.toISOString(), basedOn, values };
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage unavailable: there is no draft to clear either.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored values, taken field by field onto an empty form: whatever a bad or older draft holds
 * can neither break the form nor smuggle in a key it does not know.
 */
function cleanValues(raw: unknown): PropertyFormValues | null {
  if (!isRecord(raw)) return null;
  const values = emptyValues();
  for (const key of Object.keys(values) as (keyof PropertyFormValues)[]) {
    const value = raw[key];
    if (typeof values[key] === 'string' && typeof value === 'string') {
      (values as Record<TextField, string>)[key as TextField] = value;
    }
  }
  values.property_type = raw.property_type === 'rent' ? 'rent' : 'sell';
  const duration = RENT_DURATION_OPTIONS.find((d) => d === raw.rentduration);
  values.rentduration = duration ?? 'Monthly';
  values.is_premium = raw.is_premium === true;
  if (isRecord(raw.parameters)) {
    for (const [id, value] of Object.entries(raw.parameters)) {
      if (typeof value === 'string') values.parameters[id] = value;
      else if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        values.parameters[id] = value;
    }
  }
  if (isRecord(raw.facilities)) {
    for (const [id, value] of Object.entries(raw.facilities)) {
      if (/^\d+$/.test(id) && typeof value === 'string') values.facilities[id] = value;
    }
  }
  return values;
}

/** The draft under `key`, or null when there is none, it is unreadable or out of date. */
export function loadDraft(storage: DraftStorage, key: string, basedOn: string | null): StoredDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== VERSION || typeof parsed.savedAt !== 'string') return null;
  if ((parsed.basedOn ?? null) !== basedOn) return null;
  const values = cleanValues(parsed.values);
  return values ? { v: VERSION, savedAt: parsed.savedAt, basedOn, values } : null;
}

/** Whether two forms hold the same values (an untouched form is not worth a draft). */
export function sameValues(a: PropertyFormValues, b: PropertyFormValues): boolean {
  return stable(a) === stable(b);
}

/** JSON with object keys sorted, so the order values were typed in does not matter. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stable(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
