import { CONTRACT_STATUS_LABELS, type TContractStatus } from '@labora/shared/contract-labels';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { daysUntil, formatDay, plural } from '@/lib/format';
import type { SectionQuery } from '@/lib/section-query';
import { type DeadlineTone, describeDeadline } from '../lib/describe-deadline';

const TONES: Record<DeadlineTone, string> = {
  late: 'text-danger-700',
  soon: 'text-sol-700',
  later: 'text-nevoa-600',
};

/** An open contract as the list shows it: the user's side, the other party's name and the end date. */
export interface DeadlineItem {
  contractId: string;
  title: string;
  status: TContractStatus;
  /** 'YYYY-MM-DD'. */
  endDate: string;
  myRole: 'client' | 'freelancer';
  otherName: string;
}

interface UpcomingDeadlinesSectionProps {
  /** The nearest deadlines first (overdue ones lead), and how many open contracts there are in all. */
  query: SectionQuery<{ items: DeadlineItem[]; total: number }>;
  /** Where the whole list of the user's main side lives. */
  allLink: { to: string; label: string };
  className?: string;
}

/** SPEC "upcoming deadlines" (project, client, deadline): open contracts, nearest end date first. */
export function UpcomingDeadlinesSection({ query, allLink, className }: UpcomingDeadlinesSectionProps) {
  const shown = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Section
      title="Próximos prazos"
      className={className}
      description="Contratos aguardando início ou em andamento."
      action={
        <Link to={allLink.to} className="font-semibold text-brand-700 text-sm hover:underline">
          {allLink.label}
        </Link>
      }
    >
      <Card className="p-4 shadow-sm sm:p-5">
        {query.isPending ? (
          <RowsSkeleton label="Carregando prazos" rows={3} />
        ) : query.data === undefined ? (
          <SectionLoadError
            title="Não foi possível carregar os prazos."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : shown.length === 0 ? (
          <EmptyState icon={CalendarClock} title="Nenhum prazo pela frente" size="sm">
            <p>Quando uma proposta for aceita, o contrato e a data de entrega aparecem aqui.</p>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-nevoa-100">
              {shown.map((contract) => (
                <DeadlineRow key={contract.contractId} contract={contract} />
              ))}
            </ul>
            {total > shown.length && (
              <p className="mt-4 border-nevoa-100 border-t pt-4 text-nevoa-600 text-sm">
                Mostrando {shown.length} de {plural(total, 'contrato aberto', 'contratos abertos')}.
              </p>
            )}
          </>
        )}
      </Card>
    </Section>
  );
}

function DeadlineRow({ contract }: { contract: DeadlineItem }) {
  const { text, tone } = describeDeadline(daysUntil(contract.endDate));
  return (
    <li className="py-3.5 first:pt-0 last:pb-0">
      <Link
        to={paths.contract(contract.contractId)}
        className="line-clamp-2 font-semibold text-nevoa-950 leading-snug hover:text-brand-700 hover:underline"
      >
        {contract.title}
      </Link>
      <p className="mt-1 text-nevoa-600 text-sm">
        {contract.myRole === 'freelancer' ? 'Cliente' : 'Freelancer'}: {contract.otherName}
        <span aria-hidden className="text-nevoa-400">
          {' · '}
        </span>
        <span className="sr-only">, </span>
        {CONTRACT_STATUS_LABELS[contract.status]}
      </p>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm">
        <CalendarClock aria-hidden className="size-4 text-nevoa-500" />
        <span className="sr-only">Prazo:</span>
        <time dateTime={contract.endDate} className="font-semibold text-nevoa-900">
          {formatDay(contract.endDate, 'medium')}
        </time>
        <span className={cn('font-semibold text-xs', TONES[tone])}>{text}</span>
      </p>
    </li>
  );
}
