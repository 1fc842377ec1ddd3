import { faqsAdminRoute } from '@/features/admin-content/faqs-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = faqsAdminRoute.generateMetadata;

export default faqsAdminRoute.Page;
