'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { type AdminGateway, GATEWAY_NAMES } from './admin-payment-gateways.types';
import { updateAdminPaymentGateway } from './api/update-admin-payment-gateway';

// One gateway's settings: the switch, the currency and (Stripe, Paystack) the publishable key.
// Checked with the API's own schema on submit; messages next to their fields. Switching on a
// gateway the server cannot serve comes back from the API and shows under the switch.

type Field = 'enabled' | 'currency' | 'public_key';

export function GatewayForm({
  gateway,
  systemCurrency,
  words,
}: {
  gateway: AdminGateway;
  systemCurrency: string;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const name = GATEWAY_NAMES[gateway.gateway];
  const [enabled, setEnabled] = useState(gateway.enabled);
  const [currency, setCurrency] = useState(gateway.currency ?? '');
  const [publicKey, setPublicKey] = useState(gateway.public_key ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  function show(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = (['enabled', 'currency', 'public_key'] as const).find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { adminPaymentGatewaySchema } = await import('@domus/shared/schemas/admin-payment-gateway.schema');
    const parsed = adminPaymentGatewaySchema.safeParse({
      gateway: gateway.gateway,
      enabled,
      currency: currency.trim() || undefined,
      public_key: gateway.takes_public_key ? publicKey.trim() || undefined : undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      show(found);
      return;
    }
    setErrors({});
    setBusy(true);
    await updateAdminPaymentGateway(parsed.data, {
      successToast: true,
      onSuccess: () => router.refresh(),
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        const found: Partial<Record<Field, string>> = {};
        for (const f of fields) found[f.field as Field] ??= f.message;
        // Refusals of the switch itself (no secret keys on the server) belong under it.
        if (fields.length === 0 && failure.code === 'GATEWAY_NOT_CONFIGURED') found.enabled = failure.message;
        show(found);
      },
    });
    setBusy(false);
  }

  const enabledError = errors.enabled;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      data-testid={`gateway-form-${gateway.gateway}`}
    >
      <div>
        <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={enabled}
            aria-invalid={enabledError ? true : undefined}
            aria-describedby={enabledError ? `${id}-enabled-error` : undefined}
            onChange={(e) => setEnabled(e.target.checked)}
            className="size-5 accent-(--brand)"
          />
          {w('adminGatewaysEnable', { name })}
        </label>
        {enabledError ? (
          <p
            id={`${id}-enabled-error`}
            className="mt-1 text-sm font-medium text-red-800"
            data-testid="error-enabled"
          >
            {enabledError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-currency`}
          name="currency"
          label={w('adminGatewaysCurrency')}
          value={currency}
          onValueChange={setCurrency}
          error={errors.currency}
          hint={w('adminGatewaysCurrencyHint', { code: systemCurrency })}
          maxLength={3}
          autoCapitalize="characters"
          spellCheck={false}
        />
        {gateway.takes_public_key ? (
          <TextField
            id={`${id}-public_key`}
            name="public_key"
            label={w('adminGatewaysPublicKey')}
            value={publicKey}
            onValueChange={setPublicKey}
            error={errors.public_key}
            hint={w('adminGatewaysPublicKeyHint')}
            maxLength={255}
            autoComplete="off"
            spellCheck={false}
          />
        ) : null}
      </div>
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminGatewaysSaving')}>
          {w('adminGatewaysSave', { name })}
        </BusyButton>
      </div>
    </form>
  );
}
