import { verificationsRoute } from '@/features/admin-verifications/verifications-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = verificationsRoute.generateMetadata;

export default verificationsRoute.Page;
