import type { ReactNode } from 'react';
import { I18nScope } from '@/components/app/i18n-scope.component';
import { routeDictionary } from '@/lib/i18n/i18n.util';
import { getI18n } from '@/lib/i18n/server-i18n';

/** Hands the Feature dialog's strings (route-scoped `featuring…`) to the islands inside, once per page. */
export async function FeaturingScope({ children }: { children: ReactNode }) {
  const { dictionary } = await getI18n();
  return <I18nScope strings={routeDictionary(dictionary, 'featuring')}>{children}</I18nScope>;
}
