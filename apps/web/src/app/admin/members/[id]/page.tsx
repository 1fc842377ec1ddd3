import { memberDetailRoute } from '@/features/admin-members/member-detail-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberDetailRoute.generateMetadata;

export default memberDetailRoute.Page;
