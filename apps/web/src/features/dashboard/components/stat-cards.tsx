import type { TDashboard } from '@labora/shared/dashboard';
import { BriefcaseBusiness, CircleCheck, FolderOpen, Hourglass, Inbox, Send, Star } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount, formatRating, plural } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { StatCard } from './stat-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

// /my-projects and /hiring read the same status spelling (?status=em_andamento).
const contractsList = (pathname: string, status: string) => ({ pathname, search: `?status=${status}` });

/** A seller's numbers (exact counts from GET /api/dashboard): contracts on their side, proposals sent, rating. */
export function FreelancerStats({ userId }: { userId: string }) {
  const query = useDashboard();
  const seller = (d: TDashboard) => d.stats.seller;
  return (
    <div className={GRID}>
      <StatCard
        label="Contratos em andamento"
        icon={BriefcaseBusiness}
        tone="brand"
        query={query}
        to={contractsList(paths.myProjects, 'em_andamento')}
        view={(d) => {
          const n = seller(d).contractsInProgress;
          return { value: formatCount(n), hint: n === 0 ? 'Nenhum trabalho em curso' : 'Trabalhos em curso agora' };
        }}
      />
      <StatCard
        label="Contratos concluídos"
        icon={CircleCheck}
        tone="brand"
        query={query}
        to={contractsList(paths.myProjects, 'concluido')}
        view={(d) => ({ value: formatCount(seller(d).contractsConcluded), hint: 'Entregues e aprovados pelo cliente' })}
      />
      <StatCard
        label="Propostas enviadas pendentes"
        icon={Send}
        tone="sol"
        query={query}
        to={paths.myProposals}
        view={(d) => ({ value: formatCount(seller(d).proposalsPending), hint: 'Aguardando a resposta do cliente' })}
      />
      <StatCard
        label="Avaliação média"
        icon={Star}
        tone="sol"
        query={query}
        to={paths.freelancer(userId)}
        view={(d) => {
          const { rating, reviewCount } = seller(d);
          return rating === null || reviewCount === 0
            ? { value: '—', hint: 'Nenhuma avaliação ainda' }
            : { value: formatRating(rating), outOf: 5, hint: plural(reviewCount, 'avaliação', 'avaliações') };
        }}
      />
    </div>
  );
}

/** A buyer's numbers (exact counts from GET /api/dashboard): open jobs, hirings, proposals received. */
export function ClientStats() {
  const query = useDashboard();
  const buyer = (d: TDashboard) => d.stats.buyer;
  return (
    <div className={GRID}>
      <StatCard
        label="Projetos abertos"
        icon={FolderOpen}
        tone="brand"
        query={query}
        // 'Meus trabalhos publicados' filtered to the open ones (its ?status=abertos).
        to={{ pathname: paths.myJobs, search: '?status=abertos' }}
        view={(d) => {
          const n = buyer(d).openJobs;
          return {
            value: formatCount(n),
            hint: n === 0 ? 'Nenhum projeto recebendo propostas' : 'Recebendo propostas',
          };
        }}
      />
      <StatCard
        label="Contratos em andamento"
        icon={Hourglass}
        tone="brand"
        query={query}
        to={contractsList(paths.hiring, 'em_andamento')}
        view={(d) => {
          const n = buyer(d).contractsInProgress;
          return {
            value: formatCount(n),
            hint: n === 0 ? 'Nenhum trabalho em curso' : 'Freelancers trabalhando para você',
          };
        }}
      />
      <StatCard
        label="Propostas recebidas pendentes"
        icon={Inbox}
        tone="sol"
        query={query}
        to={paths.myJobs}
        view={(d) => ({ value: formatCount(buyer(d).proposalsPending), hint: 'Aguardando a sua resposta' })}
      />
      <StatCard
        label="Contratos concluídos"
        icon={CircleCheck}
        tone="nevoa"
        query={query}
        to={contractsList(paths.hiring, 'concluido')}
        view={(d) => ({ value: formatCount(buyer(d).contractsConcluded), hint: 'Trabalhos entregues' })}
      />
    </div>
  );
}
