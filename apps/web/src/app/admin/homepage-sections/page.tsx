import { homepageSectionsRoute } from '@/features/admin-home/homepage-sections-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = homepageSectionsRoute.generateMetadata;

export default homepageSectionsRoute.Page;
