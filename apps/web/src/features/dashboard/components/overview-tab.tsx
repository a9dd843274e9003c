import { paths } from '@/config/paths';
import { CategoryCarousel } from './category-carousel';
import { CtaCards } from './cta-cards';
import { DeadlinesSection } from './deadlines-section';
import { FeaturedGigs } from './featured-gigs';
import { ProposalsSection } from './proposals-section';

/** 'Visão Geral': what the marketplace knows about the user today, then ways to go further. */
export function OverviewTab({ isFreelancer }: { isFreelancer: boolean }) {
  return (
    <div className="space-y-10">
      <div className="grid gap-x-6 gap-y-10 xl:grid-cols-5">
        <ProposalsSection side={isFreelancer ? 'sent' : 'received'} className="xl:col-span-3" />
        <DeadlinesSection
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
