import { membersRoute } from '@/features/admin-members/members-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = membersRoute.generateMetadata;

export default membersRoute.Page;
