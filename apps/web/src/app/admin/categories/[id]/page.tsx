import { categoryEditRoute } from '@/features/admin-categories/category-edit-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = categoryEditRoute.generateMetadata;

export default categoryEditRoute.Page;
