import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, sameValues, saveDraft } from './property-draft.util';
import { emptyValues } from './property-form-values.util';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

const typed = () => ({
  ...emptyValues(),
  title: 'Sea view villa',
  price: '250000',
  property_type: 'rent' as const,
  rentduration: 'Yearly' as const,
  parameters: { '1': '3', '10': ['Gym'] },
  facilities: { '2': '1.5' },
});

describe('the form draft', () => {
  it('keeps one draft per member and listing', () => {
    expect(draftKey(7, null)).toBe('domus.property-draft.7.new');
    expect(draftKey(7, 42)).toBe('domus.property-draft.7.42');
    expect(draftKey(8, null)).not.toBe(draftKey(7, null));
  });

  it('comes back as it was written, with its time', () => {
    const storage = memoryStorage();
    const key = draftKey(7, null);
    expect(saveDraft(storage, key, typed(), null, new Date('2025-03-01T10:00:00Z'))).toBe(true);
    const draft = loadDraft(storage, key, null);
    expect(draft?.values).toEqual(typed());
    expect(draft?.savedAt).toBe('2025-03-01T10:00:00.000Z');
  });

  it('is cleared after a save', () => {
    const storage = memoryStorage();
    const key = draftKey(7, null);
    saveDraft(storage, key, typed(), null);
    clearDraft(storage, key);
    expect(loadDraft(storage, key, null)).toBeNull();
  });

  it('is dropped when the listing changed since the draft began', () => {
    const storage = memoryStorage();
    const key = draftKey(7, 42);
    saveDraft(storage, key, typed(), '2025-03-01T10:00:00Z');
    expect(loadDraft(storage, key, '2025-03-01T10:00:00Z')).not.toBeNull();
    expect(loadDraft(storage, key, '2025-03-02T08:00:00Z')).toBeNull();
  });

  it('survives storage that refuses, and ignores what it cannot read', () => {
    const full = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(saveDraft(full, 'k', typed(), null)).toBe(false);
    expect(loadDraft(full, 'k', null)).toBeNull();
    expect(() => clearDraft(full, 'k')).not.toThrow();

    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ v: 99, savedAt: 'x', basedOn: null, values: {} }));
    expect(loadDraft(storage, 'a', null)).toBeNull();
    expect(loadDraft(storage, 'b', null)).toBeNull();
    expect(loadDraft(storage, 'missing', null)).toBeNull();
  });

  it('takes only known fields of the right type from a tampered draft', () => {
    const storage = memoryStorage();
    storage.setItem(
      'k',
      JSON.stringify({
        v: 1,
        savedAt: '2025-03-01T10:00:00.000Z',
        basedOn: null,
        values: {
          title: 'Kept',
          price: 12,
          property_type: 'sold',
          rentduration: 'Weekly',
          is_premium: 'yes',
          __proto__: { polluted: true },
          injected: '<script>',
          parameters: { '1': '3', '2': { nested: true }, '3': ['a', 1] },
          facilities: { '2': '1.5', x: '3', '4': 7 },
        },
      }),
    );
    const values = loadDraft(storage, 'k', null)?.values;
    expect(values).toEqual({
      ...emptyValues(),
      title: 'Kept',
      parameters: { '1': '3' },
      facilities: { '2': '1.5' },
    });
    expect(values && 'injected' in values).toBe(false);
  });

  it('tells an untouched form from a changed one, whatever order things were typed in', () => {
    const a = { ...emptyValues(), parameters: { '1': '3', '2': 'x' } };
    const b = { ...emptyValues(), parameters: { '2': 'x', '1': '3' } };
    expect(sameValues(a, b)).toBe(true);
    expect(sameValues(a, { ...b, title: 'New' })).toBe(false);
  });
});
