import { z } from 'zod';
import { type SettingKey, settingsSchema } from './settings.schema';

/**
 * The console's settings page (issue 14): the operator settings the code reads, in the groups the
 * page shows, each group saved on its own. The chat's settings have their own page
 * (admin/chat-settings) and the payment gateways theirs; the server-made ones (system version,
 * push key, the OTP provider) are not the operator's to change.
 */
export const SETTING_GROUPS = {
  company: ['company_name', 'company_email', 'company_tel1', 'company_tel2', 'company_address', 'admin_name'],
  currency: ['selected_currency_data', 'currency_symbol', 'number_with_suffix'],
  colours: [
    'system_color',
    'svg_clr',
    'sell_web_color',
    'sell_web_background_color',
    'rent_web_color',
    'rent_web_background_color',
    'sell_background',
    'category_background',
  ],
  images: [
    'web_logo',
    'web_footer_logo',
    'web_placeholder_logo',
    'web_favicon',
    'company_logo',
    'img_placeholder',
    'admin_image',
  ],
  listings: [
    'auto_approve',
    'verification_required_for_user',
    'text_property_submission',
    'sponsored_per_page',
    'subscription_expiry_notice_days',
  ],
  site: [
    'default_language',
    'web_maintenance_mode',
    'demo_mode',
    'demo_phone_number',
    'seo_settings',
    'allow_cookies',
    'social_login',
    'number_with_otp_login',
  ],
  maps: ['map_tile_url', 'map_tile_attribution', 'distance_option', 'latitude', 'longitude', 'iframe_link'],
  apps: ['playstore_id', 'appstore_id', 'facebook_id', 'instagram_id', 'twitter_id', 'youtube_id'],
  pages: ['about_us', 'terms_conditions', 'privacy_policy'],
} as const satisfies Record<string, readonly SettingKey[]>;

export type SettingGroup = keyof typeof SETTING_GROUPS;
export const SETTING_GROUP_NAMES = Object.keys(SETTING_GROUPS) as SettingGroup[];

/**
 * Keys the console may write but never reads back: the answer says only whether each is set. None
 * of today's settings is a secret (gateway, mail and provider credentials are server config,
 * DESIGN §6), but the demo phone number signs anybody in while demo mode is on.
 */
export const WRITE_ONLY_SETTING_KEYS = ['demo_phone_number'] as const satisfies readonly SettingKey[];
export type WriteOnlySettingKey = (typeof WRITE_ONLY_SETTING_KEYS)[number];

export function isWriteOnlySetting(key: string): key is WriteOnlySettingKey {
  return (WRITE_ONLY_SETTING_KEYS as readonly string[]).includes(key);
}

/** One group's form: any of its keys (the others keep their value), each by the settings schema. */
export function settingGroupSchema<G extends SettingGroup>(group: G) {
  const keys = SETTING_GROUPS[group] as readonly SettingKey[];
  const shape = Object.fromEntries(keys.map((k) => [k, settingsSchema.shape[k].optional()]));
  return z.object(shape).strict();
}

/** PATCH admin/settings/{group}: the group from the path, the values as the body. */
export const adminSettingsPatchSchema = z
  .object({ group: z.enum(SETTING_GROUP_NAMES as [SettingGroup]) })
  .passthrough();
export type AdminSettingsPatch = z.infer<typeof adminSettingsPatchSchema>;

/** POST admin/settings/test-mail: where to send it (default: the operator's own address). */
export const adminTestMailSchema = z.object({
  to: z.string().trim().max(254).email('Enter a valid email address').optional(),
});
export type AdminTestMail = z.infer<typeof adminTestMailSchema>;

/**
 * POST admin/settings/images/{key}: the new picture as the multipart field `image` (JPEG or PNG;
 * the server checks its bytes); the old file goes once the new one is in force.
 */
export const adminSettingImageSchema = z.object({
  key: z.enum(SETTING_GROUPS.images),
  image: z.unknown().optional(),
});
