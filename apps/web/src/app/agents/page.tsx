import { AgentListRoutePage, agentListMetadata } from '@/features/agents/agent-list-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = agentListMetadata;

export default AgentListRoutePage;
