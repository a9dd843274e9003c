import type { TContract } from '@labora/shared/contracts';
import { CalendarCheck, CalendarDays, MessageSquare } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { ContractCard, ValueFact } from './contract-card';
import { Fact, FactList } from './fact-list';

/** SPEC "Hiring" card: title, status badge with icon, freelancer, start and end dates, value, two buttons. */
export function HiringCard({ contract }: { contract: TContract }) {
  const { freelancer } = contract;
  return (
    <ContractCard contract={contract} vocabulary="hiring">
      <div className="mt-4 flex items-center gap-3">
        <Avatar name={freelancer.name} url={freelancer.avatarUrl} />
        <p className="min-w-0">
          <span className="block text-nevoa-600 text-xs">Freelancer</span>
          <span className="block truncate font-semibold text-nevoa-900">{freelancer.name}</span>
        </p>
      </div>

      <FactList className="mt-4 grid-cols-2 border-nevoa-100 border-t pt-4">
        <Fact icon={CalendarDays} label="Início">
          {contract.startDate ? (
            <time dateTime={contract.startDate}>{formatDay(contract.startDate, 'short')}</time>
          ) : (
            <span className="font-medium text-nevoa-600">Não iniciado</span>
          )}
        </Fact>
        <Fact icon={CalendarCheck} label="Término">
          <time dateTime={contract.endDate}>{formatDay(contract.endDate, 'short')}</time>
        </Fact>
        <ValueFact contract={contract} />
      </FactList>

      <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
        <ButtonLink to={paths.contract(contract.id)} size="md" className="sm:flex-1">
          Ver Detalhes<span className="sr-only"> de {contract.title}</span>
        </ButtonLink>
        <ButtonLink to={paths.contractConversation(contract.id)} variant="secondary" size="md" className="sm:flex-1">
          <MessageSquare aria-hidden className="size-4" />
          Enviar Mensagem<span className="sr-only"> para {freelancer.name}</span>
        </ButtonLink>
      </div>
    </ContractCard>
  );
}
