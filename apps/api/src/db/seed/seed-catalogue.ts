import {
  FACILITIES,
  FAQS,
  PACKAGE_FEATURES,
  PACKAGES,
  type PackageDef,
  REPORT_REASONS,
} from './data/catalogue.data.js';
import { CATEGORY_NAMES, PARAMETER_NAMES, translationsJson } from './data/catalogue-translations.data.js';
import { CATEGORIES, type CategoryDef } from './data/categories.data.js';
import { PARAMETERS, type ParameterDef } from './data/parameters.data.js';
import { iconKey } from './demo-images.js';
import type { SeedClock, SeedWriter } from './seed-writer.js';

export interface SeededCategory {
  id: number;
  def: CategoryDef;
  params: Array<{ id: number; def: ParameterDef; required: boolean }>;
}

export interface Catalogue {
  categories: SeededCategory[];
  facilities: Array<{ id: number; def: (typeof FACILITIES)[number] }>;
  reportReasonIds: number[];
  packages: Map<string, { id: number; def: PackageDef }>;
}

/** Categories with their parameters, facilities, report reasons, FAQs, packages (the verification form: seed-verification.ts). */
export async function seedCatalogue(w: SeedWriter, clock: SeedClock): Promise<Catalogue> {
  const stamp = { created_at: clock.daysAgo(400), updated_at: clock.daysAgo(400) };

  const paramBase = await w.reserveIds('parameters', PARAMETERS.length);
  const paramIds = new Map(PARAMETERS.map((def, i) => [def.key, { id: paramBase + i, def }]));
  await w.insert(
    'parameters',
    PARAMETERS.map((def, i) => ({
      id: paramBase + i,
      name: def.name,
      type_of_parameter: def.type,
      type_values: def.values ? JSON.stringify(def.values) : null,
      image: iconKey('parameters', def.icon),
      translations: translationsJson(PARAMETER_NAMES[def.key], 'name'),
      card_fact: def.cardFact ?? null,
      unit: def.unit ?? null,
      ...stamp,
    })),
  );

  const catBase = await w.reserveIds('categories', CATEGORIES.length);
  const categories: SeededCategory[] = CATEGORIES.map((def, i) => ({
    id: catBase + i,
    def,
    params: def.params.map(([key, required]) => {
      const param = paramIds.get(key);
      if (!param) throw new Error(`Category ${def.name} uses unknown parameter ${key}`);
      return { id: param.id, def: param.def, required };
    }),
  }));
  await w.insert(
    'categories',
    categories.map(({ id, def }, i) => ({
      id,
      category: def.name,
      slug_id: def.slug,
      image: iconKey('categories', def.icon),
      sequence: i + 1,
      status: 1,
      meta_title: def.meta.title,
      meta_description: def.meta.description,
      meta_keywords: def.meta.keywords,
      meta_image: null,
      translations: translationsJson(CATEGORY_NAMES[def.slug], 'category'),
      ...stamp,
    })),
  );
  await w.insert(
    'category_parameters',
    categories.flatMap((cat) =>
      cat.params.map((p, seq) => ({
        category_id: cat.id,
        parameter_id: p.id,
        sequence: seq + 1,
        is_required: p.required ? 1 : 0,
      })),
    ),
  );

  const facBase = await w.reserveIds('outdoor_facilities', FACILITIES.length);
  await w.insert(
    'outdoor_facilities',
    FACILITIES.map((def, i) => ({
      id: facBase + i,
      name: def.name,
      image: iconKey('facilities', def.icon),
      ...stamp,
    })),
  );

  const reasonBase = await w.reserveIds('report_reasons', REPORT_REASONS.length);
  await w.insert(
    'report_reasons',
    REPORT_REASONS.map((reason, i) => ({ id: reasonBase + i, reason, ...stamp })),
  );

  // Spread over the past year so "newest first" lists have a meaningful order.
  await w.insert(
    'faqs',
    FAQS.map(([question, answer], i) => ({
      question,
      answer,
      status: 1,
      created_at: clock.daysAgo(360 - i * 20),
      updated_at: clock.daysAgo(360 - i * 20),
    })),
  );

  const packages = await seedPackages(w, stamp);
  return {
    categories,
    facilities: FACILITIES.map((def, i) => ({ id: facBase + i, def })),
    reportReasonIds: REPORT_REASONS.map((_, i) => reasonBase + i),
    packages,
  };
}

async function seedPackages(
  w: SeedWriter,
  stamp: { created_at: string; updated_at: string },
): Promise<Catalogue['packages']> {
  // The catalogue rows may already exist (another seed, or a migration that ships them).
  const existing = new Set(
    (await w.db.selectFrom('package_features').select('id').execute()).map((r) => r.id),
  );
  await w.insert(
    'package_features',
    PACKAGE_FEATURES.filter((f) => !existing.has(f.id)).map((f) => ({
      id: f.id,
      type: f.type,
      name: f.name,
      status: 1,
    })),
  );
  const base = await w.reserveIds('packages', PACKAGES.length);
  await w.insert(
    'packages',
    PACKAGES.map((def, i) => ({
      id: base + i,
      name: def.name,
      package_type: def.type,
      price: def.price,
      duration: def.duration,
      ios_product_id: def.type === 'paid' ? `com.domus.package.${def.name.toLowerCase()}` : null,
      status: 1,
      ...stamp,
    })),
  );
  const featureId = new Map<string, number>(PACKAGE_FEATURES.map((f) => [f.type, f.id]));
  await w.insert(
    'package_feature_limits',
    PACKAGES.flatMap((def, i) =>
      Object.entries(def.features).map(([type, limit]) => ({
        package_id: base + i,
        feature_id: featureId.get(type) as number,
        limit_type: limit === null || limit === undefined ? 'unlimited' : 'limited',
        limit: limit ?? null,
      })),
    ),
  );
  return new Map(PACKAGES.map((def, i) => [def.name, { id: base + i, def }]));
}

export function featureIdOf(type: string): number {
  const feature = PACKAGE_FEATURES.find((f) => f.type === type);
  if (!feature) throw new Error(`Unknown package feature ${type}`);
  return feature.id;
}
