import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { CalendarCheck, MessageSquare, UserRound, Wallet } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatShortDate } from '../lib/format';
import { Fact, Facts } from './facts';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './status-badge';
import { UpdateStatusDialog } from './update-status-dialog';

/** SPEC "Project" of My Projects: title, client, deadline, value, status badge, progress bar, description. */
export function ProjectCard({ contract }: { contract: TContract }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex w-full flex-col p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={titleId} className="min-w-0 flex-1 break-words font-bold text-lg text-nevoa-950 leading-snug">
          {contract.title}
        </h2>
        <StatusBadge status={contract.status} vocabulary="project" />
      </div>

      <Facts className="mt-4 grid-cols-2 sm:grid-cols-3">
        <Fact icon={UserRound} label="Cliente">
          <span className="break-words">{contract.client.name}</span>
        </Fact>
        <Fact icon={CalendarCheck} label="Prazo">
          <time dateTime={contract.endDate}>{formatShortDate(contract.endDate)}</time>
        </Fact>
        <Fact icon={Wallet} label="Valor">
          <span className="text-base text-brand-800">{formatBRL(contract.valueCents)}</span>
        </Fact>
      </Facts>

      <ProgressBar value={contract.progress} status={contract.status} className="mt-5" />

      {contract.description && (
        <p className="mt-4 line-clamp-3 text-pretty break-words text-nevoa-700 text-sm leading-relaxed">
          {contract.description}
        </p>
      )}

      <div className="mt-auto grid gap-2 pt-5 sm:grid-cols-2">
        <UpdateStatusDialog contract={contract} />
        <ButtonLink to={paths.contract(contract.id)} variant="secondary" size="md">
          Ver Detalhes<span className="sr-only"> de {contract.title}</span>
        </ButtonLink>
        <ButtonLink to={paths.messages} variant="ghost" size="md" className="sm:col-span-2">
          <MessageSquare aria-hidden className="size-4" />
          Enviar Mensagem<span className="sr-only"> para {contract.client.name}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
