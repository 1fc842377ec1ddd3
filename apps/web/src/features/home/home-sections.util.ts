import type { HomepageData } from '@/lib/api-types';

// The home page's sections in display order. A section whose list is absent or
// empty is left out entirely: no heading over nothing.

export const HOME_SECTIONS = [
  { key: 'categories', data: 'categories_section' },
  { key: 'featuredProperties', data: 'featured_section' },
  { key: 'nearbyProperties', data: 'nearby_properties' },
  { key: 'recommendedProperties', data: 'user_recommendation' },
  { key: 'mostViewedProperties', data: 'most_viewed_properties' },
  { key: 'featuredProjects', data: 'project_featured_section' },
  { key: 'mostLikedProperties', data: 'most_liked_properties' },
  { key: 'projects', data: 'project_section' },
  { key: 'agents', data: 'agents_list' },
  { key: 'articles', data: 'article_section' },
  { key: 'faqs', data: 'faq_section' },
] as const satisfies ReadonlyArray<{ key: string; data: keyof HomepageData }>;

export type HomeSectionKey = (typeof HOME_SECTIONS)[number]['key'];

/**
 * The sections to render, in the operator's order when homepage-data carries one (`sections`:
 * the shown ones only), else in the built-in order.
 */
export function visibleHomeSections(data: HomepageData): HomeSectionKey[] {
  const arranged = data.sections
    ? data.sections.flatMap(({ section }) => HOME_SECTIONS.filter((s) => s.data === section))
    : HOME_SECTIONS;
  return arranged
    .filter(({ data: field }) => {
      const list = data[field];
      return Array.isArray(list) && list.length > 0;
    })
    .map(({ key }) => key);
}

/** The operator's own heading for a section, if they gave one. */
export function homeSectionTitle(data: HomepageData, key: HomeSectionKey): string | null {
  const field = HOME_SECTIONS.find((s) => s.key === key)?.data;
  return data.sections?.find((s) => s.section === field)?.title ?? null;
}

/** How many cards a home section shows; "view all" leads to the rest. */
export const HOME_CARD_LIMIT = 8;
