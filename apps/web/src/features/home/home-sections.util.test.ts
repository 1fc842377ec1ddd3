import { describe, expect, it } from 'vitest';
import type { HomepageData } from '../../lib/api-types';
import { HOME_SECTIONS, homeSectionTitle, visibleHomeSections } from './home-sections.util';

describe('home sections', () => {
  it('covers every list section of homepage-data except the slider', () => {
    expect(HOME_SECTIONS.map((s) => s.data).sort()).toEqual(
      [
        'categories_section',
        'featured_section',
        'most_liked_properties',
        'most_viewed_properties',
        'project_section',
        'project_featured_section',
        'article_section',
        'agents_list',
        'faq_section',
        'nearby_properties',
        'user_recommendation',
      ].sort(),
    );
  });

  it('omits absent and empty sections and keeps the display order', () => {
    const data = {
      faq_section: [{ id: 1, question: 'q', answer: 'a' }],
      featured_section: [],
      categories_section: [{ id: 1, category: 'Villa', slug_id: 'villa', image: null }],
      user_recommendation: [],
    } as HomepageData;
    expect(visibleHomeSections(data)).toEqual(['categories', 'faqs']);
  });

  it('shows nothing for an empty answer', () => {
    expect(visibleHomeSections({})).toEqual([]);
  });

  it("follows the operator's arrangement: its order, hidden sections left out, its titles", () => {
    const data = {
      faq_section: [{ id: 1, question: 'q', answer: 'a' }],
      categories_section: [{ id: 1, category: 'Villa', slug_id: 'villa', image: null }],
      agents_list: [{ id: 1 }],
      sections: [
        { section: 'faq_section', title: 'Questions' },
        { section: 'categories_section', title: null },
      ],
    } as HomepageData;
    expect(visibleHomeSections(data)).toEqual(['faqs', 'categories']);
    expect(homeSectionTitle(data, 'faqs')).toBe('Questions');
    expect(homeSectionTitle(data, 'categories')).toBeNull();
  });
});
