import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_PATHS,
  contentSecurityPolicy,
  createNonce,
  originOf,
} from './content-security-policy.util';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const base = { nonce: 'abc123', mediaOrigin: 'https://cdn.example.com', apiOrigin: null, dev: false };

  it('lets only nonced scripts (and what they load) run, and nothing embed or frame the site', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows images from the media origin and the map tiles', () => {
    const img = directives(contentSecurityPolicy(base)).get('img-src');
    expect(img).toContain('https://cdn.example.com');
    expect(img).toContain('https://*.tile.openstreetmap.org');
    expect(img).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('adds the API origin to connect-src when it differs, and eval only in development', () => {
    const d = directives(contentSecurityPolicy({ ...base, apiOrigin: 'https://api.example.com', dev: true }));
    expect(d.get('connect-src')).toContain('https://api.example.com');
    expect(d.get('script-src')).toContain("'unsafe-eval'");
  });

  it('lets Stripe in only on the pages that take a card', () => {
    const plain = directives(contentSecurityPolicy(base));
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect((plain.get(name) ?? []).some((source) => source.includes('stripe'))).toBe(false);
    }
    const card = directives(contentSecurityPolicy({ ...base, cardPayments: true }));
    expect(card.get('script-src')).toContain('https://js.stripe.com');
    expect(card.get('connect-src')).toContain('https://api.stripe.com');
    expect(card.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(CARD_PAYMENT_PATHS).toEqual(['/subscription-plan']);
  });
});

describe('createNonce', () => {
  it('is new every time and safe inside a header', () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('originOf', () => {
  it('keeps http(s) origins only', () => {
    expect(originOf('http://localhost:3000/api')).toBe('http://localhost:3000');
    expect(originOf('/api')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});
