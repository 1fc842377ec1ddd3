import { myProjectRoute } from '@/features/my-projects/my-project-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = myProjectRoute.generateMetadata;

export default myProjectRoute.Page;
