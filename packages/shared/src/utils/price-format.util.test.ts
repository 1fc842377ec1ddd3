import { describe, expect, it } from 'vitest';
import { abbreviatePrice, formatPrice } from './price-format.util';

const usd = { currencySymbol: '$', currencyCode: 'USD', abbreviate: true };
const inr = { currencySymbol: '₹', currencyCode: 'INR', abbreviate: true };
const jpy = { currencySymbol: '¥', currencyCode: 'JPY', abbreviate: true };

describe('formatPrice with abbreviation', () => {
  it('uses B, M and K for other currencies', () => {
    expect(formatPrice(2_350_000, usd)).toBe('$2.35M');
    expect(formatPrice(1_500_000_000, usd)).toBe('$1.50B');
    expect(formatPrice(1_200, usd)).toBe('$1.20K');
    expect(formatPrice(1_000, usd)).toBe('$1.00K');
    expect(formatPrice(2_350_000, { ...usd, currencySymbol: '€', currencyCode: 'EUR' })).toBe('€2.35M');
  });

  it('uses Cr, L and K for the South-Asian currencies', () => {
    expect(formatPrice(15_000_000, inr)).toBe('₹1.50Cr');
    expect(formatPrice(250_000, inr)).toBe('₹2.50L');
    expect(formatPrice(1_200, inr)).toBe('₹1.20K');
    expect(formatPrice(99_999, inr)).toBe('₹1.00L');
    expect(formatPrice(99_994, inr)).toBe('₹99.99K');
    for (const code of ['BDT', 'NPR', 'PKR', 'LKR']) {
      expect(formatPrice(10_000_000, { currencySymbol: 'X', currencyCode: code, abbreviate: true })).toBe(
        'X1.00Cr',
      );
    }
  });

  it('uses 億 and 万 for JPY, CNY and KRW, and no K', () => {
    expect(formatPrice(120_000_000, jpy)).toBe('¥1.20億');
    expect(formatPrice(35_000, jpy)).toBe('¥3.50万');
    expect(formatPrice(9_999, jpy)).toBe('¥9,999.00');
    expect(formatPrice(50_000, { currencySymbol: '₩', currencyCode: 'KRW', abbreviate: true })).toBe(
      '₩5.00万',
    );
    expect(formatPrice(300_000_000, { currencySymbol: '¥', currencyCode: 'CNY', abbreviate: true })).toBe(
      '¥3.00億',
    );
  });

  it('shows no suffix below the smallest unit', () => {
    expect(formatPrice(999, usd)).toBe('$999.00');
    expect(formatPrice(0, usd)).toBe('$0.00');
    expect(formatPrice(12.5, inr)).toBe('₹12.50');
  });

  it('moves up a unit when rounding reaches it', () => {
    expect(formatPrice(999_999, usd)).toBe('$1.00M');
    expect(formatPrice(999.999, usd)).toBe('$1.00K');
    expect(formatPrice(9_999_999, inr)).toBe('₹1.00Cr');
  });

  it('groups the mantissa beyond the largest unit', () => {
    expect(formatPrice(1e12, usd)).toBe('$1,000.00B');
    expect(formatPrice(1e12, inr)).toBe('₹1,00,000.00Cr');
  });

  it('matches currency codes case-insensitively', () => {
    expect(formatPrice(15_000_000, { ...inr, currencyCode: 'inr' })).toBe('₹1.50Cr');
  });
});

describe('formatPrice without abbreviation', () => {
  it('uses en-US grouping with two decimals', () => {
    expect(formatPrice(1_234_567, { ...usd, abbreviate: false })).toBe('$1,234,567.00');
    expect(formatPrice(999, { ...usd, abbreviate: false })).toBe('$999.00');
    expect(formatPrice(49.99, { ...usd, abbreviate: false })).toBe('$49.99');
    expect(formatPrice(1e12, { ...usd, abbreviate: false })).toBe('$1,000,000,000,000.00');
  });

  it('uses Indian grouping for the South-Asian currencies', () => {
    expect(formatPrice(1_234_567, { ...inr, abbreviate: false })).toBe('₹12,34,567.00');
    expect(formatPrice(123_456_789, { ...inr, abbreviate: false })).toBe('₹12,34,56,789.00');
    expect(formatPrice(1_000, { ...inr, abbreviate: false })).toBe('₹1,000.00');
    expect(formatPrice(100, { ...inr, abbreviate: false })).toBe('₹100.00');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatPrice(1.005, { ...usd, abbreviate: false })).toBe('$1.01');
    expect(formatPrice(0.125, { ...usd, abbreviate: false })).toBe('$0.13');
    expect(formatPrice(0.004, { ...usd, abbreviate: false })).toBe('$0.00');
  });
});

describe('formatPrice input handling', () => {
  it('accepts numeric strings', () => {
    expect(formatPrice('2350000', usd)).toBe('$2.35M');
    expect(formatPrice(' 1234567.5 ', { ...inr, abbreviate: false })).toBe('₹12,34,567.50');
  });

  it('returns an empty string when there is no number', () => {
    expect(formatPrice(null, usd)).toBe('');
    expect(formatPrice(undefined, usd)).toBe('');
    expect(formatPrice('', usd)).toBe('');
    expect(formatPrice('abc', usd)).toBe('');
    expect(formatPrice(Number.NaN, usd)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, usd)).toBe('');
  });

  it('keeps the sign of a negative amount in front of the symbol', () => {
    expect(formatPrice(-2_350_000, usd)).toBe('-$2.35M');
    expect(formatPrice(-1_234.5, { ...usd, abbreviate: false })).toBe('-$1,234.50');
    expect(formatPrice(-0.001, usd)).toBe('$0.00');
  });
});

describe('abbreviatePrice', () => {
  it('returns the scaled value and suffix', () => {
    expect(abbreviatePrice(2_500_000, 'USD')).toEqual({ value: 2.5, suffix: 'M' });
    expect(abbreviatePrice(250_000, 'INR')).toEqual({ value: 2.5, suffix: 'L' });
    expect(abbreviatePrice(500, 'USD')).toEqual({ value: 500, suffix: '' });
  });
});
