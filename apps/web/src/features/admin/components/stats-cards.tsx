import type { TUserStats } from '@labora/shared/admin';
import { Laptop, type LucideIcon, Minus, TrendingDown, TrendingUp, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount, formatPercent, formatShare } from '@/lib/format';
import { useUserStats } from '../api/get-user-stats';

/** Total de Usuários, Usuários Ativos and Freelancers; a failure here leaves dashes, the table still works. */
export function StatsCards() {
  const { data: stats } = useUserStats();

  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <StatCard icon={Users} label="Total de Usuários" value={stats?.total}>
        {stats && <Growth percent={stats.monthlyGrowthPercent} />}
      </StatCard>
      <StatCard icon={UserCheck} label="Usuários Ativos" value={stats?.active}>
        {stats && <ShareOf part={stats.active} stats={stats} />}
      </StatCard>
      <StatCard icon={Laptop} label="Freelancers" value={stats?.freelancers}>
        {stats && <ShareOf part={stats.freelancers} stats={stats} />}
      </StatCard>
    </ul>
  );
}

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  children?: ReactNode;
}

function StatCard({ icon: Icon, label, value, children }: StatCardProps) {
  return (
    <li>
      <Card className="flex h-full items-start gap-4 p-5 shadow-sm">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-nevoa-600 text-sm">{label}</p>
          <p className="mt-0.5 font-extrabold text-3xl text-nevoa-950 tabular-nums tracking-tight">
            {value === undefined ? '—' : formatCount(value)}
          </p>
          <div className="mt-1 min-h-5 text-sm">{children}</div>
        </div>
      </Card>
    </li>
  );
}

/** Sign-ups this month against last month: the real trend, where SPEC's screen showed a fixed 12%. */
function Growth({ percent }: { percent: number | null }) {
  if (percent === null) return <p className="text-nevoa-600">Sem cadastros no mês passado</p>;
  const Icon = percent > 0 ? TrendingUp : percent < 0 ? TrendingDown : Minus;
  return (
    <p
      className={cn(
        'flex items-center gap-1 font-semibold',
        percent > 0 ? 'text-brand-700' : percent < 0 ? 'text-danger-700' : 'text-nevoa-600',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span>
        {formatPercent(percent)} <span className="font-normal text-nevoa-600">vs. mês passado</span>
      </span>
    </p>
  );
}

function ShareOf({ part, stats }: { part: number; stats: TUserStats }) {
  if (stats.total === 0) return null;
  return <p className="text-nevoa-600">{formatShare(part, stats.total)} do total</p>;
}
