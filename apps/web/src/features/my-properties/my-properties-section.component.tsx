import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { AdState } from '@/components/featuring/ad-state.component';
import { FeatureButton } from '@/components/featuring/feature-button.client';
import { FeaturingScope } from '@/components/featuring/featuring-scope.component';
import { MediaImage } from '@/components/ui/media-image.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceLabel } from '@/lib/price-label.util';
import { getAddedProperties } from './api/get-added-properties';
import { ListingActions } from './listing-actions.client';
import { ListingStateBadges } from './listing-state-badges.component';
import { MY_PROPERTIES_TABS, type tabOf } from './my-properties-tabs.util';

export const MY_PROPERTIES_PATH = '/user/my-properties';
/** The listing form's page (features/property-form), linked by path: features do not import each other. */
const ADD_PROPERTY_PATH = '/user/properties';

// /user/my-properties's content (server component): tabs by state, then my listings with their
// state, views and interest, and the actions an owner has.

export async function MyPropertiesSection({
  tab,
  priceOptions,
  placeholder,
  t,
}: {
  tab: ReturnType<typeof tabOf>;
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
  t: Translate;
}) {
  const path = tab.id === 'all' ? MY_PROPERTIES_PATH : `${MY_PROPERTIES_PATH}?tab=${tab.id}`;
  const [result, { code }] = await Promise.all([
    getAddedProperties(memberReader(path), tab.filters),
    getI18n(),
  ]);
  const add = (
    <p>
      <Link
        href={ADD_PROPERTY_PATH}
        prefetch={false}
        className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        data-testid="add-property"
      >
        {t('myPropertiesAdd')}
      </Link>
    </p>
  );
  const tabs = (
    <nav aria-label={t('myPropertiesTabs')} className="flex flex-wrap gap-2">
      {MY_PROPERTIES_TABS.map((item) => (
        <Link
          key={item.id}
          href={item.id === 'all' ? MY_PROPERTIES_PATH : `${MY_PROPERTIES_PATH}?tab=${item.id}`}
          prefetch={false}
          aria-current={item.id === tab.id ? 'page' : undefined}
          className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-medium text-gray-800 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
        >
          {t(item.key)}
        </Link>
      ))}
    </nav>
  );
  if (result.kind !== 'success') {
    return (
      <div className="grid gap-6">
        {add}
        {tabs}
        <StateNotice
          tone="error"
          title={t('myPropertiesFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      </div>
    );
  }
  const items = result.body.data;
  return (
    <div className="grid gap-6">
      {add}
      {tabs}
      {items.length === 0 ? (
        <StateNotice tone="empty" title={t('myPropertiesEmpty')} />
      ) : (
        <FeaturingScope>
          <ul className="grid gap-4" data-testid="my-properties">
            {items.map((property) => {
              const price = priceLabel(property, priceOptions, t);
              return (
                <li
                  key={property.id}
                  className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[10rem_1fr]"
                  data-testid="my-property"
                >
                  <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
                    <MediaImage
                      src={property.title_image ?? placeholder}
                      alt=""
                      fill
                      sizes="10rem"
                      className="object-cover"
                    />
                  </div>
                  <div className="grid gap-2">
                    <ListingStateBadges property={property} t={t} />
                    <h2 className="text-lg font-semibold text-gray-900">
                      <Link
                        href={`/my-property/${encodeURIComponent(property.slug_id)}`}
                        className="hover:text-(--brand-ink)"
                      >
                        {property.title}
                      </Link>
                    </h2>
                    <p className="text-gray-800">
                      <bdi>{price.amount}</bdi> {price.period ?? ''}
                    </p>
                    <p className="text-sm text-gray-700">
                      {t('myPropertiesStats', {
                        views: property.total_view ?? 0,
                        favourites: property.total_favourite_users ?? 0,
                        interested: property.total_interested_users ?? 0,
                      })}
                    </p>
                    {property.reject_reason ? (
                      <p className="text-sm text-red-800">
                        {t('myPropertiesRejectReason', { reason: property.reject_reason.reason })}
                      </p>
                    ) : null}
                    <AdState ad={property.advertisement} t={t} locale={code} />
                    <div className="flex flex-wrap gap-2">
                      <ListingActions
                        id={property.id}
                        slug={property.slug_id}
                        title={property.title}
                        propertyType={property.property_type}
                        active={property.status === 1}
                        approved={property.request_status === 'approved'}
                      />
                      {property.is_feature_available ? (
                        <FeatureButton kind="property" id={property.id} title={property.title} />
                      ) : null}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </FeaturingScope>
      )}
    </div>
  );
}
