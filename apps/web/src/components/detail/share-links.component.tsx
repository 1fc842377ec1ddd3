import { CopyLinkButton } from '@/components/media/copy-link-button.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { emailShareLink, shareLinks } from './detail.util';

// Share a listing with plain links (no third-party scripts) and a copy-link button.

const LINK =
  'inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50';

export function ShareLinks({ url, title, t }: { url: string; title: string; t: Translate }) {
  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-xl border border-gray-200 bg-white p-5"
      data-testid="share"
    >
      <h2 id="share-heading" className="mb-3 text-lg font-bold text-gray-900">
        {t('shareTitle')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          <CopyLinkButton url={url} className={LINK} />
        </li>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
              aria-label={t('shareOn', { network: link.network })}
            >
              {link.network}
            </a>
          </li>
        ))}
        <li>
          <a href={emailShareLink(url, title)} className={LINK}>
            {t('shareByEmail')}
          </a>
        </li>
      </ul>
    </section>
  );
}
