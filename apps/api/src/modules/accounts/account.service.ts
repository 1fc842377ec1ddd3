import type { AppDeps } from '../../app-deps.js';
import type { SessionService } from '../sessions/session.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { accountMail } from './account-mail.js';
import { otpService } from './otp.service.js';
import { passwordResetService } from './password-reset.service.js';
import { registerService } from './register.service.js';
import { type IdTokenVerifier, signupService } from './signup.service.js';

/** Everything a person does to become and stay signed in (contract §3.2, §3.7). */
export function accountService(
  deps: AppDeps,
  settings: SettingsService,
  sessions: SessionService,
  idTokens: () => IdTokenVerifier | null,
) {
  const mail = accountMail(deps, async () => (await settings.get<string | null>('company_name')) ?? 'Domus');
  const otp = otpService(deps, settings, mail);
  return {
    mail,
    otp,
    register: registerService(deps, otp),
    signup: signupService(deps, mail, idTokens),
    passwordReset: passwordResetService(deps, settings, sessions, mail),
  };
}

export type AccountService = ReturnType<typeof accountService>;
