'use client';

import { BusyButton } from '@/components/ui/busy-button.component';
import { TextField } from '@/components/ui/text-field.component';
import { useTranslation } from '@/lib/i18n/i18n-context';
import { FileField } from './project-fields.component';
import type { PlanValue, ProjectErrors } from './project-form-values.util';

// The project form's floor plans: each a title and a file (a picture or a PDF), removable; the
// form adds the next one only once the current one is filled in (its `onAdd` checks).

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
  onRemoved(): void;
  onAdd(): void;
  fieldRef(name: string): (el: HTMLElement | null) => void;
  className: string;
  legendClassName: string;
}) {
  const { t } = useTranslation();
  const edit = (key: number, change: Partial<PlanValue>) =>
    onChange((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{t('projectSectionPlans')}</legend>
      {plans.length === 0 ? <p className="text-gray-700">{t('projectNoPlans')}</p> : null}
      {plans.map((plan, i) => (
        <div key={plan.key} className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2">
          <TextField
            id={`${idPrefix}-plan-${plan.key}-title`}
            name={`plans.${i}.title`}
            label={t('projectPlanTitle', { number: i + 1 })}
            value={plan.title}
            onValueChange={(title) => edit(plan.key, { title })}
            error={errors[`plans.${i}.title`]}
            required
            marker={t('requiredField')}
            maxLength={255}
            disabled={disabled}
            inputRef={fieldRef(`plans.${i}.title`)}
          />
          <FileField
            id={`${idPrefix}-plan-${plan.key}-document`}
            name={`plans.${i}.document`}
            label={t('projectPlanDocument', { number: i + 1 })}
            accept="image/jpeg,image/png,application/pdf"
            hint={t('projectPlanHint')}
            error={errors[`plans.${i}.document`]}
            required
            marker={t('requiredField')}
            disabled={disabled}
            inputRef={fieldRef(`plans.${i}.document`)}
            onFiles={(picked) => edit(plan.key, { file: picked[0] ?? null })}
          />
          <div className="sm:col-span-2">
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                onChange((list) => list.filter((p) => p.key !== plan.key));
                // Messages name plans by position, which a removal shifts.
                onRemoved();
              }}
              className="inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50"
            >
              {t('projectRemovePlan', { number: i + 1 })}
            </button>
          </div>
        </div>
      ))}
      {errors.plans ? (
        <p className="text-sm font-medium text-red-800" data-testid="error-plans">
          {errors.plans}
        </p>
      ) : null}
      <div>
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
