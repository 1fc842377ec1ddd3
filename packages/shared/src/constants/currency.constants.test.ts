import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CURRENCY,
  CURRENCY_CODES,
  CURRENCY_COUNTRIES,
  CURRENCY_SYMBOLS,
  currencyForCountry,
} from './currency.constants';

describe('country currency table', () => {
  it('covers every ISO 3166-1 country except Antarctica, plus Kosovo', () => {
    // 249 ISO codes − AQ + XK.
    expect(Object.keys(COUNTRY_CURRENCY)).toHaveLength(249);
    expect(COUNTRY_CURRENCY.AQ).toBeUndefined();
  });

  it('lists each country once', () => {
    const listed = Object.values(CURRENCY_COUNTRIES).flat();
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('uses well-formed codes', () => {
    for (const [country, currency] of Object.entries(COUNTRY_CURRENCY)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(currency).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('only uses region codes that have an English name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const unnamed = Object.keys(COUNTRY_CURRENCY).filter((code) => names.of(code) === undefined);
    expect(unnamed).toEqual([]);
  });

  it('has a symbol only for currencies in the table', () => {
    for (const code of Object.keys(CURRENCY_SYMBOLS)) expect(CURRENCY_CODES).toContain(code);
  });
});

describe('currencyForCountry', () => {
  it('returns the code and symbol', () => {
    expect(currencyForCountry('IN')).toEqual({ code: 'INR', symbol: '₹' });
    expect(currencyForCountry('us')).toEqual({ code: 'USD', symbol: '$' });
    expect(currencyForCountry(' de ')).toEqual({ code: 'EUR', symbol: '€' });
    expect(currencyForCountry('JP')).toEqual({ code: 'JPY', symbol: '¥' });
    expect(currencyForCountry('BD')).toEqual({ code: 'BDT', symbol: '৳' });
    expect(currencyForCountry('GB')).toEqual({ code: 'GBP', symbol: '£' });
  });

  it('reflects recent changeovers', () => {
    expect(currencyForCountry('HR')?.code).toBe('EUR');
    expect(currencyForCountry('BG')?.code).toBe('EUR');
    expect(currencyForCountry('CW')?.code).toBe('XCG');
    expect(currencyForCountry('SL')?.code).toBe('SLE');
  });

  it('falls back to the code when there is no symbol', () => {
    expect(currencyForCountry('MN')).toEqual({ code: 'MNT', symbol: 'MNT' });
  });

  it('returns null for unknown input', () => {
    expect(currencyForCountry('ZZ')).toBeNull();
    expect(currencyForCountry('')).toBeNull();
    expect(currencyForCountry(null)).toBeNull();
    expect(currencyForCountry('__proto__')).toBeNull();
  });
});
