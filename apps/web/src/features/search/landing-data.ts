import 'server-only';
import { notFound } from 'next/navigation';
import type { Category } from '@/lib/api-types';
import { getCategories, getPropertyList } from '@/lib/server-api';
import { apiQuery, emptyFilters } from './search-params.util';

// Lookups of the category and city landing pages: the page's subject, or a 404.

/** Decodes a path segment once; a malformed escape is taken literally. */
export function pathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The category of /categories/{slug}; 404 when no active category has that slug. */
export async function categoryOr404(slug: string): Promise<Category> {
  const result = await getCategories(false, slug);
  if (result.kind === 'network') throw new Error('The categories could not be loaded.');
  const category =
    result.kind === 'success'
      ? result.body.data.find((c) => c.slug_id.toLowerCase() === slug.toLowerCase())
      : null;
  if (!category) notFound();
  return category;
}

/** The city of /cities/{city} as listings spell it; 404 when it has no publicly visible listing. */
export async function cityOr404(city: string): Promise<string> {
  const result = await getPropertyList(apiQuery({ ...emptyFilters({ city }), page: 1 }));
  if (result.kind === 'network') throw new Error('The listings could not be loaded.');
  if (result.kind !== 'success' || (result.body.total ?? result.body.data.length) === 0) notFound();
  const spelled = result.body.data.find((p) => p.city?.toLowerCase() === city.toLowerCase())?.city;
  return spelled ?? city;
}
