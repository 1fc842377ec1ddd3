import { HomeRoutePage, homeMetadata } from '@/features/home/home-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('home', homeMetadata);

export default HomeRoutePage;
