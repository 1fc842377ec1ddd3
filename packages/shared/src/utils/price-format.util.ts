import { round2 } from './number.util';

// Price display: always two decimals; optional abbreviation whose units follow the
// currency's own counting system (lakh/crore, 万/億, or thousand/million/billion).

export const SOUTH_ASIAN_CURRENCIES = ['INR', 'BDT', 'NPR', 'PKR', 'LKR'] as const;
export const EAST_ASIAN_CURRENCIES = ['JPY', 'CNY', 'KRW'] as const;

interface AbbreviationUnit {
  size: number;
  suffix: string;
}

// Largest first: the first unit the rounded value reaches wins.
const SOUTH_ASIAN_UNITS: readonly AbbreviationUnit[] = [
  { size: 10_000_000, suffix: 'Cr' },
  { size: 100_000, suffix: 'L' },
  { size: 1_000, suffix: 'K' },
];
const EAST_ASIAN_UNITS: readonly AbbreviationUnit[] = [
  { size: 100_000_000, suffix: '億' },
  { size: 10_000, suffix: '万' },
];
const WESTERN_UNITS: readonly AbbreviationUnit[] = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
];

export interface PriceFormatOptions {
  currencySymbol: string;
  currencyCode: string;
  abbreviate: boolean;
}

export interface AbbreviatedPrice {
  /** The value divided by the unit, not yet rounded. */
  value: number;
  suffix: string;
}

function includesCode(list: readonly string[], currencyCode: string): boolean {
  return list.includes(currencyCode.trim().toUpperCase());
}

function isSouthAsian(currencyCode: string): boolean {
  return includesCode(SOUTH_ASIAN_CURRENCIES, currencyCode);
}

function unitsFor(currencyCode: string): readonly AbbreviationUnit[] {
  if (isSouthAsian(currencyCode)) return SOUTH_ASIAN_UNITS;
  if (includesCode(EAST_ASIAN_CURRENCIES, currencyCode)) return EAST_ASIAN_UNITS;
  return WESTERN_UNITS;
}

/** Groups an unsigned digit string: en-US 1,234,567 or Indian 12,34,567. */
function groupDigits(digits: string, indian: boolean): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const head = digits.slice(0, -3);
  const groupSize = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= groupSize) {
    groups.unshift(head.slice(Math.max(0, end - groupSize), end));
  }
  return `${groups.join(',')},${lastThree}`;
}

/** Two decimals with thousands separators; `value` must be ≥ 0. */
function formatUnsigned(value: number, indian: boolean): string {
  // toFixed switches to exponent notation from 1e21; such values have no meaningful decimals.
  const fixed = value < 1e21 ? round2(value).toFixed(2) : `${BigInt(Math.trunc(value))}.00`;
  const [integer = '0', fraction = '00'] = fixed.split('.');
  return `${groupDigits(integer, indian)}.${fraction}`;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Picks the abbreviation unit for `value`: the largest unit the value reaches, counting a value
 * that would print as a whole unit in the next smaller one (999,999 as 1.00M, not 1000.00K).
 * Below the smallest unit the suffix is ''.
 */
export function abbreviatePrice(value: number, currencyCode: string): AbbreviatedPrice {
  const magnitude = Math.abs(value);
  const units = unitsFor(currencyCode);
  for (const [index, unit] of units.entries()) {
    const smallerSize = units[index + 1]?.size ?? 1;
    if (magnitude >= unit.size || round2(magnitude / smallerSize) * smallerSize >= unit.size) {
      return { value: value / unit.size, suffix: unit.suffix };
    }
  }
  return { value, suffix: '' };
}

/**
 * `₹1.50Cr`, `$2.35M`, `¥1.20億`, `$999.00`, `₹12,34,567.00`. Returns '' when there is no number to
 * show (null, undefined, empty or non-numeric input). A negative amount keeps its sign in front.
 */
export function formatPrice(value: number | string | null | undefined, opts: PriceFormatOptions): string {
  const amount = toNumber(value);
  if (amount === null) return '';
  const indian = isSouthAsian(opts.currencyCode);
  const { value: shown, suffix } = opts.abbreviate
    ? abbreviatePrice(amount, opts.currencyCode)
    : { value: amount, suffix: '' };
  const magnitude = Math.abs(shown);
  // A value that rounds to zero must not print as "-$0.00".
  const sign = shown < 0 && round2(magnitude) > 0 ? '-' : '';
  return `${sign}${opts.currencySymbol}${formatUnsigned(magnitude, indian)}${suffix}`;
}
