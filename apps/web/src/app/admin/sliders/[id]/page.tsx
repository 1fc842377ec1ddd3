import { sliderEditRoute } from '@/features/admin-home/slider-edit-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = sliderEditRoute.generateMetadata;

export default sliderEditRoute.Page;
