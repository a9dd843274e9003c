import { Banknote, CircleCheck, Clock, FolderKanban, Star } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatBRL, formatCount, formatRating, plural } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { formatDuration } from '../lib/periods';
import { StatCard } from './stat-card';

/** SPEC's five cards of /dashboard/freelancer, from GET /api/dashboard's freelancer block. */
export function FreelancerFigures({ userId }: { userId: string }) {
  const query = useDashboard();
  return (
    // Money is the widest figure: a whole row on a phone, five columns only where each has room for it.
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-5">
      <StatCard
        label="Ganhos Totais"
        className="col-span-2 lg:col-span-1"
        icon={Banknote}
        tone="brand"
        query={query}
        to={paths.withdraw}
        view={(d) => ({ value: formatBRL(d.freelancer.totalEarningsCents), hint: 'Recebidos, já sem a taxa' })}
      />
      <StatCard
        label="Avaliação Média"
        icon={Star}
        tone="sol"
        query={query}
        to={paths.freelancer(userId)}
        view={({ freelancer: { rating, reviewCount } }) =>
          rating === null || reviewCount === 0
            ? { value: '—', hint: 'Nenhuma avaliação ainda' }
            : { value: formatRating(rating), outOf: 5, hint: plural(reviewCount, 'avaliação', 'avaliações') }
        }
      />
      <StatCard
        label="Projetos Ativos"
        icon={FolderKanban}
        tone="brand"
        query={query}
        to={paths.myProjects}
        view={(d) => ({
          value: formatCount(d.freelancer.activeProjectCount),
          hint: 'Aguardando início ou em andamento',
        })}
      />
      <StatCard
        label="Projetos Concluídos"
        icon={CircleCheck}
        tone="nevoa"
        query={query}
        to={{ pathname: paths.myProjects, search: '?status=concluido' }}
        view={(d) => ({ value: formatCount(d.freelancer.concludedProjectCount), hint: 'Entregues e aprovados' })}
      />
      <StatCard
        label="Horas Trabalhadas"
        icon={Clock}
        tone="nevoa"
        query={query}
        view={(d) => ({ value: formatDuration(d.freelancer.trackedSeconds), hint: 'Registradas no controle de tempo' })}
      />
    </div>
  );
}
