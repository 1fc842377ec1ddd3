import { contactRequestRoute } from '@/features/admin-contact/contact-request-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = contactRequestRoute.generateMetadata;

export default contactRequestRoute.Page;
