import { nowIso } from '../dialect.js';
import type { NewRow } from '../types.js';
import { type FactoryApp, nextSerial } from './factory-context.js';

/**
 * Insert helpers for the catalogue tables (articles, FAQs, languages, facilities, report reasons,
 * cities, parameters). Each takes explicit values; `minutesAgo` backdates created_at
 * from the test clock so "newest first" orders are stated by the test itself.
 */
const next = nextSerial;

function stamps(app: FactoryApp, minutesAgo = 0) {
  const iso = nowIso(new Date(app.clock.now.getTime() - minutesAgo * 60_000));
  return { created_at: iso, updated_at: iso };
}

type WithAge<T> = Partial<T> & { minutesAgo?: number };

export async function createArticle(app: FactoryApp, values: WithAge<NewRow<'articles'>> = {}) {
  const n = next();
  const { minutesAgo, ...rest } = values;
  return app.deps.db
    .insertInto('articles')
    .values({
      slug_id: `article-${n}`,
      title: `Article ${n}`,
      description: `<p>Body of article ${n}.</p>`,
      category_id: null,
      ...stamps(app, minutesAgo),
      ...rest,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createFaq(app: FactoryApp, values: WithAge<NewRow<'faqs'>> = {}) {
  const n = next();
  const { minutesAgo, ...rest } = values;
  return app.deps.db
    .insertInto('faqs')
    .values({
      question: `Question ${n}?`,
      answer: `Answer ${n}.`,
      status: 1,
      ...stamps(app, minutesAgo),
      ...rest,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createLanguage(app: FactoryApp, values: Partial<NewRow<'languages'>> = {}) {
  const n = next();
  return app.deps.db
    .insertInto('languages')
    .values({
      code: `l${n}`,
      name: `Language ${n}`,
      rtl: 0,
      status: 1,
      app_file: '{}',
      web_file: '{}',
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createFacility(app: FactoryApp, values: Partial<NewRow<'outdoor_facilities'>> = {}) {
  const n = next();
  return app.deps.db
    .insertInto('outdoor_facilities')
    .values({ name: `Facility ${n}`, image: null, ...stamps(app), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createReportReason(app: FactoryApp, values: Partial<NewRow<'report_reasons'>> = {}) {
  const n = next();
  return app.deps.db
    .insertInto('report_reasons')
    .values({ reason: `Reason ${n}`, ...stamps(app), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A catalogue city; `name_key` follows the registration rule (trimmed, lower-cased). */
export async function createCity(app: FactoryApp, values: Partial<NewRow<'cities'>> & { name: string }) {
  return app.deps.db
    .insertInto('cities')
    .values({
      name_key: values.name.trim().toLowerCase(),
      image: null,
      status: 1,
      ...stamps(app),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createParameter(app: FactoryApp, values: Partial<NewRow<'parameters'>> = {}) {
  const n = next();
  return app.deps.db
    .insertInto('parameters')
    .values({ name: `Parameter ${n}`, type_of_parameter: 'textbox', ...stamps(app), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function linkParameter(
  app: FactoryApp,
  categoryId: number,
  parameterId: number,
  values: { sequence?: number; is_required?: number } = {},
) {
  await app.deps.db
    .insertInto('category_parameters')
    .values({ category_id: categoryId, parameter_id: parameterId, sequence: 0, is_required: 0, ...values })
    .execute();
}

/** Empties every table the catalogue reads, so each test states its whole data set. */
export async function clearCatalogue(app: FactoryApp & { services?: { settings: { invalidate(): void } } }) {
  const db = app.deps.db;
  for (const table of [
    'articles',
    'property_parameters',
    'property_facilities',
    'properties',
    'owner_listing_counts',
    'category_parameters',
    'parameters',
    'categories',
    'cities',
    'faqs',
    'languages',
    'outdoor_facilities',
    'report_reasons',
    'settings',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  // The settings service caches for a few seconds: a test that clears the table reads it next.
  app.services?.settings.invalidate();
}
