import { memberNewRoute } from '@/features/admin-members/member-new-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberNewRoute.generateMetadata;

export default memberNewRoute.Page;
