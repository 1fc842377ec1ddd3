import { chatSettingsRoute } from '@/features/admin-chat-settings/chat-settings-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = chatSettingsRoute.generateMetadata;

export default chatSettingsRoute.Page;
