import type { Metadata } from 'next';
import { UnsubscribeView } from '@/features/saved-searches/unsubscribe-view.component';
import { getI18n } from '@/lib/i18n/server-i18n';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false } };
}

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ t }, params] = await Promise.all([getI18n(), searchParams]);
  const raw = Array.isArray(params.token) ? params.token[0] : params.token;
  return <UnsubscribeView token={raw?.trim() ? raw.trim() : null} t={t} />;
}
