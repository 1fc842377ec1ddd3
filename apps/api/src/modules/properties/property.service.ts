import type { GetPropertyQuery, PropertyListQuery } from '@domus/shared/schemas/property-query.schema';
import { shareParameters } from '@domus/shared/utils/parameter-refs.util';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import { DEFAULT_LANGUAGE } from '../../lib/caller-language.js';
import { viewerMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { presentHistory } from '../listings/listing.presenter.js';
import { listingContext } from '../listings/listing-context.js';
import { listingHistoryRepository } from '../listings/listing-history.repository.js';
import { postedSinceCutoff, viewerKey } from '../listings/listing-request.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import { viewCounter } from '../listings/view-counter.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  presentPremiumPreview,
  presentPropertyDetail,
  presentPropertyListItem,
} from './property.presenter.js';
import { type PageRequest, type PropertyRow, propertyRepository } from './property.repository.js';
import { loadPropertyBundle } from './property-bundle.js';
import type { PropertyFilters, PropertyOrder } from './property-filters.repository.js';
import { propertyRelationsRepository } from './property-relations.repository.js';

type CommonQuery = Pick<
  PropertyListQuery,
  | 'category_id'
  | 'category_slug_id'
  | 'city'
  | 'state'
  | 'country'
  | 'min_price'
  | 'max_price'
  | 'posted_since'
  | 'search'
  | 'parameter_id'
  | 'promoted'
>;

/** The history a visitor sees on a listing: what its price and its sale did, not its review. */
const PUBLIC_HISTORY_FIELDS = ['price', 'property_type'] as const;

export function propertyService(
  deps: AppDeps,
  settings: SettingsService,
  packages: PackageAccessService,
  catalogue: CatalogueService,
) {
  const repo = propertyRepository(deps.db, deps.now, deps.dialect, { counter: deps.counter });
  const relations = propertyRelationsRepository(deps.db);
  const views = viewCounter(deps);
  const context = listingContext(deps, settings);

  const resolveCategoryId = (query: { category_id?: number; category_slug_id?: string }) =>
    catalogue.activeCategoryId(query);

  async function commonFilters(query: CommonQuery): Promise<Omit<PropertyFilters, 'minPublic'>> {
    return {
      categoryId: await resolveCategoryId(query),
      city: query.city,
      state: query.state,
      country: query.country,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      createdSince: query.posted_since ? postedSinceCutoff(query.posted_since, deps.now()) : undefined,
      promotedOnly: query.promoted === true,
      search: query.search,
      parameterIds: query.parameter_id,
    };
  }

  async function presentItems(rows: PropertyRow[], viewer: Viewer | null, language = DEFAULT_LANGUAGE) {
    const [bundle, ctx] = await Promise.all([
      loadPropertyBundle(relations, rows, viewer?.user.id ?? null, { detail: false, language }),
      context(viewer),
    ]);
    return rows.map((row) => presentPropertyListItem(row, bundle, ctx));
  }

  async function presentDetails(
    rows: PropertyRow[],
    viewer: Viewer | null,
    language = DEFAULT_LANGUAGE,
    options: { ownerView?: boolean } = {},
  ) {
    const [bundle, ctx] = await Promise.all([
      loadPropertyBundle(relations, rows, viewer?.user.id ?? null, { detail: true, language }),
      context(viewer),
    ]);
    return rows.map((row) => presentPropertyDetail(row, bundle, ctx, options));
  }

  /** Up to 10 visible sell/rent listings of the same category, newest first. */
  async function similar(row: PropertyRow, viewer: Viewer | null, premiumAllowed: boolean, language: string) {
    const rows = await repo.list(
      {
        minPublic: IS_PUBLIC.browsable,
        categoryId: row.category_id,
        excludeIds: [row.id],
        excludePremium: !premiumAllowed,
      },
      'newest',
      0,
      10,
    );
    return presentDetails(rows, viewer, language);
  }

  /**
   * The page request of get-property-list. An explicit order (a sort other than newest, or an
   * order flag) is the whole order; the default order puts title matches of a keyword first,
   * then featured listings, then the newest.
   */
  async function browseRequest(query: PropertyListQuery): Promise<PageRequest> {
    const near =
      query.latitude !== undefined && query.longitude !== undefined
        ? { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radius ?? 10 }
        : undefined;
    const filters: PropertyFilters = {
      minPublic: IS_PUBLIC.browsable,
      ...(await commonFilters(query)),
      propertyTypes: query.property_type ? [query.property_type] : undefined,
      facilityIds: query.facility_ids,
      maxDistance: query.facility_ids?.length ? query.max_distance : undefined,
      near,
    };
    let order: PropertyOrder = query.sort ?? 'newest';
    if (query.most_liked) order = 'most_liked';
    if (query.most_viewed) order = 'most_viewed';
    const byDefault = order === 'newest';
    return {
      filters,
      order,
      offset: query.offset,
      limit: query.limit,
      promotedFirst: byDefault,
      sponsoredCap: byDefault ? await settings.get('sponsored_per_page') : 0,
      relevance: byDefault,
    };
  }

  return {
    browseRequest,

    /**
     * Property cards (list item shape) for other modules' pages — homepage sections, an agent's
     * listings: one page of rows matching `filters`, in `order`, presented for `viewer`.
     */
    async listCards(
      filters: PropertyFilters,
      order: PropertyOrder,
      offset: number,
      limit: number,
      viewer: Viewer | null,
      near?: PageRequest['near'],
    ) {
      const rows = await repo.list(filters, order, offset, limit, near);
      return rows.length > 0 ? presentItems(rows, viewer) : [];
    },

    /**
     * One page of listings matching `filters` in detail shape, and their total (the personalised
     * feed). The caller decides the filters, premium exclusion included.
     */
    async detailsPage(
      filters: PropertyFilters,
      order: PropertyOrder,
      offset: number,
      limit: number,
      viewer: Viewer | null,
      language = DEFAULT_LANGUAGE,
    ) {
      const { rows, total } = await repo.page({ filters, order, offset, limit });
      return { data: rows.length > 0 ? await presentDetails(rows, viewer, language) : [], total };
    },

    /**
     * Which of `ids` a get-property-list query would list (saved-search alerts): the call's own
     * filters (browseRequest), restricted to those ids; the order and paging do not matter.
     */
    async matchingIds(query: PropertyListQuery, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const { filters } = await browseRequest(query);
      return repo.matchingIds({ ...filters, ids: [...ids] });
    },

    /** How many listings match `filters` (agent pages count visible listings per owner). */
    async countListings(filters: PropertyFilters): Promise<number> {
      return repo.count(filters);
    },

    /** get-property-list: the browse and search call. */
    async list(query: PropertyListQuery, viewer: Viewer | null, language = DEFAULT_LANGUAGE) {
      const { rows, total } = await repo.page(await browseRequest(query));
      const data = await presentItems(rows, viewer, language);
      if (!query.parameter_refs) return { data, total, extra: undefined };
      const shared = shareParameters(data);
      return { data: shared.items, total, extra: { parameters: shared.parameters } };
    },

    /**
     * Listings in detail shape in the order of `ids` (a member's favourites…): those still
     * publicly visible, sold and rented included. The caller decides which ids may be shown.
     */
    async detailsByIds(ids: number[], viewer: Viewer | null, language = DEFAULT_LANGUAGE) {
      if (ids.length === 0) return [];
      const rows = await repo.list({ minPublic: IS_PUBLIC.lookupOnly, ids }, 'newest', 0, ids.length);
      const details = await presentDetails(rows, viewer, language);
      const byId = new Map(details.map((d) => [d.id, d]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Listings in detail shape as their owner sees them (raw SEO fields), any state. */
    async ownerDetails(rows: PropertyRow[], viewer: Viewer, language = DEFAULT_LANGUAGE) {
      return presentDetails(rows, viewer, language, { ownerView: true });
    },

    /** get_property: one listing by id/slug (always an array), or a list in detail shape. */
    async get(
      query: GetPropertyQuery,
      viewer: Viewer | null,
      request: FastifyRequest,
      language = DEFAULT_LANGUAGE,
    ) {
      const userId = viewer?.user.id ?? null;
      const premiumAllowed = await packages.hasAccess(userId, 'premium_properties');
      if (query.id !== undefined || query.slug_id !== undefined) {
        const row = await repo.findByIdOrSlug({ id: query.id, slug_id: query.slug_id });
        // Operators judge listings in every state (the moderation queue links here): like the
        // owner, they open any listing in full, without a package and without counting a view.
        const inFull =
          row !== undefined &&
          viewer !== null &&
          (row.owner_id === viewer.user.id || viewerMay(viewer, 'listings.read'));
        if (!row || (row.is_public < 1 && !inFull)) throw errors.notFound();
        if (row.is_premium && !inFull && !premiumAllowed) {
          const [bundle, ctx] = await Promise.all([
            loadPropertyBundle(relations, [row], userId, { detail: true, language }),
            context(viewer),
          ]);
          const check = await packages.check(userId, 'premium_properties');
          throw packages.gateError(userId, 'premium_properties', check, {
            needsLimit: false,
            preview: presentPremiumPreview(row, bundle, ctx),
          });
        }
        if (query.count_view !== false && !inFull) {
          await views.count('property', row.id, viewerKey(viewer, request));
        }
        const fresh = (await repo.findByIdOrSlug({ id: row.id })) ?? row;
        const [[detail], history] = await Promise.all([
          presentDetails([fresh], viewer, language),
          // Everyone sees price and sale changes; the owner and operators also see the review and
          // on/off story.
          listingHistoryRepository(deps.db).of(
            'property',
            row.id,
            inFull ? undefined : PUBLIC_HISTORY_FIELDS,
          ),
        ]);
        const wantSimilar = query.get_simiilar === true || query.get_similar === true;
        return {
          data: [{ ...detail, history: history.map(presentHistory) }],
          total: 1,
          extra: wantSimilar
            ? { similar_properties: await similar(row, viewer, premiumAllowed, language) }
            : undefined,
        };
      }
      if (query.users_promoted && userId === null) throw errors.notLoggedIn();
      const filters: PropertyFilters = {
        minPublic: IS_PUBLIC.lookupOnly,
        ...(await commonFilters(query)),
        propertyTypes: query.property_type ? [query.property_type] : undefined,
        ownerId: query.users_promoted
          ? userId
          : query.userid === undefined
            ? undefined
            : query.userid === 0
              ? null
              : query.userid,
        excludePremium: !premiumAllowed,
      };
      if (query.users_promoted) filters.promotedOnly = true;
      let order: PropertyOrder = 'newest';
      if (query.most_liked) order = 'most_liked';
      if (query.most_viewed || query.top_rated) order = 'most_viewed';
      const { rows, total } = await repo.page({ filters, order, offset: query.offset, limit: query.limit });
      return { data: await presentDetails(rows, viewer, language), total };
    },

    /**
     * The view a guest's get_property answered from the response cache still counts (the cached
     * answer was visible to guests when stored, and a change since would have dropped it).
     */
    async countGuestView(query: GetPropertyQuery, request: FastifyRequest): Promise<void> {
      if (query.count_view === false || (query.id === undefined && query.slug_id === undefined)) return;
      const row = await repo.findByIdOrSlug({ id: query.id, slug_id: query.slug_id });
      if (row) await views.count('property', row.id, viewerKey(null, request));
    },

    /** get_nearby_properties: city OR state match, newest first, at most 200. */
    async nearby(query: { city?: string; state?: string; type?: 'sell' | 'rent' }) {
      // No place known yet (the client sends empty values): nothing is near, which is not an error.
      if (!query.city && !query.state) return { data: [], total: 0 };
      const { rows, total } = await repo.nearby(query);
      const items = await presentItems(rows, null);
      const data = items.map((i) => ({
        id: i.id,
        slug_id: i.slug_id,
        title: i.title,
        title_image: i.title_image,
        property_type: i.property_type,
        price: i.price,
        rentduration: i.rentduration,
        latitude: i.latitude,
        longitude: i.longitude,
        city: i.city,
        state: i.state,
        country: i.country,
        category_id: i.category_id,
        category: i.category,
        is_premium: i.is_premium,
        promoted: i.promoted,
      }));
      return { data, total };
    },
  };
}

export type PropertyService = ReturnType<typeof propertyService>;
