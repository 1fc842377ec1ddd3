import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInternalUrl, imageRemotePatterns, isOptimizableImage, mediaBaseUrl, publicUrl } from './config';

describe('web config', () => {
  it('reaches the API on the loopback interface of its own port by default', () => {
    expect(apiInternalUrl({})).toBe('http://127.0.0.1:3000/api');
    expect(apiInternalUrl({ PORT: '4100' })).toBe('http://127.0.0.1:4100/api');
    expect(apiInternalUrl({ API_INTERNAL_URL: 'http://api.internal:8080/api/' })).toBe(
      'http://api.internal:8080/api',
    );
  });

  it('derives the public URL like the API does', () => {
    expect(publicUrl({})).toBe('http://localhost:3000');
    expect(publicUrl({ PUBLIC_URL: 'https://domus.example/' })).toBe('https://domus.example');
  });

  it('finds media on the site, or on S3_PUBLIC_URL when the API stores media in S3', () => {
    const site = { PUBLIC_URL: 'https://domus.example/' };
    expect(mediaBaseUrl(site)).toBe('https://domus.example');
    expect(mediaBaseUrl({ ...site, S3_PUBLIC_URL: 'https://cdn.example/m/' })).toBe('https://domus.example');
    expect(mediaBaseUrl({ ...site, STORAGE_DRIVER: 's3', S3_PUBLIC_URL: 'https://cdn.example/m/' })).toBe(
      'https://cdn.example/m',
    );
  });

  it('lets the optimiser fetch only /media/ images from known hosts', () => {
    const env = { PUBLIC_URL: 'https://domus.example' };
    expect(isOptimizableImage('http://localhost:3000/media/p/1.jpg', env)).toBe(true);
    expect(isOptimizableImage('http://127.0.0.1:4000/media/p/1.jpg', env)).toBe(true);
    expect(isOptimizableImage('https://domus.example/media/p/1.jpg', env)).toBe(true);
    expect(isOptimizableImage('https://elsewhere.example/media/p/1.jpg', env)).toBe(false);
    expect(isOptimizableImage('http://localhost:3000/api/secret', env)).toBe(false);
    expect(isOptimizableImage('http://localhost:3000/media/c/villa.svg', env)).toBe(false);
    expect(isOptimizableImage('not a url', env)).toBe(false);
  });
});

describe('next.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('allows the same image hosts as the app checks against', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://domus.example');
    vi.stubEnv('PORT', '3000');
    const { default: nextConfig } = await import('../../next.config');
    expect(nextConfig.images?.remotePatterns).toEqual(imageRemotePatterns(process.env));
    expect(nextConfig.images?.formats).toEqual(['image/avif', 'image/webp']);
    expect(nextConfig.poweredByHeader).toBe(false);
    expect(nextConfig.reactStrictMode).toBe(true);
    expect(nextConfig).not.toHaveProperty('output');
  });
});
