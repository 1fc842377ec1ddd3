import { chatReportsRoute } from '@/features/admin-chat-reports/chat-reports-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = chatReportsRoute.generateMetadata;

export default chatReportsRoute.Page;
