import { SETTING_GROUP_NAMES } from '@domus/shared/schemas/admin-settings.schema';
import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminSettings } from './api/get-admin-settings';
import { groupKey } from './setting-fields.util';
import { SettingGroupForm } from './setting-group-form.client';
import { settingsWords } from './settings-words';

// /admin/settings: every operator setting, one form per group (contract §4.17). Secrets of
// gateways and providers are server config and never appear; write-only keys show set / not set.

const PATH = '/admin/settings';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminSettingsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminSettings(operatorReader(PATH))]);
  const body =
    result.kind !== 'success' ? (
      <StateNotice
        tone="error"
        title={t('adminSettingsFailed')}
        action={{ href: PATH, label: t('tryAgain') }}
      />
    ) : (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {SETTING_GROUP_NAMES.map((group) => (
          <section
            key={group}
            aria-labelledby={`settings-${group}`}
            className="rounded-xl border border-gray-200 bg-white p-5"
          >
            <h2 id={`settings-${group}`} className="mb-4 text-xl font-semibold text-gray-900">
              {t(groupKey(group))}
            </h2>
            <SettingGroupForm
              group={group}
              values={result.body.data[group] ?? {}}
              words={settingsWords(t, group)}
            />
          </section>
        ))}
      </div>
    );
  return (
    <AdminConsole current="settings" title={t('adminSettingsTitle')} intro={t('adminSettingsIntro')} t={t}>
      {body}
    </AdminConsole>
  );
}

export const settingsRoute = { generateMetadata, Page };
