import Link from 'next/link';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons.component';
import type { WebSettings } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';

// Company contacts, social links and the legal pages, all from web-settings.

const SOCIAL_NETWORKS = [
  { key: 'facebook_id', name: 'Facebook' },
  { key: 'instagram_id', name: 'Instagram' },
  { key: 'twitter_id', name: 'X' },
  { key: 'youtube_id', name: 'YouTube' },
] as const;

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** `playstore_id` / `appstore_id` may be a store URL or a bare id. */
export function appStoreLinks(settings: WebSettings | null): Array<{ name: string; href: string }> {
  const links: Array<{ name: string; href: string }> = [];
  const play = settings?.playstore_id?.trim();
  if (play) {
    links.push({
      name: 'Google Play',
      href: isHttpUrl(play)
        ? play
        : `https://play.google.com/store/apps/details?id=${encodeURIComponent(play)}`,
    });
  }
  const apple = settings?.appstore_id?.trim();
  if (apple) {
    const id = apple.replace(/^id/i, '');
    links.push({
      name: 'App Store',
      href: isHttpUrl(apple) ? apple : `https://apps.apple.com/app/id${encodeURIComponent(id)}`,
    });
  }
  return links;
}

const linkClass =
  'inline-flex min-h-6 items-center gap-2 text-gray-200 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter({
  settings,
  companyName,
  t,
}: {
  settings: WebSettings | null;
  companyName: string;
  t: Translate;
}) {
  const phones = [settings?.company_tel1, settings?.company_tel2].filter((p): p is string => Boolean(p));
  const socials = SOCIAL_NETWORKS.flatMap(({ key, name }) => {
    const href = settings?.[key];
    return href && isHttpUrl(href) ? [{ name, href }] : [];
  });
  const apps = appStoreLinks(settings);
  const year = new Date().getUTCFullYear();

  return (
    <footer className="mt-16 bg-gray-900 text-gray-200 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{companyName}</p>
          {settings?.company_address ? (
            <p className="mt-3 flex gap-2 text-sm">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
              <span>
                <span className="sr-only">{t('address')}: </span>
                {settings.company_address}
              </span>
            </p>
          ) : null}
        </div>

        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('getInTouch')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {settings?.company_email ? (
              <li>
                <a href={`mailto:${settings.company_email}`} className={linkClass}>
                  <MailIcon width={18} height={18} />
                  <span className="sr-only">{t('email')}: </span>
                  {settings.company_email}
                </a>
              </li>
            ) : null}
            {phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  <PhoneIcon width={18} height={18} />
                  <span className="sr-only">{t('phone')}: </span>
                  <bdi>{phone}</bdi>
                </a>
              </li>
            ))}
            <li>
              <Link href="/contact-us" className={linkClass}>
                {t('contactUs')}
              </Link>
            </li>
          </ul>
        </div>

        <nav aria-label={t('usefulLinks')}>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('usefulLinks')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link href="/about-us" className={linkClass}>
                {t('aboutUs')}
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" className={linkClass}>
                {t('termsConditions')}
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy" className={linkClass}>
                {t('privacyPolicy')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          {socials.length > 0 ? (
            <>
              <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('followUs')}</h2>
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-3 text-sm">
                {socials.map(({ name, href }) => (
                  <li key={name}>
                    <a
                      href={href}
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={t('socialLink', { company: companyName, network: name })}
                      className={linkClass}
                    >
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {apps.length > 0 ? (
            <>
              <h2 className="mt-8 text-sm font-bold uppercase tracking-wide text-white">{t('getTheApp')}</h2>
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-3 text-sm">
                {apps.map(({ name, href }) => (
                  <li key={name}>
                    <a href={href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-gray-300">
          {t('copyright', { year, company: companyName })}
        </p>
      </div>
    </footer>
  );
}
