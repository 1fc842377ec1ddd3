import { describe, expect, it } from 'vitest';
import { brandPalette, contrastRatio, DEFAULT_BRAND, parseHexColor } from './theme.util';

const WHITE = { r: 255, g: 255, b: 255 };

describe('brandPalette', () => {
  it('uses the default brand when the setting is missing or invalid', () => {
    expect(brandPalette(null).brand).toBe(DEFAULT_BRAND);
    expect(brandPalette('teal').brand).toBe(DEFAULT_BRAND);
  });

  it('reads short, long and alpha hex forms', () => {
    expect(parseHexColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHexColor('087C7CFF')).toEqual({ r: 0x08, g: 0x7c, b: 0x7c });
  });

  it('puts white text on a dark brand and dark text on a light one', () => {
    expect(brandPalette('#1e3a8a').onBrand).toBe('#ffffff');
    expect(brandPalette('#fde047').onBrand).toBe('#111827');
  });

  it('darkens a light brand until its text reads on white at 4.5:1', () => {
    for (const colour of ['#fde047', '#22c55e', '#38bdf8', '#ffffff', '#087c7c']) {
      const ink = parseHexColor(brandPalette(colour).brandInk);
      expect(ink).not.toBeNull();
      expect(contrastRatio(ink as NonNullable<typeof ink>, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a brand that already reads on white unchanged', () => {
    expect(brandPalette('#1e3a8a').brandInk).toBe('#1e3a8a');
  });
});
