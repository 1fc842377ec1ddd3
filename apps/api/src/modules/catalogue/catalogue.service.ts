import type { AppDeps } from '../../app-deps.js';

/** Placeholder: categories, articles, cities, languages, facilities, report reasons, FAQs. */
export function catalogueService(deps: AppDeps) {
  void deps;
  return {};
}

export type CatalogueService = ReturnType<typeof catalogueService>;
