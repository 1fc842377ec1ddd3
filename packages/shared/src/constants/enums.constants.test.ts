import { describe, expect, it } from 'vitest';
import {
  ADVERTISEMENT_STATUSES,
  DISTANCE_OPTION_LABELS,
  DISTANCE_OPTIONS,
  enumCode,
  LIMITED_CHECK_TYPES,
  LISTING_STATUSES,
  LOGIN_TYPES,
  PACKAGE_CHECK_TYPES,
  PAYMENT_GATEWAYS,
  PROJECT_TYPES,
  PROPERTY_TYPES,
  parseEnum,
  RENT_DURATIONS,
  SLIDER_TYPES,
  sliderTypeCode,
  sliderTypeFromCode,
} from './enums.constants';

describe('coded enums', () => {
  it('keeps the contract codes as indexes', () => {
    expect(enumCode(PROPERTY_TYPES, 'sell')).toBe(0);
    expect(enumCode(PROPERTY_TYPES, 'rent')).toBe(1);
    expect(enumCode(PROPERTY_TYPES, 'sold')).toBe(2);
    expect(enumCode(PROPERTY_TYPES, 'rented')).toBe(3);
    expect(ADVERTISEMENT_STATUSES).toEqual(['approved', 'pending', 'rejected', 'expired']);
    expect(LISTING_STATUSES).toEqual(['inactive', 'active']);
    expect(enumCode(LOGIN_TYPES, 'email')).toBe(3);
    expect(enumCode(LOGIN_TYPES, 'social')).toBe(0);
  });

  it('numbers slider types from 1', () => {
    expect(sliderTypeCode('Only Image')).toBe('1');
    expect(sliderTypeCode('Other Link')).toBe('4');
    expect(sliderTypeFromCode('3')).toBe('Property');
    expect(sliderTypeFromCode(2)).toBe('Category');
    expect(sliderTypeFromCode('0')).toBeUndefined();
    expect(sliderTypeFromCode('5')).toBeUndefined();
    expect(SLIDER_TYPES).toHaveLength(4);
  });
});

describe('parseEnum', () => {
  it('accepts values and, where allowed, numeric codes', () => {
    expect(parseEnum(PROPERTY_TYPES, 'rent', { codes: true })).toBe('rent');
    expect(parseEnum(PROPERTY_TYPES, 1, { codes: true })).toBe('rent');
    expect(parseEnum(PROPERTY_TYPES, '3', { codes: true })).toBe('rented');
    expect(parseEnum(PROPERTY_TYPES, '4', { codes: true })).toBeUndefined();
    expect(parseEnum(PROPERTY_TYPES, 1.5, { codes: true })).toBeUndefined();
  });

  it('refuses codes for enums without them', () => {
    expect(parseEnum(PROJECT_TYPES, 0)).toBeUndefined();
    expect(parseEnum(PROJECT_TYPES, 'upcoming')).toBe('upcoming');
  });

  it('is case-sensitive unless told otherwise', () => {
    expect(parseEnum(RENT_DURATIONS, 'monthly')).toBeUndefined();
    expect(parseEnum(RENT_DURATIONS, ' monthly ', { caseInsensitive: true })).toBe('Monthly');
    expect(parseEnum(PAYMENT_GATEWAYS, 'IPAY', { caseInsensitive: true })).toBe('iPay');
  });

  it('refuses non-members and other types', () => {
    expect(parseEnum(PROPERTY_TYPES, 'lease', { codes: true })).toBeUndefined();
    expect(parseEnum(PROPERTY_TYPES, null, { codes: true })).toBeUndefined();
    expect(parseEnum(PROPERTY_TYPES, ['sell'], { codes: true })).toBeUndefined();
  });
});

describe('other enums', () => {
  it('lists the seven package check types, the first four counted', () => {
    expect(PACKAGE_CHECK_TYPES).toHaveLength(7);
    expect(LIMITED_CHECK_TYPES).toEqual(PACKAGE_CHECK_TYPES.slice(0, 4));
  });

  it('labels every distance unit', () => {
    expect(DISTANCE_OPTIONS.map((unit) => DISTANCE_OPTION_LABELS[unit])).toEqual([
      'meter',
      'kilometer',
      'mile',
      'yard',
    ]);
  });
});
