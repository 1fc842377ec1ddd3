import { notificationsRoute } from '@/features/admin-notifications/notifications-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = notificationsRoute.generateMetadata;

export default notificationsRoute.Page;
