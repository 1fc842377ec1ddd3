import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings } from '@/lib/server-api';
import type { AdminPackage } from './admin-packages.types';
import { getAdminPackage } from './api/get-admin-package';
import { PackageForm } from './package-form.client';
import { packageFormWords } from './package-form-words';
import { PACKAGES_PATH } from './packages-params.util';

// /admin/packages/new and /admin/packages/{id}: the package form, empty or with the package as
// the API holds it. Read on the server with the operator's session; an unknown id is the 404 page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminPackagesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

/** The package's id from the address, or null for /new. */
function idOf(raw: string): number | null | 'invalid' {
  if (raw === 'new') return null;
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

async function Page({ params }: { params: Promise<{ id?: string }> }) {
  const id = idOf((await params).id ?? 'new');
  if (id === 'invalid') notFound();
  const path = id === null ? `${PACKAGES_PATH}/new` : `${PACKAGES_PATH}/${id}`;
  const read = operatorReader(path);
  // Even /new asks the API once: that read is the operator check (a member meets the 404 page).
  const [{ t }, settings, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    id === null ? read<unknown[]>('admin/packages', { limit: 1 }) : getAdminPackage(read, id),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  const pkg = id !== null && result.kind === 'success' ? (result.body.data as AdminPackage) : null;
  const currency = settings.kind === 'success' ? (settings.body.data.selected_currency_data?.code ?? '') : '';
  const title = pkg ? t('adminPackageEditTitle', { name: pkg.name }) : t('adminPackageNewTitle');

  return (
    <AdminConsole current="packages" title={title} t={t}>
      <p className="mb-6">
        <Link
          href={PACKAGES_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminPackageBack')}
        </Link>
      </p>
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminPackagesFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      ) : (
        // Keyed by the stored row: after a save the page renders again and the form starts over.
        <PackageForm
          key={pkg ? `${pkg.id}-${pkg.updated_at}` : 'new'}
          pkg={pkg}
          words={packageFormWords(t)}
          currency={currency}
        />
      )}
    </AdminConsole>
  );
}

export const packageEditRoute = { generateMetadata, Page };
