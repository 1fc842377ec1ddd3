import { languagesRoute } from '@/features/admin-languages/languages-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = languagesRoute.generateMetadata;

export default languagesRoute.Page;
