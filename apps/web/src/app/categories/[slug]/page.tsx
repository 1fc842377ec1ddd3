import { categoryLanding } from '@/features/search/landing-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = categoryLanding.generateMetadata;

export default categoryLanding.Page;
