import Link from 'next/link';
import { VerifiedIcon } from '@/components/ui/icons.component';
import { MediaImage } from '@/components/ui/media-image.component';
import type { AgentListItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { countLabel } from '@/lib/plural.util';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function AgentCard({ agent, t }: { agent: AgentListItem; t: Translate }) {
  return (
    <article
      className="relative flex h-full flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-5 text-center shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="agent-card"
    >
      <div className="relative size-20 overflow-hidden rounded-full bg-gray-200">
        {agent.profile ? (
          <MediaImage src={agent.profile} alt="" fill sizes="5rem" className="object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-xl font-bold text-gray-700"
          >
            {initials(agent.name)}
          </span>
        )}
      </div>
      <h3 className="flex items-center gap-1 font-semibold text-gray-900">
        <Link
          href={`/agents/${encodeURIComponent(agent.slug_id)}`}
          className="after:absolute after:inset-0 after:content-[''] hover:text-(--brand-ink)"
        >
          {agent.name}
        </Link>
        {agent.is_verified ? (
          <span className="inline-flex text-sky-700" title={t('verified')}>
            <VerifiedIcon width={18} height={18} />
            <span className="sr-only">{t('verified')}</span>
          </span>
        ) : null}
      </h3>
      <p className="text-sm text-gray-600">
        {countLabel(agent.property_count, 'propertyCountOne', 'propertyCount', t)}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {countLabel(agent.projects_count, 'projectCountOne', 'projectCount', t)}
      </p>
    </article>
  );
}
