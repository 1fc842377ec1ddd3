import { contactRequestsRoute } from '@/features/admin-contact/contact-requests-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = contactRequestsRoute.generateMetadata;

export default contactRequestsRoute.Page;
