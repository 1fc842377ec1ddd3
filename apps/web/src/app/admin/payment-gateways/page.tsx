import { gatewaysRoute } from '@/features/admin-payment-gateways/gateways-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = gatewaysRoute.generateMetadata;

export default gatewaysRoute.Page;
