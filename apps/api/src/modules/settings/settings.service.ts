import {
  isSettingKey,
  readSetting,
  type SettingKey,
  type Settings,
  settingsSchema,
} from '@domus/shared/schemas/settings.schema';
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import type { Credential } from '../../plugins/auth.plugin.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import { MEDIA_SETTING_KEYS, PUBLIC_SETTING_KEYS } from './settings.keys.js';
import { settingsRepository } from './settings.repository.js';

const CACHE_MS = 5_000; // settings change rarely; a short cache keeps every page render off the table

/** Where an unreadable stored setting is reported; the app hands in its logger once it exists. */
export interface SettingsLog {
  warn(object: Record<string, unknown>, message: string): void;
}

export function settingsService(deps: AppDeps, packages: PackageAccessService) {
  const repo = settingsRepository(deps.db);
  let cache: { at: number; values: Map<string, unknown> } | null = null;
  let log: SettingsLog | null = null;
  const warned = new Set<string>();
  // Another instance's write reaches this one through the change feed (with Redis).
  deps.changes.subscribe((change) => {
    if (change.settings) cache = null;
  });

  async function raw(): Promise<Map<string, unknown>> {
    const nowMs = Date.now();
    if (cache && nowMs - cache.at < CACHE_MS) return cache.values;
    const values = await repo.all();
    cache = { at: nowMs, values };
    warned.clear();
    return values;
  }

  /**
   * One setting as its schema types it, whatever form it was stored in ("1", 1, "true" are all
   * on). An unreadable stored value gives the default rather than failing the request: a typo in
   * the console must not take the site down.
   */
  async function get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    const values = await raw();
    const { value, invalid } = readSetting(key, values.get(key));
    if (invalid && !warned.has(key)) {
      warned.add(key); // once per cache period, not once per request
      log?.warn({ setting: key }, 'stored setting is not valid; using its default');
    }
    return value;
  }

  async function publicSettings(): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const key of PUBLIC_SETTING_KEYS) out[key] = await get(key);
    for (const key of MEDIA_SETTING_KEYS) out[key] = mediaUrl(deps.storage, out[key] as string | null);
    out.languages = (await repo.enabledLanguages()).map((l) => ({
      id: l.id,
      code: l.code,
      name: l.name,
      rtl: !!l.rtl,
    }));
    const bounds = await repo.priceBounds();
    out.min_price = bounds.min;
    out.max_price = bounds.max;
    // Providers come from configuration (never their secrets); the operator's switch can hide them.
    out.social_login_providers = deps.config.oidcProviders.map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
    }));
    out.social_login = deps.config.oidcProviders.length > 0 && (await get('social_login'));
    // The server's own VAPID key (config or data folder), not an operator setting.
    out.push_public_key = deps.push.publicKey;
    return out;
  }

  /**
   * web-settings: public keys always, per-user keys only with a valid (or deactivated) session.
   * About us, privacy and terms come in the reader's language where the operator wrote one
   * (content_pages), else in the default language (the settings themselves).
   */
  async function webSettings(credential: Credential, language?: string): Promise<Record<string, unknown>> {
    const out = { ...(await publicSettings()) };
    if (language && language !== (await get('default_language'))) {
      for (const [page, content] of await repo.pagesIn(language)) out[page] = content;
    }
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
    useLog(logger: SettingsLog) {
      log = logger;
    },
    /**
     * Stores one setting. A known key is checked and normalised by its schema first (a bad value
     * is a 400 and nothing is stored); other keys (gateway secrets…) are stored as given.
     */
    /**
     * Stores several known settings in one transaction, each checked by its schema first (a bad
     * value is a 400 and nothing is stored), with `alongside` (an operator's audit record) in the
     * same transaction; then one announcement.
     */
    setMany: async (
      values: Partial<Record<SettingKey, unknown>>,
      alongside?: (trx: Kysely<DB>) => Promise<void>,
    ) => {
      const entries = Object.entries(values).map(([key, value]) => {
        const parsed = settingsSchema.shape[key as SettingKey].safeParse(value);
        if (!parsed.success)
          throw errors.field(key, `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
        return [key, parsed.data] as const;
      });
      await deps.db.transaction().execute(async (trx) => {
        const tx = settingsRepository(trx);
        for (const [key, value] of entries) await tx.set(key, value, deps.now());
        await alongside?.(trx);
      });
      cache = null;
      await deps.changes.publish({ settings: true });
    },
    set: async (key: string, value: unknown) => {
      let stored = value;
      if (isSettingKey(key)) {
        const parsed = settingsSchema.shape[key].safeParse(value);
        if (!parsed.success)
          throw errors.field(key, `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
        stored = parsed.data;
      }
      await repo.set(key, stored, deps.now());
      cache = null;
      await deps.changes.publish({ settings: true });
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
