import { emailKey, type ResetPasswordInput } from '@domus/shared/schemas/account.schema';
import type { AppDeps } from '../../app-deps.js';
import type { Row } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import { hashToken, newSessionToken } from '../../lib/opaque-token.js';
import type { SessionService } from '../sessions/session.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { accountErrors } from './account-errors.js';
import type { AccountMail } from './account-mail.js';
import { hashPassword } from './password.js';
import { passwordResetRepository } from './password-reset.repository.js';
import { userRepository } from './user.repository.js';

const HOUR = 3_600_000;
const RESET_VALID_MS = 60 * 60_000;

/**
 * forgot-password / reset-password: a 256-bit single-use link valid
 * 60 minutes, stored hashed; a newer request voids older links; completing it revokes every
 * session. The forgot answer is the same whether or not the account exists.
 */
export function passwordResetService(
  deps: AppDeps,
  settings: SettingsService,
  sessions: SessionService,
  mail: AccountMail,
) {
  const users = userRepository(deps.db);
  const resets = passwordResetRepository(deps.db);

  async function refuseDemoAccount(user: Row<'users'>): Promise<void> {
    // Shared demo sign-ins: nobody may lock the other visitors out.
    if (user.is_demo && (await settings.get('demo_mode'))) throw accountErrors.demoMode();
  }

  return {
    async requestReset(email: string, ip: string): Promise<void> {
      const key = emailKey(email);
      const wait = Math.max(
        (await deps.limiter.take(`forgot-ip:${ip}`, 5, HOUR)) ?? 0,
        (await deps.limiter.take(`forgot-email:${key}`, 3, HOUR)) ?? 0,
      );
      if (wait > 0) throw errors.rateLimited(wait);
      const user = await users.findByEmailKey(key);
      if (user?.logintype !== 3 || !user.email) return;
      await refuseDemoAccount(user);
      const at = deps.now();
      const token = newSessionToken();
      // A newer link voids the older ones only if it is itself stored: one transaction.
      const row = await deps.db.transaction().execute(async (trx) => {
        const trxResets = passwordResetRepository(trx);
        await trxResets.voidOpen(user.id, at);
        return trxResets.insert(user.id, hashToken(token), new Date(at.getTime() + RESET_VALID_MS), at);
      });
      const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      try {
        await mail.passwordReset(user.email, user.name, link);
      } catch {
        await resets.remove(row.id);
        throw accountErrors.upstreamUnavailable();
      }
    },

    async reset(input: ResetPasswordInput): Promise<void> {
      const at = deps.now();
      const row = await resets.findByTokenHash(hashToken(input.token as string));
      if (!row || row.used_at || new Date(row.expires_at).getTime() <= at.getTime()) {
        throw accountErrors.resetTokenInvalid();
      }
      const user = await users.findById(row.user_id);
      if (user?.logintype !== 3) throw accountErrors.resetTokenInvalid();
      await refuseDemoAccount(user);
      const passwordHash = await hashPassword(input.password);
      // Spending the link, the new password and the revocations commit together: a failure
      // half-way must neither burn the link nor leave old sessions alive after a new password.
      await deps.db.transaction().execute(async (trx) => {
        if (!(await passwordResetRepository(trx).markUsed(row.id, at)))
          throw accountErrors.resetTokenInvalid();
        // Following the emailed link proves the mailbox, so the address counts as verified.
        await userRepository(trx).update(user.id, { password_hash: passwordHash, is_email_verified: 1 }, at);
        await sessions.within(trx).revokeAll(user.id, 'password_reset');
      });
      await sessions.announceRevoked(user.id, null, 'password_reset');
    },
  };
}
