import type { z } from 'zod';

// Checks form values with a shared schema (the API's own), giving either the parsed values —
// normalised as the server would (trimmed, phone in E.164) — or field → first message.

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

export function checkWith<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
