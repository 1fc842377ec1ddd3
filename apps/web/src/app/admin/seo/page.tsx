import { seoRoute } from '@/features/admin-seo/seo-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoRoute.generateMetadata;

export default seoRoute.Page;
