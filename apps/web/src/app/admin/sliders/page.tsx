import { slidersRoute } from '@/features/admin-home/sliders-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = slidersRoute.generateMetadata;

export default slidersRoute.Page;
