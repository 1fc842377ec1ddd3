import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from './payment.types';
import { formatAmount, statusOf, transactionIdParam } from './payment-amount.util';

describe('formatAmount', () => {
  it('formats in the transaction’s currency and the reader’s language', () => {
    expect(formatAmount(49.99, 'USD', 'en')).toBe('$49.99');
    expect(formatAmount(1500, 'KES', 'en')).toMatch(/KES\s?1,500\.00/);
    expect(formatAmount(49.99, 'EUR', 'fr')).toMatch(/49,99\s€/);
  });

  it('still shows the number and the code for a code Intl does not accept', () => {
    expect(formatAmount(10, 'not-a-code', 'en')).toBe('10 not-a-code');
  });
});

describe('statusOf', () => {
  const tx = (id: number, payment_status: PaymentTransaction['payment_status']) =>
    ({ id, payment_status }) as PaymentTransaction;

  it('finds the transaction’s status, or says it is missing', () => {
    const list = [tx(3, 'pending'), tx(2, 'success')];
    expect(statusOf(list, 2)).toBe('success');
    expect(statusOf(list, 3)).toBe('pending');
    expect(statusOf(list, 9)).toBe('missing');
    expect(statusOf(undefined, 2)).toBe('missing');
  });
});

describe('transactionIdParam', () => {
  it('accepts positive whole numbers only', () => {
    expect(transactionIdParam('42')).toBe(42);
    expect(transactionIdParam(['7', '8'])).toBe(7);
    expect(transactionIdParam('0')).toBeNull();
    expect(transactionIdParam('4.2')).toBeNull();
    expect(transactionIdParam('-1')).toBeNull();
    expect(transactionIdParam(undefined)).toBeNull();
  });
});
