import { formatBRL } from '@labora/shared/money';
import type { TListMyProposalsQuery, TProposal } from '@labora/shared/proposals';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { formatInstant, plural } from '@/lib/format';
import type { SectionQuery } from '@/lib/section-query';
import { ProposalStatusBadge } from './proposal-status-badge';

type ProposalsSide = TListMyProposalsQuery['as'];

const SHOWN = 5;

const TEXTS: Record<ProposalsSide, { description: string; empty: string; emptyHint: string }> = {
  sent: {
    description: 'As que você enviou, das mais recentes para as mais antigas.',
    empty: 'Você ainda não enviou propostas',
    emptyHint: 'Encontre um projeto que combine com você e conte ao cliente como faria o trabalho.',
  },
  received: {
    description: 'As que freelancers enviaram para os seus projetos.',
    empty: 'Nenhuma proposta recebida ainda',
    emptyHint: 'Publique um projeto e as propostas dos freelancers aparecem aqui.',
  },
};

interface MyProposalsSectionProps {
  side: ProposalsSide;
  /** The newest proposals of that side (at least the SHOWN first) and how many there are in all. */
  query: SectionQuery<{ latest: TProposal[]; total: number }>;
  /** Where all of them are listed ('Ver todas'). */
  allLink?: { to: string; label: string };
  className?: string;
}

/** SPEC "project proposals": the user's latest, each leading to its job, where the whole proposal is. */
export function MyProposalsSection({ side, query, allLink, className }: MyProposalsSectionProps) {
  const texts = TEXTS[side];
  const proposals = query.data?.latest ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Section
      title="Propostas"
      description={texts.description}
      className={className}
      action={
        allLink && (
          <Link to={allLink.to} className="font-semibold text-brand-700 text-sm hover:underline">
            {allLink.label}
          </Link>
        )
      }
    >
      <Card className="p-4 shadow-sm sm:p-5">
        {query.isPending ? (
          <RowsSkeleton label="Carregando propostas" rows={4} />
        ) : query.data === undefined ? (
          <SectionLoadError
            title="Não foi possível carregar as propostas."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : proposals.length === 0 ? (
          <EmptyState icon={FileText} title={texts.empty} size="sm">
            <p>{texts.emptyHint}</p>
            <ButtonLink
              to={side === 'sent' ? { pathname: paths.freelancersList, search: '?tab=projetos' } : paths.addJob}
              variant="secondary"
              size="md"
              className="mt-4"
            >
              {side === 'sent' ? 'Ver projetos disponíveis' : 'Publicar um projeto'}
            </ButtonLink>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-nevoa-100">
              {proposals.slice(0, SHOWN).map((proposal) => (
                <ProposalRow key={proposal.id} proposal={proposal} side={side} />
              ))}
            </ul>
            {total > SHOWN && (
              <p className="mt-4 border-nevoa-100 border-t pt-4 text-nevoa-600 text-sm">
                Mostrando as {SHOWN} mais recentes de {plural(total, 'proposta', 'propostas')}. Abra um projeto para ver
                a proposta completa.
              </p>
            )}
          </>
        )}
      </Card>
    </Section>
  );
}

function ProposalRow({ proposal, side }: { proposal: TProposal; side: ProposalsSide }) {
  return (
    <li className="flex items-start gap-3 py-3.5 first:pt-0 last:pb-0">
      {side === 'received' && (
        <Avatar name={proposal.freelancer.name} url={proposal.freelancer.avatarUrl} className="size-9 text-sm" />
      )}
      {/* Status and date sit beside the text where there is room, under it on a phone. */}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <Link
            to={paths.job(proposal.jobId)}
            className="line-clamp-2 font-semibold text-nevoa-950 leading-snug hover:text-brand-700 hover:underline"
          >
            {proposal.jobTitle}
          </Link>
          <p className="mt-1 text-nevoa-600 text-sm">
            {side === 'received' && (
              <span className="font-medium text-nevoa-800">
                {proposal.freelancer.name}
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
              </span>
            )}
            <span className="font-semibold text-nevoa-900">{formatBRL(proposal.amountCents)}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            {plural(proposal.deliveryDays, 'dia', 'dias')} de prazo
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end sm:gap-1.5">
          <ProposalStatusBadge status={proposal.status} />
          <span className="text-nevoa-500 text-xs">
            <span className="sr-only">Enviada em </span>
            <time dateTime={proposal.createdAt}>{formatInstant(proposal.createdAt, 'medium')}</time>
          </span>
        </div>
      </div>
    </li>
  );
}
