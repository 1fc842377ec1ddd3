import { describe, expect, it } from 'vitest';
import { signupSchema } from './account.schema';

// user_signup type 3 takes either the password or, straight after verify-otp proved the address,
// the one-time ticket it answered: the same schema checks the web form and the API.
describe('signupSchema, type 3', () => {
  it('accepts email + auth_id without a password', () => {
    const parsed = signupSchema.safeParse({ type: '3', email: ' New@Example.com ', auth_id: 'ticket-value' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      type: 3,
      email: 'New@Example.com',
      auth_id: 'ticket-value',
      password: undefined,
    });
  });

  it('still needs a valid email with the ticket, and a password without one', () => {
    const noEmail = signupSchema.safeParse({ type: 3, auth_id: 'ticket-value' });
    expect(noEmail.error?.issues.map((i) => i.message)).toEqual(['Email is required']);
    const noPassword = signupSchema.safeParse({ type: 3, email: 'a@example.com' });
    expect(noPassword.error?.issues.map((i) => i.message)).toEqual(['Password is required']);
  });

  it('checks the password when both are sent', () => {
    const parsed = signupSchema.safeParse({
      type: 3,
      email: 'a@example.com',
      password: 'pw-123',
      auth_id: 'x',
    });
    expect(parsed.data).toMatchObject({ email: 'a@example.com', password: 'pw-123' });
  });
});
