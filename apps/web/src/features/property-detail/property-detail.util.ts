import { computeMortgage } from '@domus/shared/utils/mortgage.util';
import type { ApiResult } from '@/lib/api-client';
import type { ParameterWithValue, PropertyDetail, PropertyListItem, PropertyPreview } from '@/lib/api-types';
import type { TranslationKey } from '@/lib/i18n/translate.util';

// Pure helpers of the property page: reading the lookup's answer, values, units, share links and the
// mortgage estimate. Kept free of React so they are unit-tested.

export function propertyPath(slugId: string): string {
  return `/properties-details/${encodeURIComponent(slugId)}`;
}

export type PropertyLookup =
  | { kind: 'found'; property: PropertyDetail; similar: PropertyListItem[] }
  /** A premium listing refused to this visitor: a teaser from the preview. */
  | { kind: 'gated'; preview: PropertyPreview; message: string; code: string }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string };

export function readPropertyLookup(result: ApiResult<PropertyDetail[]>): PropertyLookup {
  if (result.kind === 'success') {
    const property = result.body.data[0];
    if (!property) return { kind: 'not-found' };
    const similar = (result.body as { similar_properties?: PropertyListItem[] }).similar_properties ?? [];
    return { kind: 'found', property, similar };
  }
  if (result.kind === 'error') {
    if (result.status === 404) return { kind: 'not-found' };
    const preview = result.body.details?.preview as PropertyPreview | undefined;
    if ((result.status === 401 || result.status === 403) && preview && typeof preview === 'object') {
      return { kind: 'gated', preview, message: result.body.message, code: result.body.code ?? '' };
    }
    return { kind: 'error', message: result.body.message };
  }
  return { kind: 'error', message: result.message };
}

/** A parameter's value as text, or a list for checkbox parameters; null when there is nothing. */
export function parameterValue(parameter: ParameterWithValue, locale: string): string | string[] | null {
  const { value } = parameter;
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length > 0 ? value.map(String) : null;
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (parameter.type_of_parameter === 'checkbox' && value.includes(',')) {
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return String(value);
}

const UNIT_KEYS: Record<string, TranslationKey> = { m: 'unitM', km: 'unitKm', mi: 'unitMi', yd: 'unitYd' };

/** The translation key of `web-settings.distance_option` (kilometres when unset or unknown). */
export function distanceUnitKey(option: string | null | undefined): TranslationKey {
  return UNIT_KEYS[(option ?? '').trim().toLowerCase()] ?? 'unitKm';
}

export function formatDistance(distance: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(distance);
}

/** Assumptions of the page's estimate; the calculator lets the visitor change them. */
export const MORTGAGE_DEFAULTS = { downPaymentPercent: 20, interestRate: 7, loanTermYears: 20 } as const;

export interface MortgageEstimate {
  monthly: number;
  downPayment: number;
  loanAmount: number;
  interestRate: number;
  loanTermYears: number;
  downPaymentPercent: number;
  calculatorHref: string;
}

/** The monthly payment of a sale listing at the default assumptions; null when there is no price. */
export function mortgageEstimate(price: number | null | undefined): MortgageEstimate | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const { downPaymentPercent, interestRate, loanTermYears } = MORTGAGE_DEFAULTS;
  const downPayment = Math.round(price * downPaymentPercent) / 100;
  try {
    const result = computeMortgage({ loanAmount: price, downPayment, interestRate, loanTermYears });
    const query = new URLSearchParams({
      loan_amount: String(price),
      down_payment: String(downPayment),
      interest_rate: String(interestRate),
      loan_term_years: String(loanTermYears),
    });
    return {
      monthly: result.main_total.monthly_emi,
      downPayment,
      loanAmount: price,
      interestRate,
      loanTermYears,
      downPaymentPercent,
      calculatorHref: `/mortgage-calculator?${query.toString()}`,
    };
  } catch {
    return null;
  }
}

export interface PriceChange {
  direction: 'reduced' | 'increased';
  /** Whole percent of the old price, at least 1. */
  percent: number;
  at: string;
}

/**
 * The latest price change of a listing, for the line under its price ("Price reduced 5% on
 * 3 Nov"). Changes under half a percent are not news; the newest change wins.
 */
export function latestPriceChange(history: PropertyDetail['history']): PriceChange | null {
  const prices = (history ?? []).filter((h) => h.field === 'price' && typeof h.old_value === 'number');
  const last = prices.at(-1);
  if (!last || typeof last.old_value !== 'number' || last.old_value <= 0 || last.created_at === null)
    return null;
  const change = ((Number(last.new_value) - last.old_value) / last.old_value) * 100;
  if (!Number.isFinite(change) || Math.abs(change) < 0.5) return null;
  return {
    direction: change < 0 ? 'reduced' : 'increased',
    percent: Math.max(1, Math.round(Math.abs(change))),
    at: last.created_at,
  };
}
