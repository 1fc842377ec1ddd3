import { moderationRoute } from '@/features/admin-moderation/moderation-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = moderationRoute.generateMetadata;

export default moderationRoute.Page;
