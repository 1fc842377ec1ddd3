import { FaqsRoutePage, faqsMetadata } from '@/features/faqs/faqs-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('faqs', faqsMetadata);

export default FaqsRoutePage;
