import { AgentRoutePage, agentMetadata } from '@/features/agents/agent-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = agentMetadata;

export default AgentRoutePage;
