import { myPropertyRoute } from '@/features/my-properties/my-property-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = myPropertyRoute.generateMetadata;

export default myPropertyRoute.Page;
