'use client';

import { Spinner } from '@/components/ui/spinner.component';
import { useTranslation } from '@/lib/i18n/i18n-context';

/**
 * Spec §1: pages show the generic spinner while they load. Used as the `loading.tsx` of list
 * routes only: a loading boundary starts the response before the page runs, so under one a page
 * can no longer answer 404 for an unknown slug — detail routes therefore have none (the route
 * progress bar covers their navigations). It fills the viewport so nothing below it (the footer)
 * jumps when the content arrives (a layout shift of 0.6 on the home page before).
 */
export function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} className="min-h-dvh" />;
}
