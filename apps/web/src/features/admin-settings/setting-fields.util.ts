import { isWriteOnlySetting, type SettingGroup } from '@domus/shared/schemas/admin-settings.schema';
import { DISTANCE_OPTIONS } from '@domus/shared/schemas/settings.schema';
import type { TranslationKey } from '@/lib/i18n/translate.util';

// How the settings page shows each key: the settings schema says what a value may be, this says
// which control edits it. Images are replaced by upload (not a text field), write-only keys show
// only whether they are set, with a field to replace them.

export type FieldKind =
  | 'flag'
  | 'colour'
  | 'number'
  | 'choice'
  | 'long'
  | 'currency'
  | 'secret'
  | 'image'
  | 'text';

const FLAGS = new Set([
  'number_with_suffix',
  'auto_approve',
  'verification_required_for_user',
  'web_maintenance_mode',
  'demo_mode',
  'seo_settings',
  'allow_cookies',
  'social_login',
  'number_with_otp_login',
]);
const NUMBERS = new Set(['sponsored_per_page', 'subscription_expiry_notice_days', 'latitude', 'longitude']);
const LONG = new Set(['about_us', 'terms_conditions', 'privacy_policy', 'text_property_submission']);

export const CHOICES: Record<string, readonly string[]> = { distance_option: DISTANCE_OPTIONS };

export function fieldKind(group: SettingGroup, key: string): FieldKind {
  if (isWriteOnlySetting(key)) return 'secret';
  if (group === 'images') return 'image';
  if (group === 'colours') return 'colour';
  if (key === 'selected_currency_data') return 'currency';
  if (FLAGS.has(key)) return 'flag';
  if (NUMBERS.has(key)) return 'number';
  if (LONG.has(key)) return 'long';
  if (CHOICES[key]) return 'choice';
  return 'text';
}

const pascal = (key: string) =>
  key
    .split('_')
    .map((part) => (part ? part[0]?.toUpperCase() + part.slice(1) : ''))
    .join('');

/** The label's string key: `adminSetting` + the key in PascalCase (`adminSettingCompanyName`). */
export const labelKey = (key: string) => `adminSetting${pascal(key)}` as TranslationKey;

export const groupKey = (group: SettingGroup) => `adminSettingsGroup${pascal(group)}` as TranslationKey;

/** A stored value as its control holds it. */
export function formValue(kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'flag') return value === true || value === '1';
  if (kind === 'secret') return '';
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? '' : String(value);
}
