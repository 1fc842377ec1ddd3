import { SearchRoutePage, searchPageMetadata } from '@/features/search/search-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = searchPageMetadata;

export default SearchRoutePage;
