import { projectsRoute } from '@/features/admin-listings/listings-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = projectsRoute.generateMetadata;

export default projectsRoute.Page;
