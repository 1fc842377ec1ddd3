import { z } from 'zod';
import { boolParam, enumParam, required, textParam } from './params.schema';

// Which homepage-data sections the home page shows, in which order and under which title (issue
// 14, admin/homepage-sections). The slider leads the page and is managed in admin/sliders.

/** The sections in their built-in order (the web home page's), by their homepage-data key. */
export const HOMEPAGE_SECTIONS = [
  'categories_section',
  'featured_section',
  'nearby_properties',
  'user_recommendation',
  'most_viewed_properties',
  'project_featured_section',
  'most_liked_properties',
  'project_section',
  'agents_list',
  'article_section',
  'faq_section',
] as const;
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

export const HOMEPAGE_SECTION_TITLE_MAX = 100;

export const HOMEPAGE_SECTION_MESSAGES = {
  everySection: 'List every section exactly once',
} as const;

const sectionEntry = z.object({
  section: required(enumParam('section', HOMEPAGE_SECTIONS)),
  shown: required(boolParam('shown')),
  /** Empty: the page's own translated heading. */
  title: textParam('Title', HOMEPAGE_SECTION_TITLE_MAX).optional(),
});

/** `PATCH admin/homepage-sections`: every section once, in the order to show them. */
export const adminHomepageSectionsSchema = z.object({
  sections: required(
    z
      .array(sectionEntry)
      .max(HOMEPAGE_SECTIONS.length)
      .refine(
        (list) =>
          list.length === HOMEPAGE_SECTIONS.length &&
          new Set(list.map((entry) => entry.section)).size === HOMEPAGE_SECTIONS.length,
        HOMEPAGE_SECTION_MESSAGES.everySection,
      ),
  ),
});

export type AdminHomepageSectionsInput = z.output<typeof adminHomepageSectionsSchema>;
export interface HomepageSectionEntry {
  section: HomepageSection;
  shown: boolean;
  title: string | null;
}
