import type { Dictionary, Translate } from '@/lib/i18n/translate.util';
import { type AdminGateway, GATEWAY_NAMES } from './admin-payment-gateways.types';
import { GatewayForm } from './gateway-form.client';

// One gateway: what the server says of it (mode, whether its secret keys are set and in which
// variables, the webhook URL to paste in its dashboard, whether buyers are offered it now), then
// its form. Secret keys are never shown nor asked for here: only the variables' names.

const MODE_KEYS = {
  live: 'adminGatewaysModeLive',
  sandbox: 'adminGatewaysModeSandbox',
  unavailable: 'adminGatewaysModeUnavailable',
} as const;

const MODE_LOOKS = {
  live: 'bg-emerald-100 text-emerald-900',
  sandbox: 'bg-sky-100 text-sky-900',
  unavailable: 'bg-gray-200 text-gray-900',
} as const;

export function GatewayCard({
  gateway,
  systemCurrency,
  words,
  t,
}: {
  gateway: AdminGateway;
  systemCurrency: string;
  words: Dictionary;
  t: Translate;
}) {
  const name = GATEWAY_NAMES[gateway.gateway];
  const headingId = `gateway-${gateway.gateway}`;
  const variables = gateway.secret_variables.join(', ');
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5"
      data-testid={`gateway-${gateway.gateway}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          {name}
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${MODE_LOOKS[gateway.mode]}`}>
          {`${t('adminGatewaysMode')}: ${t(MODE_KEYS[gateway.mode])}`}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${gateway.offered ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-200 text-gray-900'}`}
          data-testid="gateway-offered"
        >
          {t(gateway.offered ? 'adminGatewaysOffered' : 'adminGatewaysNotOffered')}
        </span>
      </div>
      <dl className="grid gap-3 text-gray-900 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{t('adminGatewaysServerKeys')}</dt>
        <dd data-testid="gateway-secrets">
          {gateway.secrets_configured
            ? t('adminGatewaysServerKeysSet', { variables })
            : t('adminGatewaysServerKeysMissing', { variables })}
        </dd>
        <dt className="font-semibold">{t('adminGatewaysWebhook')}</dt>
        <dd>
          <code dir="ltr" className="break-all rounded bg-gray-100 px-2 py-1 text-sm select-all">
            {gateway.webhook_url}
          </code>
        </dd>
      </dl>
      <GatewayForm gateway={gateway} systemCurrency={systemCurrency} words={words} />
    </section>
  );
}
