import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import type { Credential } from '../../plugins/auth.plugin.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import { MEDIA_SETTING_KEYS, PUBLIC_SETTING_DEFAULTS } from './settings.defaults.js';
import { settingsRepository } from './settings.repository.js';

const CACHE_MS = 5_000; // settings change rarely; a short cache keeps every page render off the table

export function settingsService(deps: AppDeps, packages: PackageAccessService) {
  const repo = settingsRepository(deps.db);
  let cache: { at: number; values: Map<string, unknown> } | null = null;

  async function raw(): Promise<Map<string, unknown>> {
    const nowMs = Date.now();
    if (cache && nowMs - cache.at < CACHE_MS) return cache.values;
    const values = await repo.all();
    cache = { at: nowMs, values };
    return values;
  }

  /** One setting with its default: for services (auto_approve, admin_name, distance_option…). */
  async function get<T = unknown>(key: string): Promise<T> {
    const values = await raw();
    return (values.has(key) ? values.get(key) : PUBLIC_SETTING_DEFAULTS[key]) as T;
  }

  async function publicSettings(): Promise<Record<string, unknown>> {
    const values = await raw();
    const out: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(PUBLIC_SETTING_DEFAULTS)) {
      out[key] = values.has(key) ? values.get(key) : fallback;
    }
    for (const key of MEDIA_SETTING_KEYS) out[key] = mediaUrl(deps.storage, out[key] as string | null);
    out.number_with_suffix = String(out.number_with_suffix) === '1' ? '1' : '0';
    out.languages = (await repo.enabledLanguages()).map((l) => ({
      id: l.id,
      code: l.code,
      name: l.name,
      rtl: !!l.rtl,
    }));
    const bounds = await priceBounds();
    out.min_price = bounds.min;
    out.max_price = bounds.max;
    // Gateways and push keys are configured by later features; until then: off.
    out.stripe_publishable_key = values.get('stripe_publishable_key') ?? null;
    out.paystack_public_key = values.get('paystack_public_key') ?? null;
    // Providers come from configuration (never their secrets); the operator's switch can hide them.
    out.social_login_providers = deps.config.oidcProviders.map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
    }));
    out.social_login =
      deps.config.oidcProviders.length > 0 &&
      ![false, 0, '0', 'false'].includes(values.get('social_login') as never);
    out.push_public_key = values.get('push_public_key') ?? null;
    return out;
  }

  async function priceBounds(): Promise<{ min: number | null; max: number | null }> {
    return repo.priceBounds();
  }

  /** web-settings: public keys always, per-user keys only with a valid (or deactivated) session. */
  async function webSettings(credential: Credential): Promise<Record<string, unknown>> {
    const out = await publicSettings();
    if (credential.state === 'valid') {
      const user = credential.viewer.user;
      const premium = await packages.check(user.id, 'premium_properties');
      out.verification_status = user.verification_status;
      out.is_active = !!user.is_active;
      out.is_premium = premium.feature_available;
      out.subscription = premium.package_available;
    } else if (credential.state === 'deactivated') {
      out.is_active = false;
    }
    return out;
  }

  return {
    get,
    publicSettings,
    webSettings,
    invalidate() {
      cache = null;
    },
    set: async (key: string, value: unknown) => {
      await repo.set(key, value, deps.now());
      cache = null;
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
