import { lazy, Suspense, useId } from 'react';
import { SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';

export interface SeriesChartProps {
  /** What the chart shows; names the figure and its table for screen readers. */
  title: string;
  labels: readonly string[];
  /** One amount per label, in centavos. */
  cents: readonly number[];
  kind?: 'line' | 'bar';
  className?: string;
}

/** Chart height in px: the placeholder keeps the same so nothing moves when the library arrives. */
export const CHART_HEIGHT = 240;

// uPlot (≈23 KB gzip, measured against chart.js ≈58 KB and recharts ≈129 KB) is fetched only when a chart
// shows, after the dashboard has painted.
const UPlotChart = lazy(() => import('./uplot-chart'));

/**
 * A line or bar chart of amounts by label, with its text alternative: a table a screen reader reads (the drawing
 * itself is hidden from it) and a one-line summary for everyone.
 */
export function SeriesChart({ title, labels, cents, kind = 'line', className }: SeriesChartProps) {
  const captionId = useId();
  const total = cents.reduce((sum, c) => sum + c, 0);
  const best = cents.reduce((top, c, i) => (c > (cents[top] ?? 0) ? i : top), 0);
  return (
    <figure aria-labelledby={captionId} className={cn('min-w-0', className)}>
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
      <div aria-hidden style={{ height: CHART_HEIGHT }}>
        <Suspense
          fallback={
            <div role="presentation" className={cn(SKELETON_BAR, 'size-full rounded-2xl')} data-chart-loading />
          }
        >
          <UPlotChart labels={labels} cents={cents} kind={kind} height={CHART_HEIGHT} />
        </Suspense>
      </div>
      <p className="mt-2 text-nevoa-600 text-xs">
        {total === 0
          ? 'Nenhum valor no período.'
          : `Total no período: ${formatBRL(total)}; maior valor em ${labels[best]}: ${formatBRL(cents[best] ?? 0)}.`}
      </p>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Período</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatBRL(cents[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
