import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { CalendarCheck, CalendarDays, CalendarPlus, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDay, formatInstant } from '@/lib/format';
import { Fact, FactList } from './fact-list';

type Party = TContract['client'];

/** Value, dates, the two parties and the job or gig it came from. */
export function ContractSummary({ contract }: { contract: TContract }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Resumo
        </h2>
        <p className="mt-3 text-nevoa-600 text-sm">Valor</p>
        <p className="font-extrabold text-2xl text-brand-800 tabular-nums">{formatBRL(contract.valueCents)}</p>

        <FactList className="mt-5">
          <Fact icon={CalendarDays} label="Início">
            {contract.startDate ? (
              <time dateTime={contract.startDate}>{formatDay(contract.startDate, 'long')}</time>
            ) : (
              <span className="font-medium text-nevoa-600">Ainda não iniciado</span>
            )}
          </Fact>
          <Fact icon={CalendarCheck} label="Prazo de entrega">
            <time dateTime={contract.endDate}>{formatDay(contract.endDate, 'long')}</time>
          </Fact>
          <Fact icon={CalendarPlus} label="Contratado em">
            <time dateTime={contract.createdAt}>{formatInstant(contract.createdAt, 'long')}</time>
          </Fact>
        </FactList>

        <div className="mt-6 space-y-4 border-nevoa-100 border-t pt-5">
          <PartyRow side="Cliente" party={contract.client} isMe={contract.myRole === 'client'} />
          <PartyRow side="Freelancer" party={contract.freelancer} isMe={contract.myRole === 'freelancer'} />
        </div>

        {/* Hired from a job's proposal, or from a gig's order ('Contratar'). */}
        {contract.jobId ? (
          <Link
            to={paths.job(contract.jobId)}
            className="mt-6 inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            Ver trabalho publicado
          </Link>
        ) : (
          contract.gigId && (
            <Link
              to={paths.gig(contract.gigId)}
              className="mt-6 inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              Ver serviço contratado
            </Link>
          )
        )}
      </Card>
    </section>
  );
}

function PartyRow({ side, party, isMe }: { side: string; party: Party; isMe: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={party.name} url={party.avatarUrl} />
      <p className="min-w-0">
        <span className="block text-nevoa-600 text-xs">{side}</span>
        <Link
          to={paths.freelancer(party.id)}
          className="block break-words font-semibold text-nevoa-900 hover:text-brand-700 hover:underline"
        >
          {party.name}
        </Link>
        {isMe && <span className="text-nevoa-500 text-xs">(você)</span>}
      </p>
    </div>
  );
}
