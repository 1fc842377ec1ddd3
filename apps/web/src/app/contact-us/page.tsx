import { ContactRoutePage, contactMetadata } from '@/features/contact/contact-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = contactMetadata;

export default ContactRoutePage;
