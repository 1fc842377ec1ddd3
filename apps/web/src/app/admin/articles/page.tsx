import { articlesRoute } from '@/features/admin-content/articles-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = articlesRoute.generateMetadata;

export default articlesRoute.Page;
