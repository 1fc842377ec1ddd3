import { auditLogRoute } from '@/features/admin-audit-log/audit-log-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = auditLogRoute.generateMetadata;

export default auditLogRoute.Page;
