// The operator picks `system_color` (web-settings); it may be any hex colour. To keep text readable
// (WCAG AA) whatever they pick, we derive a text colour for brand surfaces and a darkened "ink"
// variant for brand-coloured text on white.

export const DEFAULT_BRAND = '#0f766e';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHexColor(input: string | null | undefined): Rgb | null {
  if (!input) return null;
  const hex = input.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const NEAR_BLACK: Rgb = { r: 17, g: 24, b: 39 };
const AA_TEXT = 4.5;

export interface BrandPalette {
  /** Brand surfaces: buttons, badges, the progress bar. */
  brand: string;
  /** Text on brand surfaces. */
  onBrand: string;
  /** Brand-coloured text and focus rings on white, at least 4.5:1. */
  brandInk: string;
}

export function brandPalette(systemColor: string | null | undefined): BrandPalette {
  const base = parseHexColor(systemColor) ?? (parseHexColor(DEFAULT_BRAND) as Rgb);
  const onBrand = contrastRatio(base, WHITE) >= contrastRatio(base, NEAR_BLACK) ? WHITE : NEAR_BLACK;
  let ink = base;
  // Darken in small steps until the colour reads on white; black always does, so this ends.
  for (let i = 0; i < 40 && contrastRatio(ink, WHITE) < AA_TEXT; i++) {
    ink = { r: ink.r * 0.9, g: ink.g * 0.9, b: ink.b * 0.9 };
  }
  return { brand: toHex(base), onBrand: toHex(onBrand), brandInk: toHex(ink) };
}
