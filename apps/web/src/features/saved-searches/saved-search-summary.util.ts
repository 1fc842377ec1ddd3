import type { Category, OutdoorFacility } from '@/lib/api-types';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { SavedSearchFrequency } from './saved-search.types';

// A saved search told in words ("For sale · Apartment · Pune · up to 500,000 · Newest first"),
// and the web address of its results. The saved query holds get-property-list's parameters
// (category_slug_id…); the search page reads the same names, so the link keeps them as they are.

export const FREQUENCY_WORDS: Record<SavedSearchFrequency, TranslationKey> = {
  instant: 'savedSearchInstant',
  daily: 'savedSearchDaily',
  weekly: 'savedSearchWeekly',
};

const SORTS: Record<string, TranslationKey> = {
  newest: 'sortNewest',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  most_viewed: 'sortMostViewed',
  most_liked: 'sortMostLiked',
};

const isTrue = (value: string | null) => value === 'true' || value === '1';

export interface SummaryLookups {
  categories: Pick<Category, 'id' | 'slug_id' | 'category'>[];
  facilities: Pick<OutdoorFacility, 'id' | 'name'>[];
  /** Formats a price bound for this visitor's locale. */
  amount(value: number): string;
}

export function savedSearchSummary(query: string, lookups: SummaryLookups, t: Translate): string[] {
  const q = new URLSearchParams(query);
  const parts: string[] = [];
  const search = q.get('search');
  if (search) parts.push(`“${search}”`);
  const type = q.get('property_type');
  if (type === 'sell' || type === 'rent') parts.push(t(type === 'sell' ? 'forSale' : 'forRent'));
  const slug = q.get('category_slug_id');
  const categoryId = Number(q.get('category_id'));
  const category = slug
    ? lookups.categories.find((c) => c.slug_id === slug)
    : lookups.categories.find((c) => c.id === categoryId);
  if (slug || q.get('category_id')) parts.push(category?.category ?? slug ?? t('filterCategory'));
  const place = ['city', 'state', 'country'].map((key) => q.get(key)).filter(Boolean);
  if (place.length) parts.push(place.join(', '));
  const min = q.get('min_price');
  const max = q.get('max_price');
  if (min && max) parts.push(`${lookups.amount(Number(min))} – ${lookups.amount(Number(max))}`);
  else if (min) parts.push(t('savedSearchFrom', { amount: lookups.amount(Number(min)) }));
  else if (max) parts.push(t('savedSearchUpTo', { amount: lookups.amount(Number(max)) }));
  const posted = q.get('posted_since');
  if (posted === '0' || posted === '1') parts.push(t(posted === '0' ? 'postedLastWeek' : 'postedYesterday'));
  if (isTrue(q.get('promoted'))) parts.push(t('filterPromoted'));
  const features = (q.get('parameter_id') ?? '').split(',').filter(Boolean).length;
  if (features) parts.push(t('savedSearchFeatures', { count: features }));
  const near = (q.get('facility_ids') ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => lookups.facilities.find((f) => f.id === Number(id))?.name)
    .filter((name): name is string => Boolean(name));
  if (near.length) parts.push(t('savedSearchNear', { places: near.join(', ') }));
  let sort = q.get('sort');
  if (isTrue(q.get('most_viewed'))) sort = 'most_viewed';
  if (isTrue(q.get('most_liked'))) sort = 'most_liked';
  const sortKey = sort ? SORTS[sort] : undefined;
  if (sortKey && sort !== 'newest') parts.push(t(sortKey));
  return parts.length ? parts : [t('savedSearchEverything')];
}

/** The search page with this saved query (the page reads get-property-list's names too). */
export function savedSearchHref(query: string): string {
  return query ? `/properties?${query}` : '/properties';
}
