import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getAdminPaymentGateways } from './api/get-admin-payment-gateways';
import { GatewayCard } from './gateway-card.component';
import { gatewayWords } from './gateway-words';

// /admin/payment-gateways: each gateway's switch, currency and publishable key, with what the
// server knows of it. Secret keys live in the server's environment (DESIGN: "secrets only in
// server config"): this page names the variables, never shows or takes a value.

const PATH = '/admin/payment-gateways';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminGatewaysTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const [{ t }, result] = await Promise.all([getI18n(), getAdminPaymentGateways(operatorReader(PATH))]);
  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminGatewaysFailed')}
        action={{ href: PATH, label: t('tryAgain') }}
      />
    );
  } else {
    const extra = result.body as typeof result.body & { system_currency?: string; sandbox?: boolean };
    const systemCurrency = extra.system_currency ?? '';
    const words = gatewayWords(t);
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div
          className="grid gap-2 rounded-xl border border-sky-200 bg-sky-50 p-4 text-gray-900"
          data-testid="gateways-facts"
        >
          <p>{t(extra.sandbox ? 'adminGatewaysSandboxOn' : 'adminGatewaysSandboxOff')}</p>
          <p>{t('adminGatewaysSystemCurrency', { code: systemCurrency })}</p>
        </div>
        {result.body.data.map((gateway) => (
          <GatewayCard
            key={gateway.gateway}
            gateway={gateway}
            systemCurrency={systemCurrency}
            words={words}
            t={t}
          />
        ))}
      </div>
    );
  }
  return (
    <AdminConsole
      current="payment-gateways"
      title={t('adminGatewaysTitle')}
      intro={t('adminGatewaysIntro')}
      t={t}
    >
      {body}
    </AdminConsole>
  );
}

export const gatewaysRoute = { generateMetadata, Page };
