import { describe, expect, it } from 'vitest';
import { plainText } from './text.util';

describe('plainText', () => {
  it('drops tags and scripts, decodes entities and collapses whitespace', () => {
    expect(
      plainText('<p>Sea&nbsp;view &amp; garden</p>\n<script>alert(1)</script><ul><li>3&#x20;beds</li></ul>'),
    ).toBe('Sea view & garden 3 beds');
  });

  it('returns an empty string for nothing', () => {
    expect(plainText(null)).toBe('');
  });
});
