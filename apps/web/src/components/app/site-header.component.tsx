import Link from 'next/link';
import { AccessLayerMount } from '@/components/access/access-layer-mount.client';
import { getSessionState } from '@/components/access/session-state.server';
import { MediaImage } from '@/components/ui/media-image.component';
import type { LanguageListItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { AccountMenu } from './account-menu.client';
import { LanguageSwitcher } from './language-switcher.component';
import { MainNav } from './main-nav.component';

export interface SiteHeaderProps {
  companyName: string;
  logo: string | null;
  languages: LanguageListItem[];
  t: Translate;
}

export async function SiteHeader({ companyName, logo, languages, t }: SiteHeaderProps) {
  // Decided on the server, so the account area renders right without a flash (see session-state).
  const session = await getSessionState();
  return (
    <header className="relative z-20 border-b border-gray-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:gap-3">
        <Link
          href="/"
          aria-label={t('homeLink', { company: companyName })}
          className="me-auto flex min-h-11 items-center lg:me-4"
        >
          {logo ? (
            <span className="relative block h-10 w-28 sm:w-36">
              <MediaImage
                src={logo}
                alt=""
                fill
                sizes="9rem"
                className="object-contain object-left rtl:object-right"
              />
            </span>
          ) : (
            <span className="text-xl font-extrabold tracking-tight text-(--brand-ink)">{companyName}</span>
          )}
        </Link>
        <MainNav />
        <LanguageSwitcher languages={languages} />
        <AccountMenu serverState={session} />
      </div>
      <AccessLayerMount serverState={session} />
    </header>
  );
}
