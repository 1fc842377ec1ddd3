import Link from 'next/link';
import { MailIcon, PhoneIcon, VerifiedIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate } from '@/lib/i18n/translate.util';

// The owner, agent or developer of a listing: photo, name, verified badge, a link to the agent page,
// and contacts only when the API gives them (a member's are hidden from guests).

export interface PersonCardProps {
  heading: string;
  name: string;
  slugId: string | null;
  profile: string | null;
  verified: boolean;
  email?: string | null;
  mobile?: string | null;
  placeholder?: string | null;
  t: Translate;
}

export function PersonCard({
  heading,
  name,
  slugId,
  profile,
  verified,
  email,
  mobile,
  placeholder,
  t,
}: PersonCardProps) {
  const image = profile ?? placeholder ?? null;
  return (
    <section
      aria-labelledby="person-card-heading"
      className="rounded-xl border border-gray-200 bg-white p-5"
      data-testid="owner-card"
    >
      <h2 id="person-card-heading" className="mb-4 text-lg font-bold text-gray-900">
        {heading}
      </h2>
      <div className="flex items-center gap-4">
        <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-gray-100">
          <MediaImage src={image} alt="" fill sizes="64px" className="object-cover" />
        </div>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 text-lg font-semibold text-gray-900">
            <span className="truncate">{name}</span>
            {verified ? (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
                <VerifiedIcon width={18} height={18} />
                {t('verified')}
              </span>
            ) : null}
          </p>
          {slugId ? (
            <Link
              href={`/agents/${encodeURIComponent(slugId)}`}
              className="inline-flex min-h-6 items-center font-medium text-(--brand-ink) underline-offset-2 hover:underline"
              data-testid="owner-link"
            >
              {t('viewProfileOf', { name })}
            </Link>
          ) : null}
        </div>
      </div>
      {email || mobile ? (
        <ul className="mt-4 space-y-2">
          {mobile ? (
            <li>
              <a
                href={`tel:${mobile}`}
                className="inline-flex min-h-11 w-full items-center gap-2 rounded-md border border-gray-300 px-3 font-medium text-gray-900 hover:bg-gray-50"
              >
                <PhoneIcon width={18} height={18} />
                <span className="sr-only">{t('phone')}: </span>
                <bdi dir="ltr">{mobile}</bdi>
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-11 w-full items-center gap-2 rounded-md border border-gray-300 px-3 font-medium text-gray-900 hover:bg-gray-50"
              >
                <MailIcon width={18} height={18} />
                <span className="sr-only">{t('email')}: </span>
                <span className="truncate">{email}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
