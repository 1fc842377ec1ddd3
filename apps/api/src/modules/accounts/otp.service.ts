import { randomInt } from 'node:crypto';
import {
  emailKey,
  type GetOtpInput,
  normalizePhone,
  OTP_RESEND_SECONDS,
  OTP_VALID_SECONDS,
  type VerifyOtpInput,
} from '@domus/shared/schemas/account.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/settings.service.js';
import { accountErrors } from './account-errors.js';
import type { AccountMail } from './account-mail.js';
import { type OtpChannel, otpRepository } from './otp.repository.js';
import { hashPassword as hashSecret, verifyPassword as verifySecret } from './password.js';
import { signInTicketRepository } from './sign-in-ticket.repository.js';
import { userRepository } from './user.repository.js';

const HOUR = 3_600_000;
const MAX_ATTEMPTS = 5;
const SENDS_PER_TARGET_PER_HOUR = 5;
const SENDS_PER_IP_PER_HOUR = 20;
const PHONE_TICKET_MS = 10 * 60_000;
const EMAIL_TICKET_MS = 10 * 60_000;
const DEMO_CODE = '123456';

export const OTP_TIMINGS = { resend_after_s: OTP_RESEND_SECONDS, expires_in_s: OTP_VALID_SECONDS } as const;

// Six digits are a million possibilities: a fast hash would let someone who reads the table try
// them all within a code's ten minutes. argon2id (as for passwords) makes that a matter of hours
// of a machine's time, while sending or checking one code costs ~50 ms.
const codeInput = (channel: OtpChannel, target: string, code: string) => `${channel}:${target}:${code}`;

/**
 * get-otp / verify-otp: six digits from a secure source, stored hashed,
 * one live code per target, 10 minutes, 5 wrong tries, single use. The resend countdown and send
 * caps are counted whether or not an account exists, so answers never reveal who has one.
 */
export function otpService(deps: AppDeps, settings: SettingsService, mail: AccountMail) {
  const repo = otpRepository(deps.db);
  const users = userRepository(deps.db);

  /** The resend countdown and the send caps: throws 429 when another code may not go out now. */
  async function assertCanSend(target: string, ip: string): Promise<void> {
    const limiter = deps.limiter;
    const resend = await limiter.peek(`otp-resend:${target}`, 1, OTP_RESEND_SECONDS * 1000);
    if (resend !== null) throw accountErrors.otpResendTooSoon(resend);
    const perTarget = await limiter.peek(`otp-target:${target}`, SENDS_PER_TARGET_PER_HOUR, HOUR);
    const perIp = await limiter.peek(`otp-ip:${ip}`, SENDS_PER_IP_PER_HOUR, HOUR);
    const wait = Math.max(perTarget ?? 0, perIp ?? 0);
    if (wait > 0) throw errors.rateLimited(wait);
  }

  async function recordSend(target: string, ip: string): Promise<void> {
    await deps.limiter.hit(`otp-resend:${target}`, OTP_RESEND_SECONDS * 1000);
    await deps.limiter.hit(`otp-target:${target}`, HOUR);
    await deps.limiter.hit(`otp-ip:${ip}`, HOUR);
  }

  /**
   * Demo mode: the operator's demo number signs in with 123456 and no SMS.
   * Visitors share it, so its per-number countdown and caps would lock them out of each other;
   * the per-IP cap still applies.
   */
  async function isDemoNumber(number: string): Promise<boolean> {
    const demo = await settings.get('demo_phone_number');
    return !!demo && normalizePhone(demo) === number && (await settings.get('demo_mode'));
  }

  /** Stores a fresh code for the target and hands it to `deliver`; undone if delivery fails. */
  async function issue(
    channel: OtpChannel,
    target: string,
    ip: string,
    deliver: (code: string) => Promise<void>,
    fixedCode?: string,
  ): Promise<void> {
    const code = fixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = deps.now();
    const codeHash = await hashSecret(codeInput(channel, target, code));
    // Older codes are voided only together with storing the new one.
    const id = await deps.db.transaction().execute((trx) =>
      otpRepository(trx).replace({
        target,
        channel,
        codeHash,
        at,
        expiresAt: new Date(at.getTime() + OTP_VALID_SECONDS * 1000),
        ip,
      }),
    );
    try {
      await deliver(code);
    } catch {
      await repo.invalidate(id, deps.now());
      throw accountErrors.upstreamUnavailable();
    }
  }

  return {
    /** For user-register: checked before anything is written, like get-otp's limits. */
    assertCanSendEmail: (email: string, ip: string) => assertCanSend(emailKey(email), ip),

    /** The code sent at registration; a delivery failure throws 503 and leaves no live code. */
    async sendEmailCode(email: string, name: string | null, ip: string): Promise<void> {
      const target = emailKey(email);
      await issue('email', target, ip, (code) => mail.verificationCode(email, name, code));
      await recordSend(target, ip);
    },

    async send(input: GetOtpInput, ip: string): Promise<void> {
      if (input.number) {
        if (!(await settings.get('number_with_otp_login'))) throw accountErrors.otpMethodDisabled();
        const target = input.number;
        if (await isDemoNumber(target)) {
          const wait = await deps.limiter.peek(`otp-ip:${ip}`, SENDS_PER_IP_PER_HOUR, HOUR);
          if (wait !== null) throw errors.rateLimited(wait);
          await issue('sms', target, ip, async () => {}, DEMO_CODE);
          await deps.limiter.hit(`otp-ip:${ip}`, HOUR);
          return;
        }
        await assertCanSend(target, ip);
        await issue('sms', target, ip, async (code) => {
          const company = await settings.get('company_name');
          await deps.sms.send({
            to: target,
            text: `${code} is your ${company ?? 'Domus'} sign-in code. It expires in 10 minutes.`,
          });
        });
        await recordSend(target, ip);
        return;
      }
      const email = input.email as string;
      const target = emailKey(email);
      await assertCanSend(target, ip);
      const user = await users.findByEmailKey(target);
      if (user && user.logintype === 3 && !user.is_email_verified && user.email) {
        await issue('email', target, ip, (code) =>
          mail.verificationCode(user.email as string, user.name, code),
        );
      }
      await recordSend(target, ip);
    },

    async verify(
      input: VerifyOtpInput,
    ): Promise<
      { auth_id: string; is_new_user: boolean } | { email: string; is_email_verified: true; auth_id: string }
    > {
      const channel: OtpChannel = input.number ? 'sms' : 'email';
      const target = input.number ?? emailKey(input.email as string);
      const live = await repo.findLive(target, channel);
      if (!live) throw accountErrors.otpNotFound();
      const at = deps.now();
      if (new Date(live.expires_at).getTime() <= at.getTime()) {
        await repo.invalidate(live.id, at);
        throw accountErrors.otpExpired();
      }
      // The try is counted before the (slow) comparison: guesses racing each other each need a
      // try of their own, so no number of parallel requests gets more than five comparisons.
      const attempts = await repo.claimAttempt(live.id, MAX_ATTEMPTS);
      if (attempts === null) {
        await repo.invalidate(live.id, at);
        throw accountErrors.otpAttemptsExceeded();
      }
      if (!(await verifySecret(live.code_hash, codeInput(channel, target, input.otp)))) {
        if (attempts >= MAX_ATTEMPTS) {
          await repo.invalidate(live.id, at);
          throw accountErrors.otpAttemptsExceeded();
        }
        throw accountErrors.otpInvalid(MAX_ATTEMPTS - attempts);
      }
      // Spending the code and what it grants (a sign-in ticket, a verified address) commit
      // together: a failure in between must not burn a code the person could not use.
      return deps.db.transaction().execute(async (trx) => {
        if (!(await otpRepository(trx).consume(live.id, at))) throw accountErrors.otpNotFound();
        const trxTickets = signInTicketRepository(trx);
        const trxUsers = userRepository(trx);
        if (channel === 'sms') {
          const auth_id = await trxTickets.issue(
            { kind: 'phone', provider: 'phone', subject: target },
            PHONE_TICKET_MS,
            at,
          );
          return { auth_id, is_new_user: !(await trxUsers.findByMobile(target)) };
        }
        const user = await trxUsers.findByEmailKey(target);
        if (user?.logintype !== 3) throw accountErrors.otpNotFound();
        if (!user.is_email_verified) await trxUsers.update(user.id, { is_email_verified: 1 }, at);
        // The mailbox is proven: profiles that only typed this address in give it up.
        await trxUsers.dropUnprovenEmailClaims(target, user.id, at);
        // Whoever typed this code proved the mailbox, which is all a password reset asks for: they
        // get a one-time sign-in ticket, so the new member is signed in by user_signup (the one call
        // that issues sessions, and a POST) without typing the password again. The ticket names the
        // account, not the address, so it cannot sign in to an account that takes the address later.
        const auth_id = await trxTickets.issue(
          { kind: 'email', provider: 'email', subject: String(user.id) },
          EMAIL_TICKET_MS,
          at,
        );
        return { email: user.email as string, is_email_verified: true as const, auth_id };
      });
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;
