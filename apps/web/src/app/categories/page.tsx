import { CategoriesRoutePage, categoriesMetadata } from '@/features/catalogue/categories-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = categoriesMetadata;

export default CategoriesRoutePage;
