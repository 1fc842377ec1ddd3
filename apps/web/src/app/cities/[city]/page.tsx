import { cityLanding } from '@/features/search/landing-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = cityLanding.generateMetadata;

export default cityLanding.Page;
