import Link from 'next/link';
import { getI18n } from '@/lib/i18n/server-i18n';

export default async function NotFound() {
  const { t } = await getI18n();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-gray-700">{t('notFoundMessage')}</p>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
      >
        {t('backHome')}
      </Link>
    </div>
  );
}
