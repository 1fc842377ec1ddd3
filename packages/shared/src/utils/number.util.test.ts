import { describe, expect, it } from 'vitest';
import { round2 } from './number.util';

describe('round2', () => {
  it('rounds half away from zero on the decimal digits', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(1.004)).toBe(1);
    expect(round2(433.3333333)).toBe(433.33);
  });

  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('handles values printed in exponent form', () => {
    expect(round2(1e-7)).toBe(0);
    expect(round2(1e21)).toBe(1e21);
    expect(round2(Number.NaN)).toBeNaN();
  });
});
