import { describe, expect, it } from 'vitest';
import { AD_TRANSITIONS, adActionsFrom, adStateOf } from './advertisement-admin.constants';

const now = new Date('2026-06-15T12:00:00Z');
const later = '2026-07-15T12:00:00Z';
const earlier = '2026-06-01T12:00:00Z';

describe('§4.6 as data', () => {
  it('reads an ad’s state, an approved one past its end being expired already', () => {
    expect(adStateOf({ status: 1, is_enable: false, end_date: earlier }, now)).toBe('pending');
    expect(adStateOf({ status: 0, is_enable: true, end_date: later }, now)).toBe('approved_enabled');
    expect(adStateOf({ status: 0, is_enable: false, end_date: later }, now)).toBe('approved_disabled');
    expect(adStateOf({ status: 0, is_enable: true, end_date: earlier }, now)).toBe('expired');
    expect(adStateOf({ status: 2, is_enable: false, end_date: later }, now)).toBe('rejected');
    expect(adStateOf({ status: 3, is_enable: false, end_date: later }, now)).toBe('expired');
  });

  it('offers the table’s actions per state; rejected and expired are final', () => {
    expect(adActionsFrom('pending')).toEqual(['approve', 'reject']);
    expect(adActionsFrom('approved_enabled')).toEqual(['reject', 'disable', 'expire']);
    expect(adActionsFrom('approved_disabled')).toEqual(['reject', 'enable', 'expire']);
    expect(adActionsFrom('rejected')).toEqual([]);
    expect(adActionsFrom('expired')).toEqual([]);
    expect(AD_TRANSITIONS.approve.to).toEqual({ status: 0, is_enable: true });
    expect(AD_TRANSITIONS.reject.to).toEqual({ status: 2, is_enable: false });
    expect(AD_TRANSITIONS.expire.to).toEqual({ status: 3, is_enable: false });
  });
});
