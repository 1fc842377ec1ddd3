import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../plugins/auth.plugin.js';

/**
 * A contract call: method, name (spelt exactly as the spec), access level (contract §1.4), the
 * zod schema of its input and a thin handler. app.ts registers every call under /api/<name>;
 * the OpenAPI document is generated from the same definitions.
 */
export type Access = 'public' | 'optional' | 'required';
export type Method = 'GET' | 'POST' | 'DELETE';

export interface Envelope {
  status?: number;
  message: string;
  data: unknown;
  total?: number;
  /** Extra top-level keys the contract lists for some calls (token, similar_properties…). */
  extra?: Record<string, unknown>;
}

export interface CallContext<I> {
  input: I;
  viewer: Viewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallDefinition<S extends z.ZodType = z.ZodType> {
  method: Method;
  name: string;
  access: Access;
  summary: string;
  tag: string;
  input: S;
  /** Public catalogue reads cacheable by shared caches when answered without a credential. */
  publicCache?: boolean;
  /** Side-effecting GETs pinned by the spec (get-otp…) must never be cached. */
  noStore?: boolean;
  /** `before-logout` is the one required call a deactivated account may still make. */
  allowDeactivated?: boolean;
  handler(ctx: CallContext<z.output<S>>): Promise<Envelope>;
}

export function defineCall<S extends z.ZodType>(definition: CallDefinition<S>): CallDefinition {
  return definition as unknown as CallDefinition;
}

export function ok(
  data: unknown,
  message = 'Data fetched successfully',
  rest: Partial<Envelope> = {},
): Envelope {
  return { message, data, ...rest };
}
