import { z } from 'zod';
import { settingFlag } from './settings.schema';

/** A language code as browsers send it: `ar`, `fr`, `pt-BR`, `zh-Hant`. */
const languageCode = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})?$/, 'Not a language code (e.g. fr, pt-BR)');

const languageName = z.string().trim().min(1, 'The name is required').max(100);

/** POST admin/languages: a new language, enabled, its strings falling back to English. */
export const adminLanguageCreateSchema = z.object({
  code: languageCode,
  name: languageName,
  rtl: settingFlag.default(false),
});
export type AdminLanguageCreate = z.infer<typeof adminLanguageCreateSchema>;

export const adminLanguageCodeSchema = z.object({ code: languageCode });

/** PATCH admin/languages/{code}: its name, direction or whether visitors may pick it. */
export const adminLanguageUpdateSchema = z.object({
  code: languageCode,
  name: languageName.optional(),
  rtl: settingFlag.optional(),
  enabled: settingFlag.optional(),
});
export type AdminLanguageUpdate = z.infer<typeof adminLanguageUpdateSchema>;

/** Longest text a web string may hold (the longest English one is a few hundred characters). */
export const WEB_STRING_MAX = 2000;

/**
 * PATCH admin/languages/{code}/strings: strings by key ("" clears one, so English shows). An
 * imported file is the same body with `replace`: keys it lacks are cleared.
 */
export const adminLanguageStringsSchema = z.object({
  code: languageCode,
  strings: z.record(
    z.string().max(200),
    z.string().max(WEB_STRING_MAX, `At most ${WEB_STRING_MAX} characters`),
  ),
  replace: settingFlag.default(false),
});
export type AdminLanguageStrings = z.infer<typeof adminLanguageStringsSchema>;
