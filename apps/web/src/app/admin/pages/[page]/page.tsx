import { pagesAdminRoute } from '@/features/admin-content/pages-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = pagesAdminRoute.generateMetadata;

export default pagesAdminRoute.EditPage;
