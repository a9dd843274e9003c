import type { TContract } from '@labora/shared/contracts';
import { CalendarCheck, MessageSquare, UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { ContractCard, ValueFact } from './contract-card';
import { Fact, FactList } from './fact-list';
import { ProgressBar } from './progress-bar';
import { UpdateStatusDialog } from './update-status-dialog';

/** SPEC "Project" of My Projects: title, client, deadline, value, status badge, progress bar, description. */
export function ProjectCard({ contract }: { contract: TContract }) {
  return (
    <ContractCard contract={contract} vocabulary="project">
      <FactList className="mt-4 grid-cols-2 sm:grid-cols-3">
        <Fact icon={UserRound} label="Cliente">
          <span className="break-words">{contract.client.name}</span>
        </Fact>
        <Fact icon={CalendarCheck} label="Prazo">
          <time dateTime={contract.endDate}>{formatDay(contract.endDate, 'short')}</time>
        </Fact>
        <ValueFact contract={contract} />
      </FactList>

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
        <ButtonLink to={paths.contractConversation(contract.id)} variant="ghost" size="md" className="sm:col-span-2">
          <MessageSquare aria-hidden className="size-4" />
          Enviar Mensagem<span className="sr-only"> para {contract.client.name}</span>
        </ButtonLink>
      </div>
    </ContractCard>
  );
}
