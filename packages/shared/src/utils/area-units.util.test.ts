import { describe, expect, it } from 'vitest';
import { AREA_UNIT_IDS, type AreaUnitId, convertArea, convertToAll, isAreaUnit } from './area-units.util';

describe('convertArea', () => {
  it('converts the international units', () => {
    expect(convertArea(1, 'sq_ft', 'sq_m')).toBe(0.09290304);
    expect(convertArea(1, 'sq_yd', 'sq_m')).toBeCloseTo(0.83612736, 10);
    expect(convertArea(1, 'acre', 'sq_ft')).toBeCloseTo(43_560, 8);
    expect(convertArea(1, 'hectare', 'acre')).toBeCloseTo(2.4710538, 6);
    expect(convertArea(1, 'sq_km', 'hectare')).toBe(100);
    expect(convertArea(1, 'sq_mi', 'acre')).toBeCloseTo(640, 8);
    expect(convertArea(1, 'sq_mi', 'sq_km')).toBeCloseTo(2.589988110336, 10);
  });

  it('uses the documented South-Asian conventions', () => {
    expect(convertArea(1, 'bigha', 'sq_ft')).toBeCloseTo(14_400, 8);
    expect(convertArea(1, 'bigha', 'katha')).toBeCloseTo(20, 10);
    expect(convertArea(1, 'katha', 'sq_ft')).toBeCloseTo(720, 8);
    expect(convertArea(1, 'kanal', 'marla')).toBeCloseTo(20, 10);
    expect(convertArea(1, 'marla', 'sq_ft')).toBeCloseTo(272.25, 8);
    expect(convertArea(1, 'biswa', 'sq_ft')).toBeCloseTo(1_361.25, 8);
    expect(convertArea(1, 'acre', 'cent')).toBeCloseTo(100, 10);
    expect(convertArea(1, 'acre', 'guntha')).toBeCloseTo(40, 10);
    expect(convertArea(1, 'guntha', 'sq_ft')).toBeCloseTo(1_089, 8);
    expect(convertArea(1, 'gaj', 'sq_ft')).toBeCloseTo(9, 10);
    expect(convertArea(1, 'ground', 'sq_ft')).toBeCloseTo(2_400, 8);
  });

  it('returns the value unchanged for the same unit and round-trips otherwise', () => {
    expect(convertArea(123.45, 'bigha', 'bigha')).toBe(123.45);
    expect(convertArea(convertArea(7.5, 'acre', 'marla'), 'marla', 'acre')).toBeCloseTo(7.5, 10);
    expect(convertArea(0, 'hectare', 'sq_ft')).toBe(0);
  });

  it('refuses an unknown unit', () => {
    expect(() => convertArea(1, 'furlong' as AreaUnitId, 'sq_m')).toThrow(RangeError);
  });
});

describe('convertToAll', () => {
  it('lists every unit in table order', () => {
    const all = convertToAll(1, 'acre');
    expect(all.map((entry) => entry.unit)).toEqual(AREA_UNIT_IDS);
    expect(all).toHaveLength(16);
    expect(all.find((entry) => entry.unit === 'acre')?.value).toBe(1);
    expect(all.find((entry) => entry.unit === 'sq_m')).toMatchObject({ label: 'Square Meter', symbol: 'm²' });
    expect(all.find((entry) => entry.unit === 'sq_m')?.value).toBeCloseTo(4_046.8564224, 8);
  });
});

describe('isAreaUnit', () => {
  it('tells table ids from anything else', () => {
    expect(isAreaUnit('guntha')).toBe(true);
    expect(isAreaUnit('toString')).toBe(false);
    expect(isAreaUnit('')).toBe(false);
  });
});
