import { languageStringsRoute } from '@/features/admin-languages/language-strings-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = languageStringsRoute.generateMetadata;

export default languageStringsRoute.Page;
