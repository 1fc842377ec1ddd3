import {
  beforeLogoutSchema,
  forgotPasswordSchema,
  getOtpSchema,
  registerSchema,
  resetPasswordSchema,
  revokeSessionSchema,
  signupSchema,
  verifyOtpSchema,
} from '@domus/shared/schemas/account.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';
import { OTP_TIMINGS } from './otp.service.js';
import { presentSelf } from './user.presenter.js';

const TAG = 'Accounts';

/** Sign-up, sign-in, OTP, password reset, logout, sessions. */
export function accountCalls(services: Services): CallDefinition[] {
  const { accounts, sessions } = services;
  const deps = services.deps;

  return [
    defineCall({
      method: 'POST',
      name: 'user_signup',
      access: 'public',
      tag: TAG,
      summary:
        'Sign in (type 3 email + password; 1 phone ticket; 0/2 social ticket or ID token) or create the account; the only call that issues a session.',
      input: signupSchema,
      setsCookie: (input) => input.session_transport === 'cookie',
      handler: async ({ input, request }) => {
        const { user, created, token } = await accounts.signIn(input, request);
        const cookie = input.session_transport === 'cookie';
        return ok(
          presentSelf(user, deps.storage),
          created ? 'User Register Successfully' : 'Login Successfully',
          {
            status: created ? 201 : 200,
            extra: { token: cookie ? null : token },
            ...(cookie ? { sessionCookie: token } : {}),
          },
        );
      },
    }),
    defineCall({
      method: 'POST',
      name: 'user-register',
      access: 'public',
      tag: TAG,
      summary: 'Create an email + password account; mails a 6-digit code to verify the address.',
      input: registerSchema,
      handler: async ({ input, request }) => {
        const { email } = await accounts.register.register(input, request.ip);
        return ok({ email, ...OTP_TIMINGS }, 'User Registered Successfully', { status: 201 });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get-otp',
      access: 'public',
      tag: TAG,
      noStore: true,
      summary:
        'Send a 6-digit code: by SMS to `number` (phone sign-in) or by email to an unverified email account.',
      input: getOtpSchema,
      handler: async ({ input, request }) => {
        await accounts.otp.send(input, request.ip);
        return ok({ ...OTP_TIMINGS }, 'OTP sent successfully!');
      },
    }),
    defineCall({
      method: 'GET',
      name: 'verify-otp',
      access: 'public',
      tag: TAG,
      noStore: true,
      summary:
        'Check a code: a phone code gives a one-time sign-in ticket (auth_id); an email code verifies the address and gives a ticket for user_signup type 3 (email + auth_id).',
      input: verifyOtpSchema,
      handler: async ({ input }) => ok(await accounts.otp.verify(input), 'OTP verified successfully'),
    }),
    defineCall({
      method: 'GET',
      name: 'forgot-password',
      access: 'public',
      tag: TAG,
      noStore: true,
      summary: 'Mail a single-use reset link (60 minutes) to an email account; same answer either way.',
      input: forgotPasswordSchema,
      handler: async ({ input, request }) => {
        await accounts.passwordReset.requestReset(input.email, request.ip);
        return ok(null, 'If an account exists for this email, a reset link has been sent');
      },
    }),
    defineCall({
      method: 'POST',
      name: 'reset-password',
      access: 'public',
      tag: TAG,
      summary: 'Set a new password with the emailed token; every session of the account is revoked.',
      input: resetPasswordSchema,
      handler: async ({ input }) => {
        await accounts.passwordReset.reset(input);
        return ok(null, 'Password updated. Please sign in');
      },
    }),
    defineCall({
      method: 'POST',
      name: 'before-logout',
      access: 'required',
      allowDeactivated: true,
      tag: TAG,
      summary: 'Sign out: revokes this session, removes the given push registration, clears the cookie.',
      input: beforeLogoutSchema,
      handler: async ({ input, request }) => {
        await accounts.logout(await request.resolveCredential(), input.fcm_id);
        return ok(null, 'Logged out', { sessionCookie: null });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get-profile',
      access: 'required',
      tag: TAG,
      summary:
        'My own profile (the user object), fresh from the database — an extension of the contract, so a client never edits a stale copy.',
      input: z.object({}),
      handler: async ({ viewer }) => ok(presentSelf(viewer!.user, deps.storage)),
    }),
    defineCall({
      method: 'GET',
      name: 'get-sessions',
      access: 'required',
      tag: TAG,
      summary: 'My signed-in sessions, newest first (IP with its last part hidden).',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await sessions.list(viewer!)),
    }),
    defineCall({
      method: 'POST',
      name: 'revoke-session',
      access: 'required',
      tag: TAG,
      summary: 'Sign out one of my sessions (`session_id`) or all but this one (`all=1`).',
      input: revokeSessionSchema,
      handler: async ({ input, viewer }) => {
        await accounts.revokeSession(viewer!, input);
        return ok(null, 'Session revoked');
      },
    }),
  ];
}
