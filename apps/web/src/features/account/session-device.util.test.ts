import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import fr from '../../../../../packages/shared/src/i18n/web-strings.fr.json';
import { createTranslator } from '../../lib/i18n/translate.util';
import { describeUserAgent, deviceLabel } from './session-device.util';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'Headless Chrome',
      'Linux',
    ],
    ['curl/8.5.0', 'curl', null],
  ])('%s', (ua, browser, system) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system });
  });

  it('knows nothing of an empty or missing user agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
    expect(describeUserAgent('   ')).toEqual({ browser: null, system: null });
    expect(describeUserAgent('SomethingElse/1.0')).toEqual({ browser: null, system: null });
  });
});

describe('deviceLabel', () => {
  const chromeOnWindows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

  it('says browser and system in the page language', () => {
    expect(deviceLabel(chromeOnWindows, createTranslator(en))).toBe('Chrome on Windows');
    expect(deviceLabel(chromeOnWindows, createTranslator(fr))).toBe('Chrome sur Windows');
  });

  it('says what it knows, else that the device is unknown', () => {
    const t = createTranslator(en);
    expect(deviceLabel('curl/8.5.0', t)).toBe('curl');
    expect(deviceLabel(null, t)).toBe('Unknown device');
  });
});
