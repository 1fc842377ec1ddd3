'use client';

import {
  computeMortgage,
  type MortgageResult,
  type MortgageYearTotal,
} from '@domus/shared/utils/mortgage.util';
import { formatPrice, type PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import { useId, useMemo, useState } from 'react';
import { callApi } from '@/lib/api-answer.util';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import {
  checkMortgageInputs,
  type MortgageField,
  type MortgageValues,
  mortgageProblemMessage,
} from './mortgage-inputs.util';
import { ScheduleChart } from './schedule-chart.component';
import { ScheduleTable } from './schedule-table.component';

// Totals are computed in the browser as the visitor types (the shared computeMortgage, the same
// maths as the API). The amortisation schedule is the API's (it is a plan feature): asked for on
// demand, with the reason shown when it is locked.

type Field = MortgageField;
type Values = MortgageValues;

const FIELDS: { name: Field; label: TranslationKey; step: string; max: number }[] = [
  { name: 'loan_amount', label: 'loanAmount', step: '1000', max: 1e12 },
  { name: 'down_payment', label: 'downPayment', step: '1000', max: 1e12 },
  { name: 'interest_rate', label: 'interestRate', step: '0.1', max: 100 },
  { name: 'loan_term_years', label: 'loanTermYears', step: '1', max: 50 },
];

type Schedule =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'locked'; code: string }
  | { state: 'ready'; years: MortgageYearTotal[] };

export function MortgageCalculator({ price }: { price: PriceFormatOptions }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>({
    loan_amount: '100000',
    down_payment: '20000',
    interest_rate: '6.5',
    loan_term_years: '20',
  });
  const [schedule, setSchedule] = useState<Schedule>({ state: 'idle' });
  const checked = useMemo(() => checkMortgageInputs(values), [values]);
  const inputs = checked.inputs;
  const result: MortgageResult | null = useMemo(() => {
    if (!inputs) return null;
    try {
      return computeMortgage({
        loanAmount: inputs.loan_amount,
        downPayment: inputs.down_payment,
        interestRate: inputs.interest_rate,
        loanTermYears: inputs.loan_term_years,
      });
    } catch {
      return null;
    }
  }, [inputs]);
  const money = (n: number) => formatPrice(n, { ...price, abbreviate: false });
  const scheduleLabels = {
    principal: t('principalPaid'),
    interest: t('interestPaid'),
    balance: t('remainingBalance'),
  };

  async function loadSchedule() {
    if (!inputs) return;
    setSchedule({ state: 'loading' });
    const answer = await callApi<MortgageResult>({
      call: 'mortgage-calculator',
      params: { ...inputs, show_all_details: 1 },
    });
    if (answer.kind !== 'success') {
      setSchedule({ state: 'idle' });
      return;
    }
    const body = answer.body as typeof answer.body & { details_locked?: boolean; details_code?: string };
    if (body.details_locked) setSchedule({ state: 'locked', code: body.details_code ?? '' });
    else setSchedule({ state: 'ready', years: body.data.yearly_totals });
  }

  const main = result?.main_total;
  const total = main ? main.principal_amount + main.payable_interest : 0;
  const principalShare = main && total > 0 ? main.principal_amount / total : 1;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        className="grid content-start gap-4 rounded-xl border border-gray-200 bg-white p-6"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('mortgageCalculatorTitle')}
      >
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`${id}-${f.name}`} className="mb-1 block font-semibold text-gray-900">
              {t(f.label)}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type="number"
              inputMode="decimal"
              min={f.name === 'loan_term_years' ? 1 : 0}
              max={f.max}
              step={f.step}
              value={values[f.name]}
              onChange={(e) => {
                const value = e.target.value;
                setValues((v) => ({ ...v, [f.name]: value }));
                setSchedule({ state: 'idle' });
              }}
              className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900"
              data-testid={`mortgage-${f.name}`}
            />
          </div>
        ))}
      </form>
      <section aria-labelledby={`${id}-result`} className="rounded-xl border border-gray-200 bg-white p-6">
        <h2 id={`${id}-result`} className="text-xl font-bold text-gray-900">
          {t('monthlyPayment')}
        </h2>
        {main ? (
          <>
            <p
              className="mt-2 text-4xl font-bold text-(--brand-ink)"
              aria-live="polite"
              data-testid="mortgage-monthly"
            >
              {money(main.monthly_emi)}
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-gray-700">{t('principalAmount')}</dt>
                <dd className="text-lg font-semibold text-gray-900" data-testid="mortgage-principal">
                  {money(main.principal_amount)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-700">{t('downPayment')}</dt>
                <dd className="text-lg font-semibold text-gray-900">{money(main.down_payment)}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-700">{t('totalInterest')}</dt>
                <dd className="text-lg font-semibold text-gray-900" data-testid="mortgage-interest">
                  {money(main.payable_interest)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-700">{t('totalPayable')}</dt>
                <dd className="text-lg font-semibold text-gray-900" data-testid="mortgage-total">
                  {money(main.total_amount)}
                </dd>
              </div>
            </dl>
            <figure className="mt-6">
              <svg
                viewBox="0 0 100 8"
                className="h-6 w-full overflow-hidden rounded rtl:-scale-x-100"
                role="img"
                aria-label={t('mortgageChartLabel', {
                  principal: money(main.principal_amount),
                  interest: money(main.payable_interest),
                })}
                preserveAspectRatio="none"
              >
                <rect x="0" y="0" width={100 * principalShare} height="8" className="fill-(--brand)" />
                <rect
                  x={100 * principalShare}
                  y="0"
                  width={100 - 100 * principalShare}
                  height="8"
                  className="fill-amber-500"
                />
              </svg>
              <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-800">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-(--brand)" />
                  {t('principalAmount')} {Math.round(principalShare * 100)}%
                </span>
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-amber-500" />
                  {t('totalInterest')} {100 - Math.round(principalShare * 100)}%
                </span>
              </figcaption>
            </figure>
            <div className="mt-6">
              {schedule.state === 'idle' || schedule.state === 'loading' ? (
                <button
                  type="button"
                  onClick={loadSchedule}
                  disabled={schedule.state === 'loading'}
                  className="inline-flex min-h-11 items-center rounded-md border border-(--brand) px-4 font-semibold text-(--brand-ink) hover:bg-gray-50 disabled:opacity-70"
                  data-testid="mortgage-schedule-button"
                >
                  {schedule.state === 'loading' ? t('loading') : t('showSchedule')}
                </button>
              ) : null}
              {schedule.state === 'locked' ? (
                <div
                  role="status"
                  className="rounded-lg border border-amber-300 bg-amber-50 p-4"
                  data-testid="schedule-locked"
                >
                  <p className="text-gray-900">
                    {schedule.code === 'NOT_LOGGED_IN' ? t('scheduleLockedLogin') : t('scheduleLockedPlan')}
                  </p>
                  <a
                    href="/subscription-plan"
                    className="mt-3 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
                  >
                    {t('viewPlans')}
                  </a>
                </div>
              ) : null}
            </div>
          </>
        ) : (
          <p role="status" className="mt-3 text-gray-800" data-testid="mortgage-invalid">
            {t(mortgageProblemMessage(checked.problem))}
          </p>
        )}
      </section>
      {schedule.state === 'ready' && schedule.years.length > 0 ? (
        <section
          aria-labelledby={`${id}-schedule`}
          className="rounded-xl border border-gray-200 bg-white p-6 lg:col-span-2"
        >
          <h2 id={`${id}-schedule`} className="mb-4 text-xl font-bold text-gray-900">
            {t('scheduleTitle')}
          </h2>
          <ScheduleChart
            years={schedule.years}
            caption={t('scheduleChartCaption')}
            summary={t('scheduleChartSummary', {
              years: inputs?.loan_term_years ?? schedule.years.length,
              principal: money(schedule.years.reduce((sum, y) => sum + y.principal_amount, 0)),
              interest: money(schedule.years.reduce((sum, y) => sum + y.interest_paid, 0)),
              start: money(
                (schedule.years[0]?.remaining_balance ?? 0) + (schedule.years[0]?.principal_amount ?? 0),
              ),
            })}
            labels={scheduleLabels}
          />
          <div className="relative overflow-x-auto">
            <ScheduleTable
              firstColumn={t('year')}
              labels={scheduleLabels}
              rows={schedule.years.map((y) => ({
                key: y.year,
                label: y.year,
                principal: money(y.principal_amount),
                interest: money(y.interest_paid),
                balance: money(y.remaining_balance),
              }))}
              className="w-full text-start text-sm"
              rowHeaderClassName="font-semibold"
              testId="schedule-table"
            />
          </div>
          <div className="mt-4 space-y-2">
            {schedule.years.map((y) => (
              <details key={y.year} className="rounded-lg border border-gray-200">
                <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-gray-900">
                  {t('monthlyDetails', { year: y.year })}
                </summary>
                <div className="relative overflow-x-auto px-4 pb-4">
                  <ScheduleTable
                    firstColumn={t('month')}
                    labels={scheduleLabels}
                    rows={y.monthly_totals.map((m) => ({
                      key: m.month,
                      label: m.month,
                      principal: money(m.principal_amount),
                      interest: money(m.payable_interest),
                      balance: money(m.remaining_balance),
                    }))}
                    className="w-full text-sm"
                    rowHeaderClassName="font-medium capitalize"
                  />
                </div>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
