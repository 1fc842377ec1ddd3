import { describe, expect, it } from 'vitest';
import { confirmationMatches } from './delete-account.util';

describe('confirmationMatches', () => {
  it('takes the word whatever its case or surrounding spaces', () => {
    expect(confirmationMatches('DELETE', 'DELETE')).toBe(true);
    expect(confirmationMatches('  delete ', 'DELETE')).toBe(true);
    expect(confirmationMatches('حذف', 'حذف')).toBe(true);
  });

  it('refuses anything else, and an empty word never matches', () => {
    expect(confirmationMatches('DEL', 'DELETE')).toBe(false);
    expect(confirmationMatches('DELETE ME', 'DELETE')).toBe(false);
    expect(confirmationMatches('', 'DELETE')).toBe(false);
    expect(confirmationMatches('', ' ')).toBe(false);
  });
});
