import { Bell } from 'lucide-react';
import { RowsSkeleton, SectionLoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { Section } from '@/components/ui/section';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { ActiveProjects } from '@/features/dashboard/components/active-projects';
import { FreelancerEarningsChart } from '@/features/dashboard/components/freelancer-earnings-chart';
import { FreelancerFigures } from '@/features/dashboard/components/freelancer-figures';
import { SkillsPanel } from '@/features/dashboard/components/skills-panel';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { TimeTracker } from '@/features/time-tracking/components/time-tracker';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/freelancer (SPEC): a seller's figures, earnings, active projects, skills, the tracker, notifications. */
export function FreelancerDashboardPage() {
  useDocumentTitle('Painel de Controle do Freelancer');
  const user = useSessionUser();
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">
        Painel de Controle do Freelancer
      </h1>
      <p className="mt-2 text-pretty text-nevoa-600">Bem-vindo de volta, {firstNameOf(user)}!</p>
      {user && (
        <section aria-label="Resumo" className="mt-8">
          <FreelancerFigures userId={user._id} />
        </section>
      )}
      <div className="mt-8">
        <TimeTracker />
      </div>
      <FreelancerBlocks />
      <div className="mt-10">
        <Section title="Notificações">
          <div className="rounded-2xl border border-nevoa-200 bg-white p-4 shadow-sm sm:p-5">
            <NotificationList filter="all" emptyTitle="Nenhuma notificação por enquanto" emptyIcon={Bell} />
          </div>
        </Section>
      </div>
    </div>
  );
}

/** The chart, active projects and skills: one aggregate (GET /api/dashboard), one loading and error state. */
function FreelancerBlocks() {
  const dashboard = useDashboard();
  if (dashboard.isPending) {
    return (
      <div className="mt-10 space-y-6">
        <div role="status" aria-label="Carregando ganhos" className={`${SKELETON_BAR} h-80 rounded-2xl`} />
        <RowsSkeleton rows={3} label="Carregando projetos ativos" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <SectionLoadError
        className="mt-10"
        title="Não foi possível carregar o seu painel."
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isRefetching}
      />
    );
  }
  const { freelancer } = dashboard.data;
  return (
    <>
      <div className="mt-10">
        <FreelancerEarningsChart data={freelancer} />
      </div>
      <div className="mt-10 grid gap-x-6 gap-y-10 xl:grid-cols-5">
        <ActiveProjects
          projects={freelancer.activeProjects}
          total={freelancer.activeProjectCount}
          className="xl:col-span-3"
        />
        <div className="xl:col-span-2">
          <SkillsPanel skills={freelancer.topSkills} />
        </div>
      </div>
    </>
  );
}
