import type { TFreelancerDashboard } from '@labora/shared/dashboard';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { MONTH_LABELS } from '../lib/periods';
import { SeriesChart } from './charts/series-chart';

type Period = 'mes' | 'ano';

const PERIODS: Record<Period, { toggle: string; title: string }> = {
  mes: { toggle: 'Mês', title: 'Ganhos por Mês' },
  ano: { toggle: 'Ano', title: 'Ganhos por Ano' },
};

function seriesOf(period: Period, data: TFreelancerDashboard) {
  return period === 'mes'
    ? { labels: data.weeklyEarnings.map((w) => `Semana ${w.week}`), cents: data.weeklyEarnings.map((w) => w.cents) }
    : {
        labels: data.monthlyEarnings.map((m) => MONTH_LABELS[m.month - 1] ?? String(m.month)),
        cents: data.monthlyEarnings.map((m) => m.cents),
      };
}

/** SPEC's earnings line chart with its Mês/Ano toggle: the current month's weeks, or the year's months. */
export function FreelancerEarningsChart({ data }: { data: TFreelancerDashboard }) {
  const [period, setPeriod] = useState<Period>('mes');
  const titleId = useId();
  const { labels, cents } = seriesOf(period, data);
  return (
    <Card className="p-4 shadow-sm sm:p-6">
      <section aria-labelledby={titleId}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="font-bold text-nevoa-950 text-xl tracking-tight">
            {PERIODS[period].title}
          </h2>
          {/* biome-ignore lint/a11y/useSemanticElements: a toggle group of pressed buttons, not a form fieldset. */}
          <div role="group" aria-label="Período do gráfico" className="inline-flex rounded-xl bg-nevoa-100 p-1">
            {(Object.keys(PERIODS) as Period[]).map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
                className={cn(
                  'min-h-10 min-w-16 rounded-lg px-4 font-semibold text-sm',
                  period === p ? 'bg-white text-brand-800 shadow-sm' : 'text-nevoa-700 hover:text-nevoa-950',
                )}
              >
                {PERIODS[p].toggle}
              </button>
            ))}
          </div>
        </div>
        <SeriesChart title={PERIODS[period].title} labels={labels} cents={cents} kind="line" />
      </section>
    </Card>
  );
}
