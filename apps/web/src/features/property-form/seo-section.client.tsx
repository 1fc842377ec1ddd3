'use client';

import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '@domus/shared/constants/app.constants';
import { countKeywords, seoWarnings } from '@domus/shared/utils/seo.util';
import { slugify } from '@domus/shared/utils/slug.util';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { type FormBinding, HINT, LEGEND, SECTION, textFieldProps } from './form-binding';
import { SeoField } from './seo-field.component';

// How the listing shows in search engines and links: its web address (the slug, as the server will
// make it from what is typed, contract §4.20) and its meta fields, with the server's SEO warnings
// (§4.22) shown as the member types. Warnings are advice: the listing saves either way.

export function SeoSection({
  binding,
  siteUrl,
  metaImage,
}: {
  binding: FormBinding;
  siteUrl: string;
  /** The sharing-image field, which the media helpers render. */
  metaImage: ReactNode;
}) {
  const { t } = useTranslation();
  const { values } = binding;
  const warnings = seoWarnings(values);
  const seoProps = (
    field: 'meta_title' | 'meta_description' | 'meta_keywords',
    label: TranslationKey,
    maxLength: number,
  ) => ({
    id: binding.idOf(field),
    name: field,
    label: t(label),
    marker: t('authOptional'),
    value: values[field],
    onValueChange: (value: string) => binding.set(field, value),
    warning: warnings.find((w) => w.field === field)?.message ?? null,
    error: binding.errors[field],
    maxLength,
    disabled: binding.disabled,
  });
  const slug = slugify(values.slug_id.trim() || values.title, 'property');
  const length = (text: string) => Array.from(text.trim()).length;

  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('propertyFormSectionSeo')}</legend>
      <p className={`${HINT} mt-0`}>{t('propertyFormSeoHint')}</p>
      <div>
        <TextField
          {...textFieldProps(binding, 'slug_id', t('propertyFormSlug'))}
          marker={t('authOptional')}
          hint={t('propertyFormSlugHint')}
          dir="ltr"
          maxLength={255}
          autoComplete="off"
        />
        <p className="mt-2 text-sm break-all text-gray-800" data-testid="slug-preview">
          {t('propertyFormSlugPreview')}{' '}
          <bdi dir="ltr" className="font-mono">
            {`${siteUrl.replace(/\/+$/, '')}/properties-details/${slug}`}
          </bdi>
        </p>
      </div>
      <SeoField
        {...seoProps('meta_title', 'propertyFormMetaTitle', 255)}
        count={t('propertyFormCharacters', { count: length(values.meta_title), max: META_TITLE_MAX })}
      />
      <SeoField
        {...seoProps('meta_description', 'propertyFormMetaDescription', 1000)}
        count={t('propertyFormCharacters', {
          count: length(values.meta_description),
          max: META_DESCRIPTION_MAX,
        })}
        multiline
      />
      <SeoField
        {...seoProps('meta_keywords', 'propertyFormMetaKeywords', 1000)}
        count={t('propertyFormKeywordsHint', { count: countKeywords(values.meta_keywords) })}
      />
      {metaImage}
    </fieldset>
  );
}
