import type {
  AdminLanguageCreate,
  AdminLanguageStrings,
  AdminLanguageUpdate,
} from '@domus/shared/schemas/admin-language.schema';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { languageAdminRepository } from './language-admin.repository.js';

/** English is the reference every other language is read against (the web falls back to it). */
const REFERENCE = 'en';

function parseStrings(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
  } catch {
    return {};
  }
}

const present = (row: { id: number; code: string; name: string; rtl: number; status: number }) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  rtl: !!row.rtl,
  enabled: !!row.status,
});

/**
 * Languages and their web strings in the console (issue 14). Every write is audited and announced
 * as a catalogue change, which drops the cached get_languages and web-settings answers here and on
 * the other instances: the public site shows an edited string on its next page.
 */
export function languageAdminService(deps: AppDeps, settings: SettingsService, audit: AuditService) {
  const repo = languageAdminRepository(deps.db);

  async function found(code: string) {
    const row = await repo.find(code);
    if (!row) throw errors.coded('LANGUAGE_NOT_FOUND');
    return row;
  }

  async function isDefault(code: string): Promise<boolean> {
    return (await settings.get('default_language')).toLowerCase() === code.toLowerCase();
  }

  async function withCounts(row: Parameters<typeof present>[0]) {
    const english = parseStrings(await repo.webFile(REFERENCE));
    const own = parseStrings(await repo.webFile(row.code));
    const missing = Object.keys(english).filter((k) => !own[k]?.trim()).length;
    return { ...present(row), is_default: await isDefault(row.code), missing };
  }

  return {
    async list(viewer: Viewer) {
      assertMay(viewer, 'settings.read');
      return Promise.all((await repo.list()).map(withCounts));
    },

    async create(operator: OperatorRequest, input: AdminLanguageCreate) {
      assertMay(operator.viewer, 'settings.write');
      if (await repo.find(input.code)) throw errors.field('code', 'This language already exists');
      const values = { code: input.code, name: input.name, rtl: input.rtl ? 1 : 0 };
      try {
        await deps.db.transaction().execute(async (trx) => {
          await languageAdminRepository(trx).insert(values, deps.now());
          await audit.within(trx).record(operator, {
            action: 'language.create',
            target: { type: 'language', id: null },
            before: null,
            after: { code: input.code, name: input.name, rtl: input.rtl },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.field('code', 'This language already exists');
        throw error;
      }
      await deps.changes.publish({ catalogue: true });
      return withCounts(await found(input.code));
    },

    async update(operator: OperatorRequest, input: AdminLanguageUpdate) {
      assertMay(operator.viewer, 'settings.write');
      const row = await found(input.code);
      if (input.enabled === false && (await isDefault(row.code)))
        throw errors.field('enabled', 'The default language cannot be disabled');
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.rtl !== undefined ? { rtl: input.rtl ? 1 : 0 } : {}),
        ...(input.enabled !== undefined ? { status: input.enabled ? 1 : 0 } : {}),
      };
      await deps.db.transaction().execute(async (trx) => {
        await languageAdminRepository(trx).update(row.id, values, deps.now());
        await audit.within(trx).record(operator, {
          action: 'language.update',
          target: { type: 'language', id: row.id },
          before: present(row),
          after: values,
        });
      });
      await deps.changes.publish({ catalogue: true });
      return withCounts(await found(row.code));
    },

    async remove(operator: OperatorRequest, code: string) {
      assertMay(operator.viewer, 'settings.write');
      const row = await found(code);
      if ((await isDefault(row.code)) || row.code.toLowerCase() === REFERENCE)
        throw errors.field('code', 'The default language cannot be deleted');
      await deps.db.transaction().execute(async (trx) => {
        await languageAdminRepository(trx).remove(row.id);
        await audit.within(trx).record(operator, {
          action: 'language.delete',
          target: { type: 'language', id: row.id },
          before: present(row),
          after: null,
        });
      });
      await deps.changes.publish({ catalogue: true });
      return null;
    },

    /** Every web string key, with English beside and the keys this language lacks flagged. */
    async strings(viewer: Viewer, code: string) {
      assertMay(viewer, 'settings.read');
      const row = await found(code);
      const english = parseStrings(await repo.webFile(REFERENCE));
      const own = parseStrings(await repo.webFile(row.code));
      const strings = Object.keys(english).map((key) => ({
        key,
        english: english[key] ?? '',
        value: own[key] ?? '',
        missing: !own[key]?.trim(),
      }));
      return {
        language: present(row),
        missing: strings.filter((s) => s.missing).length,
        strings,
      };
    },

    /** Edits (or, with `replace`, imports) strings; only keys English has are accepted. */
    async updateStrings(operator: OperatorRequest, input: AdminLanguageStrings) {
      assertMay(operator.viewer, 'settings.write');
      const row = await found(input.code);
      const english = parseStrings(await repo.webFile(REFERENCE));
      const unknown = Object.keys(input.strings).filter((key) => !Object.hasOwn(english, key));
      if (unknown.length > 0)
        throw errors.validation(
          unknown
            .slice(0, 20)
            .map((key) => ({ field: `strings.${key}`, message: `${key}: not a web string` })),
        );
      const current = parseStrings(await repo.webFile(row.code));
      const next: Record<string, string> = input.replace ? {} : { ...current };
      for (const [key, value] of Object.entries(input.strings)) {
        if (value === '') delete next[key];
        else next[key] = value;
      }
      const changed = [...new Set([...Object.keys(current), ...Object.keys(next)])].filter(
        (key) => current[key] !== next[key],
      );
      if (changed.length > 0) {
        await deps.db.transaction().execute(async (trx) => {
          await languageAdminRepository(trx).update(row.id, { web_file: JSON.stringify(next) }, deps.now());
          await audit.within(trx).record(operator, {
            action: 'language.strings_update',
            target: { type: 'language', id: row.id },
            before: Object.fromEntries(changed.map((k) => [k, current[k] ?? null])),
            after: Object.fromEntries(changed.map((k) => [k, next[k] ?? null])),
          });
        });
        await deps.changes.publish({ catalogue: true });
      }
      return { changed: changed.length };
    },
  };
}

export type LanguageAdminService = ReturnType<typeof languageAdminService>;
