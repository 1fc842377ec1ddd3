import { describe, expect, it } from 'vitest';
import type { WebSettings } from './api-types';
import { createTranslator } from './i18n/translate.util';
import { priceFormatOptions, priceLabel } from './price-label.util';

const t = createTranslator({
  perDay: '/ day',
  perMonth: '/ month',
  perQuarter: '/ quarter',
  perYear: '/ year',
});

function settings(code: string, symbol: string, suffix: '0' | '1'): WebSettings {
  return {
    currency_symbol: symbol,
    selected_currency_data: { code, name: code, symbol },
    number_with_suffix: suffix,
  } as WebSettings;
}

describe('priceLabel on listing cards', () => {
  it('formats a sale price in full with two decimals', () => {
    const label = priceLabel(
      { price: 250000, property_type: 'sell', rentduration: null },
      priceFormatOptions(settings('USD', '$', '0')),
      t,
    );
    expect(label).toEqual({ amount: '$250,000.00', period: null, text: '$250,000.00' });
  });

  it('abbreviates when number_with_suffix is "1"', () => {
    const options = priceFormatOptions(settings('USD', '$', '1'));
    expect(
      priceLabel({ price: 2_350_000, property_type: 'sell', rentduration: null }, options, t).amount,
    ).toBe('$2.35M');
  });

  it('uses crore and lakh for South Asian currencies', () => {
    const options = priceFormatOptions(settings('INR', '₹', '1'));
    expect(
      priceLabel({ price: 15_000_000, property_type: 'sell', rentduration: null }, options, t).amount,
    ).toBe('₹1.50Cr');
  });

  it('adds the rent period for rentals', () => {
    const options = priceFormatOptions(settings('INR', '₹', '0'));
    const label = priceLabel({ price: 25000, property_type: 'rent', rentduration: 'Monthly' }, options, t);
    expect(label).toEqual({ amount: '₹25,000.00', period: '/ month', text: '₹25,000.00 / month' });
  });

  it('reads the rent period case-insensitively', () => {
    const options = priceFormatOptions(settings('USD', '$', '0'));
    expect(priceLabel({ price: 90, property_type: 'rent', rentduration: 'daily' }, options, t).period).toBe(
      '/ day',
    );
  });

  it('shows no period for a sale even if one is set', () => {
    const options = priceFormatOptions(settings('USD', '$', '0'));
    expect(
      priceLabel({ price: 90, property_type: 'sell', rentduration: 'Yearly' }, options, t).period,
    ).toBeNull();
  });

  it('copes with missing settings', () => {
    expect(
      priceLabel({ price: 1000, property_type: 'sell', rentduration: null }, priceFormatOptions(null), t)
        .amount,
    ).toBe('1,000.00');
  });
});
