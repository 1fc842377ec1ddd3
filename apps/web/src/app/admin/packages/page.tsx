import { packagesRoute } from '@/features/admin-packages/packages-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = packagesRoute.generateMetadata;

export default packagesRoute.Page;
