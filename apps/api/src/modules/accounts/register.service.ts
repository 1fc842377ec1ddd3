import { emailKey, type RegisterInput } from '@domus/shared/schemas/account.schema';
import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import { accountErrors } from './account-errors.js';
import type { OtpService } from './otp.service.js';
import { hashPassword } from './password.js';
import { userRepository } from './user.repository.js';
import { uniqueSlugFor } from './user-slug.js';

const HOUR = 3_600_000;
const PER_IP_PER_HOUR = 5;
const PER_EMAIL_PER_HOUR = 3;

/**
 * user-register (contract §3.2): an email + password account that must verify its address with
 * the 6-digit code before it can sign in. A verified address is taken (EMAIL_IN_USE); an
 * unverified email account is replaced, since whoever proves the mailbox owns it. If the code
 * cannot be mailed nothing is kept (503), so a typo'd or dead address leaves no account behind.
 */
export function registerService(deps: AppDeps, otp: OtpService) {
  const users = userRepository(deps.db);

  return {
    async register(input: RegisterInput, ip: string): Promise<{ email: string }> {
      const key = emailKey(input.email);
      const wait = Math.max(
        (await deps.limiter.peek(`register-ip:${ip}`, PER_IP_PER_HOUR, HOUR)) ?? 0,
        (await deps.limiter.peek(`register-email:${key}`, PER_EMAIL_PER_HOUR, HOUR)) ?? 0,
      );
      if (wait > 0) throw errors.rateLimited(wait);

      const existing = await users.findByEmailKey(key);
      if (existing && (existing.logintype !== 3 || existing.is_email_verified))
        throw accountErrors.emailInUse();
      await otp.assertCanSendEmail(input.email, ip);
      await deps.limiter.hit(`register-ip:${ip}`, HOUR);
      await deps.limiter.hit(`register-email:${key}`, HOUR);

      const at = deps.now();
      const passwordHash = await hashPassword(input.password);
      let created: Row<'users'> | null = null;
      if (existing) {
        await users.update(
          existing.id,
          { name: input.name, email: input.email, password_hash: passwordHash, mobile: input.mobile ?? null },
          at,
        );
      } else {
        // Two simultaneous registrations of one address: the unique email key lets one win.
        created = await users
          .insert({
            name: input.name,
            slug_id: await uniqueSlugFor(users, input.name),
            email: input.email,
            email_key: key,
            mobile: input.mobile ?? null,
            password_hash: passwordHash,
            logintype: 3,
            is_email_verified: 0,
            is_active: 1,
            notification: 1,
            created_at: nowIso(at),
            updated_at: nowIso(at),
          })
          .catch(async (error: unknown) => {
            if (await users.findByEmailKey(key)) throw accountErrors.emailInUse();
            throw error;
          });
      }
      try {
        await otp.sendEmailCode(input.email, input.name, ip);
      } catch (error) {
        if (created) await users.remove(created.id);
        else if (existing) {
          await users.update(
            existing.id,
            {
              name: existing.name,
              email: existing.email,
              password_hash: existing.password_hash,
              mobile: existing.mobile,
            },
            deps.now(),
          );
        }
        throw error;
      }
      return { email: input.email };
    },
  };
}
