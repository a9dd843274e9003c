import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { CalendarCheck, CalendarDays, MessageSquare, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatShortDate } from '../lib/format';
import { Fact, Facts } from './facts';
import { StatusBadge } from './status-badge';

/** SPEC "Hiring" card: title, status badge with icon, freelancer, start and end dates, value, two buttons. */
export function HiringCard({ contract }: { contract: TContract }) {
  const titleId = useId();
  const { freelancer } = contract;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex w-full flex-col p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={titleId} className="min-w-0 flex-1 break-words font-bold text-lg text-nevoa-950 leading-snug">
          {contract.title}
        </h2>
        <StatusBadge status={contract.status} vocabulary="hiring" />
      </div>

      <div className="mt-4 flex items-center gap-3">
        <Avatar name={freelancer.name} url={freelancer.avatarUrl} />
        <p className="min-w-0">
          <span className="block text-nevoa-600 text-xs">Freelancer</span>
          <span className="block truncate font-semibold text-nevoa-900">{freelancer.name}</span>
        </p>
      </div>

      <Facts className="mt-4 grid-cols-2 border-nevoa-100 border-t pt-4">
        <Fact icon={CalendarDays} label="Início">
          {contract.startDate ? (
            <time dateTime={contract.startDate}>{formatShortDate(contract.startDate)}</time>
          ) : (
            <span className="font-medium text-nevoa-600">Não iniciado</span>
          )}
        </Fact>
        <Fact icon={CalendarCheck} label="Término">
          <time dateTime={contract.endDate}>{formatShortDate(contract.endDate)}</time>
        </Fact>
        <Fact icon={Wallet} label="Valor">
          <span className="text-base text-brand-800">{formatBRL(contract.valueCents)}</span>
        </Fact>
      </Facts>

      <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
        <ButtonLink to={paths.contract(contract.id)} size="md" className="sm:flex-1">
          Ver Detalhes<span className="sr-only"> de {contract.title}</span>
        </ButtonLink>
        <ButtonLink to={paths.messages} variant="secondary" size="md" className="sm:flex-1">
          <MessageSquare aria-hidden className="size-4" />
          Enviar Mensagem<span className="sr-only"> para {freelancer.name}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
