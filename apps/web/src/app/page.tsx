import { HomeRoutePage, homeMetadata } from '@/features/home/home-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = homeMetadata;

export default HomeRoutePage;
