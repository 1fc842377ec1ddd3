import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { ApiRead } from '@/lib/api-read';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import type { AdminListingRecord, OperatorFormSlot } from './admin-listing-form.types';
import { getAdminProject } from './api/get-admin-project';
import { getAdminProperty } from './api/get-admin-property';

// /admin/properties/new, /admin/properties/{id}/edit and the same for /admin/projects: the
// console's frame around the member's listing form (given by the page as `Form`: features do not
// import each other). The listing, its owner and its moderation state are read on the server with
// the operator's session; an unknown id is the 404, and so is the page for anyone the API does
// not take for an operator.

export type AdminListingKind = 'property' | 'project';

interface KindConfig {
  /** The console's section (highlighted in its navigation) and the API's plural. */
  section: 'properties' | 'projects';
  get(read: ApiRead, id: number): ReturnType<typeof getAdminProperty>;
  publicPath(slug: string): string;
  title: TranslationKey;
  newTitle: TranslationKey;
  newIntro: TranslationKey;
}

const KINDS: Record<AdminListingKind, KindConfig> = {
  property: {
    section: 'properties',
    get: getAdminProperty,
    publicPath: (slug) => `/properties-details/${encodeURIComponent(slug)}`,
    title: 'adminListingPropertyTitle',
    newTitle: 'adminListingNewProperty',
    newIntro: 'adminListingNewIntro',
  },
  project: {
    section: 'projects',
    get: getAdminProject,
    publicPath: (slug) => `/project-details/${encodeURIComponent(slug)}`,
    title: 'adminListingProjectTitle',
    newTitle: 'adminListingNewProject',
    newIntro: 'adminListingNewProjectIntro',
  },
};

/** The moderation states as the console's listing tables name them. */
const MODERATION_KEYS: Record<string, TranslationKey> = {
  pending: 'adminListingsTabPending',
  approved: 'adminListingsTabApproved',
  rejected: 'adminListingsTabRejected',
};

function idOf(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

export function adminListingRoute(kind: AdminListingKind, Form: OperatorFormSlot) {
  const config = KINDS[kind];
  const base = `/admin/${config.section}`;

  async function generateMetadata(): Promise<Metadata> {
    const { t } = await getI18n();
    return {
      title: `${t(config.title)} · ${t('adminConsoleTitle')}`,
      robots: { index: false, follow: false },
    };
  }

  async function Page({ params }: { params: Promise<{ id?: string }> }) {
    const id = idOf((await params).id);
    if (id === 'invalid') notFound();
    const path = id === null ? `${base}/new` : `${base}/${id}/edit`;
    const read = operatorReader(path);
    // Even /new asks the API once: that read is the operator check.
    const [{ t }, result] = await Promise.all([
      getI18n(),
      id === null ? read<unknown[]>(`admin/${config.section}`, { limit: 1 }) : config.get(read, id),
    ]);
    if (result.kind === 'error' && result.status === 404) notFound();
    const listing =
      id !== null && result.kind === 'success' ? (result.body.data as AdminListingRecord) : null;
    const title = listing ? t('adminListingEditTitle', { title: listing.title }) : t(config.newTitle);
    const moderation = listing ? MODERATION_KEYS[listing.request_status] : undefined;
    return (
      <AdminConsole current={config.section} title={title} t={t}>
        {listing ? (
          <dl className="mb-6 grid gap-1 text-gray-800 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="font-semibold">{t('adminListingOwner')}</dt>
            <dd data-testid="listing-owner" className="break-words">
              {listing.owner.id === 0
                ? t('adminListingOperatorOwner', { name: listing.owner.name ?? '' })
                : `${listing.owner.name ?? ''}${listing.owner.email ? ` · ${listing.owner.email}` : ''}`}
            </dd>
            <dt className="font-semibold">{t('adminListingModeration')}</dt>
            <dd data-testid="listing-moderation">{moderation ? t(moderation) : listing.request_status}</dd>
            <dt className="font-semibold">{t('adminListingPublicPage')}</dt>
            <dd className="break-words">
              <Link
                href={config.publicPath(listing.slug_id)}
                prefetch={false}
                className="font-medium text-(--brand-ink) underline underline-offset-2"
              >
                {listing.title}
              </Link>
            </dd>
          </dl>
        ) : (
          <p className="mb-6 text-gray-800">{t(config.newIntro)}</p>
        )}
        {result.kind !== 'success' ? (
          <StateNotice
            tone="error"
            title={t('propertyFormLoadFailed')}
            action={{ href: path, label: t('tryAgain') }}
          />
        ) : (
          <Form read={read} listing={listing} />
        )}
      </AdminConsole>
    );
  }

  return { generateMetadata, Page };
}
