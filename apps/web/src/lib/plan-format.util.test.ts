import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import ar from '../../../../packages/shared/src/i18n/web-strings.ar.json';
import en from '../../../../packages/shared/src/i18n/web-strings.en.json';
import fr from '../../../../packages/shared/src/i18n/web-strings.fr.json';
import { durationLabel, featureLabel, usageLabel } from './plan-format.util';

const t = createTranslator(en);

describe('plan labels', () => {
  it('shows 24 hours or more in days, less in hours, and no end as such', () => {
    expect(durationLabel(720, t)).toBe('30 days');
    expect(durationLabel(24, t)).toBe('1 day');
    expect(durationLabel(36, t)).toBe('1 day');
    expect(durationLabel(12, t)).toBe('12 hours');
    expect(durationLabel(1, t)).toBe('1 hour');
    expect(durationLabel(null, t)).toBe('No end date');
  });

  it('names each feature with its limit, unlimited ones as such', () => {
    const base = { id: 1, name: 'Property List' } as const;
    expect(featureLabel({ ...base, type: 'property_list', limit_type: 'limited', limit: 10 }, t)).toBe(
      'Post properties: 10',
    );
    expect(
      featureLabel({ ...base, type: 'premium_properties', limit_type: 'unlimited', limit: null }, t),
    ).toBe('Premium properties: unlimited');
    expect(
      usageLabel(
        { ...base, type: 'property_list', limit_type: 'limited', limit: 2, used_limit: 1, total_limit: 2 },
        t,
      ),
    ).toBe('1 of 2 used, 1 left');
    expect(usageLabel({ ...base, type: 'premium_properties', limit_type: 'unlimited', limit: null }, t)).toBe(
      null,
    );
  });

  it('has every plans string in French and Arabic', () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('plans'));
    expect(keys.length).toBeGreaterThan(10);
    for (const dictionary of [fr, ar] as Record<string, string>[]) {
      for (const key of keys) expect(dictionary[key], key).toBeTruthy();
    }
  });
});
