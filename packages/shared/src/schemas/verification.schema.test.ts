import { describe, expect, it } from 'vitest';
import { checkVerificationAnswer, type VerificationFieldRule } from './verification.schema';
import {
  verificationFieldSchema,
  verificationFieldUpdateSchema,
  verificationReasonSchema,
} from './verification-admin.schema';

const radio: VerificationFieldRule = {
  name: 'Licence type',
  field_type: 'radio',
  form_fields_values: [
    { id: 1, value: 'Individual' },
    { id: 2, value: 'Company' },
  ],
};

describe('checkVerificationAnswer', () => {
  it('takes one option for radio and refuses others by name', () => {
    expect(checkVerificationAnswer(radio, 'Company')).toEqual({ ok: true, value: 'Company' });
    expect(checkVerificationAnswer(radio, 'Other')).toEqual({
      ok: false,
      missing: false,
      message: 'Invalid value for Licence type',
    });
    expect(checkVerificationAnswer(radio, ['Company'])).toMatchObject({ ok: false, missing: false });
  });

  it('takes checkbox answers as an array or csv, each once, and an empty set is missing', () => {
    const box = { ...radio, field_type: 'checkbox' as const };
    expect(checkVerificationAnswer(box, 'Company, Individual,Company')).toEqual({
      ok: true,
      value: ['Company', 'Individual'],
    });
    expect(checkVerificationAnswer(box, ['Individual'])).toEqual({ ok: true, value: ['Individual'] });
    expect(checkVerificationAnswer(box, [])).toMatchObject({
      ok: false,
      missing: true,
      message: 'Please fill all fields',
    });
    expect(checkVerificationAnswer(box, ['Nope'])).toMatchObject({ ok: false, missing: false });
  });

  it('bounds text and textarea and reads numbers as plain decimals', () => {
    const text = { name: 'Licence number', field_type: 'text' as const, form_fields_values: [] };
    expect(checkVerificationAnswer(text, 'x'.repeat(1000))).toMatchObject({ ok: true });
    expect(checkVerificationAnswer(text, 'x'.repeat(1001))).toMatchObject({ ok: false, missing: false });
    expect(checkVerificationAnswer({ ...text, field_type: 'textarea' }, 'x'.repeat(5000))).toMatchObject({
      ok: true,
    });
    expect(checkVerificationAnswer({ ...text, field_type: 'textarea' }, 'x'.repeat(5001))).toMatchObject({
      ok: false,
    });
    const number = { ...text, field_type: 'number' as const };
    expect(checkVerificationAnswer(number, 12)).toEqual({ ok: true, value: '12' });
    expect(checkVerificationAnswer(number, '1e3')).toMatchObject({ ok: false, missing: false });
    expect(checkVerificationAnswer(number, undefined)).toMatchObject({ ok: false, missing: true });
    expect(checkVerificationAnswer(text, { a: 1 })).toMatchObject({ ok: false, missing: false });
  });
});

describe('verification field schema', () => {
  it('needs options for option types only, each once', () => {
    expect(verificationFieldSchema.safeParse({ name: 'A', field_type: 'radio' }).success).toBe(false);
    expect(
      verificationFieldSchema.safeParse({ name: 'A', field_type: 'radio', options: ['x', 'X'] }).success,
    ).toBe(false);
    expect(verificationFieldSchema.safeParse({ name: 'A', field_type: 'text', options: ['x'] }).success).toBe(
      false,
    );
    expect(verificationFieldSchema.parse({ name: 'A', field_type: 'text' })).toEqual({
      name: 'A',
      field_type: 'text',
      rank: 0,
      active: true,
      section: null,
      options: [],
    });
    expect(
      verificationFieldUpdateSchema.safeParse({ id: 1, field_type: 'dropdown', options: [] }).success,
    ).toBe(false);
    expect(verificationFieldUpdateSchema.safeParse({ id: 1, active: 'false' }).success).toBe(true);
  });

  it('requires a reason of at most 500 characters', () => {
    expect(verificationReasonSchema.safeParse({}).error?.issues[0]?.message).toBe('Please give a reason');
    expect(verificationReasonSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
