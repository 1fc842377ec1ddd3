import type { Translate } from '@/lib/i18n/translate.util';

// A session's user agent in plain words ("Chrome on Windows"), for the sessions page. Order
// matters: most browsers also claim to be Safari or Chrome, so the specific ones are tested first.

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/\bnode\b|\bundici\b|^node-fetch/i, 'Node.js'],
  [/^okhttp\//, 'Android app'],
  [/\bCFNetwork\//, 'iOS app'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DeviceWords {
  browser: string | null;
  system: string | null;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceWords {
  const ua = userAgent?.trim() ?? '';
  if (ua === '') return { browser: null, system: null };
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, system };
}

/** "Chrome on Windows", or what is known of it, or "Unknown device" — in the page's language. */
export function deviceLabel(userAgent: string | null, t: Translate): string {
  const { browser, system } = describeUserAgent(userAgent);
  if (browser && system) return t('accountDeviceOn', { browser, system });
  return browser ?? system ?? t('accountUnknownDevice');
}
