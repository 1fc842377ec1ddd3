import { z } from 'zod';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  NAME_REQUIRED,
  OTP_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_INVALID,
  PHONE_REQUIRED,
  USERNAME_REQUIRED,
} from '../constants/messages.constants';
import { boolParam, decimalParam, idParam, intParam } from './params.schema';

/**
 * Accounts. The API validates every account call with these
 * schemas and the web forms validate with the same ones before sending, so a field shows the
 * words the server would answer. Values may arrive untrimmed from a form: '', 'undefined' and
 * 'null' count as absent, exactly as on the wire.
 */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/**
 * Every password field, sign-in included, refuses more than this before anything else looks at
 * it: hashing a megabyte-long "password" would let one request burn seconds of CPU.
 */
export const PASSWORD_MAX_BYTES = 1024;
export const PASSWORD_TOO_MANY_BYTES = `Password must be ${PASSWORD_MAX_BYTES} bytes or less`;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 120;
export const OTP_VALID_SECONDS = 600;
export const NAME_MAX = 100;
export const FCM_ID_MAX = 4096;

export const LOGIN_TYPES = { social: 0, phone: 1, apple: 2, email: 3 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

// A practical address check: something@domain.tld, no spaces (same rule as the contact form).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function present(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return raw === '' || raw === 'undefined' || raw === 'null' ? undefined : raw;
}

const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** UTF-8 size, without encoding a huge string: a character is at least one byte. */
function tooManyBytes(value: string): boolean {
  return value.length > PASSWORD_MAX_BYTES || new TextEncoder().encode(value).length > PASSWORD_MAX_BYTES;
}

/**
 * E.164 from what a person types: spaces, dots, dashes and brackets are ignored, the leading
 * `+` is optional, the country code is not (8–15 digits, no leading 0). Returns null otherwise.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.replace(/^00/, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}

/** Lower-cased, trimmed: the one key an email is looked up and compared by. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Required email: `Email is required` / `Email address is invalid`. */
export function emailField(requiredMessage = EMAIL_REQUIRED) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const text = present(value);
      if (text === undefined) return fail(ctx, requiredMessage);
      if (text.length > 255 || !EMAIL.test(text)) return fail(ctx, EMAIL_INVALID);
      return text;
    })
    .meta({ type: 'string', format: 'email', 'x-required': true });
}

/** Optional email: absent stays undefined, anything else must be an address. */
export function optionalEmailField() {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const text = present(value);
      if (text === undefined) return undefined;
      if (text.length > 255 || !EMAIL.test(text)) return fail(ctx, EMAIL_INVALID);
      return text;
    })
    .meta({ type: 'string', format: 'email' })
    .optional();
}

/** A phone number normalised to E.164; `Phone number is invalid` otherwise. */
export function phoneField(requiredMessage: string | null = PHONE_REQUIRED) {
  const schema = z
    .any()
    .transform((value: unknown, ctx) => {
      const text = present(value);
      if (text === undefined) return requiredMessage ? fail(ctx, requiredMessage) : undefined;
      const phone = normalizePhone(text);
      return phone ?? fail(ctx, PHONE_INVALID);
    })
    .meta({ type: 'string', description: 'phone number with country code, E.164 (+ optional)' });
  // Zod refuses a transform that yields undefined for a missing key unless the key is optional.
  return requiredMessage ? schema : schema.optional();
}

/** A new password: 6–128 characters, never trimmed (spaces may be part of it). */
export function passwordField() {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      if (typeof value === 'string' && tooManyBytes(value)) return fail(ctx, PASSWORD_TOO_MANY_BYTES);
      if (typeof value !== 'string' || present(value) === undefined) return fail(ctx, PASSWORD_REQUIRED);
      if (value.length < PASSWORD_MIN) return fail(ctx, PASSWORD_TOO_SHORT);
      if (value.length > PASSWORD_MAX) return fail(ctx, PASSWORD_TOO_LONG);
      return value as string;
    })
    .meta({ type: 'string', format: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
}

function requiredText(message: string, label: string, max: number) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const text = present(value);
      if (text === undefined) return fail(ctx, message);
      if (text.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
      return text;
    })
    .meta({ type: 'string', maxLength: max, 'x-required': true });
}

function optionalText(label: string, max: number) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      if (value === undefined || value === null) return undefined;
      const text = present(value);
      if (text === undefined) return undefined;
      if (text.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
      return text;
    })
    .meta({ type: 'string', maxLength: max })
    .optional();
}

/** Password + re_password, checked together so the mismatch lands on `re_password`. */
function withMatchingPasswords<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      password: passwordField(),
      // Only compared, never hashed; still bounded like every password field.
      re_password: z
        .any()
        .refine((v) => typeof v !== 'string' || !tooManyBytes(v), PASSWORD_TOO_MANY_BYTES)
        .optional(),
    })
    .superRefine((value, ctx) => {
      const again = (value as { re_password?: unknown }).re_password;
      if (again !== (value as { password: string }).password) {
        ctx.addIssue({ code: 'custom', path: ['re_password'], message: PASSWORDS_DO_NOT_MATCH });
      }
    })
    .transform((value) => {
      const { re_password: _ignored, ...rest } = value as Record<string, unknown>;
      return rest as Omit<z.output<z.ZodObject<T>>, 're_password'> & { password: string };
    });
}

/** `POST user-register`. */
export const registerSchema = withMatchingPasswords({
  name: requiredText(USERNAME_REQUIRED, 'Name', NAME_MAX),
  email: emailField(),
  mobile: phoneField(null),
});
export type RegisterInput = z.output<typeof registerSchema>;

/** `GET get-otp`: exactly one of `number` / `email`. */
export const getOtpSchema = z
  .object({ number: phoneField(null), email: optionalEmailField() })
  .superRefine((value, ctx) => {
    if (!value.number && !value.email) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: PHONE_REQUIRED });
    } else if (value.number && value.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Send either a phone number or an email' });
    }
  });
export type GetOtpInput = z.output<typeof getOtpSchema>;

/** An OTP: six digits; missing → `Please enter OTP first`. */
export function otpField() {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const text = present(value);
      if (text === undefined) return fail(ctx, OTP_REQUIRED);
      if (!/^\d{6}$/.test(text)) return fail(ctx, 'OTP must be 6 digits');
      return text;
    })
    .meta({ type: 'string', pattern: '^\\d{6}$', 'x-required': true });
}

/** `GET verify-otp`. */
export const verifyOtpSchema = z
  .object({ number: phoneField(null), email: optionalEmailField(), otp: otpField() })
  .superRefine((value, ctx) => {
    if (!value.number && !value.email) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: PHONE_REQUIRED });
    } else if (value.number && value.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Send either a phone number or an email' });
    }
  });
export type VerifyOtpInput = z.output<typeof verifyOtpSchema>;

/** `GET forgot-password`. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** `POST reset-password`. */
export const resetPasswordSchema = withMatchingPasswords({
  token: requiredText('This reset link is invalid or has expired', 'Token', 200),
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** Email + password sign-in form (the type-3 part of user_signup). */
export const signInSchema = z.object({
  email: emailField(),
  password: z
    .any()
    .transform((value: unknown, ctx) => {
      if (typeof value === 'string' && tooManyBytes(value)) return fail(ctx, PASSWORD_TOO_MANY_BYTES);
      return typeof value === 'string' && value.trim() !== '' ? value : fail(ctx, PASSWORD_REQUIRED);
    })
    .meta({ type: 'string', format: 'password', maxLength: PASSWORD_MAX_BYTES }),
});

const profileTextFields = {
  address: optionalText('Address', 500),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  country: optionalText('Country', 100),
  about_me: optionalText('About me', 2000),
  facebook_id: optionalText('Facebook', 255),
  twiiter_id: optionalText('Twitter', 255),
  instagram_id: optionalText('Instagram', 255),
  youtube_id: optionalText('YouTube', 255),
  latitude: decimalParam('latitude', -90, 90).optional(),
  longitude: decimalParam('longitude', -180, 180).optional(),
};

/** `POST user_signup`. Type-specific requirements are checked here too. */
export const signupSchema = z
  .object({
    type: intParam('type', 0, 3).optional(),
    logintype: intParam('logintype', 0, 3).optional(),
    email: z.any().optional(),
    password: z.any().optional(),
    auth_id: optionalText('auth_id', 200),
    id_token: optionalText('id_token', 8192),
    provider: optionalText('provider', 100),
    // The nonce a native app put into its ID token request, checked against the token's claim.
    nonce: optionalText('nonce', 255),
    mobile: z.any().optional(),
    name: optionalText('Name', NAME_MAX),
    // A file (multipart) or an https URL of an external avatar; checked by the service.
    profile: z.any().optional(),
    fcm_id: optionalText('fcm_id', FCM_ID_MAX),
    session_transport: z
      .any()
      .transform((value: unknown, ctx) => {
        const text = present(value);
        if (text === undefined) return undefined; // bearer (the default)
        if (text === 'bearer' || text === 'cookie') return text;
        return fail(ctx, 'session_transport must be one of: bearer, cookie');
      })
      .meta({ type: 'string', enum: ['bearer', 'cookie'] })
      .optional(),
    ...profileTextFields,
  })
  .transform((value, ctx) => {
    const type = (value.type ?? value.logintype) as LoginType | undefined;
    if (type === undefined) return fail(ctx, 'Please fill all fields');
    const { type: _t, logintype: _l, email, password, mobile, ...rest } = value;
    if (type === LOGIN_TYPES.email && rest.auth_id && present(password) === undefined) {
      // Straight after verify-otp proved the address: its one-time ticket stands in for the password.
      const parsed = emailField().safeParse(email);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: parsed.error.issues[0]?.message ?? '' });
        return z.NEVER;
      }
      return {
        ...rest,
        type,
        email: parsed.data as string,
        password: undefined as string | undefined,
        mobile: undefined as string | undefined,
      };
    }
    if (type === LOGIN_TYPES.email) {
      const parsed = signInSchema.safeParse({ email, password });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
        return z.NEVER;
      }
      return {
        ...rest,
        type,
        ...(parsed.data as { email: string; password: string | undefined }),
        mobile: undefined as string | undefined,
      };
    }
    let phone: string | undefined;
    if (type === LOGIN_TYPES.phone) {
      const parsed = phoneField().safeParse(mobile);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: parsed.error.issues[0]?.message ?? '' });
        return z.NEVER;
      }
      phone = parsed.data as string;
    }
    if (!rest.auth_id && !(rest.id_token && rest.provider)) {
      ctx.addIssue({ code: 'custom', path: ['auth_id'], message: 'Please fill all fields' });
      return z.NEVER;
    }
    return {
      ...rest,
      type,
      email: undefined as string | undefined,
      password: undefined as string | undefined,
      mobile: phone,
    };
  });
export type SignupInput = z.output<typeof signupSchema>;

/** `POST update_profile`: only sent fields change; `name` cannot be cleared. */
export const profileUpdateSchema = z.object({
  userid: idParam('userid').optional(),
  name: optionalText('Name', NAME_MAX),
  email: optionalEmailField(),
  mobile: phoneField(null),
  notification: boolParam('notification').optional(),
  fcm_id: optionalText('fcm_id', FCM_ID_MAX),
  firebase_id: z.any().optional(), // legacy client field, ignored
  profile: z.any().optional(), // the uploaded file; type and size are checked by the service
  ...profileTextFields,
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** The web's complete-profile form: the five fields a complete profile needs. */
export const completeProfileSchema = z.object({
  name: requiredText(NAME_REQUIRED, 'Name', NAME_MAX),
  email: emailField(),
  mobile: phoneField(),
  address: requiredText('fill all property or project address details', 'Address', 500),
});

/** The five fields a complete profile needs. */
export const PROFILE_REQUIRED_FIELDS = ['name', 'email', 'mobile', 'profile', 'address'] as const;
export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

export function missingProfileFields(
  user: Partial<Record<ProfileRequiredField, string | null | undefined>>,
): ProfileRequiredField[] {
  return PROFILE_REQUIRED_FIELDS.filter((field) => !user[field] || String(user[field]).trim() === '');
}

/** `POST revoke-session`: one of mine, or every other one. */
export const revokeSessionSchema = z
  .object({ session_id: idParam('session_id').optional(), all: boolParam('all').optional() })
  .superRefine((value, ctx) => {
    if (value.session_id === undefined && value.all !== true) {
      ctx.addIssue({ code: 'custom', path: ['session_id'], message: 'Please fill all fields' });
    }
  });

export const beforeLogoutSchema = z.object({ fcm_id: optionalText('fcm_id', FCM_ID_MAX) });
export const deleteUserSchema = z.object({ userid: idParam('userid').optional() });

/** Field → first message, for forms that show errors next to their fields. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
