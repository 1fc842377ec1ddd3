'use client';

import { Spinner } from '@/components/ui/spinner.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

// Spec §1: pages show the generic spinner while they load. A client component so it shows at once,
// in the page's language, without a server round trip.
export default function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}
