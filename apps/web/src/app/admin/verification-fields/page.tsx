import { verificationFieldsRoute } from '@/features/admin-verifications/verification-fields-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = verificationFieldsRoute.generateMetadata;

export default verificationFieldsRoute.Page;
