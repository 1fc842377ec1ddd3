import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { hashToken, newSessionToken } from '../../lib/opaque-token.js';

/**
 * One-time tickets: `phone` after verify-otp (bound to the number, 10 min),
 * `email` after verify-otp proved a registration's address (bound to that account, 10 min),
 * `social` after an OpenID Connect callback (bound to provider, subject and claims, 5 min), and
 * `oidc_state` for a sign-in in flight (state → nonce, PKCE verifier, return path). Only the
 * SHA-256 of a ticket is stored; redeeming marks it used in the same statement, so a ticket can
 * be redeemed once even by concurrent requests.
 */
export type TicketKind = 'phone' | 'email' | 'social' | 'oidc_state';

export interface RedeemedTicket {
  kind: TicketKind;
  provider: string;
  subject: string;
  claims: Record<string, unknown>;
}

export function signInTicketRepository(db: Kysely<DB>) {
  return {
    async issue(
      ticket: { kind: TicketKind; provider: string; subject: string; claims?: Record<string, unknown> },
      ttlMs: number,
      at: Date,
      /** A caller-chosen value (the OIDC `state`); default: 256 random bits. */
      value: string = newSessionToken(),
    ): Promise<string> {
      await db
        .insertInto('sign_in_tickets')
        .values({
          ticket_hash: hashToken(value),
          kind: ticket.kind,
          provider: ticket.provider,
          subject: ticket.subject,
          claims: JSON.stringify(ticket.claims ?? {}),
          expires_at: nowIso(new Date(at.getTime() + ttlMs)),
          created_at: nowIso(at),
        })
        .execute();
      return value;
    },

    /** The ticket if it exists, has this kind, is unused and unexpired; it is then used up. */
    async redeem(value: string, kinds: TicketKind[], at: Date): Promise<RedeemedTicket | null> {
      if (value.length > 200) return null;
      const hash = hashToken(value);
      const row = await db
        .selectFrom('sign_in_tickets')
        .selectAll()
        .where('ticket_hash', '=', hash)
        .executeTakeFirst();
      if (!row || row.used_at || !kinds.includes(row.kind as TicketKind)) return null;
      if (new Date(row.expires_at).getTime() <= at.getTime()) return null;
      const used = await db
        .updateTable('sign_in_tickets')
        .set({ used_at: nowIso(at) })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return null;
      return {
        kind: row.kind as TicketKind,
        provider: row.provider,
        subject: row.subject,
        claims: JSON.parse(row.claims) as Record<string, unknown>,
      };
    },
  };
}

export type SignInTicketRepository = ReturnType<typeof signInTicketRepository>;
