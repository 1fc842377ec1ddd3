import { CitiesRoutePage, citiesMetadata } from '@/features/catalogue/cities-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = citiesMetadata;

export default CitiesRoutePage;
