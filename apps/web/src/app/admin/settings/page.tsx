import { settingsRoute } from '@/features/admin-settings/settings-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = settingsRoute.generateMetadata;

export default settingsRoute.Page;
