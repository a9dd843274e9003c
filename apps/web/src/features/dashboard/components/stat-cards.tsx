import type { TContractStatus, TListContractsQuery } from '@labora/shared/contracts';
import type { TListMyProposalsQuery } from '@labora/shared/proposals';
import type { LucideIcon } from 'lucide-react';
import { BriefcaseBusiness, CircleCheck, FolderOpen, Hourglass, Inbox, Send, Star } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount, formatRating, plural } from '@/lib/format';
import { CONTRACTS_UNDER_WAY_PAGE_SIZE, useContractCount } from '../api/get-contract-count';
import { PROPOSALS_PAGE_SIZE, useLatestProposals } from '../api/get-latest-proposals';
import { useMyJobsSummary } from '../api/get-my-jobs-summary';
import { StatCard, type StatQuery, type StatTone } from './stat-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

type CountedStatus = Extract<TContractStatus, 'em_andamento' | 'concluido'>;

const CONTRACT_LABELS: Record<CountedStatus, string> = {
  em_andamento: 'Contratos em andamento',
  concluido: 'Contratos concluídos',
};

interface ContractsStatProps {
  as: TListContractsQuery['as'];
  status: CountedStatus;
  icon: LucideIcon;
  tone?: StatTone;
  hint: (total: number) => string;
}

/** A count of contracts the API totals for the whole list, not just the page it sent; it opens that list. */
function ContractsStat({ as, status, icon, tone = 'brand', hint }: ContractsStatProps) {
  // Contracts under way share the deadlines list's query (same page size), so they are fetched once.
  const pageSize = status === 'em_andamento' ? CONTRACTS_UNDER_WAY_PAGE_SIZE : 1;
  const query = useContractCount({ as, status, pageSize });
  return (
    <StatCard
      label={CONTRACT_LABELS[status]}
      icon={icon}
      tone={tone}
      query={query}
      view={({ total }) => ({ value: formatCount(total), hint: hint(total) })}
      // /my-projects and /hiring read the same status spelling (?status=em_andamento).
      to={{ pathname: as === 'freelancer' ? paths.myProjects : paths.hiring, search: `?status=${status}` }}
    />
  );
}

const PROPOSALS_STATS: Record<
  TListMyProposalsQuery['as'],
  { label: string; icon: LucideIcon; hint: string; to: string }
> = {
  sent: {
    label: 'Propostas enviadas pendentes',
    icon: Send,
    hint: 'Aguardando a resposta do cliente',
    to: paths.myProposals,
  },
  // Received proposals are read job by job, from the client's jobs.
  received: {
    label: 'Propostas recebidas pendentes',
    icon: Inbox,
    hint: 'Aguardando a sua resposta',
    to: paths.myJobs,
  },
};

/** Pending ones among the newest page; with a full page there may be more, and the number says so. */
function PendingProposalsStat({ as }: { as: TListMyProposalsQuery['as'] }) {
  const query = useLatestProposals(as);
  const { label, icon, hint, to } = PROPOSALS_STATS[as];
  return (
    <StatCard
      label={label}
      icon={icon}
      tone="sol"
      query={query}
      to={to}
      view={(proposals) => {
        const pending = proposals.filter((p) => p.status === 'pending').length;
        const full = proposals.length >= PROPOSALS_PAGE_SIZE;
        return {
          value: `${formatCount(pending)}${full ? '+' : ''}`,
          hint: full ? `Entre as ${PROPOSALS_PAGE_SIZE} mais recentes` : hint,
        };
      }}
    />
  );
}

/** The freelancer's public profile as far as the rating card reads it (the screen fetches the profile). */
export type RatingQuery = StatQuery<{ rating: number | null; reviewCount: number }>;

/** A seller's numbers: contracts on their side, proposals sent, and their rating (it opens the public profile). */
export function FreelancerStats({ userId, rating }: { userId: string; rating: RatingQuery }) {
  return (
    <div className={GRID}>
      <ContractsStat
        as="freelancer"
        status="em_andamento"
        icon={BriefcaseBusiness}
        hint={(n) => (n === 0 ? 'Nenhum trabalho em curso' : 'Trabalhos em curso agora')}
      />
      <ContractsStat
        as="freelancer"
        status="concluido"
        icon={CircleCheck}
        hint={() => 'Entregues e aprovados pelo cliente'}
      />
      <PendingProposalsStat as="sent" />
      <StatCard
        label="Avaliação média"
        icon={Star}
        tone="sol"
        query={rating}
        to={paths.freelancer(userId)}
        view={({ rating, reviewCount }) =>
          rating === null || reviewCount === 0
            ? { value: '—', hint: 'Nenhuma avaliação ainda' }
            : { value: formatRating(rating), outOf: 5, hint: plural(reviewCount, 'avaliação', 'avaliações') }
        }
      />
    </div>
  );
}

/** A buyer's numbers: open jobs and the proposals they received (both open 'Meus trabalhos publicados'), hirings. */
export function ClientStats() {
  const jobs = useMyJobsSummary();
  return (
    <div className={GRID}>
      <StatCard
        label="Projetos abertos"
        icon={FolderOpen}
        tone="brand"
        query={jobs}
        // 'Meus trabalhos publicados' filtered to the open ones (its ?status=abertos).
        to={{ pathname: paths.myJobs, search: '?status=abertos' }}
        view={({ open, partial }) => ({
          value: `${formatCount(open)}${partial ? '+' : ''}`,
          hint: open === 0 ? 'Nenhum projeto recebendo propostas' : 'Recebendo propostas',
        })}
      />
      <ContractsStat
        as="client"
        status="em_andamento"
        icon={Hourglass}
        hint={(n) => (n === 0 ? 'Nenhum trabalho em curso' : 'Freelancers trabalhando para você')}
      />
      <PendingProposalsStat as="received" />
      <ContractsStat
        as="client"
        status="concluido"
        icon={CircleCheck}
        tone="nevoa"
        hint={() => 'Trabalhos entregues'}
      />
    </div>
  );
}
