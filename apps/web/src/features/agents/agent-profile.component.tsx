import Link from 'next/link';
import { MessageOwnerLink } from '@/components/listing/message-owner-link.component';
import { MailIcon, MapPinIcon, PhoneIcon, VerifiedIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { countLabel } from '@/lib/plural.util';
import type { AgentProfile } from './agent.types';

// The agent's header: photo, name with the verified badge, counts, contacts, about and social links.

const SOCIAL: { key: 'facebook_id' | 'twiiter_id' | 'instagram_id' | 'youtube_id'; network: string }[] = [
  { key: 'facebook_id', network: 'Facebook' },
  { key: 'twiiter_id', network: 'X (Twitter)' },
  { key: 'instagram_id', network: 'Instagram' },
  { key: 'youtube_id', network: 'YouTube' },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function safeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function AgentProfileHeader({ agent, t }: { agent: AgentProfile; t: Translate }) {
  const place = agent.address || [agent.city, agent.state, agent.country].filter(Boolean).join(', ');
  const socials = SOCIAL.map((s) => ({
    ...s,
    url: agent[s.key] ? safeUrl(agent[s.key] as string) : null,
  })).filter((s) => s.url);
  return (
    <header className="mx-auto w-full max-w-7xl px-4 pt-10" data-testid="agent-profile">
      <div className="flex flex-col gap-6 rounded-xl border border-gray-200 bg-white p-6 sm:flex-row sm:items-start">
        <div className="relative size-28 shrink-0 overflow-hidden rounded-full bg-gray-200">
          {agent.profile ? (
            <MediaImage src={agent.profile} alt="" fill priority sizes="7rem" className="object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center text-3xl font-bold text-gray-700"
            >
              {initials(agent.name)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-3xl font-bold text-gray-900">
            {agent.name}
            {agent.is_verify ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-sm font-semibold text-sky-800">
                <VerifiedIcon width={18} height={18} aria-hidden="true" />
                {t('verified')}
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-gray-700">
            {countLabel(agent.property_count, 'propertyCountOne', 'propertyCount', t)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {countLabel(agent.projects_count, 'projectCountOne', 'projectCount', t)}
          </p>
          <h2 className="sr-only">{t('agentContact')}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-gray-800">
            {agent.email ? (
              <li className="flex items-center gap-2">
                <MailIcon width={18} height={18} aria-hidden="true" />
                <span className="sr-only">{t('email')}: </span>
                <a
                  href={`mailto:${agent.email}`}
                  className="inline-flex min-h-6 items-center hover:underline"
                >
                  {agent.email}
                </a>
              </li>
            ) : null}
            {agent.mobile ? (
              <li className="flex items-center gap-2">
                <PhoneIcon width={18} height={18} aria-hidden="true" />
                <span className="sr-only">{t('phone')}: </span>
                <a
                  href={`tel:${agent.mobile.replace(/\s+/g, '')}`}
                  className="inline-flex min-h-6 items-center hover:underline"
                  dir="ltr"
                >
                  {agent.mobile}
                </a>
              </li>
            ) : null}
            {place ? (
              <li className="flex items-center gap-2">
                <MapPinIcon width={18} height={18} aria-hidden="true" />
                <span className="sr-only">{t('address')}: </span>
                {place}
              </li>
            ) : null}
          </ul>
          <div className="mt-4">
            <MessageOwnerLink
              owner={agent.id}
              from={`/agents/${encodeURIComponent(agent.slug_id)}`}
              label={t('chatMessageAgent')}
              accessibleName={t('chatMessageAgentNamed', { name: agent.name })}
              look="solid"
            />
          </div>
          {socials.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('followUs')}>
              {socials.map((s) => (
                <li key={s.key}>
                  <Link
                    href={s.url as string}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-3 text-sm font-medium text-gray-900 hover:bg-gray-50"
                  >
                    {s.network}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {agent.about_me ? (
        <section
          aria-labelledby="agent-about"
          className="mt-6 rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="agent-about" className="text-xl font-bold text-gray-900">
            {t('agentAbout', { name: agent.name })}
          </h2>
          <p className="mt-2 whitespace-pre-line text-gray-800">{agent.about_me}</p>
        </section>
      ) : null}
    </header>
  );
}
