import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// What the API answers must not become an attack surface in a browser: JSON may do nothing,
// the docs page only what Swagger UI needs, and an uploaded SVG can never run its script.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const inject = (url: string) => app.app.inject({ method: 'GET', url });

/** `a b; c d` → { a: 'b', c: 'd' } */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('API responses', () => {
  it.each(['/api/web-settings', '/api/no-such-call', '/api/health', '/api/get_categories?limit=abc'])(
    '%s forbids everything and framing',
    async (url) => {
      const res = await inject(url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('/api/docs', () => {
  it('has its own policy, allowing exactly what the page loads', async () => {
    const page = await inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['default-src']).toBe("'none'");

    // Nothing inline for script-src 'self' to block; every script and stylesheet loads.
    const html = page.body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//); // same origin only
      const loaded = await inject(new URL(asset, 'http://localhost/api/docs/').pathname);
      expect([asset, loaded.statusCode]).toEqual([asset, 200]);
    }
    // The initializer fetches the OpenAPI document from this origin (connect-src 'self').
    expect(csp['connect-src']).toBe("'self'");
    expect((await inject('/api/docs/json')).statusCode).toBe(200);
  });
});

describe('/media', () => {
  it('serves an SVG carrying a script sandboxed, with nosniff', async () => {
    const dir = path.join(app.deps.config.uploadsDir, 'users');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/get-sessions")</script></svg>',
    );
    const res = await inject('/media/users/evil.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toHaveProperty('sandbox', '');
    expect(csp['default-src']).toBe("'none'");
    expect(csp['script-src']).toBeUndefined();
  });
});
