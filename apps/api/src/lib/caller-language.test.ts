import { describe, expect, it } from 'vitest';
import { callerLanguage } from './caller-language.js';

describe('callerLanguage', () => {
  it('takes the primary subtag of the most preferred range', () => {
    expect(callerLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(callerLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(callerLanguage(['de', 'fr;q=0.2'])).toBe('de');
  });

  it('falls back to English without a usable header', () => {
    expect(callerLanguage(undefined)).toBe('en');
    expect(callerLanguage('')).toBe('en');
    expect(callerLanguage('*')).toBe('en');
    expect(callerLanguage('fr;q=0')).toBe('en');
  });
});
