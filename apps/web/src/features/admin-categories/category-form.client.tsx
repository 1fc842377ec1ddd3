'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { type ApiFailureInfo, fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminCategory } from './admin-categories.types';
import { deleteAdminCategory } from './api/delete-admin-category';
import { saveAdminCategory } from './api/save-admin-category';
import { CATEGORIES_PATH } from './categories-path.util';
import {
  type CategoryFormErrors,
  type CategoryFormValues,
  categoryBody,
  formErrors,
  initialCategoryValues,
} from './category-form.util';
import { CategoryParametersEditor, parameterFieldId } from './category-parameters-editor.client';

// The category form (new and edit) with its parameter editor. The API checks it with the shared
// schema; its field messages land next to their fields and the focus moves to the first one.
// A used category offers no delete (deactivating hides it instead).

const TOP_FIELDS = ['category', 'slug_id', 'sequence', 'active'];

export function CategoryForm({ category, words }: { category: AdminCategory | null; words: Dictionary }) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<CategoryFormValues>(() => initialCategoryValues(category));
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const set = (change: Partial<CategoryFormValues>, field?: string) => {
    setValues((v) => ({ ...v, ...change }));
    // A corrected field drops its message at once; the others keep theirs until the next save.
    if (field) setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const used = (category?.in_use ?? 0) > 0;

  function fieldId(field: string): string {
    const match = /^parameters\.(\d+)\.(\w+)$/.exec(field);
    return match ? parameterFieldId(id, Number(match[1]), match[2] as string) : `${id}-${field}`;
  }

  function show(failure: ApiFailureInfo) {
    const found = formErrors(fieldErrorsOf(failure));
    setErrors(found);
    const first = [...TOP_FIELDS, ...Object.keys(found)].find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    setBusy('save');
    await saveAdminCategory(category?.id ?? null, categoryBody(values, category?.slug_id ?? null), {
      successToast: true,
      onSuccess: () => (category ? router.refresh() : router.push(CATEGORIES_PATH)),
      onError: show,
    });
    setBusy(null);
  }

  async function onDelete() {
    if (!category || busy || !window.confirm(w('adminCategoryDeleteConfirm', { name: category.category })))
      return;
    setBusy('delete');
    await deleteAdminCategory(category.id, {
      successToast: true,
      onSuccess: () => router.push(CATEGORIES_PATH),
    });
    setBusy(null);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5" data-testid="category-form">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {w('adminCategoryFixErrors')}
        </p>
      ) : null}
      <TextField
        id={fieldId('category')}
        name="category"
        label={w('adminCategoryName')}
        value={values.name}
        onValueChange={(name) => set({ name }, 'category')}
        error={errors.category}
        required
        marker={w('requiredField')}
        maxLength={150}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('slug_id')}
          name="slug_id"
          label={w('adminCategorySlug')}
          value={values.slug}
          onValueChange={(slug) => set({ slug }, 'slug_id')}
          error={errors.slug_id}
          hint={w('adminCategorySlugHint')}
          maxLength={100}
        />
        <TextField
          id={fieldId('sequence')}
          name="sequence"
          label={w('adminCategoryOrder')}
          value={values.sequence}
          onValueChange={(sequence) => set({ sequence }, 'sequence')}
          error={errors.sequence}
          hint={w('adminCategoryOrderHint')}
          inputMode="numeric"
          maxLength={6}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
        <input
          id={fieldId('active')}
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(e) => set({ active: e.target.checked })}
          className="size-5 accent-(--brand)"
        />
        {w('adminCategoryActive')}
      </label>
      <CategoryParametersEditor
        formId={id}
        rows={values.parameters}
        onChange={(parameters) => set({ parameters })}
        errors={errors}
        w={w}
      />
      {errors.parameters ? (
        <p className="text-sm font-medium text-red-800" data-testid="error-parameters">
          {errors.parameters}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton type="submit" busy={busy === 'save'} busyText={w('adminCategorySaving')}>
          {w(category ? 'adminCategorySave' : 'adminCategoryCreate')}
        </BusyButton>
        {category && !used ? (
          <BusyButton
            type="button"
            look="danger"
            busy={busy === 'delete'}
            busyText={w('adminCategoryDeleting')}
            onClick={() => void onDelete()}
          >
            {w('adminCategoryDelete')}
          </BusyButton>
        ) : null}
        {category && used ? <p className="text-sm text-gray-700">{w('adminCategoryDeleteLocked')}</p> : null}
      </div>
    </form>
  );
}
