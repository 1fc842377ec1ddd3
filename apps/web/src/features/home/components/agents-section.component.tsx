import { AgentCard } from '@/components/cards/agent-card.component';
import { Section } from '@/components/ui/section.component';
import type { AgentListItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { HOME_CARD_LIMIT } from '../home-sections.util';
import { CardGrid } from './card-grid.component';

export function AgentsSection({ agents, t }: { agents: AgentListItem[]; t: Translate }) {
  const title = t('agentsTitle');
  return (
    <Section
      id="agents"
      title={title}
      viewAll={{ href: '/agents', label: t('viewAll'), accessibleLabel: t('viewAllOf', { section: title }) }}
    >
      <CardGrid>
        {agents.slice(0, HOME_CARD_LIMIT).map((agent) => (
          <li key={`${agent.is_admin ? 'admin' : 'agent'}-${agent.id}`}>
            <AgentCard agent={agent} t={t} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
