import type { MortgageYearTotal } from '@domus/shared/utils/mortgage.util';

// The geometry of the repayment chart, apart from the markup so it can be checked without a DOM.
// Bars (principal and interest paid in a year, stacked) share one scale; the balance line has its
// own, since a balance is many times a year's payments and would flatten the bars on one scale.

export const CHART = { width: 640, height: 240, pad: 8 } as const;

export interface ChartBar {
  x: number;
  width: number;
  principalY: number;
  principalHeight: number;
  interestY: number;
  interestHeight: number;
}

export interface ScheduleChartGeometry {
  bars: ChartBar[];
  /** The balance line's `points`: from the amount borrowed down to each year's end. */
  balancePoints: string;
  startBalance: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function scheduleChartGeometry(years: readonly MortgageYearTotal[]): ScheduleChartGeometry {
  const first = years[0];
  const startBalance = first ? first.remaining_balance + first.principal_amount : 0;
  const inner = { w: CHART.width - 2 * CHART.pad, h: CHART.height - 2 * CHART.pad };
  const slot = years.length > 0 ? inner.w / years.length : inner.w;
  const maxPaid = Math.max(0, ...years.map((y) => y.principal_amount + y.interest_paid)) || 1;
  const bottom = CHART.pad + inner.h;
  const bars = years.map((y, i) => {
    const principalHeight = (y.principal_amount / maxPaid) * inner.h;
    const interestHeight = (y.interest_paid / maxPaid) * inner.h;
    return {
      x: round(CHART.pad + i * slot + slot * 0.15),
      width: round(slot * 0.7),
      principalY: round(bottom - principalHeight),
      principalHeight: round(principalHeight),
      interestY: round(bottom - principalHeight - interestHeight),
      interestHeight: round(interestHeight),
    };
  });
  const balanceY = (balance: number) =>
    round(bottom - (startBalance > 0 ? balance / startBalance : 0) * inner.h);
  const points = [`${CHART.pad},${balanceY(startBalance)}`];
  years.forEach((y, i) => {
    points.push(`${round(CHART.pad + (i + 1) * slot)},${balanceY(y.remaining_balance)}`);
  });
  return { bars, balancePoints: points.join(' '), startBalance };
}
