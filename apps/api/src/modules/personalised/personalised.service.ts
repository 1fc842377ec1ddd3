import type { PersonalisedFieldsInput, RecommendationQuery } from '@domus/shared/schemas/personalised.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import { DEFAULT_LANGUAGE } from '../../lib/caller-language.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { PropertyService } from '../properties/property.service.js';
import type { PropertyFilters } from '../properties/property-filters.repository.js';
import { presentInterests } from './personalised.presenter.js';
import { type InterestsRecord, personalisedRepository } from './personalised.repository.js';

/**
 * The personalised feed (contract §4.14): one interests record per member, and the publicly
 * visible sell/rent listings that satisfy every saved criterion. The matching is the browse
 * filters' (properties service), so the feed, the home section and search agree on visibility.
 */
export function personalisedService(
  deps: AppDeps,
  catalogue: CatalogueService,
  properties: PropertyService,
  packages: PackageAccessService,
) {
  const repo = personalisedRepository(deps.db);

  function filtersOf(interests: InterestsRecord, excludePremium: boolean): PropertyFilters {
    return {
      minPublic: IS_PUBLIC.browsable,
      categoryIds: interests.categoryIds,
      anyFacilityIds: interests.facilityIds,
      propertyTypes: interests.propertyTypes.filter((t) => t === 'sell' || t === 'rent'),
      minPrice: interests.minPrice ?? undefined,
      maxPrice: interests.maxPrice ?? undefined,
      city: interests.city ?? undefined,
      excludePremium,
    };
  }

  return {
    /** POST personalised-fields: create or replace my interests (unsent criteria are cleared). */
    async save(viewer: Viewer, input: PersonalisedFieldsInput) {
      const categoryIds = input.category_ids ?? [];
      const facilityIds = input.outdoor_facilitiy_ids ?? [];
      const [knownCategories, knownFacilities] = await Promise.all([
        catalogue.existingCategoryIds(categoryIds),
        catalogue.existingFacilityIds(facilityIds),
      ]);
      if (categoryIds.some((id) => !knownCategories.has(id))) {
        throw errors.field('category_ids', 'Category not found');
      }
      if (facilityIds.some((id) => !knownFacilities.has(id))) {
        throw errors.field('outdoor_facilitiy_ids', 'Unknown facility');
      }
      const existed = (await repo.find(viewer.user.id)) !== null;
      const city = input.city?.trim() ? input.city.trim() : null;
      await repo.save(
        viewer.user.id,
        {
          categoryIds,
          facilityIds,
          propertyTypes: input.property_type ?? [],
          minPrice: input.price_range?.[0] ?? null,
          maxPrice: input.price_range?.[1] ?? null,
          city,
        },
        deps.now(),
      );
      const saved = await repo.find(viewer.user.id);
      if (!saved) throw new Error('personalised interests vanished after saving');
      return { data: presentInterests(saved), created: !existed };
    },

    /** GET personalised-fields: my interests, or null when none are saved. */
    async get(viewer: Viewer) {
      const found = await repo.find(viewer.user.id);
      return found ? presentInterests(found) : null;
    },

    /** DELETE personalised-fields: idempotent. */
    async clear(viewer: Viewer): Promise<void> {
      await repo.remove(viewer.user.id);
    },

    /** get_user_recommendation: detail-shaped, so premium listings only for entitled members (§4.7). */
    async recommendations(viewer: Viewer, query: RecommendationQuery, language = DEFAULT_LANGUAGE) {
      const interests = await repo.find(viewer.user.id);
      if (!interests) return { data: [], total: 0 };
      const premiumAllowed = await packages.hasAccess(viewer.user.id, 'premium_properties');
      return properties.detailsPage(
        filtersOf(interests, !premiumAllowed),
        'newest',
        query.offset,
        query.limit,
        viewer,
        language,
      );
    },

    /**
     * The home page's `user_recommendation`: the newest `limit` matches as cards, premium ones
     * included with their badge (§4.16); [] without saved interests.
     */
    async homeCards(viewer: Viewer, limit: number) {
      const interests = await repo.find(viewer.user.id);
      if (!interests) return [];
      return properties.listCards(filtersOf(interests, false), 'newest', 0, limit, viewer);
    },
  };
}

export type PersonalisedService = ReturnType<typeof personalisedService>;
