import type { HomepageSection } from '@domus/shared/schemas/admin-homepage.schema';
import type { AppDeps } from '../../app-deps.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AgentService } from '../agents/agent.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import type { PersonalisedService } from '../personalised/personalised.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { PropertyService } from '../properties/property.service.js';
import { presentSlider, presentSponsoredSlide } from './homepage.presenter.js';
import { homepageRepository } from './homepage.repository.js';
import type { HomepageSectionsService } from './homepage-sections.service.js';

const SECTION = 12;
/** §4.16: `slider_section` holds at most 20 entries. */
const SLIDER_SECTION = 20;
/**
 * Paid slider places, after the operator's own entries (whose first slide leads the page and its
 * preview image) but never crowded out by them: the operator's entries give way to keep 20.
 */
const SPONSORED_SLIDES = 5;

interface HomepageQuery {
  latitude?: number;
  longitude?: number;
  radius?: number;
}

/** homepage-data: every section in one object, no pagination. */
export function homepageService(
  deps: AppDeps,
  properties: PropertyService,
  projects: ProjectService,
  agents: AgentService,
  catalogue: CatalogueService,
  personalised: PersonalisedService,
  arrangement: HomepageSectionsService,
) {
  const repo = homepageRepository(deps.db);

  async function sliders(viewer: Viewer | null) {
    const [operatorRows, ads] = await Promise.all([
      repo.sliders(SLIDER_SECTION),
      repo.sponsoredSlides(deps.now(), SPONSORED_SLIDES),
    ]);
    const adPropertyIds = ads.map((a) => a.property_id).filter((id): id is number => id !== null);
    const adProjectIds = ads.map((a) => a.project_id).filter((id): id is number => id !== null);
    const propertyIds = [
      ...new Set([
        ...operatorRows.map((r) => r.property_id).filter((id): id is number => id !== null),
        ...adPropertyIds,
      ]),
    ];
    const [cards, projectCards] = await Promise.all([
      propertyIds.length
        ? properties.listCards(
            { minPublic: IS_PUBLIC.browsable, ids: propertyIds },
            'newest',
            0,
            propertyIds.length,
            viewer,
          )
        : [],
      adProjectIds.length ? projects.listCards({ ids: adProjectIds }, 0, adProjectIds.length, viewer) : [],
    ]);
    const items = new Map(cards.map((p) => [p.id, p]));
    const projectItems = new Map(projectCards.map((p) => [p.id as number, p]));
    const sponsored = ads.flatMap((ad) => {
      const card =
        ad.project_id !== null ? projectItems.get(ad.project_id) : items.get(ad.property_id as number);
      if (!card) return [];
      const image = ad.project_id !== null ? ad.project_image : ad.title_image;
      return [presentSponsoredSlide(deps.storage, { ...ad, image }, card)];
    });
    const rows = operatorRows.slice(0, SLIDER_SECTION - sponsored.length);
    const categoryIds = rows.map((r) => r.category_id).filter((id): id is number => id !== null);
    const categories = new Map((await repo.categories(categoryIds)).map((c) => [c.id, c]));
    const own = rows.map((row) =>
      presentSlider(deps.storage, row, {
        category: row.category_id !== null ? categories.get(row.category_id) : undefined,
        property: row.property_id !== null ? (items.get(row.property_id) ?? null) : null,
      }),
    );
    return [...own, ...sponsored];
  }

  async function featured(viewer: Viewer | null) {
    const ids = await repo.featuredPropertyIds(deps.now(), SECTION);
    if (ids.length === 0) return [];
    // In advertisement order (the ids' order), not the listings' own.
    const cards = await properties.listCards(
      { minPublic: IS_PUBLIC.browsable, ids },
      'newest',
      0,
      ids.length,
      viewer,
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return ids.map((id) => byId.get(id)).filter((card) => card !== undefined);
  }

  async function ranked(order: 'most_liked' | 'most_viewed', viewer: Viewer | null) {
    return properties.listCards({ minPublic: IS_PUBLIC.browsable }, order, 0, SECTION, viewer);
  }

  /** Nearest to a position, else newest in the member's profile city, else absent. */
  async function nearby(query: HomepageQuery, viewer: Viewer | null) {
    if (query.latitude !== undefined && query.longitude !== undefined) {
      const near = { latitude: query.latitude, longitude: query.longitude };
      return properties.listCards(
        { minPublic: IS_PUBLIC.browsable, near: { ...near, radiusKm: query.radius ?? 10 } },
        'nearest',
        0,
        SECTION,
        viewer,
        near,
      );
    }
    const city = viewer?.user.city?.trim();
    if (city) {
      return properties.listCards({ minPublic: IS_PUBLIC.browsable, city }, 'newest', 0, SECTION, viewer);
    }
    return undefined;
  }

  return {
    async homepage(query: HomepageQuery, viewer: Viewer | null) {
      const sections = await arrangement.arrangement();
      const shown = new Set(sections.filter((s) => s.shown).map((s) => s.section));
      /** A section the operator hid is not read at all: it answers an empty list. */
      const when = <T>(section: HomepageSection, read: () => Promise<T>, hidden: T) =>
        shown.has(section) ? read() : Promise.resolve(hidden);
      const empty = { data: [] as unknown[], total: 0 };
      const [
        slider_section,
        categories,
        featured_section,
        most_liked_properties,
        most_viewed_properties,
        project_section,
        project_featured_section,
        articles,
        agents_list,
        faqs,
        nearby_properties,
        user_recommendation,
      ] = await Promise.all([
        sliders(viewer),
        when(
          'categories_section',
          () => catalogue.categories({ offset: 0, limit: SECTION, has_property: true }),
          empty,
        ),
        when('featured_section', () => featured(viewer), []),
        when('most_liked_properties', () => ranked('most_liked', viewer), []),
        when('most_viewed_properties', () => ranked('most_viewed', viewer), []),
        when('project_section', () => projects.listItems({ limit: SECTION }, viewer), []),
        when(
          'project_featured_section',
          () => projects.listItems({ promotedOnly: true, limit: SECTION }, viewer),
          [],
        ),
        when('article_section', () => catalogue.articles({ offset: 0, limit: 5 }), empty),
        when('agents_list', () => agents.listItems(0, SECTION, viewer), []),
        when('faq_section', () => catalogue.faqs({ offset: 0, limit: 5 }), empty),
        when('nearby_properties', () => nearby(query, viewer), undefined),
        viewer && shown.has('user_recommendation')
          ? personalised.homeCards(viewer, SECTION)
          : Promise.resolve(undefined),
      ]);
      const categories_section = (categories.data as Record<string, unknown>[]).map((c) => ({
        id: c.id,
        category: c.category,
        slug_id: c.slug_id,
        image: c.image,
        properties_count: c.properties_count,
      }));
      return {
        slider_section,
        categories_section,
        featured_section,
        most_liked_properties,
        most_viewed_properties,
        project_section,
        project_featured_section,
        article_section: articles.data,
        agents_list,
        faq_section: faqs.data,
        ...(nearby_properties !== undefined ? { nearby_properties } : {}),
        ...(user_recommendation !== undefined ? { user_recommendation } : {}),
        // Domus extension: the shown sections in the operator's order, with their titles.
        sections: sections.filter((s) => s.shown).map(({ section, title }) => ({ section, title })),
      };
    },
  };
}

export type HomepageService = ReturnType<typeof homepageService>;
