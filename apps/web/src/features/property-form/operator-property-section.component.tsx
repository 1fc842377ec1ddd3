import { I18nScope } from '@/components/app/i18n-scope.component';
import { QueryProvider } from '@/components/app/query-provider.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { ApiRead } from '@/lib/api-read';
import { publicUrl } from '@/lib/config';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { dehydratedWith } from '@/lib/query-client';
import { getWebSettings } from '@/lib/server-api';
import { facilitiesQueryOptions, getFacilities } from './api/get-facilities';
import { getPostingCategories, postingCategoriesQueryOptions } from './api/get-posting-categories';
import { PropertyForm } from './property-form.client';
import type { EditableProperty } from './property-form.types';

// The member's listing form in the console (/admin/properties/new, /admin/properties/{id}/edit):
// the same fields, checks and uploads, sent to admin/properties (the operator's listing) or
// PATCH admin/properties/{id}; a member's listing also asks the reason its owner is sent. No
// profile or package checks: the operator posts as the operator.

export const ADMIN_PROPERTIES_BASE = '/admin/properties';

export async function OperatorPropertySection({
  read,
  listing,
}: {
  read: ApiRead;
  /** The listing as admin/properties/{id} answers it, or null for a new operator listing. */
  listing: (EditableProperty & { owner: { id: number } }) | null;
}) {
  const [{ t, dictionary }, settingsResult, categories, facilities] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getPostingCategories(read),
    getFacilities(read),
  ]);
  if (categories.kind !== 'success') {
    return <StateNotice tone="error" title={t('propertyFormLoadFailed')} />;
  }
  const settings = settingsResult.kind === 'success' ? settingsResult.body.data : null;
  const state = dehydratedWith([
    [postingCategoriesQueryOptions().queryKey, categories.body.data] as const,
    ...(facilities.kind === 'success'
      ? [[facilitiesQueryOptions().queryKey, facilities.body.data] as const]
      : []),
  ]);
  return (
    <QueryProvider state={state}>
      <I18nScope strings={routeDictionary(dictionary, 'propertyForm')}>
        <PropertyForm
          userId={0} // the operator's drafts, kept apart from any member's
          listing={listing}
          fallbackCenter={null}
          operator={{
            target: listing
              ? { call: `admin/properties/${listing.id}`, method: 'PATCH' }
              : { call: 'admin/properties', method: 'POST' },
            askReason: listing !== null && listing.owner.id !== 0,
            doneBase: ADMIN_PROPERTIES_BASE,
          }}
          settings={{
            currencySymbol: settings?.currency_symbol ?? '$',
            distanceOption: settings?.distance_option ?? 'km',
            tileUrl: settings?.map_tile_url ?? null,
            attribution: settings?.map_tile_attribution ?? null,
            siteUrl: publicUrl(),
          }}
        />
      </I18nScope>
    </QueryProvider>
  );
}
