import { AgentRouteLayout } from '@/features/agents/agent-route.server';

export default AgentRouteLayout;
