import { projectRoute } from '@/features/project-detail/project-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = projectRoute.generateMetadata;

export default projectRoute.Page;
