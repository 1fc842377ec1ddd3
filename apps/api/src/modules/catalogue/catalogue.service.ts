import type {
  ArticlesQuery,
  CategoriesQuery,
  CitiesQuery,
  FaqsQuery,
  LanguageQuery,
  OptionalIdQuery,
} from '@domus/shared/schemas/catalogue-query.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import { DEFAULT_LANGUAGE } from '../../lib/caller-language.js';
import { localise } from '../../lib/translations.js';
import { parseOptions } from '../listings/listing.presenter.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentArticle } from './article.presenter.js';
import { type ArticleCategory, type ArticleRow, articleRepository } from './article.repository.js';
import { presentCategory, presentParameterType } from './category.presenter.js';
import { categoryRepository, type ParameterTypeRow } from './category.repository.js';
import { presentCity } from './city.presenter.js';
import { cityRepository } from './city.repository.js';
import { presentLanguage } from './language.presenter.js';
import { languageRepository } from './language.repository.js';
import { presentFacility, presentFaq, presentReportReason } from './reference.presenter.js';
import { referenceRepository } from './reference.repository.js';

/** Most similar articles shown beside one article (get_articles). */
const SIMILAR_ARTICLES = 6;

export interface CatalogueResult {
  data: unknown;
  total?: number;
  extra?: Record<string, unknown>;
}

/** The public catalogue reads: categories, articles, cities, languages, facilities, reasons, FAQs. */
export function catalogueService(deps: AppDeps, settings: SettingsService) {
  const { db, storage } = deps;
  const categories = categoryRepository(db, deps.counter);
  const articles = articleRepository(db);
  const cities = cityRepository(db);
  const languages = languageRepository(db);
  const reference = referenceRepository(db);

  async function presentArticles(rows: ArticleRow[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.category_id === null ? [] : [r.category_id])))];
    const byId = new Map((await articles.categories(ids)).map((c) => [c.id, c]));
    return rows.map((row) => presentArticle(storage, row, byId));
  }

  async function articleList(categoryId: ArticleCategory, offset: number, limit: number) {
    const { rows, total } = await articles.page(categoryId, offset, limit);
    return { data: await presentArticles(rows), total };
  }

  return {
    /**
     * A `category_id` / `category_slug_id` list filter resolved to an active category's id (the
     * id wins when both are sent). An unknown or inactive category is a bad request, not an
     * empty list: the caller asked for something that does not exist.
     */
    async activeCategoryId(query: { category_id?: number; category_slug_id?: string }) {
      if (query.category_id === undefined && query.category_slug_id === undefined) return undefined;
      const found = await categories.findActive(
        query.category_id !== undefined ? { id: query.category_id } : { slug_id: query.category_slug_id },
      );
      if (!found) {
        throw errors.field(
          query.category_id !== undefined ? 'category_id' : 'category_slug_id',
          'Category not found',
        );
      }
      return found.id;
    },

    /** get_categories: active categories in the operator's sequence, with their parameter types. */
    async categories(query: CategoriesQuery, language = DEFAULT_LANGUAGE): Promise<CatalogueResult> {
      let id: number | undefined;
      if (query.id !== undefined || query.slug_id !== undefined) {
        // A named category that is unknown or inactive is a 404, not an empty page.
        const found = await categories.findActive({ id: query.id, slug_id: query.slug_id });
        if (!found) throw errors.notFound();
        id = found.id;
      }
      const { rows, total } = await categories.page(
        { id, search: query.search, hasProperty: query.has_property === true },
        query.offset,
        query.limit,
      );
      const params = await categories.parameterTypes(rows.map((r) => r.id));
      const byCategory = new Map<number, ParameterTypeRow[]>();
      for (const row of params) {
        const p = localise(row, language, ['name']);
        const list = byCategory.get(p.category_id);
        if (list) list.push(p);
        else byCategory.set(p.category_id, [p]);
      }
      return {
        data: rows.map((row) =>
          presentCategory(storage, localise(row, language, ['category']), byCategory.get(row.id) ?? []),
        ),
        total,
      };
    },

    /**
     * get_articles: one article (by id or article slug) with up to 6 similar ones, or a newest-first
     * list, optionally of one category (0 = uncategorised). A slug that names no article but an
     * active category lists that category's articles.
     */
    async articles(query: ArticlesQuery): Promise<CatalogueResult> {
      if (query.id !== undefined || query.slug_id !== undefined) {
        const article = await articles.find(
          query.id !== undefined ? { id: query.id } : { slug_id: query.slug_id as string },
        );
        if (article) {
          const similar = await articles.similar(article, SIMILAR_ARTICLES);
          const [one, ...others] = await presentArticles([article, ...similar]);
          return { data: [one], total: 1, extra: { similar_articles: others } };
        }
        if (query.id === undefined) {
          const category = await categories.findActive({ slug_id: query.slug_id });
          if (category) return articleList(category.id, query.offset, query.limit);
        }
        throw errors.notFound();
      }
      // category_id 0 is "filed under no category", stored as null.
      const categoryId = query.category_id === undefined ? undefined : query.category_id || null;
      return articleList(categoryId, query.offset, query.limit);
    },

    /** get-cities-data: enabled cities with browsable listings, most listings first. */
    async cities(query: CitiesQuery): Promise<CatalogueResult> {
      const [{ rows, total }, placeholder] = await Promise.all([
        cities.page(query.offset, query.limit),
        settings.get('web_placeholder_logo'),
      ]);
      return { data: rows.map((row) => presentCity(storage, row, placeholder || null)), total };
    },

    /** get_languages: an enabled language with the web or the app translation file. */
    async language(query: LanguageQuery): Promise<CatalogueResult> {
      const file = query.web_language_file === true ? 'web_file' : 'app_file';
      const row = await languages.findEnabled(query.language_code, file);
      if (!row) throw errors.notFound('Language not found', 'LANGUAGE_NOT_FOUND');
      return { data: presentLanguage(row, row.file) };
    },

    /** get_facilities: every outdoor facility by name, or the one with `id`. */
    async facilities(query: OptionalIdQuery): Promise<CatalogueResult> {
      const rows = await reference.facilities(query.id);
      if (query.id !== undefined && rows.length === 0) throw errors.notFound();
      return { data: rows.map((row) => presentFacility(storage, row)), total: rows.length };
    },

    /** get_report_reasons: every stored reason (clients add "Other", id 0), or the one with `id`. */
    async reportReasons(query: OptionalIdQuery): Promise<CatalogueResult> {
      const rows = await reference.reportReasons(query.id);
      if (query.id !== undefined && rows.length === 0) throw errors.notFound();
      return { data: rows.map(presentReportReason), total: rows.length };
    },

    /** faqs: active FAQs, newest first. */
    async faqs(query: FaqsQuery): Promise<CatalogueResult> {
      const { rows, total } = await reference.faqs(query.offset, query.limit);
      return { data: rows.map(presentFaq), total };
    },

    /**
     * What a listing form of `categoryId` must fill: its parameters in the category's order with
     * their type, options and whether they are required. Null when the category is unknown or
     * inactive (listings are posted into active categories only).
     */
    async postingRules(categoryId: number): Promise<PostingParameter[] | null> {
      if (!(await categories.findActive({ id: categoryId }))) return null;
      const rows = await categories.parameterTypes([categoryId]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type_of_parameter,
        options: parseOptions(row.type_values) ?? [],
        is_required: Boolean(Number(row.is_required)),
      }));
    },

    /** Whether a listing may be filed under this category (it exists and is switched on). */
    async isActiveCategory(id: number): Promise<boolean> {
      return (await categories.findActive({ id })) !== undefined;
    },

    /** The ids among `ids` that name a category. */
    async existingCategoryIds(ids: readonly number[]): Promise<Set<number>> {
      return new Set(await categories.existingIds(ids));
    },

    /** The ids among `ids` that name an outdoor facility. */
    async existingFacilityIds(ids: readonly number[]): Promise<Set<number>> {
      return new Set(await reference.facilityIds(ids));
    },

    /**
     * Registers a listing's city in the cities catalogue (§4.15): trimmed, unique ignoring case,
     * the first spelling kept. Idempotent, so two listings saved at once in a new city are fine.
     */
    async registerCity(name: string): Promise<void> {
      const trimmed = name.trim();
      if (trimmed !== '') await cities.register(trimmed, deps.now());
    },

    /** get-facilities-for-filter: category parameters as search filter chips, by name. */
    async filterParameters(): Promise<CatalogueResult> {
      const rows = await categories.filterParameters();
      return { data: rows.map((row) => presentParameterType(storage, row)), total: rows.length };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

export interface PostingParameter {
  id: number;
  name: string;
  type: string;
  options: string[];
  is_required: boolean;
}
