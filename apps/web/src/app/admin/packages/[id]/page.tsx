import { packageEditRoute } from '@/features/admin-packages/package-edit-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = packageEditRoute.generateMetadata;

export default packageEditRoute.Page;
