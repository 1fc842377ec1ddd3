'use client';

import { SLIDER_KINDS, SLIDER_LINK_MAX, type SliderKind } from '@domus/shared/schemas/admin-slider.schema';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { type ApiFailureInfo, fieldErrorsOf } from '@/lib/api-answer.util';
import { createTranslator, type Dictionary } from '@/lib/i18n/translate.util';
import type { AdminSlider, SliderCategoryChoice } from './admin-sliders.types';
import { saveAdminSlider } from './api/save-admin-slider';
import { PropertySearch } from './property-search.client';
import {
  checkSlider,
  initialSliderValues,
  type SliderFormErrors,
  type SliderFormValues,
  sliderBody,
  sliderErrors,
} from './slider-form.util';
import { SliderImageInput } from './slider-image-input.client';
import { SLIDERS_PATH, sliderTypeKey } from './sliders-path.util';

// The slider form (new and edit): the type decides which one target field shows (category picker,
// property number, link). Checked with the shared schema before sending (and the files by type and
// size); the API's field messages land next to their fields and the focus moves to the first one.

const ORDER = ['type', 'category_id', 'property_id', 'link', 'image', 'web_image'];
const SELECT =
  'min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900 aria-invalid:border-red-700';

export function SliderForm({
  slider,
  categories,
  words,
}: {
  slider: AdminSlider | null;
  categories: SliderCategoryChoice[];
  words: Dictionary;
}) {
  const w = useMemo(() => createTranslator(words), [words]);
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<SliderFormValues>(() => initialSliderValues(slider));
  const [errors, setErrors] = useState<SliderFormErrors>({});
  const [busy, setBusy] = useState(false);
  const fieldId = (field: string) => `${id}-${field}`;
  const set = (change: Partial<SliderFormValues>, field?: string) => {
    setValues((v) => ({ ...v, ...change }));
    // A corrected field drops its message at once; the others keep theirs until the next save.
    if (field) setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  // Another type hides the old target field: its message goes with it.
  function changeType(type: SliderKind) {
    set({ type }, 'type');
    setErrors(({ category_id: _c, property_id: _p, link: _l, ...rest }) => rest);
  }

  function show(found: SliderFormErrors) {
    setErrors(found);
    const first = [...ORDER, ...Object.keys(found)].find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkSlider(values, slider === null);
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    setBusy(true);
    await saveAdminSlider(slider?.id ?? null, sliderBody(values), {
      successToast: true,
      onSuccess: () => (slider ? router.refresh() : router.push(SLIDERS_PATH)),
      onError: (failure: ApiFailureInfo) => show(sliderErrors(fieldErrorsOf(failure))),
    });
    setBusy(false);
  }

  const errorOf = (field: string) => errors[field];
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5" data-testid="slider-form">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {w('adminSliderFixErrors')}
        </p>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor={fieldId('type')} className="font-medium text-gray-900">
          {w('adminSliderType')}
        </label>
        <select
          id={fieldId('type')}
          name="type"
          value={values.type}
          onChange={(e) => changeType(e.target.value as SliderKind)}
          className={SELECT}
        >
          {SLIDER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {w(sliderTypeKey(kind))}
            </option>
          ))}
        </select>
      </div>
      {values.type === 'category' ? (
        <div className="grid gap-1">
          <label htmlFor={fieldId('category_id')} className="font-medium text-gray-900">
            {w('adminSliderCategory')}
            <span className="text-sm font-normal text-gray-700"> ({w('requiredField')})</span>
          </label>
          <select
            id={fieldId('category_id')}
            name="category_id"
            value={values.categoryId}
            aria-invalid={errorOf('category_id') ? true : undefined}
            aria-describedby={errorOf('category_id') ? `${fieldId('category_id')}-error` : undefined}
            onChange={(e) => set({ categoryId: e.target.value }, 'category_id')}
            className={SELECT}
          >
            <option value="">{w('adminSliderCategoryChoose')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.category}
              </option>
            ))}
          </select>
          {errorOf('category_id') ? (
            <p
              id={`${fieldId('category_id')}-error`}
              className="text-sm font-medium text-red-800"
              data-testid="error-category_id"
            >
              {errorOf('category_id')}
            </p>
          ) : null}
        </div>
      ) : null}
      {values.type === 'property' ? (
        <>
          <TextField
            id={fieldId('property_id')}
            name="property_id"
            label={w('adminSliderProperty')}
            value={values.propertyId}
            onValueChange={(propertyId) => set({ propertyId }, 'property_id')}
            error={errorOf('property_id')}
            hint={w('adminSliderPropertyHint')}
            required
            marker={w('requiredField')}
            inputMode="numeric"
            maxLength={12}
          />
          <PropertySearch
            onPick={(picked) => {
              set({ propertyId: String(picked) }, 'property_id');
              document.getElementById(fieldId('property_id'))?.focus();
            }}
            w={w}
          />
          <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
            <input
              type="checkbox"
              name="show_property_details"
              checked={values.showDetails}
              onChange={(e) => set({ showDetails: e.target.checked })}
              className="size-5 accent-(--brand)"
            />
            {w('adminSliderShowDetails')}
          </label>
        </>
      ) : null}
      {values.type === 'link' ? (
        <TextField
          id={fieldId('link')}
          name="link"
          type="url"
          dir="ltr"
          label={w('adminSliderLink')}
          value={values.link}
          onValueChange={(link) => set({ link }, 'link')}
          error={errorOf('link')}
          hint={w('adminSliderLinkHint')}
          required
          marker={w('requiredField')}
          maxLength={SLIDER_LINK_MAX}
        />
      ) : null}
      <SliderImageInput
        id={fieldId('image')}
        name="image"
        label={w('adminSliderImage')}
        current={slider?.image ?? null}
        file={values.image}
        onFile={(image, problem) => {
          set({ image }, 'image');
          if (problem) setErrors((e) => ({ ...e, image: problem }));
        }}
        error={errorOf('image')}
        required={slider === null}
        w={w}
      />
      <SliderImageInput
        id={fieldId('web_image')}
        name="web_image"
        label={w('adminSliderWebImage')}
        current={slider?.web_image ?? null}
        file={values.webImage}
        onFile={(webImage, problem) => {
          set({ webImage }, 'web_image');
          if (problem) setErrors((e) => ({ ...e, web_image: problem }));
        }}
        error={errorOf('web_image')}
        w={w}
      />
      <label className="flex min-h-11 items-center gap-2 font-medium text-gray-900">
        <input
          type="checkbox"
          name="status"
          checked={values.status}
          onChange={(e) => set({ status: e.target.checked })}
          className="size-5 accent-(--brand)"
        />
        {w('adminSliderStatus')}
      </label>
      <div>
        <BusyButton type="submit" busy={busy} busyText={w('adminSliderSaving')}>
          {w(slider ? 'adminSliderSave' : 'adminSliderCreate')}
        </BusyButton>
      </div>
    </form>
  );
}
