import type { SignupInput } from '@domus/shared/schemas/account.schema';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { Credential, Viewer } from '../../plugins/auth.plugin.js';
import type { PushService } from '../push/push.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { accountMail } from './account-mail.js';
import { otpService } from './otp.service.js';
import { passwordResetService } from './password-reset.service.js';
import { registerService } from './register.service.js';
import { type IdTokenVerifier, signupService } from './signup.service.js';

/** Everything a person does to become and stay signed in. */
export function accountService(
  deps: AppDeps,
  settings: SettingsService,
  sessions: SessionService,
  push: PushService,
  idTokens: () => IdTokenVerifier | null,
) {
  const mail = accountMail(deps, () => settings.get('company_name'));
  const otp = otpService(deps, settings, mail);
  const signup = signupService(deps, mail, idTokens);

  /**
   * A new session for a signed-in user (and this device's push registration); the raw token.
   * One transaction: a failed registration must not leave a session nobody received the token of.
   */
  async function openSession(userId: number, request: FastifyRequest, fcmId?: string): Promise<string> {
    return deps.db.transaction().execute(async (trx) => {
      const session = await sessions.within(trx).issue(userId, request);
      if (fcmId) await push.within(trx).saveRegistration(userId, fcmId, session.sessionId);
      return session.token;
    });
  }

  return {
    openSession,

    /** user_signup: sign in (or create the account) and open its session; the raw token once. */
    async signIn(input: SignupInput, request: FastifyRequest) {
      const { user, created } = await signup.signIn(input, request.ip, request.log);
      const token = await openSession(user.id, request, input.fcm_id);
      return { user, created, token };
    },

    /** revoke-session: a demo account in demo mode must stay usable by every visitor. */
    async revokeSession(viewer: Viewer, input: { session_id?: number; all?: boolean }): Promise<void> {
      if (viewer.user.is_demo && (await settings.get('demo_mode'))) throw errors.demoMode();
      await sessions.revokeMine(viewer, input);
    },

    /**
     * before-logout: this session ends and this device stops receiving pushes, both or neither,
     * so a failed logout never leaves a live session whose device went silent.
     */
    async logout(credential: Credential, fcmId?: string): Promise<void> {
      if (credential.state !== 'valid' && credential.state !== 'deactivated') throw errors.notLoggedIn();
      const userId = credential.state === 'valid' ? credential.viewer.user.id : credential.userId;
      await deps.db.transaction().execute(async (trx) => {
        if (fcmId) await push.within(trx).removeRegistration(userId, fcmId);
        // A session ended by deactivation keeps its reason so it still answers "deactivated".
        if (credential.state === 'valid')
          await sessions.within(trx).revoke(credential.viewer.sessionId, 'logout');
      });
      if (credential.state === 'valid')
        await sessions.announceRevoked(userId, [credential.viewer.sessionId], 'logout');
    },

    mail,
    otp,
    register: registerService(deps, otp),
    signup,
    passwordReset: passwordResetService(deps, settings, sessions, mail),
  };
}

export type AccountService = ReturnType<typeof accountService>;
