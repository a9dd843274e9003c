import type { TIntent } from '@labora/shared/auth';
import type { TEarningsFigures } from '@labora/shared/dashboard';
import { ArrowRight, Wallet } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, SectionLoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { monthLabel } from '../lib/periods';
import { SeriesChart } from './charts/series-chart';

type Side = 'received' | 'paid';

const SIDES: Record<Side, { label: string; chart: string }> = {
  received: { label: 'Recebidos', chart: 'Ganhos dos últimos 12 meses' },
  paid: { label: 'Pagos', chart: 'Pagamentos dos últimos 12 meses' },
};

const SUMS: { key: keyof Omit<TEarningsFigures, 'monthly'>; label: string }[] = [
  { key: 'thisMonthCents', label: 'Este mês' },
  { key: 'lastMonthCents', label: 'Mês passado' },
  { key: 'thisYearCents', label: 'Este ano' },
  { key: 'totalCents', label: 'Total' },
];

/** 'Ganhos': what the person received (a seller, net of the fee) or paid (a buyer), from the ledger. */
export function EarningsTab({ intent }: { intent: TIntent | null }) {
  const dashboard = useDashboard();
  const [chosen, setChosen] = useState<Side | null>(null);

  if (dashboard.isPending) {
    return (
      <div role="status" aria-label="Carregando ganhos" className="space-y-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {SUMS.map(({ key }) => (
            <div key={key} className={cn(SKELETON_BAR, 'h-24 rounded-2xl')} />
          ))}
        </div>
        <div className={cn(SKELETON_BAR, 'h-72 rounded-2xl')} />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <SectionLoadError
        title="Não foi possível carregar os seus ganhos."
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isRefetching}
      />
    );
  }

  const { earnings } = dashboard.data;
  const natural: Side = intent === 'buyer' ? 'paid' : 'received';
  const other: Side = natural === 'paid' ? 'received' : 'paid';
  // The other side only when there is something on it: a freelancer who also hired, a client who also worked.
  const sides: Side[] = earnings[other].totalCents > 0 ? [natural, other] : [natural];
  const side = chosen && sides.includes(chosen) ? chosen : natural;
  const figures = earnings[side];

  return (
    <div className="space-y-6">
      {sides.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a toggle group of two pressed buttons, not a form fieldset.
        <div role="group" aria-label="Mostrar" className="inline-flex rounded-xl bg-nevoa-100 p-1">
          {sides.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={side === s}
              onClick={() => setChosen(s)}
              className={cn(
                'min-h-10 rounded-lg px-4 font-semibold text-sm',
                side === s ? 'bg-white text-brand-800 shadow-sm' : 'text-nevoa-700 hover:text-nevoa-950',
              )}
            >
              {SIDES[s].label}
            </button>
          ))}
        </div>
      )}
      {figures.totalCents === 0 ? (
        <EarningsEmpty intent={intent} side={side} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {SUMS.map(({ key, label }) => (
              <Card key={key} className="p-4 shadow-sm sm:p-5">
                <dt className="font-semibold text-nevoa-700 text-sm">{label}</dt>
                <dd className="mt-2 font-extrabold text-nevoa-950 text-xl tabular-nums tracking-tight sm:text-2xl">
                  {formatBRL(figures[key])}
                </dd>
              </Card>
            ))}
          </dl>
          <Card className="p-4 shadow-sm sm:p-6">
            <h3 className="mb-4 font-bold text-lg text-nevoa-950">{SIDES[side].chart}</h3>
            <SeriesChart
              title={SIDES[side].chart}
              kind="bar"
              labels={figures.monthly.map((m) => monthLabel(m.month))}
              cents={figures.monthly.map((m) => m.cents)}
            />
            {side === 'received' && (
              <p className="mt-3 text-nevoa-600 text-xs">Valores já sem a taxa da Labora, no calendário de Brasília.</p>
            )}
          </Card>
        </>
      )}
    </div>
  );
}

/** Nothing yet: how to earn (or to hire). */
function EarningsEmpty({ intent, side }: { intent: TIntent | null; side: Side }) {
  if (side === 'paid') {
    return (
      <EmptyState icon={Wallet} title="Você ainda não pagou nenhum projeto">
        <p>
          Publique um projeto, aceite a proposta de um freelancer e pague o contrato: o valor fica guardado com a Labora
          até você aprovar a entrega, e os seus pagamentos aparecem aqui, por mês e no total.
        </p>
        <ButtonLink to={paths.addJob} size="md" className="mt-4">
          Publicar um projeto
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={Wallet} title="Você ainda não recebeu nenhum pagamento">
      <p>
        Envie propostas para projetos abertos ou ofereça um serviço no seu perfil. Quando o cliente aprovar a entrega, o
        valor entra na sua carteira, já sem a taxa da Labora, e aparece aqui: este mês, o mês passado, este ano e o
        total.
      </p>
      <ButtonLink
        to={{ pathname: paths.freelancersList, search: '?tab=projetos' }}
        size="md"
        variant={intent === 'seller' ? 'primary' : 'secondary'}
        className="mt-4"
      >
        Ver projetos abertos
        <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </EmptyState>
  );
}
