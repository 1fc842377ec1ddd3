import { FaqsRoutePage, faqsMetadata } from '@/features/faqs/faqs-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = faqsMetadata;

export default FaqsRoutePage;
