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
 * user-register: an email + password account that must verify its address with
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
      // Only a proven address is taken. An address merely typed into another profile (a phone or
      // social account's contact email) never blocks its owner: the registration takes the lookup
      // key from that profile now, and once the code proves the mailbox the address is removed
      // from the other profile altogether (otp.service). Until then that profile looks unchanged.
      if (existing?.is_email_verified) throw accountErrors.emailInUse();
      // A number another account signs in with stays that account's alone.
      if (input.mobile && (await users.findByMobile(input.mobile))) throw accountErrors.mobileInUse();
      const claim = existing && existing.logintype !== 3 ? existing : undefined;
      const unverified = existing && existing.logintype === 3 ? existing : undefined;
      await otp.assertCanSendEmail(input.email, ip);
      await deps.limiter.hit(`register-ip:${ip}`, HOUR);
      await deps.limiter.hit(`register-email:${key}`, HOUR);

      const at = deps.now();
      const passwordHash = await hashPassword(input.password);
      let created: Row<'users'> | null = null;
      if (unverified) {
        await users.update(
          unverified.id,
          { name: input.name, email: input.email, password_hash: passwordHash, mobile: input.mobile ?? null },
          at,
        );
      } else {
        // Two simultaneous registrations of one address: the unique email key lets one win.
        // Released and inserted together, so a refused insert leaves the claim as it was.
        created = await deps.db
          .transaction()
          .execute(async (trx) => {
            const repo = userRepository(trx);
            if (claim) await repo.releaseEmailKey(claim.id, at);
            return repo.insert({
              name: input.name,
              slug_id: await uniqueSlugFor(repo, input.name),
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
            });
          })
          .catch(async (error: unknown) => {
            if (await users.findByEmailKey(key)) throw accountErrors.emailInUse();
            throw error;
          });
      }
      try {
        await otp.sendEmailCode(input.email, input.name, ip);
      } catch (error) {
        // A released claim keeps its address text but not the key: it never proved the address.
        if (created) await users.remove(created.id);
        else if (unverified) {
          await users.update(
            unverified.id,
            {
              name: unverified.name,
              email: unverified.email,
              password_hash: unverified.password_hash,
              mobile: unverified.mobile,
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
