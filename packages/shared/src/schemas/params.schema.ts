import { z } from 'zod';

/**
 * Wire-level parameter parsers. Every call's input schema is built from
 * these, so the API, the OpenAPI document and the web forms agree on what a value may be.
 * Values reach them already trimmed, with '', 'undefined' and 'null' removed (absent).
 */

type Raw = unknown;

const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

function asText(value: Raw): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** `true`/`false`, `1`/`0` (strings or JSON values). Anything else is refused. */
export function boolParam(label: string) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      if (value === true || value === 1 || value === 'true' || value === '1') return true;
      if (value === false || value === 0 || value === 'false' || value === '0') return false;
      return fail(ctx, `${label} must be true or false`);
    })
    .meta({ type: 'boolean', description: `${label}: true/false or 1/0` });
}

/** Whole number within [min, max]. */
export function intParam(label: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      const text = asText(value);
      if (text === null || !INTEGER.test(text)) return fail(ctx, `${label} must be a whole number`);
      const n = Number(text);
      if (n < min) return fail(ctx, `${label} must be at least ${min}`);
      if (n > max) return fail(ctx, `${label} must be at most ${max}`);
      return n;
    })
    .meta({ type: 'integer', minimum: min, ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}) });
}

/** A record id: a positive integer (0 only where `allowZero`, e.g. the operator). */
export function idParam(label: string, options: { allowZero?: boolean } = {}) {
  return intParam(label, options.allowZero ? 0 : 1).meta({ type: 'integer', description: `${label} (id)` });
}

/** Plain decimal with '.', no separators or exponent. */
export function decimalParam(
  label: string,
  min = -Number.MAX_VALUE,
  max = Number.MAX_VALUE,
  maxDecimals = 7,
) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      const text = asText(value);
      if (text === null || !DECIMAL.test(text)) return fail(ctx, `${label} must be a number`);
      const decimals = text.split('.')[1]?.length ?? 0;
      if (decimals > maxDecimals) return fail(ctx, `${label} must have at most ${maxDecimals} decimals`);
      const n = Number(text);
      if (n < min) return fail(ctx, `${label} must be at least ${min}`);
      if (n > max) return fail(ctx, `${label} must not exceed ${max.toLocaleString('en-US')}`);
      return n;
    })
    .meta({ type: 'number' });
}

export const MAX_MONEY = 1_000_000_000_000;

export function moneyParam(label: string) {
  return decimalParam(label, 0, MAX_MONEY, 2);
}

/** Free text with a maximum length (already trimmed upstream). */
export function textParam(label: string, max: number) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      const text = asText(value);
      if (text === null) return fail(ctx, `${label} must be text`);
      if (text.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
      return text;
    })
    .meta({ type: 'string', maxLength: max });
}

/** One of the allowed string values, or its numeric code where the contract lists codes. */
export function enumParam<const T extends readonly string[]>(
  label: string,
  values: T,
  codes?: readonly number[],
) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      const text = asText(value);
      if (text !== null) {
        const lower = text.toLowerCase();
        const match = values.find((v) => v.toLowerCase() === lower);
        if (match) return match as T[number];
        if (codes && INTEGER.test(text)) {
          const index = codes.indexOf(Number(text));
          if (index >= 0) return values[index] as T[number];
        }
      }
      return fail(ctx, `${label} must be one of: ${values.join(', ')}`);
    })
    .meta({ type: 'string', enum: [...values] });
}

/**
 * `sell,rent` or an array of allowed values (or their numeric codes where the contract lists
 * codes), de-duplicated.
 */
export function enumListParam<const T extends readonly string[]>(
  label: string,
  values: T,
  codes?: readonly number[],
) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      const parts = Array.isArray(value) ? value.map(asText) : (asText(value) ?? '').split(',');
      const out: T[number][] = [];
      for (const part of parts) {
        const text = part?.trim().toLowerCase() ?? '';
        if (text === '') continue;
        let match = values.find((v) => v.toLowerCase() === text);
        if (match === undefined && codes && INTEGER.test(text)) {
          const index = codes.indexOf(Number(text));
          if (index >= 0) match = values[index];
        }
        if (match === undefined) return fail(ctx, `${label} must be a list of: ${values.join(', ')}`);
        if (!out.includes(match)) out.push(match);
      }
      return out;
    })
    .meta({ type: 'string', description: `${label}: comma-separated, any of ${values.join(', ')}` });
}

/** `1,4,7` or an array (`ids[]=1&ids[]=4`) of ids, de-duplicated, at most 100. */
export function idListParam(label: string) {
  return z
    .any()
    .transform((value: Raw, ctx) => {
      const parts = Array.isArray(value) ? value.map(asText) : (asText(value) ?? '').split(',');
      const ids: number[] = [];
      for (const part of parts) {
        const text = part?.trim() ?? '';
        if (text === '') continue;
        if (!INTEGER.test(text) || Number(text) < 1) return fail(ctx, `${label} must be a list of ids`);
        const id = Number(text);
        if (!ids.includes(id)) ids.push(id);
      }
      if (ids.length > 100) return fail(ctx, `${label} must have at most 100 items`);
      return ids;
    })
    .meta({ type: 'string', description: `${label}: comma-separated ids or an array` });
}

/** Offset pagination: offset ≥ 0, limit 1..maxLimit. */
export function pagination(defaultLimit = 10, maxLimit = 100) {
  return {
    offset: intParam('offset', 0).optional().default(0),
    limit: intParam('limit', 1, maxLimit).optional().default(defaultLimit),
  };
}

export const pagingSchema = z.object(pagination());

/**
 * A required parameter. A missing value answers `Please fill all fields` (any
 * required field without its own message), or the field's own spec message when it has one.
 */
export function required<T extends z.ZodType>(schema: T, message = 'Please fill all fields') {
  const inner = z.globalRegistry.get(schema) ?? {};
  return z
    .any()
    .refine((value) => value !== undefined, { message, abort: true })
    .pipe(schema)
    .meta({ ...inner, 'x-required': true });
}
