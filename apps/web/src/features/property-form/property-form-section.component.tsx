import Link from 'next/link';
import { notFound } from 'next/navigation';
import { accessDialogFor } from '@/components/access/access-dialog.util';
import { memberReader } from '@/components/access/member-access.server';
import { I18nScope } from '@/components/app/i18n-scope.component';
import { QueryProvider } from '@/components/app/query-provider.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { publicUrl } from '@/lib/config';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { countLabel } from '@/lib/plural.util';
import { dehydratedWith } from '@/lib/query-client';
import { getWebSettings } from '@/lib/server-api';
import { checkPropertyListLimit } from './api/check-package-limit';
import { getEditableProperty } from './api/get-editable-property';
import { facilitiesQueryOptions, getFacilities } from './api/get-facilities';
import { getMemberProfile } from './api/get-member-profile';
import { getPostingCategories, postingCategoriesQueryOptions } from './api/get-posting-categories';
import { formRefusal } from './form-access.util';
import { FormRefusalDialog } from './form-refusal.client';
import { PropertyForm } from './property-form.client';

export const ADD_PROPERTY_PATH = '/user/properties';
export const editPropertyPath = (slug: string) => `/user/edit-property/${encodeURIComponent(slug)}`;

// The listing form's page content (server component), to post (no slug) or edit one of my
// listings: the member's profile, the package check (new listings only), the categories,
// facilities and the listing are read here with the member's cookie. A member who may not post
// yet gets the reason and the way forward, and the "Opps!" dialog says it too.

export async function PropertyFormSection({ slug }: { slug?: string }) {
  const path = slug ? editPropertyPath(slug) : ADD_PROPERTY_PATH;
  const read = memberReader(path);
  const [{ t, dictionary }, settingsResult, profile, categories, facilities, limit, listingResult] =
    await Promise.all([
      getI18n(),
      getWebSettings(),
      getMemberProfile(read),
      getPostingCategories(read),
      getFacilities(read),
      slug ? null : checkPropertyListLimit(read),
      slug ? getEditableProperty(read, slug) : null,
    ]);
  if (listingResult?.kind === 'error' && listingResult.status === 404) notFound();
  const listing = listingResult?.kind === 'success' ? (listingResult.body.data[0] ?? null) : null;
  const settings = settingsResult.kind === 'success' ? settingsResult.body.data : null;
  if (profile.kind !== 'success' || (slug && !listing) || (limit && limit.kind !== 'success')) {
    return (
      <StateNotice
        tone="error"
        title={t('propertyFormLoadFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  }
  const user = profile.body.data;

  const refusal = formRefusal(user, settings, limit?.kind === 'success' ? limit.body.data : null);
  if (refusal) {
    const dialog = accessDialogFor(refusal.code, refusal.details, path);
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-6" data-testid="property-form-refused">
        <p className="font-semibold text-gray-900">{t('propertyFormBlockedTitle')}</p>
        <p className="mt-1 text-gray-800">{dialog?.message ? t(dialog.message) : dialog?.text}</p>
        {dialog?.message && dialog.text ? <p className="mt-1 text-sm text-gray-700">{dialog.text}</p> : null}
        {dialog?.action.kind === 'link' ? (
          <Link
            href={dialog.action.href}
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
          >
            {t(dialog.action.label)}
          </Link>
        ) : null}
        <FormRefusalDialog code={refusal.code} details={refusal.details} />
      </div>
    );
  }

  const remaining = limit?.kind === 'success' ? limit.body.data.remaining : null;
  const home =
    typeof user.latitude === 'number' && typeof user.longitude === 'number'
      ? { latitude: user.latitude, longitude: user.longitude }
      : null;
  const state = dehydratedWith([
    ...(categories.kind === 'success'
      ? [[postingCategoriesQueryOptions().queryKey, categories.body.data] as const]
      : []),
    ...(facilities.kind === 'success'
      ? [[facilitiesQueryOptions().queryKey, facilities.body.data] as const]
      : []),
  ]);

  return (
    <div className="grid gap-6">
      {listing ? (
        <p>
          <Link
            href={`/my-property/${encodeURIComponent(listing.slug_id)}`}
            className="font-semibold text-(--brand-ink) underline underline-offset-2"
          >
            {t('propertyFormBackToListing', { title: listing.title })}
          </Link>
        </p>
      ) : null}
      {remaining !== null && remaining !== undefined ? (
        <p className="text-gray-800" data-testid="units-left">
          {countLabel(remaining, 'propertyFormUnitsLeftOne', 'propertyFormUnitsLeft', t)}
        </p>
      ) : null}
      <QueryProvider state={state}>
        <I18nScope strings={routeDictionary(dictionary, 'propertyForm')}>
          <PropertyForm
            userId={user.id}
            listing={listing}
            fallbackCenter={home}
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
    </div>
  );
}
