import path from 'node:path';
import type { NextConfig } from 'next';

// Next loads this file outside the app bundle and cannot resolve the app's own modules from it, so
// the image hosts are derived here from the same variables as src/lib/config.ts; a unit test keeps
// the two in step. Evaluated at build time and again when the server starts, so image hosts follow
// the running environment. No `output: 'standalone'`: the API's custom server mounts this app.

type ImagePattern = { protocol: 'http' | 'https'; hostname: string; port?: string; pathname: string };

function mediaPatterns(): ImagePattern[] {
  const patterns: ImagePattern[] = [];
  for (const hostname of ['localhost', '127.0.0.1']) {
    for (const protocol of ['http', 'https'] as const)
      patterns.push({ protocol, hostname, pathname: '/media/**' });
  }
  const port = process.env.PORT?.trim() || '3000';
  try {
    const site = new URL((process.env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''));
    const protocol = site.protocol === 'https:' ? 'https' : 'http';
    if (!patterns.some((p) => p.hostname === site.hostname && p.protocol === protocol)) {
      patterns.push({ protocol, hostname: site.hostname, port: site.port, pathname: '/media/**' });
    }
  } catch {
    // An unparsable PUBLIC_URL only costs optimisation: such images are served as they are.
  }
  return patterns;
}

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets several builds of this app coexist (parallel work, benchmarks); default .next.
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  transpilePackages: ['@domus/shared'],
  // The data cache of guests' API reads, emptied by the API's change feed in the same process
  // (src/lib/data-cache/). An absolute path: Next resolves a relative one against distDir. On
  // Node 20 Next compiles this file to CommonJS, so __dirname is this directory.
  cacheHandler: path.join(__dirname, 'src/lib/data-cache/data-cache.handler.mjs'),
  // `npm run dev` is often opened as 127.0.0.1; let hot reload connect from there too.
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's defaults: shorter srcsets in every page and fewer variants to encode,
    // still covering phones to 2x desktop screens.
    deviceSizes: [640, 828, 1080, 1280, 1920, 2560],
    imageSizes: [48, 96, 128, 256, 384],
    remotePatterns: mediaPatterns(),
    // The embedded default serves uploads from this same server on localhost; the patterns above
    // restrict the optimiser to `/media/**` on those hosts, which keeps the SSRF surface closed.
    dangerouslyAllowLocalIP: true,
    qualities: [75],
  },
};

export default nextConfig;
