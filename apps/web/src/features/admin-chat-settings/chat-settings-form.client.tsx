'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary, type TranslationKey } from '@/lib/i18n/translate.util';
import type { ChatSettings } from './admin-chat-settings.types';
import { updateAdminChatSettings } from './api/update-admin-chat-settings';

// The chat safety form: the abuse limits, the contact-mask days and the rules (as JSON text, the
// API's settings schema checks every rule and names the field of a bad one). The same schema
// (adminChatSettingsSchema) checks the form before sending; its messages, or the API's, land under
// their fields, focus on the first; nothing is stored unless all are valid.

type Key = keyof ChatSettings;
const NUMBERS: ReadonlyArray<{
  key: Exclude<Key, 'chat_safety_rules'>;
  label: TranslationKey;
  hint?: TranslationKey;
}> = [
  { key: 'chat_messages_per_minute', label: 'adminChatSettingsPerMinute' },
  { key: 'chat_new_account_days', label: 'adminChatSettingsNewDays' },
  { key: 'chat_new_account_conversations_per_day', label: 'adminChatSettingsNewPerDay' },
  { key: 'chat_contact_mask_days', label: 'adminChatSettingsMaskDays', hint: 'adminChatSettingsMaskHint' },
];
const ORDER: readonly Key[] = [...NUMBERS.map((n) => n.key), 'chat_safety_rules'];

const valuesOf = (settings: ChatSettings): Record<Key, string> => ({
  chat_messages_per_minute: String(settings.chat_messages_per_minute),
  chat_new_account_days: String(settings.chat_new_account_days),
  chat_new_account_conversations_per_day: String(settings.chat_new_account_conversations_per_day),
  chat_contact_mask_days: String(settings.chat_contact_mask_days),
  chat_safety_rules: JSON.stringify(settings.chat_safety_rules, null, 2),
});

export function ChatSettingsForm({ settings, words }: { settings: ChatSettings; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);
  const fieldId = (key: Key) => `${id}-${key}`;

  function show(fields: { field: string; message: string }[]) {
    const found: Partial<Record<Key, string>> = {};
    for (const f of fields) {
      // A rule's problem is named by its path (chat_safety_rules.0.code): shown on the rules.
      const key = ORDER.find((k) => f.field === k || f.field.startsWith(`${k}.`));
      if (key) found[key] ??= key === f.field ? f.message : `${f.field}: ${f.message}`;
    }
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { adminChatSettingsSchema } = await import('@domus/shared/schemas/admin-chat-safety.schema');
    const parsed = adminChatSettingsSchema.safeParse(values);
    if (!parsed.success) {
      show(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
      return;
    }
    setBusy(true);
    await updateAdminChatSettings(values, {
      successToast: true,
      onSuccess: () => {
        setErrors({});
        router.refresh();
      },
      onError: (failure) => show(fieldErrorsOf(failure)),
    });
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5" data-testid="chat-settings-form">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {w('adminChatSettingsFixErrors')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map((n) => (
          <TextField
            key={n.key}
            id={fieldId(n.key)}
            name={n.key}
            label={w(n.label)}
            hint={n.hint ? w(n.hint) : undefined}
            value={values[n.key]}
            onValueChange={(value) => setValues((v) => ({ ...v, [n.key]: value }))}
            error={errors[n.key]}
            inputMode="numeric"
            maxLength={4}
          />
        ))}
      </div>
      <TextField
        multiline
        id={fieldId('chat_safety_rules')}
        name="chat_safety_rules"
        label={w('adminChatSettingsRules')}
        hint={w('adminChatSettingsRulesHint')}
        value={values.chat_safety_rules}
        onValueChange={(value) => setValues((v) => ({ ...v, chat_safety_rules: value }))}
        error={errors.chat_safety_rules}
        rows={14}
        spellCheck={false}
        className="font-mono"
      />
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminChatSettingsSaving')} className="px-6">
          {w('adminChatSettingsSave')}
        </BusyButton>
      </div>
    </form>
  );
}
