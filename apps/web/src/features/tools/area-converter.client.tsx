'use client';

import {
  AREA_UNIT_IDS,
  AREA_UNITS,
  type AreaUnitId,
  convertToAll,
} from '@domus/shared/utils/area-units.util';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-context';
import type { TranslationKey } from '@/lib/i18n/translate.util';

// Converts as the visitor types: one value and its unit, every unit of the table at once.

/** The unit's name in the page's language (the table's English label when a language lacks it). */
const unitKey = (unit: AreaUnitId) => `area_${unit}` as TranslationKey;

const DECIMAL = /^\d*\.?\d+$|^\d+\.?$/;

export function AreaConverter() {
  const { t, code } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('1');
  const [unit, setUnit] = useState<AreaUnitId>('acre');
  const amount = DECIMAL.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  const valid = Number.isFinite(amount) && amount >= 0;
  const rows = useMemo(() => (valid ? convertToAll(amount, unit) : []), [valid, amount, unit]);
  const format = useMemo(
    () => new Intl.NumberFormat(code, { maximumSignificantDigits: 8, maximumFractionDigits: 6 }),
    [code],
  );
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <form
        onSubmit={(e) => e.preventDefault()}
        className="grid content-start gap-4 rounded-xl border border-gray-200 bg-white p-6"
        aria-label={t('areaTitle')}
      >
        <div>
          <label htmlFor={`${id}-value`} className="mb-1 block font-semibold text-gray-900">
            {t('areaValue')}
          </label>
          <input
            id={`${id}-value`}
            type="text"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900"
            data-testid="area-value"
          />
          {valid ? null : (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
              {t('areaInvalid')}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className="mb-1 block font-semibold text-gray-900">
            {t('areaFromUnit')}
          </label>
          <select
            id={`${id}-unit`}
            value={unit}
            onChange={(e) => setUnit(e.target.value as AreaUnitId)}
            className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900"
            data-testid="area-unit"
          >
            {AREA_UNIT_IDS.map((u) => (
              <option key={u} value={u}>
                {t(unitKey(u))} ({AREA_UNITS[u].symbol})
              </option>
            ))}
          </select>
        </div>
      </form>
      <section
        aria-labelledby={`${id}-results`}
        className="rounded-xl border border-gray-200 bg-white p-6 lg:col-span-2"
      >
        <h2 id={`${id}-results`} className="mb-4 text-xl font-bold text-gray-900">
          {t('areaResults')}
        </h2>
        <table className="w-full text-sm" data-testid="area-table">
          <thead>
            <tr className="border-b border-gray-300 text-gray-900">
              <th scope="col" className="py-2 pe-4 text-start">
                {t('areaFromUnit')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('areaConverted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.unit}
                className={`border-b border-gray-100 text-gray-800 ${row.unit === unit ? 'font-semibold' : ''}`}
                data-unit={row.unit}
              >
                <th scope="row" className="py-2 pe-4 text-start font-medium">
                  {t(unitKey(row.unit))} <span className="text-gray-700">({row.symbol})</span>
                </th>
                <td className="py-2 text-end tabular-nums" data-testid={`area-${row.unit}`}>
                  {format.format(row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
