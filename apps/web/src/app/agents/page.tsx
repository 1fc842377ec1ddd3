import { AgentListRoutePage, agentListMetadata } from '@/features/agents/agent-list-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('agents', agentListMetadata);

export default AgentListRoutePage;
