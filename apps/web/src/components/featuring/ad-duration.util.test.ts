import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import en from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import { type ActivePackage, adDurationLabel, adStatus, payingPackage } from './ad-duration.util';

const t = createTranslator(en);

const pkg = (
  id: number,
  end: string | null,
  feature: Partial<ActivePackage['features'][number]> & { type?: string } = {},
  duration: number | null = 720,
): ActivePackage => ({
  user_package_id: id,
  name: `P${id}`,
  duration,
  start_date: '2026-01-01T00:00:00Z',
  end_date: end,
  features: [{ type: 'property_feature', limit_type: 'limited', used_limit: 0, total_limit: 2, ...feature }],
});

describe('payingPackage (the server consume order)', () => {
  it('takes an unlimited subscription first, else the one ending first with units left', () => {
    const soonFull = pkg(1, '2026-02-01T00:00:00Z', { used_limit: 2, total_limit: 2 });
    const later = pkg(2, '2026-03-01T00:00:00Z');
    const never = pkg(3, null);
    expect(payingPackage([never, later, soonFull], 'property')?.user_package_id).toBe(2);
    const unlimited = pkg(4, null, { limit_type: 'unlimited', used_limit: null, total_limit: null });
    expect(payingPackage([later, unlimited], 'property')?.user_package_id).toBe(4);
  });

  it('finds none without the feature or units', () => {
    expect(payingPackage([pkg(1, null, { used_limit: 2 })], 'property')).toBeNull();
    expect(payingPackage([pkg(1, null)], 'project')).toBeNull();
  });
});

describe('ad labels', () => {
  it('shows the duration in days, 30 days for a package without one', () => {
    expect(adDurationLabel(720, t)).toBe('30 days');
    expect(adDurationLabel(null, t)).toBe('30 days');
    expect(adDurationLabel(24, t)).toBe('1 day');
    expect(adDurationLabel(12, t)).toBe('12 hours');
  });

  it('reads an approved ad past its end as expired', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const ended = { status: 0, end_date: '2026-06-15T11:00:00Z' };
    expect(adStatus(ended, now)).toBe(3);
    expect(adStatus({ status: 0, end_date: '2026-07-01T00:00:00Z' }, now)).toBe(0);
    expect(adStatus({ status: 2, end_date: '2026-07-01T00:00:00Z' }, now)).toBe(2);
  });
});
