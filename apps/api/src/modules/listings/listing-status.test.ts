import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import {
  assertInitial,
  assertTransition,
  canTransition,
  IS_PUBLIC,
  isReachable,
  LISTING_STATUS,
  PROPERTY_TYPE,
  propertyVisibility,
  REQUEST_STATUS,
} from './listing-status.js';

// The property state machine: one table per axis, asked by every writer.

function refusal(run: () => void): { status: number; code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    return { status: e.status, code: e.code, message: e.message };
  }
}

describe('property_type transitions', () => {
  it('lets an owner close, reopen a rental and switch offers, and nothing else', () => {
    const allowed = [
      ['sell', 'sold'],
      ['rent', 'rented'],
      ['rented', 'rent'],
      ['sell', 'rent'],
      ['rent', 'sell'],
    ] as const;
    const types = Object.values(PROPERTY_TYPE);
    for (const from of types) {
      for (const to of types) {
        const expected = from === to || allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition('property_type', from, to, 'owner'), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('leaves undoing a sale to the operator', () => {
    expect(canTransition('property_type', 'sold', 'sell', 'owner')).toBe(false);
    expect(canTransition('property_type', 'sold', 'sell', 'operator')).toBe(true);
    expect(refusal(() => assertTransition('property_type', 'sold', 'rent', 'owner'))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'You can only change status of sell and rent properties',
    });
  });
});

describe('request_status transitions', () => {
  it('approves and rejects only as the operator; an owner edit resubmits', () => {
    expect(canTransition('request_status', 'pending', 'approved', 'owner')).toBe(false);
    expect(canTransition('request_status', 'pending', 'approved', 'operator')).toBe(true);
    expect(canTransition('request_status', 'approved', 'rejected', 'operator')).toBe(true);
    expect(canTransition('request_status', 'approved', 'rejected', 'owner')).toBe(false);
    expect(canTransition('request_status', 'rejected', 'pending', 'owner')).toBe(true);
    expect(canTransition('request_status', 'approved', 'pending', 'owner')).toBe(true);
  });
});

describe('status (on/off) transitions', () => {
  it('lets the owner switch only while approved; the operator any time', () => {
    const { active, inactive } = LISTING_STATUS;
    expect(
      refusal(() => assertTransition('status', active, inactive, 'owner', REQUEST_STATUS.approved)),
    ).toBeNull();
    expect(
      refusal(() => assertTransition('status', inactive, active, 'owner', REQUEST_STATUS.pending)),
    ).toEqual({
      status: 409,
      code: 'NOT_APPROVED',
      message: 'Property is not approved',
    });
    expect(
      refusal(() => assertTransition('status', inactive, active, 'operator', REQUEST_STATUS.rejected)),
    ).toBeNull();
    // Not a change: nothing to refuse.
    expect(
      refusal(() => assertTransition('status', active, active, 'owner', REQUEST_STATUS.pending)),
    ).toBeNull();
  });
});

describe('creation and reachability', () => {
  it('starts a listing as sell or rent, active, pending or approved', () => {
    expect(refusal(() => assertInitial('property_type', 'sell'))).toBeNull();
    expect(refusal(() => assertInitial('property_type', 'sold'))?.code).toBe('INVALID_STATUS_TRANSITION');
    expect(refusal(() => assertInitial('status', LISTING_STATUS.inactive))?.code).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect(refusal(() => assertInitial('request_status', 'rejected'))?.code).toBe(
      'INVALID_STATUS_TRANSITION',
    );
  });

  it('reaches every state of every axis from a starting state', () => {
    for (const type of Object.values(PROPERTY_TYPE)) expect(isReachable('property_type', type)).toBe(true);
    for (const request of Object.values(REQUEST_STATUS))
      expect(isReachable('request_status', request)).toBe(true);
    for (const status of Object.values(LISTING_STATUS)) expect(isReachable('status', status)).toBe(true);
  });
});

describe('derived visibility', () => {
  const base = { status: 1, request_status: 'approved', property_type: 'sell', ownerActive: true };
  it('is browsable for visible sell/rent, lookup-only for sold/rented, hidden otherwise', () => {
    expect(propertyVisibility(base)).toBe(IS_PUBLIC.browsable);
    expect(propertyVisibility({ ...base, property_type: 'rent' })).toBe(IS_PUBLIC.browsable);
    expect(propertyVisibility({ ...base, property_type: 'rented' })).toBe(IS_PUBLIC.lookupOnly);
    expect(propertyVisibility({ ...base, property_type: 'sold' })).toBe(IS_PUBLIC.lookupOnly);
    expect(propertyVisibility({ ...base, status: 0 })).toBe(IS_PUBLIC.hidden);
    expect(propertyVisibility({ ...base, request_status: 'pending' })).toBe(IS_PUBLIC.hidden);
    expect(propertyVisibility({ ...base, ownerActive: false })).toBe(IS_PUBLIC.hidden);
  });
});

describe('named states in code', () => {
  it('compares visibility and advertisement status with the named constants, never bare numbers', () => {
    // The modules' code; their tests, which live beside it, state raw values on purpose.
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return files(full);
        return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
      });
    const magic =
      /is_public'?,\s*'[=<>!]+',\s*\d|is_public\s*[=!<>]==?\s*\d|minPublic(:|\s*===?)\s*\d|a\.status'?,?\s*'?=\s*'?,?\s*\d/;
    const offenders = files(src)
      .filter((file) => !file.endsWith('listing-status.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.trim(), at: `${path.relative(src, file)}:${i + 1}` }))
          .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && magic.test(line)),
      );
    expect(offenders).toEqual([]);
  });
});
