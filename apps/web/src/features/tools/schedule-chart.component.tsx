import type { MortgageYearTotal } from '@domus/shared/utils/mortgage.util';
import { CHART, scheduleChartGeometry } from './schedule-chart.util';

// The yearly schedule drawn by hand (no chart library: it would weigh more than the calculator).
// The drawing is hidden from assistive technology; the caption says what it shows in words and the
// table that follows it holds every figure.

export function ScheduleChart({
  years,
  caption,
  summary,
  labels,
}: {
  years: readonly MortgageYearTotal[];
  caption: string;
  summary: string;
  labels: { principal: string; interest: string; balance: string };
}) {
  const { bars, balancePoints } = scheduleChartGeometry(years);
  return (
    <figure className="mb-6" data-testid="schedule-chart">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full rtl:-scale-x-100"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={CHART.pad}
          x2={CHART.width - CHART.pad}
          y1={CHART.height - CHART.pad}
          y2={CHART.height - CHART.pad}
          className="stroke-gray-400"
        />
        {bars.map((bar, i) => (
          <g key={years[i]?.year ?? i}>
            <rect
              x={bar.x}
              y={bar.principalY}
              width={bar.width}
              height={bar.principalHeight}
              className="fill-(--brand)"
            />
            <rect
              x={bar.x}
              y={bar.interestY}
              width={bar.width}
              height={bar.interestHeight}
              className="fill-amber-500"
            />
          </g>
        ))}
        <polyline
          points={balancePoints}
          fill="none"
          strokeWidth="3"
          strokeLinejoin="round"
          className="stroke-gray-900"
        />
      </svg>
      <figcaption className="mt-2 text-sm text-gray-800">
        <span className="block font-semibold text-gray-900">{caption}</span>
        <span className="mt-1 flex flex-wrap gap-x-6 gap-y-1" aria-hidden="true">
          <span className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm bg-(--brand)" />
            {labels.principal}
          </span>
          <span className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm bg-amber-500" />
            {labels.interest}
          </span>
          <span className="flex items-center gap-2">
            <span className="inline-block h-0.5 w-4 bg-gray-900" />
            {labels.balance}
          </span>
        </span>
        <span className="mt-1 block" data-testid="schedule-chart-summary">
          {summary}
        </span>
      </figcaption>
    </figure>
  );
}
