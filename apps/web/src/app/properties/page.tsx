import { SearchRoutePage, searchPageMetadata } from '@/features/search/search-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('properties', searchPageMetadata);

export default SearchRoutePage;
