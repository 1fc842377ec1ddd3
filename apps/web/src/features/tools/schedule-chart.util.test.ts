import { computeMortgage } from '@domus/shared/utils/mortgage.util';
import { describe, expect, it } from 'vitest';
import { CHART, scheduleChartGeometry } from './schedule-chart.util';

describe('scheduleChartGeometry', () => {
  const { yearly_totals } = computeMortgage({
    loanAmount: 100000,
    downPayment: 20000,
    interestRate: 6.5,
    loanTermYears: 5,
    withSchedule: true,
    startDate: new Date('2026-03-01T00:00:00Z'),
  });
  const geometry = scheduleChartGeometry(yearly_totals);

  it('draws one stacked bar per year inside the frame', () => {
    expect(geometry.bars).toHaveLength(yearly_totals.length);
    for (const bar of geometry.bars) {
      expect(bar.interestY).toBeGreaterThanOrEqual(CHART.pad - 0.1);
      expect(bar.principalY + bar.principalHeight).toBeCloseTo(CHART.height - CHART.pad, 0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART.width - CHART.pad);
    }
  });

  it('runs the balance line from the amount borrowed (top) down to zero (the axis)', () => {
    expect(geometry.startBalance).toBeCloseTo(80000, 0);
    const points = geometry.balancePoints.split(' ').map((p) => p.split(',').map(Number));
    expect(points).toHaveLength(yearly_totals.length + 1);
    expect(points[0]).toEqual([CHART.pad, CHART.pad]);
    expect(points.at(-1)?.[1]).toBeCloseTo(CHART.height - CHART.pad, 0);
  });

  it('draws nothing from an empty schedule', () => {
    expect(scheduleChartGeometry([]).bars).toEqual([]);
  });
});
