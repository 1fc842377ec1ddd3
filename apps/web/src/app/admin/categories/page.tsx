import { categoriesRoute } from '@/features/admin-categories/categories-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = categoriesRoute.generateMetadata;

export default categoriesRoute.Page;
