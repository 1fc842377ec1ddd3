import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import ar from '../../../../../packages/shared/src/i18n/web-strings.ar.json';
import en from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import fr from '../../../../../packages/shared/src/i18n/web-strings.fr.json';
import { endsInLabel, featureUsage } from './subscription-format.util';

const t = createTranslator(en);
const NOW = new Date('2026-03-10T12:00:00Z');

describe('subscription labels', () => {
  it('says how many calendar days (UTC, as the dates shown) an active subscription has left', () => {
    expect(endsInLabel('2026-04-09T12:00:00Z', NOW, t)).toBe('Ends in 30 days');
    expect(endsInLabel('2026-03-13T01:00:00Z', NOW, t)).toBe('Ends in 3 days');
    expect(endsInLabel('2026-03-11T00:30:00Z', NOW, t)).toBe('Ends in 1 day');
    expect(endsInLabel('2026-03-10T23:59:00Z', NOW, t)).toBe('Ends today');
    expect(endsInLabel(null, NOW, t)).toBeNull();
  });

  it('counts limited features, and tells unlimited ones from the access they include', () => {
    const base = { id: 1, name: 'Property List' } as const;
    expect(
      featureUsage({
        ...base,
        type: 'property_list',
        limit_type: 'limited',
        limit: 10,
        used_limit: 3,
        total_limit: 10,
      }),
    ).toEqual({ kind: 'counted', used: 3, total: 10, left: 7 });
    // An operator may lower a limit below what was used: never a negative "left".
    expect(
      featureUsage({
        ...base,
        type: 'property_list',
        limit_type: 'limited',
        limit: 2,
        used_limit: 5,
        total_limit: 2,
      }),
    ).toEqual({ kind: 'counted', used: 2, total: 2, left: 0 });
    expect(
      featureUsage({
        ...base,
        type: 'property_list',
        limit_type: 'unlimited',
        limit: null,
        used_limit: null,
        total_limit: null,
      }),
    ).toEqual({ kind: 'unlimited' });
    expect(
      featureUsage({ ...base, type: 'premium_properties', limit_type: 'unlimited', limit: null }),
    ).toEqual({ kind: 'included' });
  });

  it('has every subscriptions string in French and Arabic', () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('subscriptions'));
    expect(keys.length).toBeGreaterThan(15);
    for (const dictionary of [fr, ar] as Record<string, string>[]) {
      for (const key of keys) expect(dictionary[key], key).toBeTruthy();
    }
  });
});
