import { articleEditRoute } from '@/features/admin-content/article-edit-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = articleEditRoute.generateMetadata;

export default articleEditRoute.Page;
