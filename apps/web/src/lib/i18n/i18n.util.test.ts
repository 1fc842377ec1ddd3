import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createServerTranslator,
  ENGLISH,
  isRtl,
  layoutDictionary,
  mergeDictionaries,
  ROUTE_SCOPED_PREFIXES,
  resolveLanguageCode,
  routeDictionary,
} from './i18n.util';
import { createTranslator } from './translate.util';

const languages = [
  { id: 1, code: 'en', name: 'English', rtl: false },
  { id: 2, code: 'ar', name: 'العربية', rtl: true },
];

describe('translation', () => {
  it('uses the selected language, then English, then the key itself', () => {
    const t = createServerTranslator(mergeDictionaries({ home: 'Accueil' }));
    expect(t('home')).toBe('Accueil');
    expect(t('properties')).toBe('Properties');
    expect(t('no_such_key' as never)).toBe('no_such_key');
  });

  it('treats empty translations as missing', () => {
    const t = createServerTranslator(mergeDictionaries({ home: '  ' }));
    expect(t('home')).toBe('Home');
  });

  it('fills in placeholders and leaves unknown ones visible', () => {
    const t = createTranslator({ copyright: '© {year} {company}. {other}' });
    expect(t('copyright', { year: 2026, company: 'Domus' })).toBe('© 2026 Domus. {other}');
  });
});

describe('layoutDictionary', () => {
  it('leaves the admin console’s strings out of what every page sends to the browser', () => {
    const client = layoutDictionary(ENGLISH);
    expect(Object.keys(ENGLISH).some((key) => key.startsWith('admin'))).toBe(true);
    expect(Object.keys(client).filter((key) => key.startsWith('admin'))).toEqual([]);
    expect(Object.keys(client).length).toBeGreaterThan(400);
    expect(layoutDictionary({ administrator: 'kept', adminConsoleTitle: 'dropped' })).toEqual({
      administrator: 'kept',
    });
  });
});

describe('isRtl', () => {
  it('trusts the language record when it says', () => {
    expect(isRtl({ code: 'ar', rtl: true })).toBe(true);
    expect(isRtl({ code: 'ar', rtl: false })).toBe(false);
  });

  it('knows right-to-left scripts by code otherwise', () => {
    expect(isRtl({ code: 'ar' })).toBe(true);
    expect(isRtl({ code: 'he-IL' })).toBe(true);
    expect(isRtl({ code: 'fa_IR' })).toBe(true);
    expect(isRtl({ code: 'fr' })).toBe(false);
    expect(isRtl(null)).toBe(false);
  });
});

describe('resolveLanguageCode', () => {
  it('honours the cookie when that language is enabled', () => {
    expect(resolveLanguageCode('ar', languages, 'en')).toBe('ar');
  });

  it('falls back to the site default for an unknown or missing choice', () => {
    expect(resolveLanguageCode('xx', languages, 'ar')).toBe('ar');
    expect(resolveLanguageCode(undefined, languages, 'en')).toBe('en');
  });

  it('falls back to the first enabled language, then English', () => {
    expect(resolveLanguageCode(null, languages, 'de')).toBe('en');
    expect(resolveLanguageCode('ar', [], null)).toBe('en');
  });
});

describe('language files', () => {
  const dir = join(import.meta.dirname, '../../../../../packages/shared/src/i18n');
  const files = readdirSync(dir).filter((name) => /^web-strings\.[\w-]+\.json$/.test(name));

  it('include English, Arabic and French', () => {
    expect(files).toEqual(
      expect.arrayContaining(['web-strings.en.json', 'web-strings.ar.json', 'web-strings.fr.json']),
    );
  });

  for (const file of files) {
    it(`${file} translates every English key and nothing else`, () => {
      const strings = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
      expect(Object.keys(strings).sort()).toEqual(Object.keys(ENGLISH).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${file}: ${key}`).not.toBe('');
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text), `${file}: ${key} placeholders`).toEqual(placeholders(ENGLISH[key] ?? ''));
      }
    });
  }
});

describe('route-scoped strings', () => {
  it('keeps a route’s own strings out of every page’s dictionary and hands them to that route', () => {
    const all = { siteDescription: 'a', propertyFormTitle: 'Title', propertyFormPrice: 'Price' };
    expect(layoutDictionary(all)).toEqual({ siteDescription: 'a' });
    expect(routeDictionary(all, 'propertyForm')).toEqual({
      propertyFormTitle: 'Title',
      propertyFormPrice: 'Price',
    });
    // Every English string lands in exactly one place: every page's, one route's, or the console's.
    const console = Object.fromEntries(Object.entries(ENGLISH).filter(([key]) => /^admin[A-Z]/.test(key)));
    const routes = ROUTE_SCOPED_PREFIXES.map((prefix) => routeDictionary(ENGLISH, prefix));
    const places = [layoutDictionary(ENGLISH), ...routes, console].map((d) => Object.keys(d));
    expect(places.flat().sort()).toEqual(Object.keys(ENGLISH).sort());
    // The project pages' own strings stay off public pages.
    expect(Object.keys(layoutDictionary(ENGLISH)).filter((key) => /^project(Edit|Owner)/.test(key))).toEqual(
      [],
    );
  });
});
