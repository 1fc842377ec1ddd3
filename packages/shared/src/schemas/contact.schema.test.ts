import { describe, expect, it } from 'vitest';
import { contactFieldErrors, contactSchema } from './contact.schema';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Hi',
  message: 'Hello',
};

describe('contact schema (contct_us)', () => {
  it('accepts a complete request and trims it', () => {
    expect(contactSchema.parse({ ...valid, first_name: '  Ada ' })).toEqual(valid);
  });

  it('gives the spec messages per field, empty and absent alike', () => {
    expect(contactFieldErrors({})).toEqual({
      first_name: 'Name is required',
      last_name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(contactFieldErrors({ ...valid, email: ' ', subject: 'null' })).toEqual({
      email: 'Email is required',
      subject: 'Subject is required',
    });
    expect(contactFieldErrors({ ...valid, email: 'ada@' })).toEqual({ email: 'Email address is invalid' });
  });

  it('limits lengths as the contract does', () => {
    expect(contactFieldErrors({ ...valid, first_name: 'x'.repeat(101) }).first_name).toMatch(/at most 100/);
    expect(contactFieldErrors({ ...valid, subject: 'x'.repeat(201) }).subject).toMatch(/at most 200/);
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(5001) }).message).toMatch(/at most 5000/);
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
  });
});
