import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { I18nScope } from '@/components/app/i18n-scope.component';
import { QueryProvider } from '@/components/app/query-provider.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Dictionary, Translate } from '@/lib/i18n/translate.util';
import { dehydratedWith } from '@/lib/query-client';
import { serverRead } from '@/lib/server-api';
import { getPackages, packagesQueryOptions } from './api/get-package';
import { PlansList } from './plans-list.client';

export const PLANS_PAGE_PATH = '/subscription-plan';

// /subscription-plan's content (server component): the packages are read here, with the member's
// session when there is one (their active packages, and what they hold left out of the offer),
// and handed to the island's query, which reads them again after a free plan is activated.

const guestStrings = (dictionary: Dictionary): Dictionary => ({
  paymentSignInToBuy: dictionary.paymentSignInToBuy ?? '',
});

export async function PlansSection({
  t,
  price,
  signedIn,
}: {
  t: Translate;
  price: PriceFormatOptions;
  signedIn: boolean;
}) {
  const [packages, { dictionary }] = await Promise.all([getPackages(serverRead), getI18n()]);
  if (packages.kind !== 'success') {
    return (
      <StateNotice
        tone="error"
        title={t('plansFailed')}
        action={{ href: PLANS_PAGE_PATH, label: t('tryAgain') }}
      />
    );
  }
  return (
    <QueryProvider state={dehydratedWith([[packagesQueryOptions().queryKey, packages.body.data]])}>
      {/* The buy dialog's strings only for a member: a guest is just asked to sign in. */}
      <I18nScope strings={signedIn ? routeDictionary(dictionary, 'payment') : guestStrings(dictionary)}>
        <PlansList price={price} signedIn={signedIn} />
      </I18nScope>
    </QueryProvider>
  );
}
