'use client';

import {
  adminSeoFormSchema,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
  seoKeywordCount,
  seoWarnings,
} from '@domus/shared/schemas/admin-seo.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary, type TranslationKey } from '@/lib/i18n/translate.util';
import type { AdminSeoEntry } from './admin-seo.types';
import { updateAdminSeoSettings } from './api/update-admin-seo-settings';
import { uploadAdminSeoImage } from './api/upload-admin-seo-image';

// One public page's SEO in one language: live character counts and the spec's warnings (advice,
// never a refusal), checked by the shared schema before the call; the preview image uploads alone.

type Field = 'title' | 'description' | 'keywords';
const WARN: Record<Field, TranslationKey> = {
  title: 'adminSeoWarnTitle',
  description: 'adminSeoWarnDescription',
  keywords: 'adminSeoWarnKeywords',
};

export function SeoPageForm({
  entry,
  label,
  words,
}: {
  entry: AdminSeoEntry;
  label: string;
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState({
    title: entry.title ?? '',
    description: entry.description ?? '',
    keywords: entry.keywords ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'image', string>>>({});
  const [busy, setBusy] = useState(false);
  const warnings = seoWarnings(values);
  const warningOf = (field: Field) => (warnings.some((x) => x.field === field) ? w(WARN[field]) : null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = adminSeoFormSchema.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    await updateAdminSeoSettings(
      entry.page,
      { language_code: entry.language_code, ...values },
      {
        successToast: true,
        onSuccess: () => {
          setErrors({});
          router.refresh();
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        },
      },
    );
    setBusy(false);
  }

  async function onImage(file: File | undefined) {
    if (!file) return;
    await uploadAdminSeoImage(entry.page, entry.language_code, file, {
      successToast: true,
      onSuccess: () => router.refresh(),
      onError: (failure) => setErrors((e) => ({ ...e, image: failure.message })),
    });
  }

  const counter = (field: Field, text: string) => {
    const warning = warningOf(field);
    return (
      <p
        className={`text-sm ${warning ? 'font-medium text-amber-800' : 'text-slate-600'}`}
        aria-live="polite"
      >
        {text}
        {warning ? ` · ${warning}` : ''}
      </p>
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3"
      data-testid={`seo-form-${entry.page}`}
      aria-label={label}
    >
      <div>
        <TextField
          id={`${id}-title`}
          name="title"
          label={w('adminSeoMetaTitle')}
          value={values.title}
          onValueChange={set('title')}
          error={errors.title}
          maxLength={SEO_TITLE_MAX}
        />
        {counter('title', w('adminSeoCharacters', { count: String(values.title.trim().length) }))}
      </div>
      <div>
        <TextField
          multiline
          rows={3}
          id={`${id}-description`}
          name="description"
          label={w('adminSeoMetaDescription')}
          value={values.description}
          onValueChange={set('description')}
          error={errors.description}
          maxLength={SEO_DESCRIPTION_MAX}
        />
        {counter('description', w('adminSeoCharacters', { count: String(values.description.trim().length) }))}
      </div>
      <div>
        <TextField
          id={`${id}-keywords`}
          name="keywords"
          label={w('adminSeoMetaKeywords')}
          value={values.keywords}
          onValueChange={set('keywords')}
          error={errors.keywords}
          maxLength={SEO_KEYWORDS_MAX}
        />
        {counter('keywords', w('adminSeoKeywordCount', { count: String(seoKeywordCount(values.keywords)) }))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {entry.image ? (
          // biome-ignore lint/performance/noImgElement: a stored upload's URL, no Next image loader
          <img src={entry.image} alt="" className="h-16 w-28 rounded object-cover" />
        ) : null}
        <label className="text-sm font-medium">
          {w('adminSeoImage')}
          <input
            type="file"
            accept="image/jpeg,image/png"
            className="ms-2 text-sm"
            onChange={(e) => onImage(e.target.files?.[0])}
          />
        </label>
        {errors.image ? (
          <p role="alert" className="text-sm text-red-800">
            {errors.image}
          </p>
        ) : null}
      </div>
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminSeoSaving')} className="px-6">
          {w('adminSeoSave')}
        </BusyButton>
      </div>
    </form>
  );
}
