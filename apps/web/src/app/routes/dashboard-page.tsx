import type { TIntent } from '@labora/shared/auth';
import type { TDashboard } from '@labora/shared/dashboard';
import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import {
  type DeadlineItem,
  UpcomingDeadlinesSection,
} from '@/features/contracts/components/upcoming-deadlines-section';
import { useDashboardPart } from '@/features/dashboard/api/get-dashboard';
import { CategoryCarousel } from '@/features/dashboard/components/category-carousel';
import { CtaCards } from '@/features/dashboard/components/cta-cards';
import { DashboardTabs } from '@/features/dashboard/components/dashboard-tabs';
import { IntentPrompt } from '@/features/dashboard/components/intent-prompt';
import { RecentActivities } from '@/features/dashboard/components/recent-activities';
import { ClientStats, FreelancerStats } from '@/features/dashboard/components/stat-cards';
import { DASHBOARD_TABS, useDashboardTab } from '@/features/dashboard/hooks/use-dashboard-tab';
import { FeaturedGigs } from '@/features/gigs/components/featured-gigs';
import { RecommendedJobsSection } from '@/features/jobs/components/recommended-jobs-section';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { MyProposalsSection } from '@/features/proposals/components/my-proposals-section';
import { firstNameOf, intentOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

// The three other tabs (their forms and chart) load when opened: the overview, the default, paints without them.
const EarningsTab = lazy(async () => ({
  default: (await import('@/features/dashboard/components/earnings-tab')).EarningsTab,
}));
const SkillsAndGoalsTab = lazy(async () => {
  const [{ SkillsGoalsTab }, { GoalsSection }] = await Promise.all([
    import('@/features/skills/components/skills-goals-tab'),
    import('@/features/goals/components/goals-section'),
  ]);
  return { default: () => <SkillsGoalsTab goals={<GoalsSection />} /> };
});
const LearningTab = lazy(async () => ({
  default: (await import('@/features/learning/components/learning-tab')).LearningTab,
}));

const SUBTITLES: Record<TIntent | 'none', string> = {
  seller: 'Acompanhe seus contratos, propostas e prazos, e descubra novos projetos.',
  buyer: 'Acompanhe seus projetos, as propostas recebidas e os prazos das suas contratações.',
  none: 'Boas-vindas à Labora! Conte como você quer usar a plataforma e o painel se ajusta a você.',
};

/**
 * /dashboard: the dashboard's own counts and tabs around the pieces of proposals, contracts, jobs and gigs, by the
 * user's intent: a buyer follows their jobs and hirings, a seller their proposals and the jobs recommended to them.
 */
export function DashboardPage() {
  useDocumentTitle('Painel');
  const user = useSessionUser();
  const [tab, setTab] = useDashboardTab();
  const intent = intentOf(user);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">
            Olá, {firstNameOf(user)}!
          </h1>
          <p className="mt-2 text-pretty text-nevoa-600">{SUBTITLES[intent ?? 'none']}</p>
        </div>
        {/* SPEC's bell in the welcome area; below 1024 px the top bar's bell (app-layout) is the one shown. */}
        <div className="hidden lg:block">
          <NotificationBell />
        </div>
      </div>

      {user && (
        <div className="mt-8">
          {intent === 'seller' ? (
            <section aria-label="Resumo">
              <FreelancerStats userId={user._id} />
            </section>
          ) : intent === 'buyer' ? (
            <section aria-label="Resumo">
              <ClientStats />
            </section>
          ) : (
            <IntentPrompt />
          )}
        </div>
      )}

      <div className="mt-10">
        <DashboardTabs tabs={DASHBOARD_TABS} selected={tab} onSelect={setTab} label="Seções do painel">
          {tab === 'visao-geral' && <OverviewTab intent={intent} userId={user?._id ?? ''} />}
          <Suspense
            fallback={
              <p className="py-10 text-center text-nevoa-600" role="status">
                Carregando…
              </p>
            }
          >
            {tab === 'ganhos' && <EarningsTab intent={intent} />}
            {tab === 'habilidades' && <SkillsAndGoalsTab />}
            {tab === 'aprendizagem' && <LearningTab />}
          </Suspense>
        </DashboardTabs>
      </div>
    </div>
  );
}

// Each overview section reads its part of GET /api/dashboard: one request for the whole tab.
const selectDeadlines = ({ deadlines }: TDashboard) => ({
  total: deadlines.total,
  items: deadlines.items.map(
    (d): DeadlineItem => ({
      contractId: d.contractId,
      title: d.title,
      status: d.status,
      endDate: d.endDate,
      myRole: d.myRole,
      otherName: d.counterpart.name,
    }),
  ),
});
const selectSent = ({ proposals }: TDashboard) => ({
  latest: proposals.sent.latest,
  total: proposals.sent.counts.total,
});
const selectReceived = ({ proposals }: TDashboard) => ({
  latest: proposals.received.latest,
  total: proposals.received.counts.total,
});
const selectRecommended = (d: TDashboard) => d.recommendedJobs;
const selectGigs = (d: TDashboard) => d.featuredGigs;

/** 'Visão Geral': what the marketplace knows about the user today, then ways to go further. */
function OverviewTab({ intent, userId }: { intent: TIntent | null; userId: string }) {
  const deadlines = useDashboardPart(selectDeadlines);
  const sent = useDashboardPart(selectSent);
  const received = useDashboardPart(selectReceived);
  const recommended = useDashboardPart(selectRecommended);
  const gigs = useDashboardPart(selectGigs);
  if (intent === 'seller') {
    return (
      <div className="space-y-10">
        <RecommendedJobsSection query={recommended} />
        <RecentActivities />
        <div className="grid gap-x-6 gap-y-10 xl:grid-cols-5">
          <MyProposalsSection
            side="sent"
            query={sent}
            allLink={{ to: paths.myProposals, label: 'Ver todas' }}
            className="xl:col-span-3"
          />
          <UpcomingDeadlinesSection
            // Both sides: a freelancer may also hire (the API lists a buyer's hirings only).
            query={deadlines}
            allLink={{ to: paths.myProjects, label: 'Meus Projetos' }}
            className="xl:col-span-2"
          />
        </div>
        <CategoryCarousel />
        <CtaCards intent={intent} userId={userId} />
      </div>
    );
  }
  if (intent === 'buyer') {
    return (
      <div className="space-y-10">
        <div className="grid gap-x-6 gap-y-10 xl:grid-cols-5">
          <MyProposalsSection
            side="received"
            query={received}
            allLink={{ to: paths.myJobs, label: 'Meus trabalhos publicados' }}
            className="xl:col-span-3"
          />
          <UpcomingDeadlinesSection
            query={deadlines}
            allLink={{ to: paths.hiring, label: 'Contratações' }}
            className="xl:col-span-2"
          />
        </div>
        <RecentActivities />
        <FeaturedGigs query={gigs} />
        <CategoryCarousel />
        <CtaCards intent={intent} userId={userId} />
      </div>
    );
  }
  // Nothing chosen yet: the marketplace's map and the profile, until the prompt above is answered.
  return (
    <div className="space-y-10">
      <RecentActivities />
      <CategoryCarousel />
      <CtaCards intent={null} userId={userId} />
    </div>
  );
}
