import type { TProposal } from '@labora/shared/proposals';
import { BriefcaseBusiness, CircleCheck, FolderOpen, Hourglass, Inbox, Send, Star } from 'lucide-react';
import { useContracts } from '../api/get-contracts';
import { useFreelancer } from '../api/get-freelancer';
import { useMyJobsSummary } from '../api/get-my-jobs';
import { MY_PROPOSALS_PAGE_SIZE, useMyProposals } from '../api/get-my-proposals';
import { DEADLINES_PAGE_SIZE } from '../api/get-upcoming-deadlines';
import { formatCount, formatRating, plural } from '../lib/format';
import { StatCard, type StatView } from './stat-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

/** A count the API totals for the whole list, not just the page it sent. */
const totalView =
  (hint: (n: number) => string) =>
  ({ total }: { total: number }): StatView => ({ value: formatCount(total), hint: hint(total) });

/** Pending ones among the newest page; with a full page there may be more, and the number says so. */
function pendingView(hint: string) {
  return (proposals: TProposal[]): StatView => {
    const pending = proposals.filter((p) => p.status === 'pending').length;
    const full = proposals.length >= MY_PROPOSALS_PAGE_SIZE;
    return {
      value: `${formatCount(pending)}${full ? '+' : ''}`,
      hint: full ? `Entre as ${MY_PROPOSALS_PAGE_SIZE} mais recentes` : hint,
    };
  };
}

// The contracts under way share the deadlines list's query (same page size), so they are fetched once.

export function FreelancerStats({ userId }: { userId: string }) {
  const active = useContracts({ as: 'freelancer', status: 'em_andamento', pageSize: DEADLINES_PAGE_SIZE });
  const done = useContracts({ as: 'freelancer', status: 'concluido', pageSize: 1 });
  const proposals = useMyProposals('sent');
  const profile = useFreelancer(userId);
  return (
    <div className={GRID}>
      <StatCard
        label="Contratos em andamento"
        icon={BriefcaseBusiness}
        tone="brand"
        query={active}
        view={totalView((n) => (n === 0 ? 'Nenhum trabalho em curso' : 'Trabalhos em curso agora'))}
      />
      <StatCard
        label="Contratos concluídos"
        icon={CircleCheck}
        tone="brand"
        query={done}
        view={totalView(() => 'Entregues e aprovados pelo cliente')}
      />
      <StatCard
        label="Propostas enviadas pendentes"
        icon={Send}
        tone="sol"
        query={proposals}
        view={pendingView('Aguardando a resposta do cliente')}
      />
      <StatCard
        label="Avaliação média"
        icon={Star}
        tone="sol"
        query={profile}
        view={({ rating, reviewCount }) =>
          rating === null || reviewCount === 0
            ? { value: '—', hint: 'Nenhuma avaliação ainda' }
            : { value: formatRating(rating), outOf: 5, hint: plural(reviewCount, 'avaliação', 'avaliações') }
        }
      />
    </div>
  );
}

export function ClientStats() {
  const jobs = useMyJobsSummary();
  const active = useContracts({ as: 'client', status: 'em_andamento', pageSize: DEADLINES_PAGE_SIZE });
  const proposals = useMyProposals('received');
  const done = useContracts({ as: 'client', status: 'concluido', pageSize: 1 });
  return (
    <div className={GRID}>
      <StatCard
        label="Projetos abertos"
        icon={FolderOpen}
        tone="brand"
        query={jobs}
        view={({ open, partial }) => ({
          value: `${formatCount(open)}${partial ? '+' : ''}`,
          hint: open === 0 ? 'Nenhum projeto recebendo propostas' : 'Recebendo propostas',
        })}
      />
      <StatCard
        label="Contratos em andamento"
        icon={Hourglass}
        tone="brand"
        query={active}
        view={totalView((n) => (n === 0 ? 'Nenhum trabalho em curso' : 'Freelancers trabalhando para você'))}
      />
      <StatCard
        label="Propostas recebidas pendentes"
        icon={Inbox}
        tone="sol"
        query={proposals}
        view={pendingView('Aguardando a sua resposta')}
      />
      <StatCard
        label="Contratos concluídos"
        icon={CircleCheck}
        tone="nevoa"
        query={done}
        view={totalView(() => 'Trabalhos entregues')}
      />
    </div>
  );
}
