'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import { createAdminLanguage } from './api/create-admin-language';

// Adding a language: its code, name and direction, checked with the API's own schema.

type Field = 'code' | 'name' | 'rtl';

export function LanguageAddForm({ words }: { words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [rtl, setRtl] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  function show(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = (['code', 'name'] as const).find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { adminLanguageCreateSchema } = await import('@domus/shared/schemas/admin-language.schema');
    const parsed = adminLanguageCreateSchema.safeParse({ code, name, rtl });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      show(found);
      return;
    }
    setErrors({});
    setBusy(true);
    await createAdminLanguage(parsed.data, {
      successToast: true,
      onSuccess: () => {
        setCode('');
        setName('');
        setRtl(false);
        router.refresh();
      },
      onError: (failure) => {
        const found: Partial<Record<Field, string>> = {};
        for (const f of fieldErrorsOf(failure)) found[f.field as Field] ??= f.message;
        show(found);
      },
    });
    setBusy(false);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-3"
      data-testid="language-add-form"
    >
      <TextField
        id={`${id}-code`}
        name="code"
        label={w('adminLanguagesCode')}
        value={code}
        onValueChange={setCode}
        error={errors.code}
        maxLength={20}
        spellCheck={false}
      />
      <TextField
        id={`${id}-name`}
        name="name"
        label={w('adminLanguagesName')}
        value={name}
        onValueChange={setName}
        error={errors.name}
        maxLength={100}
      />
      <label className="flex min-h-11 items-center gap-2 self-end font-medium text-gray-900">
        <input
          type="checkbox"
          name="rtl"
          checked={rtl}
          onChange={(e) => setRtl(e.target.checked)}
          className="size-5 accent-(--brand)"
        />
        {w('adminLanguagesRtl')}
      </label>
      <div className="sm:col-span-3">
        <BusyButton type="submit" busy={busy} busyText={w('adminLanguagesAdding')}>
          {w('adminLanguagesAdd')}
        </BusyButton>
      </div>
    </form>
  );
}
