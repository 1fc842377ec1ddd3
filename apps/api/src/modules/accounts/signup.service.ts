import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import { emailKey, LOGIN_TYPES, type SignupInput } from '@domus/shared/schemas/account.schema';
import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { errors } from '../../lib/app-error.js';
import { type CleanImage, isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { accountErrors } from './account-errors.js';
import type { AccountMail } from './account-mail.js';
import { verifyPassword } from './password.js';
import { type RedeemedTicket, signInTicketRepository } from './sign-in-ticket.repository.js';
import { type UserRepository, userRepository } from './user.repository.js';
import { uniqueSlugFor } from './user-slug.js';

// Failed password sign-ins within 15 minutes. Counting failures per account alone would let anyone
// who knows an address lock its owner out by typing five wrong passwords; counting them per
// (account, address) and per address slows a guesser without touching the owner elsewhere. The
// account-wide cap is ten times higher: many addresses guessing one account stay slow, at the
// price that such an attack (and only such) can keep the owner waiting too.
const WINDOW_MS = 15 * 60_000;
const FAILS_PER_EMAIL_AND_IP = 5;
const FAILS_PER_IP = 20;
const FAILS_PER_EMAIL = 50;

/** Verifies a native app's ID token (`id_token` + `provider`). */
export interface IdTokenVerifier {
  verifyIdToken(provider: string, idToken: string, nonce?: string): Promise<RedeemedTicket>;
}

export interface SignedIn {
  user: Row<'users'>;
  created: boolean;
}

/**
 * user_signup: the only way to a session. Type 3 checks email + password; types
 * 0–2 redeem a one-time ticket (phone from verify-otp, social from the OIDC callback) or verify an
 * ID token, then find the account by identity, link it by verified email, or create it.
 */
export function signupService(deps: AppDeps, mail: AccountMail, idTokens: () => IdTokenVerifier | null) {
  const users = userRepository(deps.db);
  const tickets = signInTicketRepository(deps.db);

  async function withPassword(input: SignupInput, ip: string): Promise<SignedIn> {
    const key = emailKey(input.email as string);
    const limits: [string, number][] = [
      [`signin-pair:${key}|${ip}`, FAILS_PER_EMAIL_AND_IP],
      [`signin-ip:${ip}`, FAILS_PER_IP],
      [`signin-email:${key}`, FAILS_PER_EMAIL],
    ];
    let wait = 0;
    for (const [limitKey, limit] of limits) {
      wait = Math.max(wait, (await deps.limiter.peek(limitKey, limit, WINDOW_MS)) ?? 0);
    }
    if (wait > 0) throw errors.rateLimited(wait);
    const user = await users.findByEmailKey(key);
    const account = user && user.logintype === LOGIN_TYPES.email ? user : undefined;
    if (!(await verifyPassword(account?.password_hash ?? null, input.password as string)) || !account) {
      for (const [limitKey] of limits) await deps.limiter.hit(limitKey, WINDOW_MS);
      throw accountErrors.invalidCredentials();
    }
    if (!account.is_email_verified) throw accountErrors.emailNotVerified(account.email as string);
    return { user: account, created: false };
  }

  async function redeem(input: SignupInput): Promise<RedeemedTicket> {
    if (input.auth_id) {
      const kind =
        input.type === LOGIN_TYPES.phone ? 'phone' : input.type === LOGIN_TYPES.email ? 'email' : 'social';
      const ticket = await tickets.redeem(input.auth_id, [kind], deps.now());
      if (!ticket) throw accountErrors.ticketInvalid();
      return ticket;
    }
    const verifier = idTokens();
    if (
      input.type === LOGIN_TYPES.phone ||
      input.type === LOGIN_TYPES.email ||
      !verifier ||
      !input.id_token ||
      !input.provider
    ) {
      throw accountErrors.ticketInvalid();
    }
    return verifier.verifyIdToken(input.provider, input.id_token, input.nonce);
  }

  /** Type 3 with the ticket verify-otp gave for a proven address: that account, if it still has it. */
  async function withEmailTicket(input: SignupInput): Promise<SignedIn> {
    const ticket = await redeem(input);
    const user = ticket.kind === 'email' ? await users.findById(Number(ticket.subject)) : undefined;
    if (
      !user ||
      user.logintype !== LOGIN_TYPES.email ||
      !user.is_email_verified ||
      user.email_key !== emailKey(input.email as string)
    ) {
      throw accountErrors.ticketInvalid();
    }
    return { user, created: false };
  }

  /** Fields a new account takes from the call (applied only on creation). */
  function profileFields(input: SignupInput) {
    const avatar =
      typeof input.profile === 'string' && /^https:\/\//i.test(input.profile) ? input.profile : null;
    return {
      address: input.address ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      country: input.country ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      about_me: input.about_me ?? null,
      facebook_id: input.facebook_id ?? null,
      twiiter_id: input.twiiter_id ?? null,
      instagram_id: input.instagram_id ?? null,
      youtube_id: input.youtube_id ?? null,
      profile: avatar?.slice(0, 500) ?? null,
    };
  }

  /**
   * One number, one account. The SMS code proved the number, so the phone account that signs in
   * with it is the one to enter. A number merely typed into another profile (an email or social
   * account) is never signed in to: anyone can type anyone's number, and entering that account
   * would hand the typist, who also holds its password, whatever the number's owner does there.
   * Instead the owner gets their own phone account and the unproven copies of the number leave the
   * other profiles; those accounts still sign in as before, only without the number.
   */
  async function withPhone(input: SignupInput, ticket: RedeemedTicket): Promise<SignedIn> {
    if (ticket.kind !== 'phone' || ticket.subject !== input.mobile) throw accountErrors.ticketInvalid();
    const found = await users.findByMobile(ticket.subject);
    if (found) return { user: found, created: false };
    const at = deps.now();
    const user = await deps.db.transaction().execute(async (trx) => {
      const repo = userRepository(trx);
      const created = await repo.insert({
        name: input.name ?? null,
        slug_id: await uniqueSlugFor(repo, input.name ?? 'member'),
        mobile: ticket.subject,
        logintype: LOGIN_TYPES.phone,
        is_email_verified: 0,
        is_active: 1,
        notification: 1,
        ...profileFields(input),
        created_at: nowIso(at),
        updated_at: nowIso(at),
      });
      await repo.dropUnprovenMobileClaims(ticket.subject, created.id, at);
      return created;
    });
    return { user, created: true };
  }

  async function withIdentity(input: SignupInput, ticket: RedeemedTicket): Promise<SignedIn> {
    const claimedType = Number(ticket.claims.type ?? LOGIN_TYPES.social);
    if (ticket.kind !== 'social' || claimedType !== input.type) throw accountErrors.ticketInvalid();
    try {
      // One transaction: a failed identity insert must not leave a user row that nobody can sign
      // in to, nor a claimed address already taken away from another profile.
      return await deps.db
        .transaction()
        .execute((trx) => findOrCreateByIdentity(userRepository(trx), input, ticket));
    } catch (error) {
      // The same identity signing in twice at once: the unique (provider, subject) index let the
      // other request create the account, so this one signs in to it.
      if (!isUniqueViolation(error)) throw error;
      const identity = await users.findIdentity(ticket.provider, ticket.subject);
      const user = identity ? await users.findById(identity.user_id) : undefined;
      if (!user) throw error;
      return { user, created: false };
    }
  }

  async function findOrCreateByIdentity(
    repo: UserRepository,
    input: SignupInput,
    ticket: RedeemedTicket,
  ): Promise<SignedIn> {
    const at = deps.now();
    const identity = await repo.findIdentity(ticket.provider, ticket.subject);
    if (identity) {
      const user = await repo.findById(identity.user_id);
      if (user) return { user, created: false };
    }
    const email = typeof ticket.claims.email === 'string' ? ticket.claims.email.trim() : null;
    const verified = ticket.claims.email_verified === true && !!email;
    if (verified && email) {
      const sameEmail = await repo.findByEmailKey(emailKey(email));
      if (sameEmail?.is_email_verified) {
        await repo.addIdentity(sameEmail.id, ticket.provider, ticket.subject, email, at);
        return { user: sameEmail, created: false };
      }
      // An account that only claims the address (typed into a profile, or registered and never
      // verified) must not receive this identity: whoever typed it would own the newcomer's
      // sign-in. The provider proved the mailbox, so the unproven claim gives the address up.
      if (sameEmail) await repo.update(sameEmail.id, { email: null, email_key: null }, at);
    }
    const name = (typeof ticket.claims.name === 'string' && ticket.claims.name.trim()) || input.name || null;
    const picture = typeof ticket.claims.picture === 'string' ? ticket.claims.picture : null;
    const fields = profileFields(input);
    const user = await repo.insert({
      name: name?.slice(0, 100) ?? null,
      slug_id: await uniqueSlugFor(repo, name ?? 'member'),
      email: verified ? email : null,
      email_key: verified && email ? emailKey(email) : null,
      logintype: input.type,
      is_email_verified: verified ? 1 : 0,
      is_active: 1,
      notification: 1,
      ...fields,
      profile: fields.profile ?? (picture && /^https?:\/\//i.test(picture) ? picture.slice(0, 500) : null),
      created_at: nowIso(at),
      updated_at: nowIso(at),
    });
    await repo.addIdentity(user.id, ticket.provider, ticket.subject, verified ? email : null, at);
    return { user, created: true };
  }

  return {
    async signIn(
      input: SignupInput,
      ip: string,
      log: { warn(o: object, m: string): void },
    ): Promise<SignedIn> {
      // The avatar is checked before anything else is spent (tickets are single use).
      let avatar: CleanImage | null = null;
      if (isUploadedFile(input.profile)) {
        avatar = await readImageUpload(input.profile, { field: 'profile', maxBytes: IMAGE_MAX_BYTES });
      } else if (
        input.profile !== undefined &&
        !(typeof input.profile === 'string' && /^https:\/\//i.test(input.profile))
      ) {
        throw errors.field('profile', 'Profile must be a JPEG or PNG image or an https URL');
      }
      let result: SignedIn;
      if (input.type === LOGIN_TYPES.email) {
        result = input.password === undefined ? await withEmailTicket(input) : await withPassword(input, ip);
      } else {
        const ticket = await redeem(input);
        result =
          input.type === LOGIN_TYPES.phone
            ? await withPhone(input, ticket)
            : await withIdentity(input, ticket);
      }
      if (!result.user.is_active) throw errors.deactivated();
      if (result.created && avatar) {
        const key = `users/${result.user.id}/${randomUUID()}.${avatar.ext}`;
        await deps.storage.put(key, avatar.data, avatar.contentType);
        result = { ...result, user: await users.update(result.user.id, { profile: key }, deps.now()) };
      }
      if (result.created && result.user.email) {
        // The account exists either way; a welcome mail that cannot go out is only logged.
        await mail.welcome(result.user.email, result.user.name).catch((error: unknown) => {
          log.warn({ err: error }, 'welcome mail could not be sent');
        });
      }
      return result;
    },
  };
}
