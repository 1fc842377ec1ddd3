import type { Translate } from '@/lib/i18n/translate.util';

// A small per-day bar chart drawn as inline SVG on the server (no chart library reaches the
// browser). The picture is decorative for assistive technology: its figure caption says what it
// shows in words, and the same numbers are a table behind "Show as a table".

const WIDTH = 300;
const HEIGHT = 80;

export function DayChart({
  id,
  title,
  points,
  format,
  day,
  t,
}: {
  id: string;
  title: string;
  points: ReadonlyArray<{ day: string; value: number }>;
  format: (value: number) => string;
  day: (isoDay: string) => string;
  t: Translate;
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const slot = WIDTH / Math.max(points.length, 1);
  const summary = t('adminDashboardChartSummary', {
    title,
    total: format(total),
    from: points[0] ? day(points[0].day) : '',
    to: points.at(-1) ? day(points.at(-1)?.day ?? '') : '',
    max: format(max),
  });
  return (
    <figure className="rounded-xl border border-gray-200 p-4" data-testid={`dashboard-chart-${id}`}>
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <p className="mt-1 text-2xl font-bold text-gray-900">{format(total)}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-20 w-full text-(--brand)"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#9ca3af" strokeWidth="1" />
        {points.map((p, i) => {
          const h = max > 0 ? Math.max((p.value / max) * (HEIGHT - 4), p.value > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={p.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - 1 - h}
              width={slot * 0.7}
              height={h}
              fill="currentColor"
            />
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-gray-700">{summary}</figcaption>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-(--brand-ink) underline">
          {t('adminDashboardShowTable')}
        </summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start font-semibold">
                {t('adminDashboardDay')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('adminDashboardValue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day} className="border-t border-gray-100">
                <th scope="row" className="py-1 text-start font-normal">
                  {day(p.day)}
                </th>
                <td className="py-1 text-end tabular-nums">{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
