/**
 * Rounds half away from zero to 2 decimals on the decimal digits a person sees: 1.005 → 1.01,
 * where `Math.round(x * 100) / 100` and `toFixed` give 1.00 because 1.005 is stored as 1.00499….
 * Never returns -0.
 */
export function round2(value: number): number {
  // From 1e15 on a double cannot hold cents at all, so there is nothing to round.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  // Values under 1e-6 print in exponent form, where the decimal shift does not apply; they round
  // to 0 either way.
  const rounded = text.includes('e') ? 0 : Math.round(Number(`${text}e2`)) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
