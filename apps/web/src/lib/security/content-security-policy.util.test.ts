import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, originOf } from './content-security-policy.util';

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
