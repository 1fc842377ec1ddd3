import { CategoriesRoutePage, categoriesMetadata } from '@/features/catalogue/categories-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('categories', categoriesMetadata);

export default CategoriesRoutePage;
