import type { AddedPropertiesQuery } from '@domus/shared/schemas/property-manage.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso, toNumber } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import { DEFAULT_LANGUAGE } from '../../lib/caller-language.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import { presentHistory } from '../listings/listing.presenter.js';
import { listingHistoryRepository } from '../listings/listing-history.repository.js';
import { IS_PUBLIC, REQUEST_STATUS } from '../listings/listing-status.js';
import type { PropertyRow } from './property.repository.js';
import type { PropertyService } from './property.service.js';
import { propertyOwnerRepository } from './property-owner.repository.js';

const INTERESTED_SHOWN = 5;
const OTHERS_SHOWN = 10;

function first<T, K>(rows: T[], key: (row: T) => K): Map<K, T> {
  const out = new Map<K, T>();
  for (const row of rows) if (!out.has(key(row))) out.set(key(row), row);
  return out;
}

/** get-added-properties: an owner's listings in any state, with what only the owner sees. */
export function propertyOwnerService(deps: AppDeps, properties: PropertyService) {
  const repo = propertyOwnerRepository(deps.db);

  /** The owner view: the detail with raw SEO fields, plus the owner's extras. */
  async function ownerView(rows: PropertyRow[], viewer: Viewer, language: string) {
    const ids = rows.map((r) => r.id);
    const [details, rejections, ads, live, interested] = await Promise.all([
      properties.ownerDetails(rows, viewer, language),
      repo.rejections(ids),
      repo.advertisements(ids),
      repo.withLiveAdvertisement(ids, deps.now()),
      repo.interested(ids),
    ]);
    const rejection = first(rejections, (r) => r.entity_id);
    const ad = first(ads, (a) => a.property_id);
    const rowById = new Map(rows.map((r) => [r.id, r]));
    return details.map((detail) => {
      const row = rowById.get(detail.id as number) as PropertyRow;
      const rejected = row.request_status === REQUEST_STATUS.rejected ? rejection.get(row.id) : undefined;
      const latestAd = ad.get(row.id);
      return {
        ...detail,
        client_address: row.client_address,
        reject_reason: rejected
          ? { id: rejected.id, reason: rejected.reason, created_at: toIso(rejected.created_at) }
          : null,
        is_feature_available: row.is_public === IS_PUBLIC.browsable && !live.has(row.id),
        advertisement: latestAd
          ? {
              id: latestAd.id,
              for: latestAd.for,
              type: latestAd.type,
              status: toNumber(latestAd.status),
              is_enable: Boolean(latestAd.is_enable),
              start_date: toIso(latestAd.start_date),
              end_date: toIso(latestAd.end_date),
              package_id: latestAd.package_id,
            }
          : null,
        interested_users: interested
          .filter((u) => u.property_id === row.id)
          .slice(0, INTERESTED_SHOWN)
          .map((u) => ({ id: u.id, name: u.name, profile: mediaUrl(deps.storage, u.profile) })),
      };
    });
  }

  return {
    async list(viewer: Viewer, query: AddedPropertiesQuery, language = DEFAULT_LANGUAGE) {
      const ownerId = viewer.user.id;
      if (query.is_promoted) {
        const { rows, total } = await repo.myAdvertisements(ownerId, query.offset, query.limit);
        return {
          data: rows.map(({ category_id, category_name, category_slug_id, ...r }) => ({
            ...r,
            category: { id: category_id, category: category_name, slug_id: category_slug_id },
            price: toNumber(r.price),
            title_image: mediaUrl(deps.storage, r.title_image),
            advertisement_status: toNumber(r.advertisement_status),
            start_date: toIso(r.start_date),
            end_date: toIso(r.end_date),
          })),
          total,
        };
      }
      if (query.id !== undefined || query.slug_id !== undefined) {
        const row = await repo.one(ownerId, { id: query.id, slug_id: query.slug_id });
        if (!row) throw errors.notFound();
        const [others, history] = await Promise.all([
          repo.others(ownerId, row.id, OTHERS_SHOWN),
          listingHistoryRepository(deps.db).of('property', row.id),
        ]);
        const [view] = await ownerView([row], viewer, language);
        return {
          data: [{ ...view, history: history.map(presentHistory) }],
          total: 1,
          extra: { similar_properties: await properties.ownerDetails(others, viewer, language) },
        };
      }
      const { rows, total, totalViews } = await repo.page(
        ownerId,
        {
          propertyTypes: query.property_type,
          statuses: query.status?.map(Number),
          requestStatuses: query.request_status,
        },
        query.offset,
        query.limit,
      );
      return { data: await ownerView(rows, viewer, language), total, extra: { total_views: totalViews } };
    },
  };
}

export type PropertyOwnerService = ReturnType<typeof propertyOwnerService>;
