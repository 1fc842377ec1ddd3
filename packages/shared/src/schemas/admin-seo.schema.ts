import { z } from 'zod';
import { enumParam, required, textParam } from './params.schema';

// SEO per public page and language (issue 14): the console's admin/seo-settings calls and the
// public get_seo_settings (contract §3.8).

export const SEO_PAGES = [
  'home',
  'properties',
  'projects',
  'agents',
  'articles',
  'faqs',
  'contact',
  'about',
  'privacy',
  'terms',
  'plans',
  'categories',
  'mortgage',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/** Hard limits (the columns); the spec's shorter lengths are warnings, not refusals. */
export const SEO_TITLE_MAX = 255;
export const SEO_DESCRIPTION_MAX = 1000;
export const SEO_KEYWORDS_MAX = 500;

/** Spec §5 "SEO warnings": advice shown while typing and returned by the save, never refused. */
export const SEO_ADVICE = { titleMax: 60, keywordsMax: 10, descriptionMin: 50, descriptionMax: 160 } as const;

export type SeoWarningField = 'title' | 'description' | 'keywords';
export interface SeoWarning {
  field: SeoWarningField;
  message: string;
}

export function seoKeywordCount(keywords: string | null | undefined): number {
  return (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean).length;
}

/** The spec's warnings for one page's values (empty values warn nothing: the defaults apply). */
export function seoWarnings(values: {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
}): SeoWarning[] {
  const out: SeoWarning[] = [];
  const title = values.title?.trim() ?? '';
  const description = values.description?.trim() ?? '';
  if (title.length > SEO_ADVICE.titleMax) {
    out.push({ field: 'title', message: `Meta title should be at most ${SEO_ADVICE.titleMax} characters` });
  }
  if (
    description.length > 0 &&
    (description.length < SEO_ADVICE.descriptionMin || description.length > SEO_ADVICE.descriptionMax)
  ) {
    out.push({
      field: 'description',
      message: `Meta description should be ${SEO_ADVICE.descriptionMin} to ${SEO_ADVICE.descriptionMax} characters`,
    });
  }
  if (seoKeywordCount(values.keywords) > SEO_ADVICE.keywordsMax) {
    out.push({
      field: 'keywords',
      message: `Meta keywords should be at most ${SEO_ADVICE.keywordsMax} comma-separated phrases`,
    });
  }
  return out;
}

const languageCode = textParam('language_code', 10);

/** `GET get_seo_settings`: page is free text so an unknown one is a 404, as the contract says. */
export const seoSettingsQuerySchema = z.object({
  page: textParam('page', 40).optional(),
  language_code: languageCode.optional(),
});

/** `GET admin/seo-settings`: every page's stored values in one language. */
export const adminSeoListQuerySchema = z.object({ language_code: languageCode.optional() });

/** The console form: empty text clears a value (the default applies again). */
export const adminSeoFormSchema = z.object({
  title: textParam('Title', SEO_TITLE_MAX).optional(),
  description: textParam('Description', SEO_DESCRIPTION_MAX).optional(),
  keywords: textParam('Keywords', SEO_KEYWORDS_MAX).optional(),
});

export const adminSeoUpdateSchema = adminSeoFormSchema.extend({
  page: required(enumParam('page', SEO_PAGES)),
  language_code: required(languageCode, 'language_code is required'),
});

export const adminSeoImageSchema = z.object({
  page: required(enumParam('page', SEO_PAGES)),
  language_code: required(languageCode, 'language_code is required'),
  image: z.unknown().optional(),
});

export type SeoSettingsQuery = z.output<typeof seoSettingsQuerySchema>;
export type AdminSeoForm = z.output<typeof adminSeoFormSchema>;
export type AdminSeoUpdateInput = z.output<typeof adminSeoUpdateSchema>;
