import type { Translate } from '@/lib/i18n/translate.util';

/** Shown instead of every page while web-settings `web_maintenance_mode` is on; the API keeps serving. */
export function MaintenanceNotice({ t }: { t: Translate }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('maintenanceTitle')}</h1>
      <p className="mt-4 text-lg text-gray-700">{t('maintenanceMessage')}</p>
    </div>
  );
}
