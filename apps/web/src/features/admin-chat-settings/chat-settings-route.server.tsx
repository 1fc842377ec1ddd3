import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { getAdminChatSettings } from './api/get-admin-chat-settings';
import { ChatSettingsForm } from './chat-settings-form.client';

// /admin/chat-settings: the chat's abuse limits, contact masking and scam rules in one form. Read
// on the server with the operator's session; a member meets the 404 page, a guest the sign-in page.

const PATH = '/admin/chat-settings';

const WORDS = [
  'adminChatSettingsPerMinute',
  'adminChatSettingsNewDays',
  'adminChatSettingsNewPerDay',
  'adminChatSettingsMaskDays',
  'adminChatSettingsMaskHint',
  'adminChatSettingsRules',
  'adminChatSettingsRulesHint',
  'adminChatSettingsSave',
  'adminChatSettingsSaving',
  'adminChatSettingsFixErrors',
] as const satisfies readonly TranslationKey[];

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminChatSettingsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const read = operatorReader(PATH);
  const [{ t }, result] = await Promise.all([getI18n(), getAdminChatSettings(read)]);
  return (
    <AdminConsole
      current="chat-settings"
      title={t('adminChatSettingsTitle')}
      intro={t('adminChatSettingsIntro')}
      t={t}
    >
      {result.kind === 'success' ? (
        <ChatSettingsForm
          settings={result.body.data}
          words={Object.fromEntries(WORDS.map((key) => [key, t(key)]))}
        />
      ) : (
        <StateNotice
          tone="error"
          title={t('adminChatSettingsFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      )}
    </AdminConsole>
  );
}

export const chatSettingsRoute = { generateMetadata, Page };
