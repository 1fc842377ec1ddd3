import { z } from 'zod';
import { DEFAULT_CHAT_SAFETY_RULES } from '../constants/chat-safety.constants';
import { chatSafetyRulesSchema } from './chat-safety.schema';

/**
 * Every operator setting, typed. The settings table stores JSON, but operator forms, imports and
 * older rows hold switches as 1, "1", "true" or "" as well, so each field coerces what it is
 * given; the admin console form and the API read the same rules from here.
 */

const TRUE_WORDS = new Set(['1', 'true']);
const FALSE_WORDS = new Set(['0', 'false', '']);

/** A switch: true/1/"1"/"true" are on, false/0/"0"/"false"/"" are off; anything else is invalid. */
export const settingFlag = z.preprocess((value) => {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}, z.boolean());

/** Free text or nothing; numbers (a phone typed as a number) are kept as their digits. */
const text = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z.string().max(100_000),
);
const optionalText = text.nullable();

/** A number or a numeric string; "" means unset. */
const optionalNumber = (min: number, max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }, z.number().min(min).max(max).nullable());

/** An ISO 4217 code, stored in any case; "" or nothing means the system currency. */
const currencyCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
  z
    .string()
    .regex(/^[A-Z]{3}$/, 'Not a currency code')
    .nullable(),
);

const colour = z.string().regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Not a hex colour');

/** `number_with_suffix` is a switch stored and published as "1"/"0" (the clients compare strings). */
const suffixFlag = settingFlag.transform((on): '0' | '1' => (on ? '1' : '0'));

/** A whole number in [min, max]; numeric strings (a form's value) are read as numbers. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

export const DISTANCE_OPTIONS = ['m', 'km', 'mi', 'yd'] as const;

export const settingsSchema = z.object({
  company_name: text,
  company_email: optionalText,
  company_tel1: optionalText,
  company_tel2: optionalText,
  company_address: optionalText,
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  iframe_link: optionalText,
  system_version: text,
  default_language: z.string().min(1).max(10),
  currency_symbol: text,
  selected_currency_data: z.object({ code: z.string(), name: z.string(), symbol: z.string() }),
  number_with_suffix: suffixFlag,
  web_logo: optionalText,
  web_footer_logo: optionalText,
  web_placeholder_logo: optionalText,
  web_favicon: optionalText,
  company_logo: optionalText,
  img_placeholder: optionalText,
  admin_name: text,
  admin_image: optionalText,
  system_color: colour,
  svg_clr: colour,
  sell_web_color: colour,
  sell_web_background_color: colour,
  rent_web_color: colour,
  rent_web_background_color: colour,
  sell_background: colour,
  category_background: colour,
  facebook_id: optionalText,
  instagram_id: optionalText,
  twitter_id: optionalText,
  youtube_id: optionalText,
  playstore_id: optionalText,
  appstore_id: optionalText,
  about_us: optionalText,
  terms_conditions: optionalText,
  privacy_policy: optionalText,
  web_maintenance_mode: settingFlag,
  seo_settings: settingFlag,
  allow_cookies: settingFlag,
  social_login: settingFlag,
  number_with_otp_login: settingFlag,
  otp_service_provider: z.literal('sms'),
  distance_option: z.enum(DISTANCE_OPTIONS),
  text_property_submission: optionalText,
  auto_approve: settingFlag,
  verification_required_for_user: settingFlag,
  map_tile_url: text,
  map_tile_attribution: text,
  demo_mode: settingFlag,
  /** The phone number demo visitors sign in with while demo mode is on (its code is fixed). */
  demo_phone_number: optionalText,
  stripe_publishable_key: optionalText,
  paystack_public_key: optionalText,
  push_public_key: optionalText,
  /**
   * Payment gateways the operator switched on, each with its currency (none: the system
   * currency). Their secrets are server config, never settings (DESIGN §6).
   */
  stripe_gateway: settingFlag,
  stripe_currency: currencyCode,
  paystack_gateway: settingFlag,
  paystack_currency: currencyCode,
  paypal_gateway: settingFlag,
  paypal_currency: currencyCode,
  flutterwave_status: settingFlag,
  flutterwave_currency: currencyCode,
  ipay_gateway: settingFlag,
  ipay_currency: currencyCode,
  /**
   * How many sponsored listings may lead a list in its default order (0: every one of them, the
   * contract's order); the others keep their organic place, labelled Sponsored all the same.
   */
  sponsored_per_page: wholeNumber(0, 50),
  /**
   * How many days before a subscription ends its owner is told (one notification per
   * subscription); 0 switches the notice off.
   */
  subscription_expiry_notice_days: wholeNumber(0, 365),
  /** Chat abuse limits (contract §1.11): messages a member may send per minute. */
  chat_messages_per_minute: wholeNumber(1, 1000),
  /**
   * Accounts younger than this many days may start only `chat_new_account_conversations_per_day`
   * new conversations a day (scammers open fresh accounts); 0 switches the limit off.
   */
  chat_new_account_days: wholeNumber(0, 365),
  chat_new_account_conversations_per_day: wholeNumber(1, 1000),
  /**
   * Scam-aware chat: the rules that put a warning under a received message (words and phrases,
   * never regular expressions; see chat-safety.schema.ts).
   */
  chat_safety_rules: chatSafetyRulesSchema,
  /**
   * Phone numbers and email addresses written by an account younger than this many days are
   * hidden from the other party until it replies in that conversation; 0 switches masking off.
   */
  chat_contact_mask_days: wholeNumber(0, 365),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingsSchema.shape) as SettingKey[];

/** What a key holds while the operator has set nothing (or stored something unreadable). */
export const SETTING_DEFAULTS: Settings = {
  company_name: 'Domus',
  company_email: null,
  company_tel1: null,
  company_tel2: null,
  company_address: null,
  latitude: null,
  longitude: null,
  iframe_link: null,
  system_version: '1.0.0',
  default_language: 'en',
  currency_symbol: '$',
  selected_currency_data: { code: 'USD', name: 'US Dollar', symbol: '$' },
  number_with_suffix: '1',
  web_logo: null,
  web_footer_logo: null,
  web_placeholder_logo: null,
  web_favicon: null,
  company_logo: null,
  img_placeholder: null,
  admin_name: 'Admin',
  admin_image: null,
  system_color: '#0F766E',
  svg_clr: '#0F766E',
  sell_web_color: '#0F766E',
  sell_web_background_color: '#CCFBF1',
  rent_web_color: '#9A3412',
  rent_web_background_color: '#FFEDD5',
  sell_background: '#F0FDFA',
  category_background: '#F1F5F9',
  facebook_id: null,
  instagram_id: null,
  twitter_id: null,
  youtube_id: null,
  playstore_id: null,
  appstore_id: null,
  about_us: null,
  terms_conditions: null,
  privacy_policy: null,
  web_maintenance_mode: false,
  seo_settings: true,
  allow_cookies: true,
  // Only hides providers the server configures: with none configured sign-in stays off anyway.
  social_login: true,
  number_with_otp_login: false,
  otp_service_provider: 'sms',
  distance_option: 'km',
  text_property_submission: null,
  auto_approve: false,
  verification_required_for_user: false,
  map_tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  map_tile_attribution: '© OpenStreetMap contributors',
  demo_mode: false,
  demo_phone_number: null,
  stripe_publishable_key: null,
  paystack_public_key: null,
  push_public_key: null,
  // No payment method until the operator (or the demo seed) switches one on.
  stripe_gateway: false,
  stripe_currency: null,
  paystack_gateway: false,
  paystack_currency: null,
  paypal_gateway: false,
  paypal_currency: null,
  flutterwave_status: false,
  flutterwave_currency: null,
  ipay_gateway: false,
  ipay_currency: null,
  sponsored_per_page: 0,
  subscription_expiry_notice_days: 3,
  chat_messages_per_minute: 30,
  chat_new_account_days: 7,
  chat_new_account_conversations_per_day: 10,
  chat_safety_rules: DEFAULT_CHAT_SAFETY_RULES,
  chat_contact_mask_days: 7,
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingsSchema.shape, key);
}

/**
 * One stored value read as its key's type. `undefined` (never set) and an unreadable value both
 * give the default; `invalid` tells the caller which case it was, so it can warn about the second.
 */
export function readSetting<K extends SettingKey>(
  key: K,
  stored: unknown,
): { value: Settings[K]; invalid: boolean } {
  if (stored === undefined) return { value: SETTING_DEFAULTS[key], invalid: false };
  const parsed = settingsSchema.shape[key].safeParse(stored);
  if (parsed.success) return { value: parsed.data as Settings[K], invalid: false };
  // A stored null on a key that cannot be empty is an operator clearing it: the default, quietly.
  return { value: SETTING_DEFAULTS[key], invalid: stored !== null };
}
