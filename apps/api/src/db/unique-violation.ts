/**
 * Whether a failed statement broke a unique index, on either dialect. Two requests racing for the
 * same unique value (an email, an identity, a number) are decided by the index, and the loser must
 * answer like a lookup would have, not with a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
