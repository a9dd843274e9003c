import { paths } from '@/config/paths';
import { UpcomingDeadlinesSection } from '@/features/contracts/components/upcoming-deadlines-section';
import { CategoryCarousel } from '@/features/dashboard/components/category-carousel';
import {
  EarningsComingSoon,
  LearningComingSoon,
  SkillsComingSoon,
} from '@/features/dashboard/components/coming-soon-tabs';
import { CtaCards } from '@/features/dashboard/components/cta-cards';
import { DashboardTabs } from '@/features/dashboard/components/dashboard-tabs';
import { ClientStats, FreelancerStats } from '@/features/dashboard/components/stat-cards';
import { DASHBOARD_TABS, useDashboardTab } from '@/features/dashboard/hooks/use-dashboard-tab';
import { useFreelancer } from '@/features/freelancers/api/get-freelancer';
import { FeaturedGigs } from '@/features/gigs/components/featured-gigs';
import { MyProposalsSection } from '@/features/proposals/components/my-proposals-section';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard: the dashboard's own counts and tabs around the pieces of proposals, contracts and gigs. */
export function DashboardPage() {
  useDocumentTitle('Painel');
  const user = useSessionUser();
  const [tab, setTab] = useDashboardTab();
  const isFreelancer = user?.isFreelancer === true;

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Olá, {firstNameOf(user)}!</h1>
      <p className="mt-2 text-pretty text-nevoa-600">
        {isFreelancer
          ? 'Acompanhe seus contratos, propostas e prazos, e descubra novos projetos.'
          : 'Acompanhe seus projetos, as propostas recebidas e os prazos das suas contratações.'}
      </p>

      <section aria-label="Resumo" className="mt-8">
        {user && (isFreelancer ? <FreelancerSummary userId={user._id} /> : <ClientStats />)}
      </section>

      <div className="mt-10">
        <DashboardTabs tabs={DASHBOARD_TABS} selected={tab} onSelect={setTab} label="Seções do painel">
          {tab === 'visao-geral' && <OverviewTab isFreelancer={isFreelancer} />}
          {tab === 'ganhos' && <EarningsComingSoon />}
          {tab === 'habilidades' && <SkillsComingSoon />}
          {tab === 'aprendizagem' && <LearningComingSoon />}
        </DashboardTabs>
      </div>
    </div>
  );
}

/** The freelancer's counts; the rating comes from their public profile. */
function FreelancerSummary({ userId }: { userId: string }) {
  const profile = useFreelancer(userId);
  return <FreelancerStats rating={profile} />;
}

/** 'Visão Geral': what the marketplace knows about the user today, then ways to go further. */
function OverviewTab({ isFreelancer }: { isFreelancer: boolean }) {
  return (
    <div className="space-y-10">
      <div className="grid gap-x-6 gap-y-10 xl:grid-cols-5">
        <MyProposalsSection side={isFreelancer ? 'sent' : 'received'} className="xl:col-span-3" />
        <UpcomingDeadlinesSection
          // A freelancer may also hire; a client cannot take work.
          sides={isFreelancer ? ['freelancer', 'client'] : ['client']}
          allLink={
            isFreelancer
              ? { to: paths.myProjects, label: 'Meus Projetos' }
              : { to: paths.hiring, label: 'Contratações' }
          }
          className="xl:col-span-2"
        />
      </div>
      <FeaturedGigs />
      <CategoryCarousel />
      <CtaCards />
    </div>
  );
}
