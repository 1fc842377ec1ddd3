import { chatReportRoute } from '@/features/admin-chat-reports/chat-report-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = chatReportRoute.generateMetadata;

export default chatReportRoute.Page;
