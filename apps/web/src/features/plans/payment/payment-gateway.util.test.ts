import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate.util';
import en from '../../../../../../packages/shared/src/i18n/web-strings.en.json';
import fr from '../../../../../../packages/shared/src/i18n/web-strings.fr.json';
import type { PaymentSettings } from './payment.types';
import {
  enabledGateways,
  formatCountdown,
  gatewayDisplayName,
  nextStep,
  redirectTarget,
  secondsLeft,
  stripeReturnUrl,
} from './payment-gateway.util';

const off: PaymentSettings = {
  stripe_gateway: false,
  stripe_publishable_key: null,
  stripe_currency: null,
  paystack_gateway: false,
  paystack_public_key: null,
  paystack_currency: null,
  paypal_gateway: false,
  paypal_currency: null,
  flutterwave_status: false,
  flutterwave_currency: null,
  ipay_gateway: false,
  ipay_currency: null,
  sandbox_mode: true,
  any_enabled: false,
};

describe('enabledGateways', () => {
  it('offers nothing when no gateway is on', () => {
    expect(enabledGateways(off)).toEqual([]);
  });

  it('lists the switched-on gateways in a fixed order with their labels', () => {
    const settings = {
      ...off,
      any_enabled: true,
      ipay_gateway: true,
      stripe_gateway: true,
      paypal_gateway: true,
    };
    expect(enabledGateways(settings)).toEqual([
      { id: 'stripe', label: 'paymentGatewayStripe' },
      { id: 'paypal', label: 'paymentGatewayPaypal' },
      { id: 'ipay', label: 'paymentGatewayIpay' },
    ]);
  });

  it('reads Flutterwave from its own switch name and trusts any_enabled', () => {
    expect(enabledGateways({ ...off, any_enabled: true, flutterwave_status: true })).toEqual([
      { id: 'flutterwave', label: 'paymentGatewayFlutterwave' },
    ]);
    expect(enabledGateways({ ...off, any_enabled: false, paystack_gateway: true })).toEqual([]);
  });
});

describe('redirectTarget', () => {
  it('prefers the sandbox page over the gateway’s own', () => {
    expect(
      redirectTarget({
        sandbox_url: 'http://127.0.0.1:3000/api/payment-sandbox/1',
        approval_url: 'https://paypal.test/a',
      }),
    ).toBe('http://127.0.0.1:3000/api/payment-sandbox/1');
  });

  it('takes the approval url, the link, then the authorization url', () => {
    expect(redirectTarget({ approval_url: 'https://paypal.test/a', link: 'https://fw.test/l' })).toBe(
      'https://paypal.test/a',
    );
    expect(redirectTarget({ link: 'https://fw.test/l', authorization_url: 'https://ps.test/x' })).toBe(
      'https://fw.test/l',
    );
    expect(redirectTarget({ authorization_url: 'https://ps.test/x' })).toBe('https://ps.test/x');
  });

  it('keeps same-origin paths and refuses anything that is not a web address', () => {
    expect(redirectTarget({ sandbox_url: '/api/payment-sandbox/2' })).toBe('/api/payment-sandbox/2');
    expect(redirectTarget({ sandbox_url: 'javascript:alert(1)' })).toBeNull();
    expect(redirectTarget({ link: '//evil.test/x' })).toBeNull();
    expect(redirectTarget({})).toBeNull();
  });
});

describe('nextStep', () => {
  it('redirects when there is a page to go to', () => {
    expect(nextStep('stripe', 7, { sandbox_url: '/api/s/7' })).toEqual({
      kind: 'redirect',
      url: '/api/s/7',
      transactionId: 7,
    });
  });

  it('waits for the phone for a live iPay prompt', () => {
    expect(nextStep('ipay', 8, { phone: '+2547•••••678', expires_at: '2026-01-01T00:03:00Z' })).toEqual({
      kind: 'phone',
      transactionId: 8,
      phone: '+2547•••••678',
      expiresAt: '2026-01-01T00:03:00Z',
    });
  });

  it('takes the card in the page for live Stripe: a client secret and a publishable key', () => {
    expect(nextStep('stripe', 9, { client_secret: 'pi_1_secret_2' }, ' pk_live_abc ')).toEqual({
      kind: 'card',
      transactionId: 9,
      clientSecret: 'pi_1_secret_2',
      publishableKey: 'pk_live_abc',
    });
    // The sandbox stands in for Stripe with a page of its own, secret or not.
    expect(nextStep('stripe', 9, { sandbox_url: '/api/s/9', client_secret: 'x' }, 'pk_test_1').kind).toBe(
      'redirect',
    );
  });

  it('explains instead when the card form cannot load (no key, a secret key, no client secret)', () => {
    expect(nextStep('stripe', 9, {})).toEqual({ kind: 'card-unavailable', transactionId: 9 });
    expect(nextStep('stripe', 9, { client_secret: 'pi_1_secret_2' }, null).kind).toBe('card-unavailable');
    expect(nextStep('stripe', 9, { client_secret: 'pi_1_secret_2' }, 'sk_live_oops').kind).toBe(
      'card-unavailable',
    );
    expect(nextStep('paystack', 9, { client_secret: 'pi_1_secret_2' }, 'pk_live_abc').kind).toBe(
      'card-unavailable',
    );
  });

  it('brings the browser back through the API payment return', () => {
    expect(stripeReturnUrl('/api', 12, 'https://homes.example/subscription-plan')).toBe(
      'https://homes.example/api/payment-return/stripe?payment_transaction_id=12',
    );
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('counts whole seconds left, rounding up, never below zero', () => {
    expect(secondsLeft('2026-01-01T00:03:00Z', now)).toBe(180);
    expect(secondsLeft('2026-01-01T00:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2025-12-31T23:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });

  it('formats minutes and two-digit seconds', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(179)).toBe('2:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('gatewayDisplayName', () => {
  const t = createTranslator(en);

  it('writes PayPal as PayPal and leaves the others as the API names them', () => {
    expect(gatewayDisplayName('Paypal', t)).toBe('PayPal');
    expect(gatewayDisplayName('iPay', t)).toBe('iPay');
    expect(gatewayDisplayName('Stripe', t)).toBe('Stripe');
  });

  it('says an operator assigned it, in the reader language, for a package given by hand', () => {
    expect(gatewayDisplayName('Manual', t)).toBe('Assigned by an operator');
    expect(gatewayDisplayName('Manual', createTranslator(fr))).toBe('Attribué par un opérateur');
  });
});
