import { describe, expect, it } from 'vitest';
import { readSetting, SETTING_DEFAULTS, SETTING_KEYS, settingsSchema } from './settings.schema.js';

describe('settings schema', () => {
  it('reads switches in every stored form', () => {
    for (const on of [true, 1, '1', 'true', ' True '])
      expect(readSetting('demo_mode', on)).toEqual({ value: true, invalid: false });
    for (const off of [false, 0, '0', 'false', ''])
      expect(readSetting('demo_mode', off)).toEqual({ value: false, invalid: false });
  });

  it('gives the default for a missing value quietly and for an unreadable one with a flag', () => {
    expect(readSetting('seo_settings', undefined)).toEqual({ value: true, invalid: false });
    expect(readSetting('seo_settings', null)).toEqual({ value: true, invalid: false });
    expect(readSetting('seo_settings', 2)).toEqual({ value: true, invalid: true });
    expect(readSetting('distance_option', 'league')).toEqual({ value: 'km', invalid: true });
    expect(readSetting('system_color', 'red')).toEqual({ value: '#0F766E', invalid: true });
  });

  it('turns numeric strings into numbers and keeps the suffix switch as "1"/"0"', () => {
    expect(readSetting('latitude', '-33.86').value).toBe(-33.86);
    expect(readSetting('latitude', '').value).toBeNull();
    expect(readSetting('latitude', '91').invalid).toBe(true);
    expect(readSetting('number_with_suffix', true).value).toBe('1');
    expect(readSetting('number_with_suffix', '0').value).toBe('0');
  });

  it('reads the expiry notice days as a whole number of days, 0 included, and refuses the rest', () => {
    expect(readSetting('subscription_expiry_notice_days', undefined).value).toBe(3);
    expect(readSetting('subscription_expiry_notice_days', ' 7 ').value).toBe(7);
    expect(readSetting('subscription_expiry_notice_days', 0)).toEqual({ value: 0, invalid: false });
    expect(readSetting('subscription_expiry_notice_days', '-1')).toEqual({ value: 3, invalid: true });
    expect(readSetting('subscription_expiry_notice_days', 2.5).invalid).toBe(true);
  });

  it('has a valid default for every key', () => {
    expect(Object.keys(SETTING_DEFAULTS).sort()).toEqual([...SETTING_KEYS].sort());
    expect(settingsSchema.parse(SETTING_DEFAULTS)).toEqual(SETTING_DEFAULTS);
  });
});
