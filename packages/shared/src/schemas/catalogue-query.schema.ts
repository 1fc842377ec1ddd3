import { z } from 'zod';
import { boolParam, idParam, pagination, required, textParam } from './params.schema.js';

/** Query schemas of the public catalogue reads (including get-facilities-for-filter). */

export const categoriesQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  has_property: boolParam('has_property').optional(),
  id: idParam('id').optional(),
  slug_id: textParam('slug_id', 100).optional(),
  ...pagination(10, 100),
});
export type CategoriesQuery = z.output<typeof categoriesQuerySchema>;

export const articlesQuerySchema = z.object({
  id: idParam('id').optional(),
  slug_id: textParam('slug_id', 100).optional(),
  // 0 selects the articles filed under no category.
  category_id: idParam('category_id', { allowZero: true }).optional(),
  ...pagination(10, 100),
});
export type ArticlesQuery = z.output<typeof articlesQuerySchema>;

export const citiesQuerySchema = z.object({ ...pagination(10, 100) });
export type CitiesQuery = z.output<typeof citiesQuerySchema>;

export const languageQuerySchema = z.object({
  language_code: required(textParam('language_code', 20)),
  web_language_file: boolParam('web_language_file').optional(),
});
export type LanguageQuery = z.output<typeof languageQuerySchema>;

/** get_facilities and get_report_reasons: the whole (small) list, or one row by `id`. */
export const optionalIdQuerySchema = z.object({ id: idParam('id').optional() });
export type OptionalIdQuery = z.output<typeof optionalIdQuerySchema>;

export const faqsQuerySchema = z.object({ ...pagination(10, 100) });
export type FaqsQuery = z.output<typeof faqsQuerySchema>;

export const facilitiesForFilterQuerySchema = z.object({});
