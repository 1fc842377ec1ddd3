import { verificationDetailRoute } from '@/features/admin-verifications/verification-detail-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = verificationDetailRoute.generateMetadata;

export default verificationDetailRoute.Page;
