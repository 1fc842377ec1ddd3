'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { type ApiFailureInfo, fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminArticle, SeoWarning } from './admin-content.types';
import { deleteAdminArticle } from './api/delete-admin-article';
import { type ArticleBody, saveAdminArticle } from './api/save-admin-article';
import { ARTICLES_PATH } from './content-words';
import { RichTextField } from './rich-text-field.client';

// The article form: title, slug (made by the API from the title when left empty), category,
// the rich-text body and the meta fields. The API sanitises the HTML and answers the SEO
// warnings (never refusals), shown next to the meta fields after each save.

const empty = (a: AdminArticle | null): ArticleBody => ({
  title: a?.title ?? '',
  slug_id: a?.slug_id ?? '',
  category_id: String(a?.category_id ?? 0),
  description: a?.description ?? '',
  meta_title: a?.meta_title ?? '',
  meta_description: a?.meta_description ?? '',
  meta_keywords: a?.meta_keywords ?? '',
});

function fieldErrors(failure: ApiFailureInfo): Record<string, string> {
  const fields = fieldErrorsOf(failure);
  const out: Record<string, string> = {};
  for (const f of fields) out[f.field] ??= f.message;
  if (fields.length === 0) out.title = failure.message;
  return out;
}

export function ArticleForm({
  article,
  categories,
  words,
}: {
  article: AdminArticle | null;
  categories: { id: number; category: string }[];
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const [body, setBody] = useState<ArticleBody>(() => empty(article));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<SeoWarning[]>(article?.warnings ?? []);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const set = (key: keyof ArticleBody) => (value: string) => setBody((b) => ({ ...b, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy('save');
    setErrors({});
    await saveAdminArticle(article?.id ?? null, body, {
      successToast: true,
      onSuccess: ({ data }) => {
        setWarnings(data.warnings);
        if (!article) router.push(`${ARTICLES_PATH}/${data.id}`);
        else {
          setBody(empty(data));
          router.refresh();
        }
      },
      onError: (failure) => setErrors(fieldErrors(failure)),
    });
    setBusy(null);
  }

  async function onDelete() {
    if (!article || busy || !window.confirm(w('adminArticleDeleteConfirm', { title: article.title }))) return;
    setBusy('delete');
    await deleteAdminArticle(article.id, { successToast: true, onSuccess: () => router.push(ARTICLES_PATH) });
    setBusy(null);
  }

  const warningOf = (field: string) => warnings.find((x) => x.field === field)?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-5" data-testid="article-form">
      <TextField
        id="article-title"
        name="title"
        label={w('adminArticleTitleLabel')}
        value={body.title}
        onValueChange={set('title')}
        error={errors.title}
        required
        maxLength={255}
      />
      <TextField
        id="article-slug"
        name="slug_id"
        label={w('adminArticleSlugLabel')}
        hint={w('adminArticleSlugHint')}
        value={body.slug_id}
        onValueChange={set('slug_id')}
        error={errors.slug_id}
        maxLength={100}
      />
      <label className="grid gap-1">
        <span className="font-semibold text-gray-900">{w('adminArticleCategoryLabel')}</span>
        <select
          name="category_id"
          value={body.category_id}
          onChange={(e) => set('category_id')(e.target.value)}
          aria-invalid={errors.category_id ? 'true' : undefined}
          className="min-h-11 rounded-md border border-gray-400 bg-white px-3"
        >
          <option value="0">{w('adminArticleNoCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.category}
            </option>
          ))}
        </select>
        {errors.category_id ? (
          <span role="alert" className="text-sm text-red-700">
            {errors.category_id}
          </span>
        ) : null}
      </label>
      <RichTextField
        label={w('adminArticleBodyLabel')}
        value={body.description}
        onChange={set('description')}
        error={errors.description}
        w={w}
      />
      <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 font-semibold text-gray-900">{w('adminArticleSeoHeading')}</legend>
        <TextField
          id="article-meta-title"
          name="meta_title"
          label={w('adminArticleMetaTitle')}
          value={body.meta_title}
          onValueChange={set('meta_title')}
          hint={warningOf('meta_title')}
          error={errors.meta_title}
        />
        <TextField
          id="article-meta-description"
          name="meta_description"
          multiline
          label={w('adminArticleMetaDescription')}
          value={body.meta_description}
          onValueChange={set('meta_description')}
          hint={warningOf('meta_description')}
          error={errors.meta_description}
        />
        <TextField
          id="article-meta-keywords"
          name="meta_keywords"
          label={w('adminArticleMetaKeywords')}
          value={body.meta_keywords}
          onValueChange={set('meta_keywords')}
          hint={warningOf('meta_keywords')}
          error={errors.meta_keywords}
        />
        {warnings.length > 0 ? (
          <ul
            role="status"
            data-testid="seo-warnings"
            className="list-disc ps-6 text-sm font-medium text-amber-800"
          >
            {warnings.map((x) => (
              <li key={x.code}>{x.message}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminCategorySaving')}>
          {w('adminArticleSave')}
        </BusyButton>
        {article ? (
          <>
            <a
              href={`/articles/${article.slug_id}`}
              className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline"
            >
              {w('adminArticleView')}
            </a>
            <BusyButton
              type="button"
              look="danger"
              busy={busy === 'delete'}
              busyText={w('adminCategoryDeleting')}
              onClick={() => void onDelete()}
            >
              {w('adminArticleDelete')}
            </BusyButton>
          </>
        ) : null}
      </div>
    </form>
  );
}
