import { ContactRoutePage, contactMetadata } from '@/features/contact/contact-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('contact', contactMetadata);

export default ContactRoutePage;
