'use client';

import { useRef } from 'react';
import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { FileField } from './project-fields.component';
import type { PlanValue, ProjectErrors } from './project-form-values.util';

// The project form's floor plans: each a title and a file (a picture or a PDF), removable; the
// form adds the next one only once the current one is filled in (its `onAdd` checks). In edit
// mode the project's own plans come first: their title is editable, their file is kept unless a
// new one is chosen, and removing one marks it (sent in `remove_plans` on save) until it is kept
// again, so the remove button stays where it was and keeps the focus.

const OUTLINE_BUTTON =
  'inline-flex min-h-11 items-center rounded-md border px-4 font-semibold disabled:opacity-70';

export function FloorPlansFieldset({
  idPrefix,
  plans,
  errors,
  disabled,
  onChange,
  onRemoved,
  onAdd,
  fieldRef,
  className,
  legendClassName,
}: {
  idPrefix: string;
  plans: PlanValue[];
  errors: ProjectErrors;
  disabled: boolean;
  onChange(update: (plans: PlanValue[]) => PlanValue[]): void;
  /** A new plan left the list: messages name plans by position, which that shifts. */
  onRemoved(): void;
  onAdd(): void;
  fieldRef(name: string): (el: HTMLElement | null) => void;
  className: string;
  legendClassName: string;
}) {
  const { t } = useTranslation();
  const addRef = useRef<HTMLDivElement>(null);
  const edit = (key: number, change: Partial<PlanValue>) =>
    onChange((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{t('projectSectionPlans')}</legend>
      {plans.length === 0 ? <p className="text-gray-700">{t('projectNoPlans')}</p> : null}
      {plans.map((plan, i) => {
        const number = i + 1;
        const existing = plan.id !== undefined;
        return (
          <div
            key={plan.key}
            className={`grid gap-4 rounded-lg border p-4 sm:grid-cols-2 ${plan.removed ? 'border-dashed border-gray-400 bg-gray-50' : 'border-gray-200'}`}
            data-testid="plan"
          >
            {plan.removed ? (
              <p className="text-gray-800 sm:col-span-2">
                {t('projectEditPlanRemoved', { number, title: plan.title.trim() || '–' })}
              </p>
            ) : (
              <>
                <TextField
                  id={`${idPrefix}-plan-${plan.key}-title`}
                  name={`plans.${i}.title`}
                  label={t('projectPlanTitle', { number })}
                  value={plan.title}
                  onValueChange={(title) => edit(plan.key, { title })}
                  error={errors[`plans.${i}.title`]}
                  required
                  marker={t('requiredField')}
                  maxLength={255}
                  disabled={disabled}
                  inputRef={fieldRef(`plans.${i}.title`)}
                />
                <div className="grid content-start gap-2">
                  <FileField
                    id={`${idPrefix}-plan-${plan.key}-document`}
                    name={`plans.${i}.document`}
                    label={t(existing ? 'projectEditPlanReplace' : 'projectPlanDocument', { number })}
                    accept="image/jpeg,image/png,application/pdf"
                    hint={t(existing ? 'projectEditPlanReplaceHint' : 'projectPlanHint')}
                    error={errors[`plans.${i}.document`]}
                    required={!existing}
                    marker={existing ? t('authOptional') : t('requiredField')}
                    disabled={disabled}
                    inputRef={fieldRef(`plans.${i}.document`)}
                    onFiles={(picked) => edit(plan.key, { file: picked[0] ?? null })}
                  />
                  {plan.current ? (
                    <a
                      href={plan.current}
                      target="_blank"
                      rel="noreferrer"
                      className="justify-self-start font-medium text-(--brand-ink) underline underline-offset-2"
                    >
                      {t('projectEditPlanFile', { number })}
                    </a>
                  ) : null}
                </div>
              </>
            )}
            <div className="sm:col-span-2">
              {existing ? (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => edit(plan.key, { removed: !plan.removed })}
                  className={`${OUTLINE_BUTTON} ${plan.removed ? 'border-gray-400 bg-white text-gray-900 hover:bg-gray-100' : 'border-red-700 text-red-800 hover:bg-red-50'}`}
                >
                  {t(plan.removed ? 'projectEditKeepPlan' : 'projectRemovePlan', { number })}
                </button>
              ) : (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    onChange((list) => list.filter((p) => p.key !== plan.key));
                    onRemoved();
                    // The button is gone with its plan: the focus goes to adding one.
                    requestAnimationFrame(() => addRef.current?.querySelector('button')?.focus());
                  }}
                  className={`${OUTLINE_BUTTON} border-red-700 text-red-800 hover:bg-red-50`}
                >
                  {t('projectRemovePlan', { number })}
                </button>
              )}
            </div>
          </div>
        );
      })}
      {errors.plans ? (
        <p className="text-sm font-medium text-red-800" data-testid="error-plans">
          {errors.plans}
        </p>
      ) : null}
      <div ref={addRef}>
        <BusyButton
          type="button"
          look="secondary"
          busy={false}
          busyText=""
          disabled={disabled}
          onClick={onAdd}
        >
          {t('projectAddPlan')}
        </BusyButton>
      </div>
    </fieldset>
  );
}
